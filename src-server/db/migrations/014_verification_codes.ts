// Every printout carries its document's verification code (documents/printouts.ts makes it from
// an HMAC of the uuid and number); the codes printed are kept here so the citizen portal's
// authenticity page can find the document a code names without recomputing every document's.
import type { Migration } from './types';

export const verificationCodes: Migration = {
  version: 14,
  name: 'verification_codes',
  up(db) {
    db.exec(`
      CREATE TABLE verification_codes (
        code TEXT PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX verification_codes_document ON verification_codes (document_id);
    `);
  },
};
