// Migration 022 on a database written by an earlier build: existing subjects stay closed to
// citizens and ask for no particular login until an administrator opens them.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { MIGRATIONS } from './index';

describe('022_citizen_filing', () => {
  it('keeps existing subjects staff-only, and takes only 0 or 1', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS, 21);
    db.prepare("INSERT INTO subjects (name) VALUES ('Alvará de funcionamento')").run();
    migrate(db, MIGRATIONS, 22);
    expect(db.prepare('SELECT external_can_create, icp_login_required, govbr_login_required FROM subjects').get()).toEqual({
      external_can_create: 0,
      icp_login_required: 0,
      govbr_login_required: 0,
    });
    expect(() => db.prepare('UPDATE subjects SET external_can_create = 2').run()).toThrow(/CHECK constraint/);
    db.close();
  });
});
