import type { DocumentTypeKey } from '../../src-shared/api/documents';
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
  convert_word_files_on_upload: 0 | 1;
  is_edoc: 0 | 1;
  document_print_layout_id: number;
  print_layout_version: number;
  print_layout_content: string;
  print_layout_footer_text: string;
  print_layout_margin_y: number;
  print_layout_margin_x: number;
  internal_service_letter: string;
  external_service_letter: string;
  logo_version: number;
};

/** The row's columns PUT /organization writes (the route maps the API's names onto them). */
export type OrganizationUpdate = Omit<
  OrganizationRow,
  | 'id'
  | 'has_logo'
  | 'pades_signature_form'
  | 'recaptcha_enabled'
  | 'recaptcha_site_key'
  | 'document_print_layout_id'
  | 'print_layout_version'
  | 'print_layout_content'
  | 'print_layout_footer_text'
  | 'print_layout_margin_y'
  | 'print_layout_margin_x'
  | 'logo_version'
>;

export type PrintLayoutRow = Pick<OrganizationRow, 'print_layout_version' | 'print_layout_content' | 'print_layout_footer_text' | 'print_layout_margin_y' | 'print_layout_margin_x'>;

export type DocumentTypeSettingRow = {
  type_key: DocumentTypeKey;
  enabled: 0 | 1;
  document_print_layout_id: number;
  default_recipient_sector_id: number | null;
};

export type OrganizationTextRow = { kind: OrganizationTextKind; title: string; content: string; updated_at: string };

export function createOrganizationRepo(db: Db) {
  // The logo blob stays out of the profile query; it is only read by the logo route.
  const find = db.prepare<[number], OrganizationRow>(
    `SELECT id, name, type, document_number, telephones, address_street, address_number, address_neighborhood,
       address_city, address_state, address_zip, logo_data IS NOT NULL AS has_logo, primary_color,
       is_ged_module_enabled, is_govbr_login_enable, is_moodle_enabled, ged_app_url, limit_days_to_first_login,
       paper_price, print_price, support_url, privacy_url, terms_url, pades_signature_form,
       recaptcha_enabled, recaptcha_site_key, convert_word_files_on_upload, is_edoc, document_print_layout_id,
       print_layout_version, print_layout_content, print_layout_footer_text, print_layout_margin_y, print_layout_margin_x,
       internal_service_letter, external_service_letter, logo_version
     FROM organization WHERE id = ?`,
  );
  const update = db.prepare<[OrganizationUpdate & { id: number }]>(
    `UPDATE organization SET name = @name, type = @type, document_number = @document_number, telephones = @telephones,
       address_street = @address_street, address_number = @address_number, address_neighborhood = @address_neighborhood,
       address_city = @address_city, address_state = @address_state, address_zip = @address_zip, primary_color = @primary_color,
       is_ged_module_enabled = @is_ged_module_enabled, is_govbr_login_enable = @is_govbr_login_enable, is_moodle_enabled = @is_moodle_enabled,
       ged_app_url = @ged_app_url, limit_days_to_first_login = @limit_days_to_first_login, paper_price = @paper_price,
       print_price = @print_price, support_url = @support_url, privacy_url = @privacy_url, terms_url = @terms_url,
       convert_word_files_on_upload = @convert_word_files_on_upload, is_edoc = @is_edoc,
       internal_service_letter = @internal_service_letter, external_service_letter = @external_service_letter
     WHERE id = @id`,
  );
  const setLogo = db.prepare<[string, Buffer, number]>('UPDATE organization SET logo_mime = ?, logo_data = ?, logo_version = logo_version + 1 WHERE id = ?');
  const printLayout = db.prepare<[], PrintLayoutRow>(
    `SELECT print_layout_version, print_layout_content, print_layout_footer_text, print_layout_margin_y, print_layout_margin_x
     FROM organization ORDER BY id LIMIT 1`,
  );
  const setPrintLayout = db.prepare<[{ id: number; content: string; footer_text: string; margin_y: number; margin_x: number }]>(
    `UPDATE organization SET print_layout_content = @content, print_layout_footer_text = @footer_text, print_layout_margin_y = @margin_y,
       print_layout_margin_x = @margin_x, print_layout_version = print_layout_version + 1 WHERE id = @id`,
  );
  const loginImages = db.prepare<[number], number>('SELECT id FROM organization_login_images WHERE organization_id = ? ORDER BY id').pluck();
  const loginImage = db.prepare<[number, number], { mime: string; data: Buffer }>('SELECT mime, data FROM organization_login_images WHERE organization_id = ? AND id = ?');
  const addLoginImage = db.prepare<[number, string, Buffer, string], number>(
    'INSERT INTO organization_login_images (organization_id, mime, data, created_at) VALUES (?, ?, ?, ?) RETURNING id',
  ).pluck();
  const removeLoginImage = db.prepare<[number, number]>('DELETE FROM organization_login_images WHERE organization_id = ? AND id = ?');
  const typeSettings = db.prepare<[], DocumentTypeSettingRow>(
    'SELECT type_key, enabled, document_print_layout_id, default_recipient_sector_id FROM document_type_settings ORDER BY position',
  );
  const setTypeSetting = db.prepare<[DocumentTypeSettingRow]>(
    `UPDATE document_type_settings SET enabled = @enabled, document_print_layout_id = @document_print_layout_id,
       default_recipient_sector_id = @default_recipient_sector_id WHERE type_key = @type_key`,
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
    update: (id: number, fields: OrganizationUpdate) => update.run({ ...fields, id }),
    setLogo: (id: number, mime: string, data: Buffer) => setLogo.run(mime, data, id),
    /** The one print layout every printout uses (the installation's organisation). */
    printLayout: () => printLayout.get(),
    setPrintLayout: (id: number, layout: { content: string; footer_text: string; margin_y: number; margin_x: number }) => setPrintLayout.run({ ...layout, id }),
    loginImages: (id: number) => loginImages.all(id),
    loginImage: (id: number, imageId: number) => loginImage.get(id, imageId),
    addLoginImage: (id: number, mime: string, data: Buffer, at: string) => addLoginImage.get(id, mime, data, at) as number,
    removeLoginImage: (id: number, imageId: number) => removeLoginImage.run(id, imageId).changes === 1,
    documentTypeSettings: () => typeSettings.all(),
    setDocumentTypeSetting: (row: DocumentTypeSettingRow) => setTypeSetting.run(row),
    logo: (id: number) => logo.get(id),
    isEmpty: () => (count.get()?.count ?? 0) === 0,
    text: (id: number, kind: OrganizationTextKind) => text.get(id, kind),
  };
}

export type OrganizationRepo = ReturnType<typeof createOrganizationRepo>;
