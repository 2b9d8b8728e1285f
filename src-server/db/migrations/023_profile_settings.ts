// A user's choices about external (e-mail) notifications (companion §3 Profile
// external_notification_settings: six switches, all on until the user turns one off) and the
// profile photo (§4: uploading replaces the photo's keys, removal clears them): the re-encoded
// original and its square thumbnail, one row per person, each reachable by an unguessable key.
import type { Migration } from './types';

const SETTINGS = [
  'notify_achievement_email',
  'notify_forward_email',
  'notify_reopen_email',
  'notify_reply_email',
  'notify_signature_request_email',
  'notify_new_sector_task_email',
];

export const profileSettings: Migration = {
  version: 23,
  name: 'profile_settings',
  up(db) {
    for (const column of SETTINGS) {
      db.exec(`ALTER TABLE users ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 1 CHECK (${column} IN (0, 1))`);
    }
    db.exec(`
      CREATE TABLE profile_photos (
        person_id INTEGER PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
        file_key TEXT NOT NULL UNIQUE,
        thumbnail_key TEXT NOT NULL UNIQUE,
        mime_type TEXT NOT NULL,
        content BLOB NOT NULL,
        thumbnail BLOB NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
