// Migration 027: an internal user's registration list (stored joined with ';') and the federal
// employee flag, off for every existing account.
import { describe, expect, it } from 'vitest';
import { seededDb } from '../../testing/harness';

describe('027_internal_users', () => {
  it('adds people.registration (empty for existing people) and users.is_federal_employee (0/1, off by default)', () => {
    const db = seededDb();
    expect(db.prepare('SELECT count(*) FROM people WHERE registration IS NOT NULL').pluck().get()).toBe(0);
    expect(db.prepare('SELECT DISTINCT is_federal_employee FROM users').pluck().all()).toEqual([0]);
    expect(() => db.prepare('UPDATE users SET is_federal_employee = 2 WHERE id = 1').run()).toThrow(/CHECK constraint/);
    db.prepare("UPDATE people SET registration = '123;456' WHERE id = 1").run();
    expect(db.prepare('SELECT registration FROM people WHERE id = 1').pluck().get()).toBe('123;456');
    db.close();
  });
});
