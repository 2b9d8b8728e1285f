// Filing a request in the citizen portal (issue 16): a subject says whether citizens may file under
// it, and whether the citizen's session must have been opened with an ICP-Brasil certificate or
// with gov.br to do so. Existing subjects stay staff-only until an administrator opens them.
import type { Migration } from './types';

const bool = (column: string) => `${column} INTEGER NOT NULL DEFAULT 0 CHECK (${column} IN (0, 1))`;

export const citizenFiling: Migration = {
  version: 22,
  name: 'citizen_filing',
  up(db) {
    db.exec(`
      ALTER TABLE subjects ADD COLUMN ${bool('external_can_create')};
      ALTER TABLE subjects ADD COLUMN ${bool('icp_login_required')};
      ALTER TABLE subjects ADD COLUMN ${bool('govbr_login_required')};
    `);
  },
};
