// Migration 025: a service belongs to a sector, is enabled or disabled, keeps its channels as a JSON
// list, and loses its subject (not itself) when the subject is deleted.
import { describe, expect, it } from 'vitest';
import { seededDb } from '../../testing/harness';

describe('025_services', () => {
  it('takes two statuses and JSON channels, and outlives its subject', () => {
    const db = seededDb();
    const sector = db.prepare("SELECT id FROM sectors WHERE symbol = 'PROT'").pluck().get();
    const subject = db.prepare("INSERT INTO subjects (name) VALUES ('Assunto de teste') RETURNING id").pluck().get();
    const insert = db.prepare(
      `INSERT INTO services (name, sector_id, subject_id, status, channels, created_at, updated_at) VALUES ('Teste', ?, ?, ?, ?, '2026-01-01', '2026-01-01') RETURNING id`,
    );
    expect(() => insert.run(sector, subject, 'hidden', '[]')).toThrow(/CHECK constraint/);
    expect(() => insert.run(sector, subject, 'enabled', 'not json')).toThrow(/CHECK constraint/);
    expect(() => insert.run(null, subject, 'enabled', '[]')).toThrow(/NOT NULL/);
    const id = insert.pluck().get(sector, subject, 'enabled', '["Portal do Cidadão"]');
    db.prepare('DELETE FROM subjects WHERE id = ?').run(subject);
    expect(db.prepare('SELECT subject_id, document_type, cost FROM services WHERE id = ?').get(id)).toEqual({ subject_id: null, document_type: 'requerimento', cost: '' });
    db.close();
  });
});
