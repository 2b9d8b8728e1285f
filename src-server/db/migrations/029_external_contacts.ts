// What an external contact holds beyond the citizen's profile of 019 (companion §3 External
// contact): the person's profession and occupation, a company's name and main contact, and the
// organisation-kind contact a person or sector belongs to (contactOrganization). A contact is a
// person with an account without internal access, so the organisation points at the account;
// removing the organisation leaves its members without one rather than removing them.
import type { Migration } from './types';

export const externalContacts: Migration = {
  version: 29,
  name: 'external_contacts',
  up(db) {
    db.exec(`
      ALTER TABLE people ADD COLUMN profession TEXT;
      ALTER TABLE people ADD COLUMN occupation TEXT;
      ALTER TABLE people ADD COLUMN company_name TEXT;
      ALTER TABLE people ADD COLUMN main_contact_name TEXT;
      ALTER TABLE users ADD COLUMN contact_organization_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
      CREATE INDEX users_contact_organization ON users (contact_organization_id) WHERE contact_organization_id IS NOT NULL;
    `);
  },
};
