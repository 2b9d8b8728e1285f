// The offline cache on real SQLite files: schema versions, eviction, per-user files and the
// accent-insensitive search staff use offline (Localizar Documentos).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheFileFor, deleteCacheFile, openCacheStore } from './cacheStore';
import { CACHE_MIGRATIONS, CACHE_SCHEMA_VERSION, CacheTooNewError, migrateCache } from './migrations';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const scope = 'http://127.0.0.1:3100|user:1';
const page = (titles: string[]) => ({ data: titles.map((title, index) => ({ uuid: `e${index}`, title })), next_page_url: null });

describe('cache schema', () => {
  it('migrates an empty file to the newest version, in WAL mode', () => {
    const store = openCacheStore({ dir, scope });
    store.close();
    const db = new Database(store.file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(CACHE_SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it.each(CACHE_MIGRATIONS.slice(0, -1).map((migration) => migration.version))('migrates a file left at version %i and keeps its entries', (version) => {
    const file = cacheFileFor(dir, scope);
    const db = new Database(file);
    migrateCache(db, CACHE_MIGRATIONS.filter((migration) => migration.version <= version));
    db.prepare("INSERT INTO entries (key, kind, body, bytes, stored_at, used_at) VALUES ('k', 'page', '{\"a\":1}', 7, 1, 1)").run();
    db.close();
    const store = openCacheStore({ dir, scope });
    expect(store.get('k')?.body).toEqual({ a: 1 });
    store.close();
  });

  it('refuses a file written by a newer app instead of misreading it', () => {
    const db = new Database(cacheFileFor(dir, scope));
    db.pragma(`user_version = ${CACHE_SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openCacheStore({ dir, scope })).toThrow(CacheTooNewError);
  });
});

describe('cache store', () => {
  it('gives back what the server sent, with when it was stored', () => {
    let clock = 1000;
    const store = openCacheStore({ dir, scope, now: () => clock });
    store.put('inbox:sector:7:{}:1', 'page', page(['Ofício 1']));
    clock = 2000;
    expect(store.get('inbox:sector:7:{}:1')).toEqual({ body: page(['Ofício 1']), storedAt: 1000 });
    expect(store.get('inbox:sector:7:{}:2')).toBeNull();
    store.close();
  });

  it('keeps each user apart, and deletes a user’s file at logout', () => {
    const mine = openCacheStore({ dir, scope });
    const theirs = openCacheStore({ dir, scope: 'http://127.0.0.1:3100|user:2' });
    mine.put('item:a', 'item', { secret: 'meu' });
    expect(theirs.get('item:a')).toBeNull();
    expect(mine.file).not.toBe(theirs.file);
    mine.close();
    deleteCacheFile(mine.file);
    expect(existsSync(mine.file)).toBe(false);
    expect(existsSync(`${mine.file}-wal`)).toBe(false);
    theirs.close();
  });

  it('evicts the least recently used entries past the size cap, and their search rows with them', () => {
    let clock = 0;
    const body = { text: 'x'.repeat(1000) };
    const store = openCacheStore({ dir, scope, maxBytes: 5_000, now: () => ++clock });
    for (const key of ['a', 'b', 'c', 'd']) store.put(key, 'item', body, [{ entryKey: key, title: `Memorando ${key}` }]);
    store.get('a');
    store.put('e', 'item', body, [{ entryKey: 'e', title: 'Memorando e' }]);
    store.put('f', 'item', body, [{ entryKey: 'f', title: 'Memorando f' }]);
    expect(store.totalBytes()).toBeLessThanOrEqual(5_000);
    expect(store.get('b')).toBeNull();
    expect(store.get('a')).not.toBeNull();
    expect(store.get('f')).not.toBeNull();
    expect(store.search('memorando').map((hit) => hit.entryKey)).not.toContain('b');
    store.close();
  });

  it('counts its size as the rows hold it, across overwrites, evictions, a failed write and a reopen', () => {
    let clock = 0;
    const store = openCacheStore({ dir, scope, maxBytes: 5_000, now: () => ++clock });
    const stored = () => {
      const db = new Database(store.file, { readonly: true });
      const sum = db.prepare('SELECT coalesce(sum(bytes), 0) FROM entries').pluck().get();
      db.close();
      return sum;
    };
    store.put('a', 'item', { text: 'x'.repeat(1500) });
    store.put('a', 'item', { text: 'x'.repeat(300) });
    for (const key of ['b', 'c', 'd', 'e']) store.put(key, 'item', { text: 'y'.repeat(1400) });
    expect(store.totalBytes()).toBe(stored());
    // A search row that cannot be written fails the write after the entry went in: all rolls back.
    expect(() => store.put('f', 'item', { text: 'z'.repeat(900) }, [{ entryKey: 'f', title: {} as unknown as string }])).toThrow();
    expect(store.get('f')).toBeNull();
    expect(store.totalBytes()).toBe(stored());
    store.close();
    const reopened = openCacheStore({ dir, scope, maxBytes: 5_000 });
    expect(reopened.totalBytes()).toBe(stored());
    reopened.close();
  });
});

describe('offline search', () => {
  it('finds titles, senders and numbers without accents and by prefix, once per document', () => {
    const store = openCacheStore({ dir, scope });
    store.put('inbox:p1', 'page', {}, [
      { entryKey: 'email:1', title: 'Solicitação de cessão de servidora', sender: 'Secretaria Municipal de Saúde', number: 'Ofício nº 3/2026' },
      { entryKey: 'email:2', title: 'Convite para audiência pública', sender: 'Gabinete do Prefeito', number: 'Memorando nº 12/2026' },
    ]);
    store.put('inbox:p2', 'page', {}, [{ entryKey: 'email:1', title: 'Solicitação de cessão de servidora', sender: 'Secretaria Municipal de Saúde' }]);
    store.put('item:email:2', 'item', {}, [{ entryKey: 'email:2', content: 'Revisão do Plano Diretor e zoneamento' }]);

    expect(store.search('solicitacao').map((hit) => hit.entryKey)).toEqual(['email:1']);
    expect(store.search('SAUDE').map((hit) => hit.entryKey)).toEqual(['email:1']);
    expect(store.search('audi').map((hit) => hit.entryKey)).toEqual(['email:2']);
    expect(store.search('oficio 3').map((hit) => hit.entryKey)).toEqual(['email:1']);
    expect(store.search('zoneamento').map((hit) => hit.entryKey)).toEqual(['email:2']);
    expect(store.search('inexistente')).toEqual([]);
    store.close();
  });

  it('never lets typed text become FTS5 syntax', () => {
    // The query itself: src-shared/search/ftsQuery.test.ts.
    const store = openCacheStore({ dir, scope });
    expect(() => store.search('a" OR title:*')).not.toThrow();
    store.close();
  });
});
