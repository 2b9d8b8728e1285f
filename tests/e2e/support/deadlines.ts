// Known deadlines for the deadline specs, written in the reference server's database the way the
// holder's "Alterar prazo" or a subject's deadline would leave them: the sector's other items and
// every personal inbox lose theirs (the seed dates some around its own time), and the sector's most
// recent open documents get the given due dates, in order.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export type DatedItem = { uuid: string; title: string; dueAt: string };

export function giveDeadlines(dataDir: string, sectorSymbol: string, dueAts: readonly string[]): DatedItem[] {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    // IMMEDIATE: the write lock first, waiting for it (busy timeout). A deferred transaction reads,
    // and then cannot write if the server committed meanwhile (its page count backfill runs after a
    // fresh seed): SQLite refuses that at once, whatever the timeout.
    return db.transaction(() => {
      const sectorId = db.prepare('SELECT id FROM sectors WHERE symbol = ?').pluck().get(sectorSymbol);
      if (typeof sectorId !== 'number') throw new Error(`no sector ${sectorSymbol}`);
      db.prepare('UPDATE inbox_emails SET due_at = NULL WHERE due_at IS NOT NULL').run();
      const rows = db
        .prepare(
          `SELECT ie.uuid, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
           WHERE ie.sector_id = ? AND ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND d.kind = 'document'
           ORDER BY ie.created_at DESC, ie.id DESC LIMIT ?`,
        )
        .all(sectorId, dueAts.length) as { uuid: string; title: string }[];
      if (rows.length < dueAts.length) throw new Error(`only ${rows.length} open documents in ${sectorSymbol}`);
      const set = db.prepare('UPDATE inbox_emails SET due_at = ? WHERE uuid = ?');
      return rows.map((row, index) => {
        const dueAt = dueAts[index] as string;
        set.run(dueAt, row.uuid);
        return { ...row, dueAt };
      });
    }).immediate();
  } finally {
    db.close();
  }
}

/** Makes a user responsible for an item of a sector inbox, as "Atribuir responsável" would. */
export function makeResponsible(dataDir: string, uuid: string, email: string): void {
  const db = new Database(join(dataDir, 'gdoc.sqlite'));
  try {
    const changed = db
      .prepare('UPDATE inbox_emails SET responsible_user_id = (SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE lower(p.email) = lower(?)) WHERE uuid = ?')
      .run(email, uuid).changes;
    if (changed !== 1) throw new Error(`no item ${uuid}`);
    db.prepare('UPDATE inbox_emails SET responsible_user_id = NULL WHERE uuid <> ? AND responsible_user_id = (SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE lower(p.email) = lower(?))').run(uuid, email);
  } finally {
    db.close();
  }
}
