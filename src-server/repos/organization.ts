import type { OrganizationTextKind } from '../../src-shared/api/organization';
import type { Db } from '../db/open';

export type OrganizationRow = {
  id: number;
  name: string;
  type: 'public' | 'private';
  document_number: string;
  telephones: string;
  address_street: string;
  address_number: string;
  address_neighborhood: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  has_logo: 0 | 1;
  primary_color: string | null;
  is_ged_module_enabled: 0 | 1;
  is_govbr_login_enable: 0 | 1;
  is_moodle_enabled: 0 | 1;
  ged_app_url: string | null;
  limit_days_to_first_login: number;
  paper_price: number;
  print_price: number;
  support_url: string | null;
  privacy_url: string | null;
  terms_url: string | null;
  pades_signature_form: 'ETSI.CAdES.detached' | 'PBAD.PAdES';
  recaptcha_enabled: 0 | 1;
  recaptcha_site_key: string | null;
};

export type OrganizationTextRow = { kind: OrganizationTextKind; title: string; content: string; updated_at: string };

export function createOrganizationRepo(db: Db) {
  // The logo blob stays out of the profile query; it is only read by the logo route.
  const find = db.prepare<[number], OrganizationRow>(
    `SELECT id, name, type, document_number, telephones, address_street, address_number, address_neighborhood,
       address_city, address_state, address_zip, logo_data IS NOT NULL AS has_logo, primary_color,
       is_ged_module_enabled, is_govbr_login_enable, is_moodle_enabled, ged_app_url, limit_days_to_first_login,
       paper_price, print_price, support_url, privacy_url, terms_url, pades_signature_form,
       recaptcha_enabled, recaptcha_site_key
     FROM organization WHERE id = ?`,
  );
  const logo = db.prepare<[number], { logo_mime: string; logo_data: Buffer }>(
    'SELECT logo_mime, logo_data FROM organization WHERE id = ? AND logo_data IS NOT NULL AND logo_mime IS NOT NULL',
  );
  const count = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM organization');
  const text = db.prepare<[number, OrganizationTextKind], OrganizationTextRow>(
    'SELECT kind, title, content, updated_at FROM organization_texts WHERE organization_id = ? AND kind = ?',
  );

  return {
    find: (id: number) => find.get(id),
    logo: (id: number) => logo.get(id),
    isEmpty: () => (count.get()?.count ?? 0) === 0,
    text: (id: number, kind: OrganizationTextKind) => text.get(id, kind),
  };
}

export type OrganizationRepo = ReturnType<typeof createOrganizationRepo>;
