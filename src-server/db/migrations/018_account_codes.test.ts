// Migration 018: one-time codes keep hashes only, one purpose of two, one row per link token, and
// go with their user.
import { describe, expect, it } from 'vitest';
import { seededDb, userIdOf } from '../../testing/harness';

describe('018_account_codes', () => {
  it('takes only the two purposes, unique link hashes, and is deleted with its user', () => {
    const db = seededDb();
    const userId = userIdOf(db, 'cidadao@demo.gov.br');
    const insert = db.prepare(
      `INSERT INTO account_codes (user_id, purpose, code_salt, code_hash, token_hash, created_at, expires_at)
       VALUES (?, ?, 's', 'h', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:30:00.000Z')`,
    );
    insert.run(userId, 'verify_account', 't1');
    insert.run(userId, 'reset_password', 't2');
    expect(() => insert.run(userId, 'login', 't3')).toThrow(/CHECK constraint/);
    expect(() => insert.run(userId, 'verify_account', 't1')).toThrow(/UNIQUE constraint/);
    expect(db.prepare('SELECT attempts, used_at FROM account_codes WHERE token_hash = ?').get('t1')).toEqual({ attempts: 0, used_at: null });
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
    expect(db.prepare('SELECT count(*) FROM account_codes').pluck().get()).toBe(0);
    db.close();
  });
});
