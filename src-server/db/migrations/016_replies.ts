// Responder / Responder a todos (issue 15): a reply is written as a draft like any document, and the
// draft remembers the inbox email it answers (and whether it answers everyone), so publishing it
// appends a 'reply' dispatch to that conversation instead of numbering a new document. A publish
// sent with an Idempotency-Key is remembered with what it made: the draft is gone after it, so a
// retry (the answer lost on a bad network) is answered from here instead of failing or replying twice.
import type { Migration } from './types';

export const replies: Migration = {
  version: 16,
  name: 'replies',
  up(db) {
    db.exec(`
      ALTER TABLE documents ADD COLUMN reply_to_email_id INTEGER REFERENCES inbox_emails (id) ON DELETE SET NULL;
      ALTER TABLE documents ADD COLUMN reply_all INTEGER NOT NULL DEFAULT 0 CHECK (reply_all IN (0, 1));
      CREATE INDEX documents_reply_to ON documents (reply_to_email_id) WHERE reply_to_email_id IS NOT NULL;

      CREATE TABLE reply_requests (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        draft_email_uuid TEXT NOT NULL,
        inbox_email_id INTEGER NOT NULL REFERENCES inbox_emails (id) ON DELETE CASCADE,
        dispatch_uuids TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, key)
      ) STRICT;
    `);
  },
};
