// Changing the server address from the page: main asks the user first, and a token issued by
// one server is never kept for another.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SENDER as APP, createTestMain, type TestMain } from '../ipc/testing/testMain';
import { cacheFileFor } from './cache/cacheStore';

const FIRST = 'http://127.0.0.1:3100';
const SECOND = 'https://gdoc.outra-prefeitura.gov.br';
const session = { serverUrl: FIRST, token: '81|token-do-primeiro-servidor', connectedSector: null, inboxType: 'sector', userId: 7 };

let dir: string;
let main: TestMain;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-server-change-'));
  main = createTestMain(dir);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  main.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const changeServer = (serverUrl: string) => main.registry.invoke(APP, 'settings:update', { serverUrl });

describe('changing the server address from the page', () => {
  it('asks the user in a native message box that names the old and the new address', async () => {
    await expect(changeServer(`${SECOND}/`)).resolves.toMatchObject({ ok: true, value: { serverUrl: SECOND } });
    expect(main.dialogs.serverChangesAsked).toEqual([{ from: FIRST, to: SECOND }]);
  });

  it('changes nothing when the user declines, and the page cannot skip the question', async () => {
    main.dialogs.confirmServerChanges = false;
    await main.registry.invoke(APP, 'session:save', session);
    await expect(changeServer(SECOND)).resolves.toEqual({ ok: false, error: { code: 'cancelled', message: 'O servidor não foi alterado.' } });
    expect(main.settings.get().serverUrl).toBe(FIRST);
    await expect(main.registry.invoke(APP, 'session:load', undefined)).resolves.toEqual({ ok: true, value: session });
    // No argument makes main take the change as confirmed.
    for (const patch of [{ serverUrl: SECOND, confirmed: true }, { serverUrl: SECOND, realtimeUrl: 'https://elsewhere.example' }]) {
      await expect(main.registry.invoke(APP, 'settings:update', patch)).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    }
    expect(main.settings.get().serverUrl).toBe(FIRST);
  });

  it('does not ask when the address stays the same', async () => {
    await expect(changeServer(`${FIRST}/`)).resolves.toMatchObject({ ok: true, value: { serverUrl: FIRST } });
    expect(main.dialogs.serverChangesAsked).toEqual([]);
  });

  it('drops the old server token, deletes its offline copy and closes its drafts', async () => {
    await main.registry.invoke(APP, 'session:save', session);
    await main.registry.invoke(APP, 'cache:open', { userId: 7 });
    await main.registry.invoke(APP, 'cache:put', { key: 'inbox', kind: 'page', body: { data: ['do primeiro servidor'] } });
    await main.registry.invoke(APP, 'drafts:open', { userId: 7 });
    await main.registry.invoke(APP, 'drafts:save', { body: { subject: 'Ofício do primeiro servidor' } });
    const firstCache = cacheFileFor(join(dir, 'cache'), `${FIRST}\n7`);
    expect(existsSync(firstCache)).toBe(true);

    await expect(changeServer(SECOND)).resolves.toMatchObject({ ok: true });

    await expect(main.registry.invoke(APP, 'session:load', undefined)).resolves.toEqual({ ok: true, value: null });
    expect(existsSync(firstCache)).toBe(false);
    await expect(main.registry.invoke(APP, 'cache:get', { key: 'inbox' })).resolves.toEqual({ ok: true, value: null });
    await expect(main.registry.invoke(APP, 'drafts:list', undefined)).resolves.toEqual({ ok: true, value: [] });
    // The same user id on the new server has drafts of its own: none.
    await main.registry.invoke(APP, 'drafts:open', { userId: 7 });
    await expect(main.registry.invoke(APP, 'drafts:list', undefined)).resolves.toEqual({ ok: true, value: [] });
  });

  it('does not keep a token of the old server that arrives after the change (a login still in flight)', async () => {
    await changeServer(SECOND);
    await expect(main.registry.invoke(APP, 'session:save', session)).resolves.toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: 'O endereço do servidor mudou durante a entrada. Entre novamente.' },
    });
    await expect(main.registry.invoke(APP, 'session:load', undefined)).resolves.toEqual({ ok: true, value: null });
  });
});
