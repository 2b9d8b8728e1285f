// The drafts file's schema, one migration per version (PRAGMA user_version), applied in a
// transaction and only upwards. Unlike the cache, this file holds the user's own unsent work: a
// newer app migrates it, an older app refuses a newer file (and leaves it where it is) instead of
// misreading it or starting over.
import type BetterSqlite3 from 'better-sqlite3';
import { migrateUserVersion, type UserVersionMigration } from '../userVersionMigrations';

export type DraftMigration = UserVersionMigration;

export const DRAFT_MIGRATIONS: readonly DraftMigration[] = [
  {
    version: 1,
    up(db) {
      // One row per draft, as src-shared/drafts/types.ts describes it. body and conflict are the
      // JSON of documentBodySchema and serverDocumentSchema values (parsed before they are written).
      db.exec(`
        CREATE TABLE drafts (
          local_id TEXT PRIMARY KEY,
          revision INTEGER NOT NULL CHECK (revision > 0),
          body TEXT NOT NULL,
          server_uuid TEXT,
          server_version INTEGER CHECK (server_version IS NULL OR server_version > 0),
          synced_revision INTEGER NOT NULL DEFAULT 0 CHECK (synced_revision >= 0 AND synced_revision <= revision),
          status TEXT NOT NULL CHECK (status IN ('local', 'synced', 'conflict')),
          conflict TEXT,
          idempotency_key TEXT NOT NULL UNIQUE,
          saved_at INTEGER NOT NULL,
          synced_at INTEGER,
          CHECK ((status = 'conflict') = (conflict IS NOT NULL))
        ) STRICT;
        CREATE INDEX drafts_saved ON drafts (saved_at);
      `);
    },
  },
  {
    version: 2,
    up(db) {
      // Bodies a draft had before the user chose the server's copy in a conflict: that choice
      // replaces the local text, and this keeps it anyway. They go with the draft (after publish).
      db.exec(`
        CREATE TABLE replaced_bodies (
          id INTEGER PRIMARY KEY,
          local_id TEXT NOT NULL REFERENCES drafts (local_id) ON DELETE CASCADE,
          revision INTEGER NOT NULL,
          body TEXT NOT NULL,
          replaced_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX replaced_bodies_draft ON replaced_bodies (local_id);
      `);
    },
  },
];

export const DRAFT_SCHEMA_VERSION = DRAFT_MIGRATIONS.at(-1)!.version;

export class DraftsTooNewError extends Error {
  constructor(readonly found: number) {
    super(`drafts schema ${found} is newer than this app's ${DRAFT_SCHEMA_VERSION}`);
    this.name = 'DraftsTooNewError';
  }
}

export function migrateDrafts(db: BetterSqlite3.Database, migrations: readonly DraftMigration[] = DRAFT_MIGRATIONS): number {
  return migrateUserVersion(db, migrations, (found) => new DraftsTooNewError(found));
}
