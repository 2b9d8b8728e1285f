// A forward sent with an Idempotency-Key is remembered with the forward dispatches it made, so a
// retry (the answer lost on a bad network) answers with those instead of delivering again.
import type { Migration } from './types';

export const forwardRequests: Migration = {
  version: 13,
  name: 'forward_requests',
  up(db) {
    db.exec(`
      CREATE TABLE forward_requests (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        inbox_email_id INTEGER NOT NULL REFERENCES inbox_emails (id) ON DELETE CASCADE,
        dispatch_uuids TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, key)
      ) STRICT;
    `);
  },
};
