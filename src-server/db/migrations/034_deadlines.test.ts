// Migration 034: an item received under a subject with a deadline is due at its dispatch date plus
// the deadline, in the subject's unit; items already there get theirs; a given due date is kept;
// drafts and sent copies have none.
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase, type Db } from '../open';
import { deadlines } from './034_deadlines';
import { MIGRATIONS } from './index';

const RECEIVED = '2026-01-31T12:00:00.000Z';

function organisation(db: Db) {
  db.prepare("INSERT INTO sectors (name, symbol) VALUES ('Protocolo', 'PROT')").run();
  const sector = db.prepare('SELECT id FROM sectors').pluck().get() as number;
  const subject = (name: string, deadline: number | null, unit: string | null) =>
    db.prepare('INSERT INTO subjects (name, deadline, deadline_unit) VALUES (?, ?, ?) RETURNING id').pluck().get(name, deadline, unit) as number;
  let n = 0;
  const document = (subjectId: number | null) => {
    n += 1;
    return db
      .prepare(
        `INSERT INTO documents (uuid, title, number, sector_id, created_at, media_type, content, content_sha256, subject_id)
         VALUES (?, 'Pedido', ?, ?, ?, 'text/html', x'00', ?, ?) RETURNING id`,
      )
      .pluck()
      .get(`00000000-0000-4000-8000-00000000000${n}`, `${n}/2026`, sector, RECEIVED, 'a'.repeat(64), subjectId) as number;
  };
  const receive = (documentId: number, box = 'inbox', dueAt: string | null = null) =>
    db
      .prepare(
        `INSERT INTO inbox_emails (uuid, document_id, sector_id, box, created_at, updated_at, due_at)
         VALUES (lower(hex(randomblob(16))), ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(documentId, sector, box, RECEIVED, RECEIVED, dueAt) as number;
  return { subject, document, receive };
}

const dueOf = (db: Db, id: number) => db.prepare('SELECT due_at FROM inbox_emails WHERE id = ?').pluck().get(id);

describe('034_deadlines', () => {
  it('dates each received item from its subject: hours, days, months and years after the dispatch', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, deadlines.version);
    const { subject, document, receive } = organisation(db);
    const inHours = receive(document(subject('Poda', 48, 'hours')));
    const inDays = receive(document(subject('Buraco', 10, 'days')));
    const inMonths = receive(document(subject('Alvará', 1, 'months')));
    const inYears = receive(document(subject('Licença', 2, 'years')));
    const noDeadline = receive(document(subject('Informativo', null, null)));
    const noSubject = receive(document(null));
    expect(dueOf(db, inHours)).toBe('2026-02-02T12:00:00.000Z');
    expect(dueOf(db, inDays)).toBe('2026-02-10T12:00:00.000Z');
    // SQLite normalises 31 February to 3 March, as the migration's comment says.
    expect(dueOf(db, inMonths)).toBe('2026-03-03T12:00:00.000Z');
    expect(dueOf(db, inYears)).toBe('2028-01-31T12:00:00.000Z');
    expect(dueOf(db, noDeadline)).toBeNull();
    expect(dueOf(db, noSubject)).toBeNull();
    db.close();
  });

  it('keeps a due date given at delivery, and gives none to drafts and sent copies', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, deadlines.version);
    const { subject, document, receive } = organisation(db);
    const doc = document(subject('Buraco', 10, 'days'));
    expect(dueOf(db, receive(doc, 'inbox', '2026-02-01T00:00:00.000Z'))).toBe('2026-02-01T00:00:00.000Z');
    expect(dueOf(db, receive(doc, 'draft'))).toBeNull();
    expect(dueOf(db, receive(doc, 'sent'))).toBeNull();
    db.close();
  });

  it('dates the items received before it', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, deadlines.version - 1);
    db.prepare("INSERT INTO sectors (name, symbol) VALUES ('Protocolo', 'PROT')").run();
    const sector = db.prepare('SELECT id FROM sectors').pluck().get() as number;
    const subjectId = db.prepare("INSERT INTO subjects (name, deadline, deadline_unit) VALUES ('Buraco', 5, 'days') RETURNING id").pluck().get();
    const documentId = db
      .prepare(
        `INSERT INTO documents (uuid, title, number, sector_id, created_at, media_type, content, content_sha256, subject_id)
         VALUES ('00000000-0000-4000-8000-000000000001', 'Pedido', '1/2026', ?, ?, 'text/html', x'00', ?, ?) RETURNING id`,
      )
      .pluck()
      .get(sector, RECEIVED, 'a'.repeat(64), subjectId);
    const id = db
      .prepare(`INSERT INTO inbox_emails (uuid, document_id, sector_id, box, created_at, updated_at) VALUES ('e1', ?, ?, 'inbox', ?, ?) RETURNING id`)
      .pluck()
      .get(documentId, sector, RECEIVED, RECEIVED) as number;
    migrate(db, MIGRATIONS, deadlines.version);
    expect(dueOf(db, id)).toBe('2026-02-05T12:00:00.000Z');
    db.close();
  });
});
