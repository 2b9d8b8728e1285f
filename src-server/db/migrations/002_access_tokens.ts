// Sessions: opaque bearer tokens, kept only as SHA-256 hashes so a copy of the database cannot be
// replayed as a login.
import type { Migration } from './types';

export const accessTokens: Migration = {
  version: 2,
  name: 'access_tokens',
  up(db) {
    db.exec(`
      CREATE TABLE access_tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        login_type INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX access_tokens_user ON access_tokens (user_id);
    `);
  },
};
