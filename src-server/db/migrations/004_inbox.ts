// The inbox model (issue 4): documents become documents or processes with the fields the work
// queue filters and sorts on; dispatches record who sent what to which sector or person; each
// dispatch lands as an inbox email in a sector inbox or a personal inbox, with its own read,
// favourite, archived, closed, folder and responsible state. Stages, attachment metadata, tags
// and folders complete the item view and the task workspace.
import type { Migration } from './types';

const bool = (column: string, fallback: 0 | 1) =>
  `${column} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${column} IN (0, 1))`;

export const inbox: Migration = {
  version: 4,
  name: 'inbox',
  up(db) {
    db.exec(`
      CREATE TABLE subjects (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      ) STRICT;

      ALTER TABLE documents ADD COLUMN kind TEXT NOT NULL DEFAULT 'document' CHECK (kind IN ('document', 'process'));
      ALTER TABLE documents ADD COLUMN document_type TEXT NOT NULL DEFAULT 'oficio';
      ALTER TABLE documents ADD COLUMN subject_id INTEGER REFERENCES subjects (id) ON DELETE SET NULL;
      ALTER TABLE documents ADD COLUMN body TEXT NOT NULL DEFAULT '';
      ALTER TABLE documents ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
        CHECK (status IN ('draft', 'published', 'archived', 'closed', 'canceled'));
      ALTER TABLE documents ADD COLUMN priority INTEGER NOT NULL DEFAULT 2 CHECK (priority BETWEEN 1 AND 4);
      ALTER TABLE documents ADD COLUMN ${bool('is_urgent', 0)};
      ALTER TABLE documents ADD COLUMN confidentiality TEXT NOT NULL DEFAULT 'not-confidential'
        CHECK (confidentiality IN ('confidential', 'not-confidential', 'anonymous'));
      ALTER TABLE documents ADD COLUMN sender_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE documents ADD COLUMN year INTEGER;
      ALTER TABLE documents ADD COLUMN ${bool('has_address', 0)};
      ALTER TABLE documents ADD COLUMN address_city TEXT;
      ALTER TABLE documents ADD COLUMN updated_at TEXT;
      CREATE INDEX documents_created_at ON documents (created_at);
      CREATE INDEX documents_subject ON documents (subject_id);
      CREATE INDEX documents_number ON documents (number);
      CREATE INDEX documents_year ON documents (year);

      CREATE TABLE dispatches (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES dispatches (id) ON DELETE SET NULL,
        type TEXT NOT NULL DEFAULT 'dispatch'
          CHECK (type IN ('dispatch', 'reply', 'email-reply', 'forward', 'email-forward', 'note', 'add-dispatch')),
        from_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        from_sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL,
        to_sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL,
        to_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        content TEXT NOT NULL DEFAULT '',
        ${bool('is_canceled', 0)},
        ${bool('has_pending_signature', 0)},
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX dispatches_document ON dispatches (document_id, created_at);
      CREATE INDEX dispatches_parent ON dispatches (parent_id);

      CREATE TABLE folders (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        CHECK ((sector_id IS NULL) <> (user_id IS NULL))
      ) STRICT;
      CREATE INDEX folders_sector ON folders (sector_id);
      CREATE INDEX folders_user ON folders (user_id);

      -- One row per document per recipient inbox: a sector inbox or a personal inbox, never both.
      CREATE TABLE inbox_emails (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        dispatch_id INTEGER REFERENCES dispatches (id) ON DELETE SET NULL,
        parent_id INTEGER REFERENCES inbox_emails (id) ON DELETE SET NULL,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        box TEXT NOT NULL DEFAULT 'inbox' CHECK (box IN ('inbox', 'sent', 'draft')),
        ${bool('is_read', 0)},
        ${bool('is_favorite', 0)},
        ${bool('is_archived', 0)},
        ${bool('is_reopened', 0)},
        ${bool('is_closed', 0)},
        folder_id INTEGER REFERENCES folders (id) ON DELETE SET NULL,
        responsible_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((sector_id IS NULL) <> (user_id IS NULL))
      ) STRICT;
      CREATE INDEX inbox_emails_sector_list ON inbox_emails (sector_id, box, is_archived, created_at) WHERE sector_id IS NOT NULL;
      CREATE INDEX inbox_emails_user_list ON inbox_emails (user_id, box, is_archived, created_at) WHERE user_id IS NOT NULL;
      CREATE INDEX inbox_emails_document ON inbox_emails (document_id);
      CREATE INDEX inbox_emails_responsible ON inbox_emails (responsible_user_id);
      CREATE INDEX inbox_emails_folder ON inbox_emails (folder_id);
      CREATE INDEX inbox_emails_parent ON inbox_emails (parent_id);
      CREATE INDEX inbox_emails_dispatch ON inbox_emails (dispatch_id);

      CREATE TABLE stages (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'current', 'done')),
        due_at TEXT,
        UNIQUE (document_id, position)
      ) STRICT;

      CREATE TABLE attachments (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        group_name TEXT NOT NULL DEFAULT 'Anexos',
        extension_type TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size INTEGER NOT NULL DEFAULT 0,
        ${bool('is_signed', 0)},
        rejected_status TEXT CHECK (rejected_status IN ('REJECTED')),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX attachments_document ON attachments (document_id);

      CREATE TABLE tags (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        color TEXT NOT NULL,
        sector_id INTEGER NOT NULL REFERENCES sectors (id) ON DELETE CASCADE,
        UNIQUE (sector_id, name)
      ) STRICT;

      CREATE TABLE inbox_email_tags (
        inbox_email_id INTEGER NOT NULL REFERENCES inbox_emails (id) ON DELETE CASCADE,
        tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        PRIMARY KEY (inbox_email_id, tag_id)
      ) STRICT;
      CREATE INDEX inbox_email_tags_tag ON inbox_email_tags (tag_id);

      -- A document sent from an inbox to external e-mail addresses (POST inbox/email/{id}/external/send).
      CREATE TABLE external_sends (
        id INTEGER PRIMARY KEY,
        inbox_email_id INTEGER NOT NULL REFERENCES inbox_emails (id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        recipients TEXT NOT NULL CHECK (json_valid(recipients)),
        message TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX external_sends_email ON external_sends (inbox_email_id);
    `);
    // Documents of version 3 were signable ofícios and memorandos, published when created.
    db.exec(`UPDATE documents SET year = CAST(substr(created_at, 1, 4) AS INTEGER), updated_at = created_at`);
  },
};
