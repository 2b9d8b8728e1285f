// Notifications (issue 6, spec §3 Notification, §4, §7 Notifications): one row per user per event,
// produced by publishing, reopening and signature requests; the bell lists them and marks them
// viewed. Signature requests get a minimal table of their own (the signing screen of the same
// issue builds on it): who asked whom to sign which document, plain or in the document store
// (GED), and where the request stands. A notification about a request shows the request's status
// at read time (a request canceled later shows canceled), so the status lives on the request.
// Users get the desktop_notifications preference (default on), next to default_inbox_sort.
import type { Migration } from './types';

const bool = (column: string, fallback: 0 | 1) =>
  `${column} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${column} IN (0, 1))`;

const TYPES = ['document-received', 'document-reopened', 'document-forwarded', 'sector-task', 'signature-request', 'ged-signature-request'];
const STATUSES = ['created', 'accepted', 'declined', 'canceled'];
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const notifications: Migration = {
  version: 7,
  name: 'notifications',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN ${bool('desktop_notifications', 1)};

      CREATE TABLE signature_requests (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        inbox_email_id INTEGER REFERENCES inbox_emails (id) ON DELETE SET NULL,
        requested_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        requested_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        ${bool('is_ged', 0)},
        status TEXT NOT NULL DEFAULT 'created' CHECK (status IN (${list(STATUSES)})),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX signature_requests_requested ON signature_requests (requested_user_id, status);
      CREATE INDEX signature_requests_document ON signature_requests (document_id);
      CREATE INDEX signature_requests_inbox_email ON signature_requests (inbox_email_id);

      -- data.type is the type; data.status the status when notified (the request's status is read
      -- live); data.signature_request_uuid comes from the request. inbox_email_id is the email the
      -- url opens: when that email is removed the notification stays, with nowhere to go.
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN (${list(TYPES)})),
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        title_color TEXT,
        text_color TEXT,
        background_color TEXT,
        url TEXT,
        status TEXT CHECK (status IS NULL OR status IN (${list(STATUSES)})),
        signature_request_id INTEGER REFERENCES signature_requests (id) ON DELETE CASCADE,
        inbox_email_id INTEGER REFERENCES inbox_emails (id) ON DELETE SET NULL,
        viewed_at TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX notifications_user ON notifications (user_id, created_at);
      CREATE INDEX notifications_unread ON notifications (user_id) WHERE viewed_at IS NULL;
      CREATE INDEX notifications_request ON notifications (signature_request_id);
      CREATE INDEX notifications_inbox_email ON notifications (inbox_email_id);
    `);
  },
};
