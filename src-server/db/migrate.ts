// Schema upgrades tracked by PRAGMA user_version (the version of the last migration applied).
import { messages } from '../../src-shared/messages';
import { MIGRATIONS } from './migrations';
import type { Migration } from './migrations/types';
import type { Db } from './open';

export class DatabaseTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(messages.server.databaseTooNew(found, known));
    this.name = 'DatabaseTooNewError';
  }
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Versions must be 1, 2, 3… in order, so a merge that reuses or skips a number fails at once. */
export function assertMigrationOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}.`);
    }
  });
}

export type MigrationResult = { from: number; to: number; applied: string[] };

/**
 * Applies the pending migrations, each in its own transaction, so a failure leaves the database
 * at the last version that completed. `target` stops early (tests build every older version).
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS, target?: number): MigrationResult {
  assertMigrationOrder(migrations);
  const latest = migrations.length;
  const from = schemaVersion(db);
  // A newer database may hold columns and rules this code would silently break.
  if (from > latest) throw new DatabaseTooNewError(from, latest);
  const stop = Math.min(target ?? latest, latest);
  const applied: string[] = [];
  for (const migration of migrations) {
    if (migration.version <= from || migration.version > stop) continue;
    db.transaction(() => {
      const current = schemaVersion(db);
      if (migration.version !== current + 1) {
        throw new Error(`Migration ${migration.version} cannot follow schema version ${current}.`);
      }
      migration.up(db);
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    })();
    applied.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`);
  }
  return { from, to: schemaVersion(db), applied };
}
