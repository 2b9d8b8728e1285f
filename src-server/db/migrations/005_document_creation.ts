// Document creation (issue 5): subjects get what choosing one does to a document (spec §4: model,
// priority, terms, circular flag, recipients, stages, custom fields, who may create how), with
// their own recipients; broadcast lists; memo models (blueprints) per sector; documents become
// editable drafts with a version for conflict detection, the fields of the create form, their
// recipients; and idempotency keys, so a create the client repeats after a crash makes one draft.
import type { Migration } from './types';

const bool = (column: string, fallback: 0 | 1) =>
  `${column} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${column} IN (0, 1))`;

export const documentCreation: Migration = {
  version: 5,
  name: 'document_creation',
  up(db) {
    db.exec(`
      ALTER TABLE subjects ADD COLUMN description TEXT NOT NULL DEFAULT '';
      ALTER TABLE subjects ADD COLUMN model TEXT NOT NULL DEFAULT '';
      ALTER TABLE subjects ADD COLUMN priority INTEGER NOT NULL DEFAULT 2 CHECK (priority BETWEEN 1 AND 3);
      ALTER TABLE subjects ADD COLUMN ${bool('is_circular', 0)};
      ALTER TABLE subjects ADD COLUMN terms TEXT;
      ALTER TABLE subjects ADD COLUMN recipients_type TEXT NOT NULL DEFAULT 'opened'
        CHECK (recipients_type IN ('opened', 'opened_limited', 'broadcast'));
      -- [{name, position}] and [{key, label, type, required}], as src-shared/api/documents.ts reads them.
      ALTER TABLE subjects ADD COLUMN stages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(stages));
      ALTER TABLE subjects ADD COLUMN fields TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(fields));
      ALTER TABLE subjects ADD COLUMN ${bool('users_can_create_anonymously', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('users_can_create_secretly', 0)};
      ALTER TABLE subjects ADD COLUMN ${bool('users_can_create_identified', 1)};
      ALTER TABLE subjects ADD COLUMN ${bool('can_set_description_on_document', 0)};
      ALTER TABLE subjects ADD COLUMN sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL;
      ALTER TABLE subjects ADD COLUMN status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled'));
      CREATE INDEX subjects_sector ON subjects (sector_id);

      CREATE TABLE broadcast_lists (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE CASCADE,
        status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled'))
      ) STRICT;
      CREATE INDEX broadcast_lists_sector ON broadcast_lists (sector_id);

      -- A member is a sector (its sector inbox) or a person (their personal inbox).
      CREATE TABLE broadcast_list_members (
        id INTEGER PRIMARY KEY,
        broadcast_id INTEGER NOT NULL REFERENCES broadcast_lists (id) ON DELETE CASCADE,
        sector_id INTEGER REFERENCES sectors (id) ON DELETE CASCADE,
        person_id INTEGER REFERENCES people (id) ON DELETE CASCADE,
        CHECK ((sector_id IS NULL) <> (person_id IS NULL))
      ) STRICT;
      CREATE INDEX broadcast_list_members_list ON broadcast_list_members (broadcast_id);

      -- Recipients of a subject or of a document (§3 Recipient): exactly one of sector, person, list.
      CREATE TABLE subject_recipients (
        id INTEGER PRIMARY KEY,
        subject_id INTEGER NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        ${bool('is_cc', 0)},
        sector_id INTEGER REFERENCES sectors (id) ON DELETE CASCADE,
        person_id INTEGER REFERENCES people (id) ON DELETE CASCADE,
        broadcast_id INTEGER REFERENCES broadcast_lists (id) ON DELETE CASCADE,
        responsible_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        CHECK ((sector_id IS NOT NULL) + (person_id IS NOT NULL) + (broadcast_id IS NOT NULL) = 1)
      ) STRICT;
      CREATE INDEX subject_recipients_subject ON subject_recipients (subject_id);

      CREATE TABLE blueprints (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        content TEXT NOT NULL DEFAULT '',
        sector_id INTEGER NOT NULL REFERENCES sectors (id) ON DELETE CASCADE,
        type TEXT NOT NULL DEFAULT 'memo' CHECK (type IN ('memo')),
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX blueprints_sector ON blueprints (sector_id);

      ALTER TABLE documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
      ALTER TABLE documents ADD COLUMN description TEXT NOT NULL DEFAULT '';
      ALTER TABLE documents ADD COLUMN identification TEXT NOT NULL DEFAULT 'identified'
        CHECK (identification IN ('identified', 'confidential', 'anonymous'));
      ALTER TABLE documents ADD COLUMN custom_fields TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(custom_fields));
      ALTER TABLE documents ADD COLUMN address_zip TEXT;
      ALTER TABLE documents ADD COLUMN address_uf TEXT;
      ALTER TABLE documents ADD COLUMN address_number TEXT;
      ALTER TABLE documents ADD COLUMN address_street TEXT;
      ALTER TABLE documents ADD COLUMN address_neighborhood TEXT;
      ALTER TABLE documents ADD COLUMN address_complement TEXT;
      ALTER TABLE documents ADD COLUMN terms TEXT;
      ALTER TABLE documents ADD COLUMN ${bool('is_accepted_term', 0)};
      ALTER TABLE documents ADD COLUMN ${bool('is_circular', 0)};
      ALTER TABLE documents ADD COLUMN sent_from TEXT NOT NULL DEFAULT 'sector' CHECK (sent_from IN ('sector', 'personal'));
      -- The create form's body exactly as last saved (src-shared/api/documents.ts documentBodySchema);
      -- the columns above mirror it for queries. NULL for documents that were never drafts here.
      ALTER TABLE documents ADD COLUMN form_body TEXT CHECK (form_body IS NULL OR json_valid(form_body));
      ALTER TABLE documents ADD COLUMN published_at TEXT;

      CREATE TABLE document_recipients (
        id INTEGER PRIMARY KEY,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        ${bool('is_cc', 0)},
        sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL,
        person_id INTEGER REFERENCES people (id) ON DELETE SET NULL,
        broadcast_id INTEGER REFERENCES broadcast_lists (id) ON DELETE SET NULL,
        responsible_id INTEGER REFERENCES users (id) ON DELETE SET NULL
      ) STRICT;
      CREATE INDEX document_recipients_document ON document_recipients (document_id);

      CREATE TABLE idempotency_keys (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, key)
      ) STRICT;
    `);
  },
};
