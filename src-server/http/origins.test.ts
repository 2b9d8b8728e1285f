import { describe, expect, it } from 'vitest';
import { createOriginPolicy, isSafeRelativePath, originOf } from './origins';

describe('origin policy', () => {
  const policy = createOriginPolicy(['https://portal.valeverde.example'], 'development');

  it('allows the Electron app, loopback http on any port and configured origins in development', () => {
    for (const origin of ['app://staff', 'http://127.0.0.1:5173', 'http://localhost:4000', 'http://127.0.0.1', 'https://portal.valeverde.example']) {
      expect(policy.isAllowedOrigin(origin), origin).toBe(true);
    }
  });

  it('allows only the Electron app and configured origins in production, the default', () => {
    for (const production of [createOriginPolicy(['https://portal.valeverde.example']), createOriginPolicy(['https://portal.valeverde.example'], 'production')]) {
      expect(production.isAllowedOrigin('app://staff')).toBe(true);
      expect(production.isAllowedOrigin('https://portal.valeverde.example')).toBe(true);
      for (const loopback of ['http://127.0.0.1:5173', 'http://localhost:4000', 'http://127.0.0.1']) {
        expect(production.isAllowedOrigin(loopback), loopback).toBe(false);
        expect(production.isAllowedUrl(`${loopback}/app/citizen`), loopback).toBe(false);
      }
    }
    expect(createOriginPolicy(['http://127.0.0.1:8080']).isAllowedOrigin('http://127.0.0.1:8080')).toBe(true);
  });

  it('refuses everything else, including look-alikes', () => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1.evil.example',
      'http://localhost.evil.example:80',
      'https://127.0.0.1:5173',
      'app://staff.evil',
      'app://other',
      'null',
      '',
      'http://127.0.0.1:5173/path',
      'https://portal.valeverde.example.evil',
      'http://user@127.0.0.1:5173',
    ]) {
      expect(policy.isAllowedOrigin(origin), origin).toBe(false);
    }
  });

  it('checks absolute redirect URLs by their origin', () => {
    expect(policy.isAllowedUrl('app://staff/login?redirectTo=/x')).toBe(true);
    expect(policy.isAllowedUrl('http://localhost:5173/app/citizen')).toBe(true);
    expect(policy.isAllowedUrl('https://evil.example/app://staff')).toBe(false);
    expect(policy.isAllowedUrl('javascript:alert(1)')).toBe(false);
  });

  it('computes origins of custom schemes, where URL.origin says "null"', () => {
    expect(originOf('app://staff/index.html')).toBe('app://staff');
    expect(originOf('not a url')).toBeNull();
  });
});

describe('isSafeRelativePath', () => {
  it('accepts a path on this server', () => {
    for (const path of ['/', '/login', '/citizen/v2/login?x=1&y=%2F%2F', '/workspace/sector/tasks#top', '/%0a']) {
      expect(isSafeRelativePath(path), path).toBe(true);
    }
  });

  it('refuses anything that leaves the server', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/\\/evil.example', 'https://evil.example', 'login', '', '/\t/evil.example', '/\n/evil.example']) {
      expect(isSafeRelativePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
