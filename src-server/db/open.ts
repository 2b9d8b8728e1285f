// better-sqlite3 with synchronous prepared statements, not a query builder such as Kysely: this
// reference server stands in for the organisation's backend in demos, the embedded default and
// tests, and is never deployed multi-user, so a typed PostgreSQL dialect buys nothing here, while
// synchronous statements keep every handler a straight line whose transactions cannot interleave.
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DATABASE_FILE_NAME = 'gdoc.sqlite';

export function openDatabase(file: string): Db {
  const db = new Database(file);
  // WAL lets a second reader (a developer's sqlite3 shell) look while the server writes.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
