// The organisation's services (issue 16, Carta de Serviços): what a citizen may ask for, grouped by
// the sector that answers it, each filed as a request of its subject. Besides what the staff API
// names (document type, sector, subject, parent service, status), a service carries what the
// citizen reads before asking: who may ask, how, the deadline, the cost (empty = free) and the
// channels. The admin editor (issue 18) writes this table; the citizen portal only reads enabled rows.
import type { Migration } from './types';

export const services: Migration = {
  version: 25,
  name: 'services',
  up(db) {
    db.exec(`
      CREATE TABLE services (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        sector_id INTEGER NOT NULL REFERENCES sectors (id) ON DELETE RESTRICT,
        subject_id INTEGER REFERENCES subjects (id) ON DELETE SET NULL,
        parent_service_id INTEGER REFERENCES services (id) ON DELETE SET NULL,
        document_type TEXT NOT NULL DEFAULT 'requerimento',
        status TEXT NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
        who_may_request TEXT NOT NULL DEFAULT '',
        how_to_request TEXT NOT NULL DEFAULT '',
        deadline TEXT NOT NULL DEFAULT '',
        cost TEXT NOT NULL DEFAULT '',
        -- ["Portal do Cidadão", "Presencial: …"], as src-shared/api/services.ts reads them.
        channels TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(channels)),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX services_sector ON services (sector_id, status);
      CREATE INDEX services_subject ON services (subject_id);
    `);
  },
};
