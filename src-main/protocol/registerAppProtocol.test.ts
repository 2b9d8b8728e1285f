import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppRequestHandler, handleAppProtocol, registerAppSchemePrivileges } from './registerAppProtocol';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gdoc-app-protocol-'));
  mkdirSync(join(root, 'staff'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'staff', 'index.html'), '<!doctype html><title>GDoc</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('app:// glue', () => {
  it('registers app as a standard, secure, fetch-capable scheme', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() };
    registerAppSchemePrivileges(protocol);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('handles the app scheme', () => {
    const protocol = { handle: vi.fn() };
    handleAppProtocol(protocol, { rendererDir: root, getSettings: () => ({ serverUrl: 'http://127.0.0.1:3100', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] }) });
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  const handler = (request: Request) =>
    createAppRequestHandler({ rendererDir: root, getSettings: () => ({ serverUrl: 'https://api.example.gov.br', realtimeUrl: 'https://api.example.gov.br:6001', tokenLibraries: [] }) })(request);

  it('answers a route with the index, its CSP naming the current server', async () => {
    const response = await handler(new Request('app://staff/workspace/sector/tasks'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>GDoc</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.gov.br");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves assets and answers 404 for anything else', async () => {
    expect((await handler(new Request('app://staff/assets/app.js'))).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await handler(new Request('app://staff/assets/nope.js'))).status).toBe(404);
    expect((await handler(new Request('app://staff/%2e%2e/%2e%2e/etc/passwd.txt'))).status).toBe(404);
    expect((await handler(new Request('app://other/'))).status).toBe(404);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await handler(new Request('app://staff/', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await handler(new Request('app://staff/', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
