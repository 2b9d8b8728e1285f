// Subjects set up from the administration (issue 18, companion §3 Subject): every field the editor
// shows beyond those the create form already read — the deadline and its unit, keywords and an
// announcement, who may create (internal staff, only allowed users), what a filing must carry
// (required attachments), the signature kinds allowed, the traffic-manager type, a parent subject,
// the responsible person and sector — and, per document stage, the sector responsible for it (the
// subject's stages carry it in their JSON; a document's stages copy it when the draft is saved).
// Existing subjects keep what they did: staff may still create under them, every signature kind
// stays allowed, no deadline, nothing required.
import type { Migration } from './types';

const bool = (column: string, fallback: 0 | 1) => `${column} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${column} IN (0, 1))`;

export const subjectSettings: Migration = {
  version: 32,
  name: 'subject_settings',
  up(db) {
    db.exec(`
      ALTER TABLE subjects ADD COLUMN deadline INTEGER CHECK (deadline IS NULL OR deadline > 0);
      ALTER TABLE subjects ADD COLUMN deadline_unit TEXT CHECK (deadline_unit IS NULL OR deadline_unit IN ('hours', 'days', 'months', 'years'));
      ALTER TABLE subjects ADD COLUMN keywords TEXT NOT NULL DEFAULT '';
      ALTER TABLE subjects ADD COLUMN announcement TEXT NOT NULL DEFAULT '';
      ALTER TABLE subjects ADD COLUMN ${bool('only_allowed_users_can_create', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('if_has_internal_can_create', 1)};
      ALTER TABLE subjects ADD COLUMN ${bool('only_creator_can_close', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('is_hybrid', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('users_can_edit_document', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('redirect_to_external_app', 0)};
      ALTER TABLE subjects ADD COLUMN redirect_to_external_app_url TEXT;
      ALTER TABLE subjects ADD COLUMN ${bool('user_have_to_sign_on_create', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('can_sign_with_electronic', 1)};
      ALTER TABLE subjects ADD COLUMN ${bool('can_sign_with_digital', 1)};
      ALTER TABLE subjects ADD COLUMN ${bool('can_sign_with_govbr', 1)};
      ALTER TABLE subjects ADD COLUMN traffic_manager_type TEXT CHECK (traffic_manager_type IS NULL OR traffic_manager_type IN ('parking', 'traffic', 'transport'));
      ALTER TABLE subjects ADD COLUMN parent_id INTEGER REFERENCES subjects (id) ON DELETE SET NULL;
      ALTER TABLE subjects ADD COLUMN ${bool('is_topic', 0)};
      ALTER TABLE subjects ADD COLUMN responsible_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE subjects ADD COLUMN sector_responsible_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL;
      ALTER TABLE subjects ADD COLUMN document_setting TEXT;
      -- [{name, required}]: what a filing under the subject carries (the Anexos tab).
      ALTER TABLE subjects ADD COLUMN required_attachments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(required_attachments));

      CREATE TABLE subject_allowed_users (
        subject_id INTEGER NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (subject_id, user_id)
      ) STRICT;

      ALTER TABLE stages ADD COLUMN sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL;
    `);
  },
};
