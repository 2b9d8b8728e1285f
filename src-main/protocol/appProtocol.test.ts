import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INDEX_FILE, buildAppResponseHeaders, mimeTypeFor, resolveAppRequest } from './appProtocol';

let base: string;
let root: string;
const index = () => join(root, APP_INDEX_FILE);

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'gdoc-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'staff'), { recursive: true });
  mkdirSync(join(root, 'assets'));
  writeFileSync(index(), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {}');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'logo dark.svg'), '<svg/>');
  writeFileSync(join(base, 'secret.txt'), 'outside the build');
  writeFileSync(join(base, 'renderer-evil.js'), 'sibling with the same prefix');
  symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const resolveUrl = (url: string) => resolveAppRequest(url, root);

describe('resolveAppRequest', () => {
  it('serves the staff index at the root', () => {
    expect(resolveUrl('app://staff/')).toEqual({ kind: 'file', path: index(), mimeType: 'text/html; charset=utf-8' });
    expect(resolveUrl('app://staff')).toMatchObject({ kind: 'file', path: index() });
  });

  it.each(['app://staff/login', 'app://staff/workspace/sector/tasks', 'app://staff/documents/42?tab=history#top', 'app://staff/assets'])(
    'falls back to the index for the client-side route %s',
    (url) => expect(resolveUrl(url)).toEqual({ kind: 'file', path: index(), mimeType: 'text/html; charset=utf-8' }),
  );

  it('serves built files with their mime type, ignoring the query', () => {
    expect(resolveUrl('app://staff/assets/index-abc.js?v=1')).toEqual({
      kind: 'file',
      path: join(root, 'assets', 'index-abc.js'),
      mimeType: 'text/javascript; charset=utf-8',
    });
    expect(resolveUrl('app://staff/assets/index-abc.css')).toMatchObject({ kind: 'file', mimeType: 'text/css; charset=utf-8' });
    expect(resolveUrl('app://staff/assets/logo%20dark.svg')).toMatchObject({ kind: 'file', mimeType: 'image/svg+xml' });
  });

  it.each(['app://staff/assets/missing.js', 'app://staff/favicon.ico', 'app://staff/assets/index-abc.js/extra.js'])(
    'answers not-found for a missing file %s',
    (url) => expect(resolveUrl(url)).toEqual({ kind: 'not-found' }),
  );

  it.each([
    'app://staff/../secret.txt',
    'app://staff/assets/../../secret.txt',
    'app://staff/%2e%2e/secret.txt',
    'app://staff/%2E%2E/%2e%2e/secret.txt',
    'app://staff/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://staff/..%2fsecret.txt',
    'app://staff/..%5csecret.txt',
    'app://staff/assets\\..\\..\\secret.txt',
    'app://staff/%5c..%5c..%5csecret.txt',
    'app://staff/assets/index-abc.js%00.png',
    'app://staff/%00',
    'app://staff/%E0%A4%A',
    'app://staff/C:%5cWindows%5cwin.ini',
    'app://staff/C:/Windows/win.ini',
    'app://staff/%2fetc%2fpasswd',
    'app://staff//etc/passwd.txt',
    'app://staff/../renderer-evil.js',
    'app://staff/assets/link.txt',
  ])('refuses the traversal attempt %s', (url) => {
    expect(resolveUrl(url)).toEqual({ kind: 'not-found' });
  });

  it.each(['app://evil/', 'app://staff.evil/assets/index-abc.js', 'http://staff/', 'file:///etc/passwd', 'not a url', ''])(
    'refuses the foreign URL %s',
    (url) => expect(resolveUrl(url)).toEqual({ kind: 'not-found' }),
  );

  it('answers not-found when the renderer has not been built', () => {
    expect(resolveAppRequest('app://staff/login', join(base, 'nothing-here'))).toEqual({ kind: 'not-found' });
  });
});

describe('mime types', () => {
  it.each([
    ['a.html', 'text/html; charset=utf-8'],
    ['a.mjs', 'text/javascript; charset=utf-8'],
    ['a.JSON', 'application/json; charset=utf-8'],
    ['a.map', 'application/json; charset=utf-8'],
    ['a.png', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.woff2', 'font/woff2'],
    ['a.ico', 'image/x-icon'],
    ['a.wasm', 'application/wasm'],
    ['a.unknown', 'application/octet-stream'],
  ])('%s is %s', (file, type) => expect(mimeTypeFor(file)).toBe(type));
});

describe('buildAppResponseHeaders', () => {
  const headers = buildAppResponseHeaders({ serverUrl: 'https://gdoc.prefeitura.gov.br/api', realtimeUrl: 'https://gdoc.prefeitura.gov.br:6001', tokenLibraries: [] }, 'text/html; charset=utf-8');

  it('lets the page reach the configured API server and its realtime server (https and wss) and nothing else', () => {
    const csp = headers['Content-Security-Policy']!;
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' https://gdoc.prefeitura.gov.br https://gdoc.prefeitura.gov.br:6001 wss://gdoc.prefeitura.gov.br:6001");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sets the type and the hardening headers', () => {
    expect(headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
