// Changes a user on the reference server's database the way an administrator's action would,
// for states the suite cannot reach through screens built so far (disabling a user).
import Database from 'better-sqlite3';
import { join } from 'node:path';

export function disableUser(dataDir: string, email: string): void {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    const changed = db
      .prepare("UPDATE users SET status = 'disabled' WHERE person_id = (SELECT id FROM people WHERE lower(email) = lower(?))")
      .run(email).changes;
    if (changed !== 1) throw new Error(`no user ${email}`);
  } finally {
    db.close();
  }
}
