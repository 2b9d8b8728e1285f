// What an internal user holds beyond the person and account of 001 (companion §3 Internal user):
// the registration numbers (matrículas), kept as the spec sends them, joined with ';', and whether
// the user is a federal employee.
import type { Migration } from './types';

export const internalUsers: Migration = {
  version: 27,
  name: 'internal_users',
  up(db) {
    db.exec(`
      ALTER TABLE people ADD COLUMN registration TEXT;
      ALTER TABLE users ADD COLUMN is_federal_employee INTEGER NOT NULL DEFAULT 0 CHECK (is_federal_employee IN (0, 1));
    `);
  },
};
