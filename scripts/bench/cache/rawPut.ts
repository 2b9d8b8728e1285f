// The baseline for a cache write: what cacheStore's put writes (the entry, its search rows and
// their owner rows, replacing the old ones, in one transaction), straight on better-sqlite3,
// without the size check that precedes eviction.
import type BetterSqlite3 from 'better-sqlite3';
import type { CacheWrite } from './data';

export function rawPutter(db: BetterSqlite3.Database): (write: CacheWrite) => void {
  const upsert = db.prepare(
    `INSERT INTO entries (key, kind, body, bytes, stored_at, used_at) VALUES (@key, @kind, @body, @bytes, @now, @now)
     ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, body = excluded.body, bytes = excluded.bytes,
       stored_at = excluded.stored_at, used_at = excluded.used_at`,
  );
  const owned = db.prepare<[string], number>('SELECT search_rowid FROM search_owner WHERE owner_key = ?').pluck();
  const deleteRow = db.prepare<[number]>('DELETE FROM search WHERE rowid = ?');
  const deleteOwned = db.prepare<[string]>('DELETE FROM search_owner WHERE owner_key = ?');
  const insertRow = db.prepare('INSERT INTO search (title, sender, number, content, entry_key) VALUES (@title, @sender, @number, @content, @entryKey)');
  const insertOwner = db.prepare<[number | bigint, string]>('INSERT INTO search_owner (search_rowid, owner_key) VALUES (?, ?)');
  return db.transaction(({ key, kind, body, search }: CacheWrite) => {
    const json = JSON.stringify(body);
    upsert.run({ key, kind, body: json, bytes: Buffer.byteLength(json), now: Date.now() });
    for (const rowid of owned.all(key)) deleteRow.run(rowid);
    deleteOwned.run(key);
    for (const row of search) {
      const { lastInsertRowid } = insertRow.run({ title: row.title ?? '', sender: row.sender ?? '', number: row.number ?? '', content: row.content ?? '', entryKey: row.entryKey });
      insertOwner.run(lastInsertRowid, key);
    }
  });
}
