// The e2e harness pieces that need no browser. Kept under tests/unit (vitest's include) rather
// than next to the harness, so Playwright never mistakes it for a spec.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../../src-shared/ipc/contract';
import { BRIDGE_SCRIPT_PATH, buildBridgeScript } from '../e2e/harness/bridgeScript';
import { createDesktopMain, startDesktopHarness } from '../e2e/harness/desktopHarness';
import { startRendererServer, type RendererServer } from '../e2e/harness/rendererServer';

let base: string;
let root: string;
let server: RendererServer;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'gdoc-harness-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'staff'), { recursive: true });
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'staff', 'index.html'), '<!doctype html><title>GDoc</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(base, 'secret.txt'), 'secret');
  server = await startRendererServer({ rootDir: root, getSettings: () => ({ serverUrl: 'http://127.0.0.1:3999', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] }) });
});
afterAll(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
});

describe('renderer server', () => {
  it('listens on 127.0.0.1 with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves client routes with the staff index and the app CSP', async () => {
    for (const path of ['/', '/login', '/workspace/sector/tasks?page=2']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>GDoc</title>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' http://127.0.0.1:3999");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves assets and refuses what is not in the build', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('console.log("app")');
    for (const path of ['/assets/missing.js', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%5c..%5csecret.txt']) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${server.url}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('bridge script', () => {
  it('builds once per process into tests/e2e/.build', async () => {
    const [first, second] = await Promise.all([buildBridgeScript(), buildBridgeScript()]);
    expect(first).toBe(BRIDGE_SCRIPT_PATH);
    expect(second).toBe(first);
    expect(statSync(first).size).toBeGreaterThan(1000);
    expect(readdirSync(join(first, '..')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('defines a read-only window.gdoc over the binding and hides the binding', async () => {
    const code = readFileSync(await buildBridgeScript(), 'utf8');
    const invoke = vi.fn(async (channel: string) => ({ ok: true, value: channel }));
    const context: Record<string, unknown> = { __gdocInvoke: invoke };
    context.window = context;
    runInNewContext(code, context);

    const gdoc = context.gdoc as Record<string, Record<string, (arg?: unknown) => Promise<unknown>>>;
    expect(Object.keys(gdoc).sort()).toEqual([...Object.keys(ipcContract), 'events'].sort());
    expect('__gdocInvoke' in context).toBe(false);
    await expect(gdoc.session!.save!({ token: 't' })).resolves.toEqual({ ok: true, value: 'session:save' });
    expect(invoke).toHaveBeenCalledWith('session:save', { token: 't' });

    expect(Object.getOwnPropertyDescriptor(context, 'gdoc')).toMatchObject({ writable: false, configurable: false });
    runInNewContext('try { gdoc = null } catch {}', context);
    expect(context.gdoc).toBe(gdoc);
  });

  it('answers internal when the binding is missing', async () => {
    const context: Record<string, unknown> = {};
    runInNewContext(readFileSync(await buildBridgeScript(), 'utf8'), context);
    const gdoc = context.gdoc as { app: { info(): Promise<unknown> } };
    await expect(gdoc.app.info()).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});

describe('desktop main', () => {
  it('runs the real handlers and trusts only the renderer origin', async () => {
    const userDataDir = join(base, 'user-data');
    const main = createDesktopMain({ userDataDir, serverUrl: 'http://127.0.0.1:3999', rendererOrigin: server.url });
    const page = { url: `${server.url}/login` };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(main.registry.invoke(page, 'settings:get', undefined)).resolves.toEqual({ ok: true, value: { serverUrl: 'http://127.0.0.1:3999', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] } });
    await expect(main.registry.invoke(page, 'session:save', { serverUrl: 'http://127.0.0.1:3999', token: 'tok-e2e', connectedSector: null, inboxType: 'personal' })).resolves.toEqual({
      ok: true,
      value: { persisted: true },
    });
    expect(readFileSync(join(userDataDir, 'session.bin')).includes('tok-e2e')).toBe(false);
    for (const url of ['http://127.0.0.1:1/', 'http://localhost/', `${server.url}.evil.example/`, 'about:blank', undefined]) {
      await expect(main.registry.invoke({ url }, 'session:load', undefined)).resolves.toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    }
  });

  it('startDesktopHarness ties the CSP to the settings store', async () => {
    const harness = await startDesktopHarness({ userDataDir: join(base, 'harness'), serverUrl: 'http://127.0.0.1:4001', rendererDir: root });
    try {
      const csp = async () => (await fetch(`${harness.renderer.url}/`)).headers.get('content-security-policy');
      expect(await csp()).toContain('http://127.0.0.1:4001');
      harness.main.settings.update({ serverUrl: 'https://api.example.gov.br', tokenLibraries: [] });
      expect(await csp()).toContain('https://api.example.gov.br');
    } finally {
      await harness.close();
    }
  });
});
