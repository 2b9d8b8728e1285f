// Subjects whose requests the citizen may reopen by answering after the organisation closed them
// (companion §3 Subject users_can_reopen_document). Off by default: closing stays final unless the
// subject says otherwise.
import type { Migration } from './types';

export const subjectReopen: Migration = {
  version: 20,
  name: 'subject_reopen',
  up(db) {
    db.exec('ALTER TABLE subjects ADD COLUMN users_can_reopen_document INTEGER NOT NULL DEFAULT 0 CHECK (users_can_reopen_document IN (0, 1))');
  },
};
