// The web pages' CSP names the realtime server as the browser reaches it (the page's host name,
// the realtime port); API answers keep their CSP that allows nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCsp, RECAPTCHA_SOURCES } from '../../src-shared/security/csp';
import { createRealtimeHub } from '../realtime/hub';
import type { AppOptions } from '../app';
import { testServer, type TestServer } from '../testing/harness';
import { API_CSP, HSTS, realtimeOriginFor } from './headers';

let root: string;
let server: TestServer;
let detach: () => void;
const hub = createRealtimeHub();

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gdoc-headers-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>staff</title>');
  server = testServer({ realtime: hub, web: { staffDir: root } });
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const page = (host: string) => server.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
const attach = () => {
  detach = hub.attach({ port: 6001, broadcast: () => {}, onlineUserIds: () => new Set(), forgetToken: () => {} });
};

describe('the Content-Security-Policy with a realtime server', () => {
  it('is the plain web CSP while no realtime server listens', async () => {
    expect((await page('127.0.0.1:3100')).headers['content-security-policy']).toBe(buildCsp([]));
  });

  it("lets pages connect to the realtime port on the page's own host name, over http and ws", async () => {
    attach();
    try {
      expect((await page('127.0.0.1:3100')).headers['content-security-policy']).toBe(buildCsp([], ['http://127.0.0.1:6001']));
      expect((await page('localhost:3100')).headers['content-security-policy']).toBe(buildCsp([], ['http://localhost:6001']));
      expect((await page('[::1]:3100')).headers['content-security-policy']).toContain('ws://[::1]:6001');
      const api = await server.app.inject({ method: 'GET', url: '/api/organization/1', headers: { host: '127.0.0.1:3100' } });
      expect(api.headers['content-security-policy']).toBe(API_CSP);
    } finally {
      detach();
    }
  });

  it('never copies a Host header that is more than a host name into the policy', async () => {
    attach();
    try {
      for (const host of ["evil;script-src 'unsafe-inline'", 'a,b', 'x/y', 'user@host', "a'b", 'a*b', 'a'.repeat(300)]) {
        const csp = (await page(host)).headers['content-security-policy'];
        expect(csp, host).toBe(buildCsp([]));
      }
    } finally {
      detach();
    }
  });
});

describe('realtimeOriginFor', () => {
  const request = (host: string | undefined, protocol: 'http' | 'https' = 'http') => ({ headers: { host }, protocol });
  it('keeps the host name, swaps in the realtime port and follows the scheme', () => {
    expect(realtimeOriginFor(request('Gdoc.Prefeitura.gov.br:8443', 'https'), 6001)).toBe('https://gdoc.prefeitura.gov.br:6001');
    expect(realtimeOriginFor(request('127.0.0.1'), 6123)).toBe('http://127.0.0.1:6123');
    expect(realtimeOriginFor(request(undefined), 6001)).toBeNull();
    expect(realtimeOriginFor(request('a b'), 6001)).toBeNull();
    expect(realtimeOriginFor(request('host?x'), 6001)).toBeNull();
  });
});

describe('Strict-Transport-Security', () => {
  const hstsOf = async (options: Partial<AppOptions>, request: { remoteAddress?: string; headers?: Record<string, string> }) => {
    const own = testServer(options);
    try {
      const response = await own.app.inject({ method: 'GET', url: '/api/organization/1', ...request });
      return response.headers['strict-transport-security'];
    } finally {
      await own.stop();
    }
  };

  it('is sent on answers that went over https, as a trusted proxy reports it', async () => {
    expect(await hstsOf({ trustProxy: 'loopback' }, { headers: { 'x-forwarded-proto': 'https' } })).toBe(HSTS);
    expect(await hstsOf({ trustProxy: ['10.0.0.0/8'] }, { remoteAddress: '10.1.2.3', headers: { 'x-forwarded-proto': 'https' } })).toBe(HSTS);
  });

  it('is not sent over http, nor on the word of a proxy the server does not trust', async () => {
    expect(await hstsOf({}, {})).toBeUndefined();
    expect(await hstsOf({ trustProxy: 'loopback' }, { headers: { 'x-forwarded-proto': 'http' } })).toBeUndefined();
    expect(await hstsOf({}, { headers: { 'x-forwarded-proto': 'https' } })).toBeUndefined();
    expect(await hstsOf({ trustProxy: 'loopback' }, { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })).toBeUndefined();
  });
});

describe('the Content-Security-Policy with the signup’s reCAPTCHA', () => {
  it('lets the portal’s pages (only) load Google’s reCAPTCHA script and frames while the organisation turns it on', async () => {
    const citizenDir = mkdtempSync(join(tmpdir(), 'gdoc-headers-citizen-'));
    writeFileSync(join(citizenDir, 'index.html'), '<!doctype html><title>portal</title>');
    const own = testServer({ web: { staffDir: root, citizenDir } });
    const cspOf = async (url: string) =>
      (await own.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:3100', accept: 'text/html' } })).headers['content-security-policy'];
    try {
      expect(await cspOf('/app/citizen/v2/signup/terms')).toBe(buildCsp([]));
      own.db.prepare('UPDATE organization SET recaptcha_enabled = 1 WHERE id = 1').run();
      const portal = await cspOf('/app/citizen/v2/signup/terms');
      expect(portal).toBe(buildCsp([], [], RECAPTCHA_SOURCES));
      expect(portal).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
      expect(portal).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
      expect(await cspOf('/')).toBe(buildCsp([]));
      expect(await cspOf('/api/organization/1')).toBe(API_CSP);
    } finally {
      await own.stop();
      rmSync(citizenDir, { recursive: true, force: true });
    }
  });
});
