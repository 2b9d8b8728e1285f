// ICP signatures of attachments (issue 6, spec §4 Signing: "documents and attachments"): a start
// names what its digest was computed over, the document itself (attachment_id NULL) or one of its
// attachments, so the complete step verifies the CMS against the same bytes and stores the
// signature on the same target. Deleting the attachment drops its unfinished starts.
import type { Migration } from './types';

export const signatureStartTargets: Migration = {
  version: 9,
  name: 'signature_start_targets',
  up(db) {
    db.exec(`
      ALTER TABLE signature_starts ADD COLUMN attachment_id INTEGER REFERENCES attachments (id) ON DELETE CASCADE;
      CREATE INDEX signature_starts_attachment ON signature_starts (attachment_id) WHERE attachment_id IS NOT NULL;
    `);
  },
};
