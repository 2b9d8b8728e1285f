import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFileFor } from '../services/cache/cacheStore';
import { APP_SENDER as APP, createTestMain, type TestMain } from './testing/testMain';

let dir: string;
const opened: TestMain[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-handlers-'));
});
afterEach(() => {
  for (const main of opened.splice(0)) main.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function setUp() {
  const main = createTestMain(dir);
  opened.push(main);
  return main.registry;
}

describe('registerHandlers', () => {
  it('covers the whole contract', () => {
    expect(() => setUp().assertComplete()).not.toThrow();
  });

  it('serves every operation through the real services', async () => {
    const registry = setUp();
    const session = { serverUrl: 'https://x.example', token: 'abc', connectedSector: null, inboxType: 'personal' };

    await expect(registry.invoke(APP, 'app:info', undefined)).resolves.toMatchObject({ ok: true, value: { platform: 'desktop' } });
    await expect(registry.invoke(APP, 'settings:get', undefined)).resolves.toEqual({ ok: true, value: { serverUrl: 'http://127.0.0.1:3100', realtimeUrl: 'http://127.0.0.1:6001', tokenLibraries: [] } });
    await expect(registry.invoke(APP, 'settings:update', { serverUrl: 'https://x.example/' })).resolves.toEqual({
      ok: true,
      value: { serverUrl: 'https://x.example', realtimeUrl: 'https://x.example:6001', tokenLibraries: [] },
    });
    await expect(registry.invoke(APP, 'session:load', undefined)).resolves.toEqual({ ok: true, value: null });
    await expect(registry.invoke(APP, 'session:save', session)).resolves.toEqual({ ok: true, value: { persisted: true } });
    await expect(registry.invoke(APP, 'session:load', undefined)).resolves.toEqual({ ok: true, value: session });
    await expect(registry.invoke(APP, 'session:clear', undefined)).resolves.toEqual({ ok: true, value: null });
    await expect(registry.invoke(APP, 'session:load', undefined)).resolves.toEqual({ ok: true, value: null });
    // This test machine's OS has no notification service (the notifier says so).
    await expect(registry.invoke(APP, 'os:notify', { title: 'Novo documento recebido', body: 'Ofício nº 3/2026' })).resolves.toEqual({ ok: true, value: { shown: false } });
  });

  it('keeps the offline cache of the user named at open, and deletes it at logout', async () => {
    const registry = setUp();
    const entry = { key: '["inbox","page"]', kind: 'page', body: { data: [1] }, search: [{ entryKey: '/inbox/sector/view/document/a', title: 'Ofício de saúde' }] };
    // Before open there is nothing to read and nothing is kept.
    await expect(registry.invoke(APP, 'cache:put', entry)).resolves.toEqual({ ok: true, value: null });
    await expect(registry.invoke(APP, 'cache:get', { key: entry.key })).resolves.toEqual({ ok: true, value: null });

    await registry.invoke(APP, 'session:save', { serverUrl: 'http://127.0.0.1:3100', token: 'abc', connectedSector: null, inboxType: 'sector', userId: 7 });
    await expect(registry.invoke(APP, 'cache:open', { userId: 7 })).resolves.toEqual({ ok: true, value: null });
    await registry.invoke(APP, 'cache:put', entry);
    await expect(registry.invoke(APP, 'cache:get', { key: entry.key })).resolves.toMatchObject({ ok: true, value: { body: { data: [1] } } });
    await expect(registry.invoke(APP, 'cache:search', { text: 'saude' })).resolves.toEqual({
      ok: true,
      value: [{ entryKey: '/inbox/sector/view/document/a', title: 'Ofício de saúde', sender: '', number: '' }],
    });
    const file = cacheFileFor(join(dir, 'cache'), 'http://127.0.0.1:3100\n7');
    expect(existsSync(file)).toBe(true);

    await registry.invoke(APP, 'session:clear', undefined);
    expect(existsSync(file)).toBe(false);
    await expect(registry.invoke(APP, 'cache:get', { key: entry.key })).resolves.toEqual({ ok: true, value: null });
  });

  it('saves drafts only once a user is named, and keeps them at logout', async () => {
    const registry = setUp();
    // Before open: a save is refused (never a pretend save), reads find nothing.
    await expect(registry.invoke(APP, 'drafts:save', { body: { content: 'x' } })).resolves.toMatchObject({ ok: false, error: { code: 'unavailable' } });
    await expect(registry.invoke(APP, 'drafts:list', undefined)).resolves.toEqual({ ok: true, value: [] });

    await registry.invoke(APP, 'session:save', { serverUrl: 'http://127.0.0.1:3100', token: 'abc', connectedSector: null, inboxType: 'sector', userId: 7 });
    await expect(registry.invoke(APP, 'drafts:open', { userId: 7 })).resolves.toEqual({ ok: true, value: null });
    const saved = await registry.invoke(APP, 'drafts:save', { body: { subject: 'Ofício', content: '<p>texto</p>' } });
    expect(saved).toMatchObject({ ok: true, value: { revision: 1, status: 'local', body: { subject: 'Ofício', content: '<p>texto</p>', priority_id: 2 } } });
    const localId = (saved as { value: { localId: string } }).value.localId;
    await expect(registry.invoke(APP, 'drafts:save', { localId, body: { content: 'v2' } })).resolves.toMatchObject({ ok: true, value: { revision: 2 } });
    await expect(registry.invoke(APP, 'drafts:markSynced', { localId, revision: 1, serverUuid: 'mail-1', serverVersion: 1 })).resolves.toMatchObject({
      ok: true,
      value: { status: 'local', syncedRevision: 1 },
    });
    const server = { id: 1, uuid: 'd', inbox_email_uuid: 'mail-1', version: 2, documentStatus: 'draft', number: null, updated_at: 'x', body: { content: 'deles' } };
    await expect(registry.invoke(APP, 'drafts:markConflict', { localId, revision: 2, server })).resolves.toMatchObject({ ok: true, value: { status: 'conflict' } });
    await expect(registry.invoke(APP, 'drafts:resolve', { localId, keep: 'server' })).resolves.toMatchObject({
      ok: true,
      value: { status: 'synced', revision: 3, body: { content: 'deles' } },
    });
    await expect(registry.invoke(APP, 'drafts:resolve', { localId, keep: 'local' })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });

    // Logout leaves the drafts where they are, closed to whoever uses this computer next; the same
    // user finds them at the next login.
    await registry.invoke(APP, 'session:clear', undefined);
    await expect(registry.invoke(APP, 'drafts:list', undefined)).resolves.toEqual({ ok: true, value: [] });
    await registry.invoke(APP, 'drafts:open', { userId: 7 });
    await expect(registry.invoke(APP, 'drafts:get', { localId })).resolves.toMatchObject({ ok: true, value: { revision: 3 } });
    await expect(registry.invoke(APP, 'drafts:remove', { localId })).resolves.toEqual({ ok: true, value: null });
    await expect(registry.invoke(APP, 'drafts:get', { localId })).resolves.toEqual({ ok: true, value: null });
    await expect(registry.invoke(APP, 'drafts:save', { localId, body: {} })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });

  it('refuses draft arguments outside the contract without touching the file', async () => {
    const registry = setUp();
    await registry.invoke(APP, 'drafts:open', { userId: 7 });
    await expect(registry.invoke(APP, 'drafts:open', { userId: '../../etc' })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(registry.invoke(APP, 'drafts:save', { body: { type: 'carta' } })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(registry.invoke(APP, 'drafts:save', { localId: 'x', body: {} })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(registry.invoke(APP, 'drafts:markSynced', { localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f', revision: 0, serverUuid: 'm', serverVersion: 1 })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    await expect(registry.invoke(APP, 'drafts:resolve', { localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f', keep: 'both' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid-argument' },
    });
    await expect(registry.invoke(APP, 'drafts:list', undefined)).resolves.toEqual({ ok: true, value: [] });
  });

  it('adopts a server draft opened in the editor, once, with arguments checked like the others', async () => {
    const registry = setUp();
    await expect(registry.invoke(APP, 'drafts:adopt', { serverUuid: 'mail-1', serverVersion: 3, body: {} })).resolves.toMatchObject({ ok: false, error: { code: 'unavailable' } });
    await registry.invoke(APP, 'session:save', { serverUrl: 'http://127.0.0.1:3100', token: 'abc', connectedSector: null, inboxType: 'sector', userId: 7 });
    await registry.invoke(APP, 'drafts:open', { userId: 7 });
    const adopted = await registry.invoke(APP, 'drafts:adopt', { serverUuid: 'mail-1', serverVersion: 3, body: { subject: 'Ofício' } });
    expect(adopted).toMatchObject({ ok: true, value: { status: 'synced', serverUuid: 'mail-1', serverVersion: 3, body: { subject: 'Ofício' } } });
    await expect(registry.invoke(APP, 'drafts:adopt', { serverUuid: 'mail-1', serverVersion: 3, body: { subject: 'Ofício' } })).resolves.toEqual(adopted);
    for (const bad of [
      { serverUuid: 'mail-1', serverVersion: 0, body: {} },
      { serverUuid: '', serverVersion: 1, body: {} },
      { serverUuid: 'mail-1', serverVersion: 1, body: { type: 'carta' } },
      { serverUuid: 'mail-1', serverVersion: 1, body: {}, file: '/etc/passwd' },
    ]) {
      await expect(registry.invoke(APP, 'drafts:adopt', bad)).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    }
    await expect(registry.invoke(APP, 'drafts:list', undefined)).resolves.toMatchObject({ ok: true, value: [{ serverUuid: 'mail-1' }] });
  });

  it('refuses cache arguments outside the contract', async () => {
    const registry = setUp();
    await expect(registry.invoke(APP, 'cache:open', { userId: '../../etc' })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(registry.invoke(APP, 'cache:put', { key: 'k', kind: 'file', body: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    await expect(registry.invoke(APP, 'cache:search', { text: 'x'.repeat(201) })).resolves.toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
  });
});
