// Migration 032: the rest of a subject's fields, with defaults that keep existing subjects doing
// what they did (staff may create, every signature kind allowed, no deadline, nothing required),
// the allowed-users table and each document stage's responsible sector (none for existing stages).
import { describe, expect, it } from 'vitest';
import { seededDb } from '../../testing/harness';

describe('032_subject_settings', () => {
  it('keeps existing subjects open to staff, with every signature kind and no deadline, and stages with no responsible sector', () => {
    const db = seededDb();
    const row = db
      .prepare<[], Record<string, unknown>>(
        `SELECT min(if_has_internal_can_create) AS internal, min(can_sign_with_electronic * can_sign_with_digital * can_sign_with_govbr) AS signatures,
           max(only_allowed_users_can_create) AS restricted, count(deadline) AS deadlines, max(required_attachments) AS attachments FROM subjects`,
      )
      .get();
    expect(row).toEqual({ internal: 1, signatures: 1, restricted: 0, deadlines: 0, attachments: '[]' });
    expect(db.prepare('SELECT count(sector_id) FROM stages').pluck().get()).toBe(0);
    expect(() => db.prepare("UPDATE subjects SET deadline_unit = 'weeks' WHERE id = 1").run()).toThrow(/CHECK constraint/);
    expect(() => db.prepare('UPDATE subjects SET deadline = 0 WHERE id = 1').run()).toThrow(/CHECK constraint/);
    db.close();
  });
});
