// The organisation settings of companion §3 the first schema lacked: Word conversion on upload,
// e-Doc, the default print layout id, the print layout itself (header HTML, footer text, margins
// in mm, a version raised on every save), the Carta de Serviços' introductions to staff and to
// citizens, the login screens' images, a logo version (its link changes with it), and each document type's settings (enabled, print layout, default recipient sector),
// which until now were fixed in code (documents/catalog.ts) and are seeded with those same values.
// Margins of 25.4 mm are the 72 pt every printout had, so nothing printed before changes.
//
// Assigned number 031 (issue 18); its version follows the last migration of this branch (029),
// as the registry demands gapless versions: the lead renumbers it when 030 lands.
import type { Migration } from './types';

export const organizationSettings: Migration = {
  version: 31,
  name: 'organization_settings',
  up(db) {
    db.exec(`
      ALTER TABLE organization ADD COLUMN convert_word_files_on_upload INTEGER NOT NULL DEFAULT 0 CHECK (convert_word_files_on_upload IN (0, 1));
      ALTER TABLE organization ADD COLUMN is_edoc INTEGER NOT NULL DEFAULT 0 CHECK (is_edoc IN (0, 1));
      ALTER TABLE organization ADD COLUMN document_print_layout_id INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE organization ADD COLUMN print_layout_version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE organization ADD COLUMN print_layout_content TEXT NOT NULL DEFAULT '';
      ALTER TABLE organization ADD COLUMN print_layout_footer_text TEXT NOT NULL DEFAULT '';
      ALTER TABLE organization ADD COLUMN print_layout_margin_y REAL NOT NULL DEFAULT 25.4 CHECK (print_layout_margin_y BETWEEN 5 AND 60);
      ALTER TABLE organization ADD COLUMN print_layout_margin_x REAL NOT NULL DEFAULT 25.4 CHECK (print_layout_margin_x BETWEEN 5 AND 60);
      ALTER TABLE organization ADD COLUMN internal_service_letter TEXT NOT NULL DEFAULT '';
      ALTER TABLE organization ADD COLUMN external_service_letter TEXT NOT NULL DEFAULT '';
      -- Raised with every new logo: its link changes, so no cache keeps showing the old one.
      ALTER TABLE organization ADD COLUMN logo_version INTEGER NOT NULL DEFAULT 1;

      -- A few images the login screens show (companion §3 login_images), served publicly.
      CREATE TABLE organization_login_images (
        id INTEGER PRIMARY KEY,
        organization_id INTEGER NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
        mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
        data BLOB NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE document_type_settings (
        type_key TEXT PRIMARY KEY CHECK (type_key IN ('oficio', 'memorando', 'circular', 'requerimento', 'despacho')),
        position INTEGER NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
        document_print_layout_id INTEGER NOT NULL CHECK (document_print_layout_id BETWEEN 1 AND 5),
        default_recipient_sector_id INTEGER REFERENCES sectors (id) ON DELETE SET NULL
      ) STRICT;

      INSERT INTO document_type_settings (type_key, position, document_print_layout_id, default_recipient_sector_id) VALUES
        ('oficio', 1, 1, NULL),
        ('memorando', 2, 2, NULL),
        ('circular', 3, 3, NULL),
        ('requerimento', 4, 4, (SELECT id FROM sectors WHERE symbol = 'PROT' ORDER BY id LIMIT 1)),
        ('despacho', 5, 5, NULL);
    `);
  },
};
