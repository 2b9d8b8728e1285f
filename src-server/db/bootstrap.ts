// Bringing a database up to date at start-up: schema, permission catalogue, and the demo data
// when the database holds no organisation yet (a new file, or one whose first start was cut short).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, type MigrationResult } from './migrate';
import { DATABASE_FILE_NAME, openDatabase, type Db } from './open';
import { seedDemoData } from './seed';
import { backfillDemoChat } from './seed/chat';
import { backfillDemoDocuments } from './seed/documents';
import { backfillDemoInbox } from './seed/inbox';
import { DEMO_ORGANIZATION } from './seed/organization';
import { syncPermissionCatalogue } from './seed/permissions';

export type PreparedDatabase = { migration: MigrationResult; seeded: boolean };

export function prepareDatabase(db: Db, now: Date = new Date()): PreparedDatabase {
  const migration = migrate(db);
  syncPermissionCatalogue(db);
  const empty = db.prepare('SELECT count(*) AS count FROM organization').pluck().get() === 0;
  if (empty) seedDemoData(db, now);
  else {
    backfillDemoDocuments(db, migration.from, now);
    const isDemo = db.prepare('SELECT count(*) FROM organization WHERE document_number = ?').pluck().get(DEMO_ORGANIZATION.documentNumber) === 1;
    backfillDemoInbox(db, migration.from, now, isDemo);
    backfillDemoChat(db, migration.from, now, isDemo);
  }
  return { migration, seeded: empty };
}

export type DataDirectory = PreparedDatabase & { db: Db; file: string; created: boolean };

/** `now`: the instant a new database's demo data is seeded around (the server's --clock in development). */
export function openDataDirectory(dir: string, now: Date = new Date()): DataDirectory {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DATABASE_FILE_NAME);
  const created = !existsSync(file);
  const db = openDatabase(file);
  try {
    return { db, file, created, ...prepareDatabase(db, now) };
  } catch (error) {
    db.close();
    throw error;
  }
}
