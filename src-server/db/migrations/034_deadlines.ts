// Migration 034 (issue 19): deadlines people can see, and documents on a map.
//
// Every item a sector or person receives (an inbox_emails row in box 'inbox') gets a due date:
// the dispatch date plus its subject's deadline in the subject's unit (§3 Subject deadline,
// deadline_unit). A trigger computes it, so every write path that delivers an item (publishing,
// forwarding, replying, filing, the seed) gets it without knowing about deadlines; an explicit
// due_at given at insert is kept. SQLite's own modifiers ('+N hours|days|months|years') do the
// arithmetic, in UTC; a month added to 31 January lands on 2 or 3 March, as SQLite normalises.
//
// The holder may set or change an item's deadline with a reason; deadline_changes keeps each
// change for the timeline and the audit.
//
// A document's address (§3 address latitude, longitude) gets its coordinates: typed with the
// address, or found by the geocoding client when the document is published.
import type { Migration } from './types';

const DUE_FROM_SUBJECT = (emailAlias: string) => `(
  SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ${emailAlias}.created_at, '+' || s.deadline || ' ' || s.deadline_unit)
  FROM documents d JOIN subjects s ON s.id = d.subject_id
  WHERE d.id = ${emailAlias}.document_id AND s.deadline IS NOT NULL AND s.deadline_unit IS NOT NULL
)`;

export const deadlines: Migration = {
  version: 34,
  name: 'deadlines',
  up(db) {
    db.exec(`
      ALTER TABLE inbox_emails ADD COLUMN due_at TEXT;
      CREATE INDEX inbox_emails_sector_due ON inbox_emails (sector_id, due_at) WHERE sector_id IS NOT NULL AND due_at IS NOT NULL;
      CREATE INDEX inbox_emails_user_due ON inbox_emails (user_id, due_at) WHERE user_id IS NOT NULL AND due_at IS NOT NULL;

      CREATE TRIGGER inbox_emails_due_from_subject AFTER INSERT ON inbox_emails
      WHEN NEW.box = 'inbox' AND NEW.due_at IS NULL
      BEGIN
        UPDATE inbox_emails SET due_at = ${DUE_FROM_SUBJECT('NEW')} WHERE id = NEW.id;
      END;

      UPDATE inbox_emails SET due_at = ${DUE_FROM_SUBJECT('inbox_emails')} WHERE box = 'inbox' AND due_at IS NULL;

      CREATE TABLE deadline_changes (
        id INTEGER PRIMARY KEY,
        inbox_email_id INTEGER NOT NULL REFERENCES inbox_emails (id) ON DELETE CASCADE,
        previous_due_at TEXT,
        due_at TEXT NOT NULL,
        reason TEXT NOT NULL CHECK (length(trim(reason)) > 0),
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX deadline_changes_email ON deadline_changes (inbox_email_id, created_at);

      ALTER TABLE documents ADD COLUMN address_latitude REAL CHECK (address_latitude IS NULL OR address_latitude BETWEEN -90 AND 90);
      ALTER TABLE documents ADD COLUMN address_longitude REAL CHECK (address_longitude IS NULL OR address_longitude BETWEEN -180 AND 180);
    `);
  },
};
