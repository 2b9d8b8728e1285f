// Numbered schema migrations for main's SQLite files (the offline cache, the drafts): one per
// version in PRAGMA user_version, each in its own transaction, only upwards. A file from a newer
// app is refused with the caller's error rather than misread.
import type BetterSqlite3 from 'better-sqlite3';

export type UserVersionMigration = { version: number; up(db: BetterSqlite3.Database): void };

export function migrateUserVersion(
  db: BetterSqlite3.Database,
  migrations: readonly UserVersionMigration[],
  tooNew: (found: number) => Error,
): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const target = migrations.at(-1)?.version ?? 0;
  if (current > target) throw tooNew(current);
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return target;
}
