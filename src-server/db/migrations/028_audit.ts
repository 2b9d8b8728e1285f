// The audit trail (issue 17, e-ARQ Brasil): who did what, from where and when — every write of every
// route, every login and failed login, every view, print and download of a document. Rows are
// append-only (the triggers refuse UPDATE and DELETE) and hash-chained: each row's hash covers its
// own fields and the previous row's hash (src-server/audit/chain.ts), so `npm run audit:verify`
// finds a row changed or removed behind the triggers' back. user_id and document_id carry no
// foreign key on purpose: deleting a user or a document must not touch (and so cannot) the trail.
import type { Migration } from './types';

export const audit: Migration = {
  version: 28,
  name: 'audit',
  up(db) {
    db.exec(`
      CREATE TABLE audit_entries (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        user_id INTEGER,
        ip TEXT NOT NULL DEFAULT '',
        user_agent TEXT NOT NULL DEFAULT '',
        -- create, update, delete, login, login_failed, logout, view, print, download, publish…
        action TEXT NOT NULL,
        -- The table or resource name, and the row's id or uuid as the route names it.
        entity TEXT NOT NULL DEFAULT '',
        entity_id TEXT NOT NULL DEFAULT '',
        document_id INTEGER,
        -- "METHOD /api/pattern/:id" of the call that wrote it; '' for entries outside a request.
        route TEXT NOT NULL DEFAULT '',
        status INTEGER,
        -- {field: [before, after]} with secrets redacted (src-server/audit/redact.ts); NULL when none.
        changes TEXT CHECK (changes IS NULL OR json_valid(changes)),
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL CHECK (length(hash) = 64)
      ) STRICT;
      CREATE INDEX audit_entries_at ON audit_entries (at);
      CREATE INDEX audit_entries_user ON audit_entries (user_id, at);
      CREATE INDEX audit_entries_document ON audit_entries (document_id, at);
      CREATE INDEX audit_entries_entity ON audit_entries (entity, entity_id);
      CREATE INDEX audit_entries_action ON audit_entries (action, at);
      CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries
        BEGIN SELECT RAISE(ABORT, 'audit_entries is append-only'); END;
      CREATE TRIGGER audit_entries_no_delete BEFORE DELETE ON audit_entries
        BEGIN SELECT RAISE(ABORT, 'audit_entries is append-only'); END;
    `);
  },
};
