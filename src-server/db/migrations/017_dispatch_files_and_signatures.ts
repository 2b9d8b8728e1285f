// Despachos carry files and are signed (issue 15 §3). A file uploaded with a despacho or a nota is
// an attachment of the document that names its dispatch (dispatch_id), so a nota's files can stay
// as hidden as the nota (inbox/notes.ts). A despacho is signed like a document or an attachment:
// signatures and ICP starts name the dispatch they cover (dispatch_id, never with attachment_id),
// and what they cover is the despacho's own page, frozen in dispatch_pages the first time it is
// printed so every later signature and check reads the same bytes.
import type { Migration } from './types';

export const dispatchFilesAndSignatures: Migration = {
  version: 17,
  name: 'dispatch_files_and_signatures',
  up(db) {
    db.exec(`
      ALTER TABLE attachments ADD COLUMN dispatch_id INTEGER REFERENCES dispatches (id) ON DELETE CASCADE;
      CREATE INDEX attachments_dispatch ON attachments (dispatch_id) WHERE dispatch_id IS NOT NULL;

      ALTER TABLE signatures ADD COLUMN dispatch_id INTEGER REFERENCES dispatches (id) ON DELETE CASCADE;
      CREATE INDEX signatures_dispatch ON signatures (dispatch_id) WHERE dispatch_id IS NOT NULL;
      ALTER TABLE signature_starts ADD COLUMN dispatch_id INTEGER REFERENCES dispatches (id) ON DELETE CASCADE;

      -- A signature covers one thing: the document, one attachment, or one dispatch.
      CREATE TRIGGER signatures_one_target BEFORE INSERT ON signatures
        WHEN NEW.attachment_id IS NOT NULL AND NEW.dispatch_id IS NOT NULL
      BEGIN
        SELECT RAISE(ABORT, 'a signature covers an attachment or a dispatch, not both');
      END;

      CREATE TABLE dispatch_pages (
        dispatch_id INTEGER PRIMARY KEY REFERENCES dispatches (id) ON DELETE CASCADE,
        content BLOB NOT NULL,
        sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
        created_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
