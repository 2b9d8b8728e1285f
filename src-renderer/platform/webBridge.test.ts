import { describe, expect, it } from 'vitest';
import { createWebBridge, webSessionKey } from './webBridge';

/** The browser's Storage API over a Map: the web bridge's only dependency. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** The API server's answer to GET /api/realtime: its realtime server listens on 6101. */
const realtimeAnswer: typeof fetch = async (input) =>
  String(input).endsWith('/api/realtime') ? Response.json({ port: 6101 }) : new Response(null, { status: 404 });
const make = (storage = new MemoryStorage(), apiUrl?: string, basePath = '/app/', fetch = realtimeAnswer) =>
  createWebBridge({ storage, origin: 'https://portal.prefeitura.gov.br', basePath, apiUrl, userAgent: 'test', version: '1.0.0', fetch });
const KEY = webSessionKey('/app/');
const session = { serverUrl: 'https://portal.prefeitura.gov.br', token: 't', connectedSector: null, inboxType: 'sector' as const };

describe('the web bridge', () => {
  it('reports every desktop capability absent', async () => {
    const info = await make().app.info();
    expect(info).toEqual({
      ok: true,
      value: expect.objectContaining({ platform: 'web', capabilities: { secureStorage: false, signer: false, offlineCache: false, drafts: false } }),
    });
  });

  it('talks to its own origin unless an API address was built in', async () => {
    expect(await make().settings.get()).toEqual({
      ok: true,
      value: { serverUrl: 'https://portal.prefeitura.gov.br', realtimeUrl: 'https://portal.prefeitura.gov.br:6101', tokenLibraries: [] },
    });
    expect(await make(undefined, 'https://api.gov.br/').settings.get()).toEqual({
      ok: true,
      value: { serverUrl: 'https://api.gov.br', realtimeUrl: 'https://api.gov.br:6101', tokenLibraries: [] },
    });
  });

  it('falls back to the realtime default port when the API server does not say, and asks only once', async () => {
    let calls = 0;
    const silent: typeof fetch = async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    };
    const bridge = make(undefined, undefined, '/app/', silent);
    expect(await bridge.settings.get()).toMatchObject({ ok: true, value: { realtimeUrl: 'https://portal.prefeitura.gov.br:6001' } });
    await bridge.settings.get();
    expect(calls).toBe(1);
  });

  it('cannot change the server address nor the token libraries', async () => {
    expect(await make().settings.update({ serverUrl: 'https://x.gov.br' })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await make().settings.addTokenLibrary()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await make().settings.removeTokenLibrary({ path: '/usr/lib/x.so' })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it('keeps, reads and clears the session', async () => {
    const storage = new MemoryStorage();
    const bridge = make(storage);
    expect(await bridge.session.save(session)).toEqual({ ok: true, value: { persisted: true } });
    expect(await bridge.session.load()).toEqual({ ok: true, value: session });
    expect(await bridge.session.clear()).toEqual({ ok: true, value: null });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('keeps the staff app’s and the portal’s sessions apart on one origin', async () => {
    const storage = new MemoryStorage();
    await make(storage, undefined, '/app/').session.save(session);
    expect(await make(storage, undefined, '/').session.load()).toEqual({ ok: true, value: null });
  });

  it('drops a stored session it cannot read', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '{"token":');
    expect(await make(storage).session.load()).toEqual({ ok: true, value: null });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('keeps no local drafts: reads find nothing, and a save says so instead of pretending', async () => {
    const bridge = make();
    expect(await bridge.drafts.open({ userId: 1 })).toEqual({ ok: true, value: null });
    expect(await bridge.drafts.list()).toEqual({ ok: true, value: [] });
    expect(await bridge.drafts.get({ localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f' })).toEqual({ ok: true, value: null });
    expect(await bridge.drafts.save({ body: {} })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await bridge.drafts.remove({ localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f' })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
  });

  it('refuses to store a malformed session', async () => {
    expect(await make().session.save({ ...session, token: '' })).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });
});
