// Deadlines written straight into the reference server's database, for specs that need items due
// on known days (the subjects' deadlines date the seed's items from when the seed ran).
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** Leaves no item with a deadline but the ones given, each inbox email uuid due at its ISO instant. */
export function setOnlyDueDates(dataDir: string, dueAt: Readonly<Record<string, string>>): void {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    db.transaction(() => {
      db.prepare('UPDATE inbox_emails SET due_at = NULL').run();
      const set = db.prepare('UPDATE inbox_emails SET due_at = ? WHERE uuid = ?');
      for (const [uuid, instant] of Object.entries(dueAt)) if (set.run(instant, uuid).changes !== 1) throw new Error(`no inbox email ${uuid}`);
    })();
  } finally {
    db.close();
  }
}
