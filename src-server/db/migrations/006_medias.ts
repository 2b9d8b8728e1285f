// Attachments get their bytes and what the medias calls need (issue 5): the unguessable key the
// clients fetch them by (GET upload?key), who uploaded, the SHA-256, the reviewer's reason for a
// requested revision, and the per-server secret the short-lived download links are signed with.
//
// The bytes are BLOBs in their own table, not files under the data directory: an upload and its
// row commit or roll back together (no orphan files, no rows without files), a backup is one
// database file, and tests run on in-memory databases. Files are capped at 20 MiB, which SQLite
// holds comfortably; a separate table keeps listing attachments from touching the bytes.
import type { Migration } from './types';

export const medias: Migration = {
  version: 6,
  name: 'medias',
  up(db) {
    db.exec(`
      ALTER TABLE attachments ADD COLUMN remote_file_key TEXT;
      ALTER TABLE attachments ADD COLUMN sha256 TEXT CHECK (sha256 IS NULL OR length(sha256) = 64);
      ALTER TABLE attachments ADD COLUMN rejected_message TEXT;
      ALTER TABLE attachments ADD COLUMN rejected_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE attachments ADD COLUMN rejected_at TEXT;
      ALTER TABLE attachments ADD COLUMN created_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
      UPDATE attachments SET remote_file_key = lower(hex(randomblob(24))) WHERE remote_file_key IS NULL;
      CREATE UNIQUE INDEX attachments_remote_file_key ON attachments (remote_file_key);
      CREATE INDEX attachments_created_by ON attachments (created_by);
      -- Rows written without a key (the demo seed) get one; uploads set their own from node:crypto.
      CREATE TRIGGER attachments_default_key AFTER INSERT ON attachments WHEN NEW.remote_file_key IS NULL
      BEGIN
        UPDATE attachments SET remote_file_key = lower(hex(randomblob(24))) WHERE id = NEW.id;
      END;

      CREATE TABLE attachment_contents (
        attachment_id INTEGER PRIMARY KEY REFERENCES attachments (id) ON DELETE CASCADE,
        content BLOB NOT NULL
      ) STRICT;

      -- Secrets the server keeps for itself (HMAC keys); never sent to a client.
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        secret BLOB NOT NULL CHECK (length(secret) >= 32)
      ) STRICT;
      INSERT INTO server_secrets (name, secret) VALUES ('upload_link', randomblob(32)), ('verification_code', randomblob(32));
    `);
  },
};
