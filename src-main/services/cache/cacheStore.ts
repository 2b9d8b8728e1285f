// The offline cache of one user on one server: a SQLite file of its own (kept apart per user,
// deleted at logout), in WAL mode, holding list pages and item views exactly as the server sent
// them plus a full-text index of what was seen. A size cap evicts the least recently used
// entries. react-query persists through this store (see the cache IPC handlers), so there is one
// data path: the server's answer, kept.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ftsQuery } from '../../../src-shared/search/ftsQuery';
import { migrateCache } from './migrations';

export type CacheKind = 'page' | 'item';
export type SearchRow = { entryKey: string; title?: string; sender?: string; number?: string; content?: string };
export type SearchHit = { entryKey: string; title: string; sender: string; number: string };
export type CachedEntry = { body: unknown; storedAt: number };

export const DEFAULT_CACHE_BYTES = 200 * 1024 * 1024;
/** Eviction goes below the cap by this much, so a full cache does not evict on every write. */
const EVICTION_HEADROOM = 0.9;

export type CacheStoreOptions = {
  dir: string;
  /** Who the cache belongs to, e.g. the server address and the user id. */
  scope: string;
  maxBytes?: number;
  now?: () => number;
};

export type CacheStore = {
  readonly file: string;
  get(key: string): CachedEntry | null;
  put(key: string, kind: CacheKind, body: unknown, search?: readonly SearchRow[]): void;
  search(text: string, limit?: number): SearchHit[];
  totalBytes(): number;
  close(): void;
};

export function cacheFileFor(dir: string, scope: string): string {
  return join(dir, `${createHash('sha256').update(scope).digest('hex').slice(0, 32)}.sqlite`);
}

export function openCacheStore({ dir, scope, maxBytes = DEFAULT_CACHE_BYTES, now = Date.now }: CacheStoreOptions): CacheStore {
  mkdirSync(dir, { recursive: true });
  const file = cacheFileFor(dir, scope);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A lost cache write costs a refetch, not data: NORMAL is enough here (drafts use FULL).
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrateCache(db);

  const select = db.prepare<[string], { body: string; stored_at: number }>('SELECT body, stored_at FROM entries WHERE key = ?');
  const touch = db.prepare<[number, string]>('UPDATE entries SET used_at = ? WHERE key = ?');
  const upsert = db.prepare(
    `INSERT INTO entries (key, kind, body, bytes, stored_at, used_at) VALUES (@key, @kind, @body, @bytes, @now, @now)
     ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, body = excluded.body, bytes = excluded.bytes,
       stored_at = excluded.stored_at, used_at = excluded.used_at`,
  );
  const ownedRows = db.prepare<[string], { search_rowid: number }>('SELECT search_rowid FROM search_owner WHERE owner_key = ?');
  const deleteSearchRow = db.prepare<[number]>('DELETE FROM search WHERE rowid = ?');
  const deleteOwned = db.prepare<[string]>('DELETE FROM search_owner WHERE owner_key = ?');
  const insertSearch = db.prepare(
    'INSERT INTO search (title, sender, number, content, entry_key) VALUES (@title, @sender, @number, @content, @entryKey)',
  );
  const insertOwner = db.prepare<[number | bigint, string]>('INSERT INTO search_owner (search_rowid, owner_key) VALUES (?, ?)');
  const total = db.prepare<[], { bytes: number | null }>('SELECT sum(bytes) AS bytes FROM entries');
  const sizeOf = db.prepare<[string], { bytes: number }>('SELECT bytes FROM entries WHERE key = ?');
  const oldest = db.prepare<[], { key: string; bytes: number }>('SELECT key, bytes FROM entries ORDER BY used_at, stored_at LIMIT 64');
  const deleteEntry = db.prepare<[string]>('DELETE FROM entries WHERE key = ?');
  const searchQuery = db.prepare<[string, number], SearchHit>(
    `SELECT entry_key AS entryKey, title, sender, number FROM search WHERE search MATCH ?
     GROUP BY entry_key ORDER BY min(rank) LIMIT ?`,
  );

  const dropSearchRows = (owner: string) => {
    for (const { search_rowid } of ownedRows.all(owner)) deleteSearchRow.run(search_rowid);
    deleteOwned.run(owner);
  };

  // Kept as a running total: sum(bytes) reads every row's body on the way (bytes sits after it),
  // which cost ~20 ms per write on a full 100 MB cache (npm run bench:cache).
  let bytes = total.get()?.bytes ?? 0;

  const evict = () => {
    if (bytes <= maxBytes) return;
    const target = maxBytes * EVICTION_HEADROOM;
    while (bytes > target) {
      const victims = oldest.all();
      if (victims.length === 0) break;
      for (const victim of victims) {
        dropSearchRows(victim.key);
        deleteEntry.run(victim.key);
        bytes -= victim.bytes;
        if (bytes <= target) break;
      }
    }
  };

  const put = db.transaction((key: string, kind: CacheKind, body: unknown, search: readonly SearchRow[]) => {
    const json = JSON.stringify(body);
    const size = Buffer.byteLength(json);
    const previous = sizeOf.get(key)?.bytes ?? 0;
    upsert.run({ key, kind, body: json, bytes: size, now: now() });
    bytes += size - previous;
    dropSearchRows(key);
    for (const row of search) {
      const { lastInsertRowid } = insertSearch.run({
        title: row.title ?? '',
        sender: row.sender ?? '',
        number: row.number ?? '',
        content: row.content ?? '',
        entryKey: row.entryKey,
      });
      insertOwner.run(lastInsertRowid, key);
    }
    evict();
  });

  return {
    file,
    get(key) {
      const row = select.get(key);
      if (!row) return null;
      touch.run(now(), key);
      return { body: JSON.parse(row.body) as unknown, storedAt: row.stored_at };
    },
    put(key, kind, body, search = []) {
      try {
        put(key, kind, body, search);
      } catch (error) {
        // The transaction rolled back; so must the running total.
        bytes = total.get()?.bytes ?? 0;
        throw error;
      }
    },
    search(text, limit = 50) {
      const query = ftsQuery(text);
      return query ? searchQuery.all(query, limit) : [];
    },
    totalBytes: () => bytes,
    close: () => db.close(),
  };
}

/** At logout: the user's cache goes with the session (the -wal and -shm files too). */
export function deleteCacheFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
