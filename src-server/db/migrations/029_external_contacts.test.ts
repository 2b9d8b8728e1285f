// Migration 029: an external contact's own fields on the person, and the organisation it belongs
// to on its account, which losing the organisation clears rather than cascading.
import { describe, expect, it } from 'vitest';
import { seededDb } from '../../testing/harness';

describe('029_external_contacts', () => {
  it('adds profession, occupation, company_name and main_contact_name to people and contact_organization_id to users (SET NULL on delete)', () => {
    const db = seededDb();
    const columns = (table: string) => (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]);
    expect(columns('people')).toEqual(expect.arrayContaining(['profession', 'occupation', 'company_name', 'main_contact_name']));
    expect(columns('users')).toContain('contact_organization_id');
    const [organization, member] = db.prepare('SELECT id FROM users WHERE contact_organization_id IS NULL ORDER BY id DESC LIMIT 2').pluck().all() as number[];
    db.prepare('UPDATE users SET contact_organization_id = ? WHERE id = ?').run(organization, member);
    db.prepare('DELETE FROM users WHERE id = ?').run(organization);
    expect(db.prepare('SELECT contact_organization_id FROM users WHERE id = ?').pluck().get(member)).toBeNull();
    expect(() => db.prepare('UPDATE users SET contact_organization_id = 999999 WHERE id = ?').run(member)).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
