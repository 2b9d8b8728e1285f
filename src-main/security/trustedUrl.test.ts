import { describe, expect, it } from 'vitest';
import { isAppUrl, isExternalWebUrl, isSameOrigin } from './trustedUrl';

describe('isAppUrl', () => {
  it.each(['app://staff/', 'app://staff', 'app://staff/login', 'app://staff/workspace/sector/tasks?x=1#y', 'app://staff/assets/a.js'])(
    'accepts %s',
    (url) => expect(isAppUrl(url)).toBe(true),
  );

  it.each([
    'app://staff.evil/',
    'app://evil/staff',
    'app://evil.com/app://staff/',
    'app://staffx/',
    'app://staff:8080/',
    'app://user:pass@staff/',
    'app://user@staff/',
    'app:staff',
    'app:///staff',
    'http://staff/',
    'https://staff/',
    'file:///app/staff',
    'javascript:alert(1)//app://staff/',
    'data:text/html,app://staff/',
    'about:blank',
    'staff',
    '//staff/',
    'not a url',
    '',
    undefined,
  ])('refuses %s', (url) => expect(isAppUrl(url)).toBe(false));
});

describe('isExternalWebUrl', () => {
  it.each(['https://gov.br/', 'http://example.org/a?b'])('accepts %s', (url) => expect(isExternalWebUrl(url)).toBe(true));
  it.each(['file:///etc/passwd', 'smb://host/share', 'ms-msdt:/id', 'javascript:alert(1)', 'app://staff/', 'https://u:p@host/', 'nonsense', undefined])(
    'refuses %s',
    (url) => expect(isExternalWebUrl(url)).toBe(false),
  );
});

describe('isSameOrigin', () => {
  const origin = 'http://127.0.0.1:4321';
  it('accepts any path of the origin', () => {
    expect(isSameOrigin('http://127.0.0.1:4321/login?x', origin)).toBe(true);
  });
  it.each(['http://127.0.0.1:4322/', 'https://127.0.0.1:4321/', 'http://127.0.0.1.evil:4321/', 'http://evil/?http://127.0.0.1:4321', 'about:blank', 'bad', undefined])(
    'refuses %s',
    (url) => expect(isSameOrigin(url, origin)).toBe(false),
  );
  it('never treats opaque origins as equal', () => {
    expect(isSameOrigin('app://staff/', 'app://staff/')).toBe(false);
  });
});
