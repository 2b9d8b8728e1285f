// One-time codes sent by e-mail to verify a citizen's account or reset a password. Each row is one
// e-mail: a short code to type and a long token for its link, both kept only as hashes. A code dies
// when used, when it expires, after too many wrong tries, or when a newer one of the same purpose
// is sent.
import type { Migration } from './types';

export const accountCodes: Migration = {
  version: 18,
  name: 'account_codes',
  up(db) {
    db.exec(`
      CREATE TABLE account_codes (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('verify_account', 'reset_password')),
        code_salt TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      ) STRICT;
      CREATE INDEX account_codes_user ON account_codes (user_id, purpose, created_at);
    `);
  },
};
