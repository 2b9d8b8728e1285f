// Migration 032: the rest of a subject's fields, with defaults that keep existing subjects doing
// what they did (staff may create, every signature kind allowed, no deadline, nothing required),
// the allowed-users table and each document stage's responsible sector (none for existing stages).
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { subjectSettings } from './032_subject_settings';
import { MIGRATIONS } from './index';

describe('032_subject_settings', () => {
  it('keeps existing subjects open to staff, with every signature kind and no deadline, and stages with no responsible sector', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, subjectSettings.version - 1);
    db.prepare("INSERT INTO sectors (name, symbol) VALUES ('Protocolo', 'PROT')").run();
    db.prepare("INSERT INTO subjects (name) VALUES ('Poda'), ('Buraco')").run();
    const documentId = db
      .prepare(
        `INSERT INTO documents (uuid, title, number, sector_id, created_at, media_type, content, content_sha256)
         VALUES ('00000000-0000-4000-8000-000000000001', 'Pedido', '1/2026', 1, '2026-01-01T00:00:00.000Z', 'text/html', x'00', ?) RETURNING id`,
      )
      .pluck()
      .get('a'.repeat(64));
    db.prepare("INSERT INTO stages (document_id, position, name) VALUES (?, 1, 'Análise')").run(documentId);
    migrate(db, MIGRATIONS, subjectSettings.version);
    const row = db
      .prepare<[], Record<string, unknown>>(
        `SELECT min(if_has_internal_can_create) AS internal, min(can_sign_with_electronic * can_sign_with_digital * can_sign_with_govbr) AS signatures,
           max(only_allowed_users_can_create) AS restricted, count(deadline) AS deadlines, max(required_attachments) AS attachments FROM subjects`,
      )
      .get();
    expect(row).toEqual({ internal: 1, signatures: 1, restricted: 0, deadlines: 0, attachments: '[]' });
    expect(db.prepare('SELECT count(*), count(sector_id) FROM stages').raw().get()).toEqual([1, 0]);
    expect(() => db.prepare("UPDATE subjects SET deadline_unit = 'weeks' WHERE id = 1").run()).toThrow(/CHECK constraint/);
    expect(() => db.prepare('UPDATE subjects SET deadline = 0 WHERE id = 1').run()).toThrow(/CHECK constraint/);
    db.close();
  });
});
