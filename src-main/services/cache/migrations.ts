// The offline cache's schema, one migration per version (PRAGMA user_version), applied in a
// transaction and only upwards. The cache is disposable, but a user's copy must survive an app
// update: a newer app migrates it, an older app refuses a newer file instead of misreading it.
import type BetterSqlite3 from 'better-sqlite3';
import { migrateUserVersion, type UserVersionMigration } from '../userVersionMigrations';

export type CacheMigration = UserVersionMigration;

export const CACHE_MIGRATIONS: readonly CacheMigration[] = [
  {
    version: 1,
    up(db) {
      db.exec(`
        -- What the server sent, as it sent it: list pages (one per sector, inbox type, filter set
        -- and page) and item views, each under a key the client derives from the request.
        CREATE TABLE entries (
          key TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('page', 'item')),
          body TEXT NOT NULL,
          bytes INTEGER NOT NULL,
          stored_at INTEGER NOT NULL,
          used_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX entries_used ON entries (used_at);
      `);
    },
  },
  {
    version: 2,
    up(db) {
      // Localizar Documentos offline: titles, senders, numbers and content of what was seen.
      // unicode61 with remove_diacritics 2 folds accents both when indexing and when searching
      // ("oficio" finds "Ofício"); prefix indexes make "solic*" cheap. search_owner ties each
      // row to the entry it came from, so evicting an entry takes its rows with it.
      db.exec(`
        CREATE VIRTUAL TABLE search USING fts5(
          title, sender, number, content,
          entry_key UNINDEXED,
          tokenize = 'unicode61 remove_diacritics 2',
          prefix = '2 3'
        );
        CREATE TABLE search_owner (
          search_rowid INTEGER PRIMARY KEY,
          owner_key TEXT NOT NULL REFERENCES entries (key) ON DELETE CASCADE
        ) STRICT;
        CREATE INDEX search_owner_key ON search_owner (owner_key);
      `);
    },
  },
];

export const CACHE_SCHEMA_VERSION = CACHE_MIGRATIONS.at(-1)!.version;

export class CacheTooNewError extends Error {
  constructor(found: number) {
    super(`cache schema ${found} is newer than this app's ${CACHE_SCHEMA_VERSION}`);
    this.name = 'CacheTooNewError';
  }
}

export function migrateCache(db: BetterSqlite3.Database, migrations: readonly CacheMigration[] = CACHE_MIGRATIONS): number {
  return migrateUserVersion(db, migrations, (found) => new CacheTooNewError(found));
}
