// Changes a user on the reference server's database the way an administrator's action would,
// for states the suite cannot reach through screens built so far (disabling a user), and reads
// a value behind a screen.
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

/** Gives a user one role holding exactly these permissions (no other role, no direct permission). */
export function giveOnlyRole(dataDir: string, email: string, roleName: string, permissions: readonly string[]): void {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    db.transaction(() => {
      const userId = db.prepare('SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE lower(p.email) = lower(?)').pluck().get(email);
      if (typeof userId !== 'number') throw new Error(`no user ${email}`);
      const roleId = db.prepare('INSERT INTO roles (name) VALUES (?) RETURNING id').pluck().get(roleName) as number;
      const grant = db.prepare('INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?');
      for (const name of permissions) if (grant.run(roleId, name).changes !== 1) throw new Error(`no permission ${name}`);
      db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(userId);
      db.prepare('DELETE FROM user_permissions WHERE user_id = ?').run(userId);
      db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(userId, roleId);
    })();
  } finally {
    db.close();
  }
}

/** One value the reference server's database answers, read-only: what a spec checks behind a screen. */
export function readValue<T>(dataDir: string, query: string, ...params: unknown[]): T | undefined {
  const db = new Database(join(dataDir, 'gdoc.sqlite'), { readonly: true });
  try {
    return db.prepare(query).pluck().get(...params) as T | undefined;
  } finally {
    db.close();
  }
}
