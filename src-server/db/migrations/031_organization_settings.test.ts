// Migration 031: the organisation's new settings with their defaults, and the document types'
// settings seeded with the values that were fixed in code, so nothing printed before changes.
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { MIGRATIONS } from '.';
import { organizationSettings } from './031_organization_settings';

describe('031_organization_settings', () => {
  it('adds the print layout (version 1, 25,4 mm margins = the 72 pt of before) and seeds the five types with layouts 1 to 5, the PROT sector receiving requerimentos', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, organizationSettings.version - 1);
    db.prepare("INSERT INTO organization (id, name, type, document_number) VALUES (1, 'Org', 'public', '18374652000151')").run();
    const prot = db.prepare<[], number>("INSERT INTO sectors (name, symbol) VALUES ('Protocolo', 'PROT') RETURNING id").pluck().get();
    migrate(db, MIGRATIONS, organizationSettings.version);
    expect(db.prepare('SELECT print_layout_version, print_layout_margin_x, print_layout_margin_y, is_edoc FROM organization').get()).toEqual({
      print_layout_version: 1,
      print_layout_margin_x: 25.4,
      print_layout_margin_y: 25.4,
      is_edoc: 0,
    });
    expect(db.prepare('SELECT type_key, document_print_layout_id, default_recipient_sector_id, enabled FROM document_type_settings ORDER BY position').all()).toEqual([
      { type_key: 'oficio', document_print_layout_id: 1, default_recipient_sector_id: null, enabled: 1 },
      { type_key: 'memorando', document_print_layout_id: 2, default_recipient_sector_id: null, enabled: 1 },
      { type_key: 'circular', document_print_layout_id: 3, default_recipient_sector_id: null, enabled: 1 },
      { type_key: 'requerimento', document_print_layout_id: 4, default_recipient_sector_id: prot, enabled: 1 },
      { type_key: 'despacho', document_print_layout_id: 5, default_recipient_sector_id: null, enabled: 1 },
    ]);
    expect(() => db.prepare('UPDATE organization SET print_layout_margin_x = 100').run()).toThrow(/CHECK/);
    db.close();
  });
});
