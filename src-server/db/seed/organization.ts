import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../open';

export const DEMO_ORGANIZATION_ID = 1;

/** A fictional municipality; its CNPJ has valid check digits but names no real body. */
export const DEMO_ORGANIZATION = {
  name: 'Prefeitura Municipal de Vale Verde',
  type: 'public',
  documentNumber: '18374652000151',
  telephones: ['(35) 3421-1000', '(35) 3421-1156'],
  address: {
    street: 'Praça Tiradentes',
    number: '100',
    neighborhood: 'Centro',
    city: 'Vale Verde',
    state: 'Minas Gerais',
    zip: '37500000',
  },
  primaryColor: '#1b3a6b',
  /** Falar com suporte (§2) is a messaging link: the organisation's WhatsApp line. */
  supportUrl: 'https://wa.me/553534211000',
  /** The GED module is on, so it names its address (a reserved .example name: no real server). */
  gedAppUrl: 'https://ged.valeverde.example',
  paperPrice: 0.15,
  printPrice: 0.35,
} as const;

export const DEMO_LOGO_FILE = fileURLToPath(new URL('../../../resources/seed/logo.svg', import.meta.url));

export function seedOrganization(db: Db): void {
  const org = DEMO_ORGANIZATION;
  db.prepare(
    `INSERT INTO organization (id, name, type, document_number, telephones, address_street, address_number,
       address_neighborhood, address_city, address_state, address_zip, logo_mime, logo_data, primary_color,
       is_ged_module_enabled, is_govbr_login_enable, is_moodle_enabled, limit_days_to_first_login, paper_price, print_price,
       support_url, ged_app_url)
     VALUES (@id, @name, @type, @documentNumber, @telephones, @street, @number, @neighborhood, @city, @state, @zip,
       'image/svg+xml', @logo, @primaryColor, 1, 1, 1, 5, @paperPrice, @printPrice, @supportUrl, @gedAppUrl)`,
  ).run({
    id: DEMO_ORGANIZATION_ID,
    name: org.name,
    type: org.type,
    documentNumber: org.documentNumber,
    telephones: JSON.stringify(org.telephones),
    ...org.address,
    // The database holds the logo itself, as a later "change logo" call will.
    logo: readFileSync(DEMO_LOGO_FILE),
    primaryColor: org.primaryColor,
    paperPrice: org.paperPrice,
    printPrice: org.printPrice,
    supportUrl: org.supportUrl,
    gedAppUrl: org.gedAppUrl,
  });
}

/** The Protocolo receives requerimentos by default, as it always did (migration 031 seeds the rest). */
export function seedDocumentTypeSettings(db: Db): void {
  db.prepare(
    "UPDATE document_type_settings SET default_recipient_sector_id = (SELECT id FROM sectors WHERE symbol = 'PROT' ORDER BY id LIMIT 1) WHERE type_key = 'requerimento'",
  ).run();
}
