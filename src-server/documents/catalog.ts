// The organisation's document settings (GET document/settings): the five document types with
// their pt-BR names, print layouts and default recipients, the editor fonts and the upload rules.
import { DOCUMENT_TYPE_KEYS, type DocumentSettings, type DocumentTypeKey } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { createOrganizationRepo, type DocumentTypeSettingRow } from '../repos/organization';
import { ALLOWED_MIME_TYPES, MAX_UPLOAD_BYTES } from '../medias/fileTypes';
import { htmlToParagraphs } from './htmlText';
import { recipientOut } from './recipients';

const m = messages.documents;

// The upload rules are the medias routes' own, so what settings announce is what uploads accept.

export const EDITOR_FONTS = ['Arial', 'Calibri', 'Times New Roman', 'Verdana', 'Courier New', 'Georgia'] as const;

/** Each type's settings (enabled, print layout, default recipient sector), in the catalogue's order (migration 031). */
export const typeSettings = (db: Db): DocumentTypeSettingRow[] => createOrganizationRepo(db).documentTypeSettings();

export const typeName = (key: DocumentTypeKey): string => m.typeNames[key];
export const isTypeKey = (value: string): value is DocumentTypeKey => (DOCUMENT_TYPE_KEYS as readonly string[]).includes(value);
export const layoutIds = (db: Db): number[] => [...new Set(typeSettings(db).map((row) => row.document_print_layout_id))];

export function documentSettings(db: Db): DocumentSettings {
  const enabledSector = db.prepare<[number], number>("SELECT id FROM sectors WHERE id = ? AND status = 'enabled'").pluck();
  return {
    // A type the organisation turned off is not offered for new documents.
    document_types: typeSettings(db)
      .filter((row) => row.enabled === 1)
      .map((row) => {
        const sectorId = row.default_recipient_sector_id === null ? undefined : enabledSector.get(row.default_recipient_sector_id);
        return {
          key: row.type_key,
          name: typeName(row.type_key),
          default_recipient: sectorId === undefined ? null : recipientOut(db, { isCc: false, sector_id: sectorId, person_id: null, broadcast_id: null, responsible_id: null }),
          document_print_layout_id: row.document_print_layout_id,
        };
      }),
    fonts: [...EDITOR_FONTS],
    max_upload_bytes: MAX_UPLOAD_BYTES,
    allowed_mime_types: [...ALLOWED_MIME_TYPES],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The header and footer a layout prints around a document: the print layout's header HTML and
 * footer text when the organisation set them, else its name and address.
 */
export function externalLayout(db: Db, layoutId: number): { document_print_layout_id: number; header_html: string; footer_html: string } | null {
  if (!layoutIds(db).includes(layoutId)) return null;
  const layout = createOrganizationRepo(db).printLayout();
  // The header as the printouts draw it: its text lines, escaped (never the stored HTML as is).
  const header = layout === undefined ? [] : htmlToParagraphs(layout.print_layout_content);
  const org = db
    .prepare<[], { name: string; address_street: string; address_number: string; address_city: string; address_state: string; address_zip: string }>(
      'SELECT name, address_street, address_number, address_city, address_state, address_zip FROM organization ORDER BY id LIMIT 1',
    )
    .get();
  const name = escapeHtml(org?.name ?? '');
  const address = org === undefined ? '' : escapeHtml([`${org.address_street}, ${org.address_number}`, org.address_city, org.address_state, org.address_zip].filter((part) => part.trim() !== '' && part !== ', ').join(' — '));
  return {
    document_print_layout_id: layoutId,
    header_html: header.length > 0 ? `<header>${header.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</header>` : `<header><strong>${name}</strong></header>`,
    footer_html: `<footer><small>${layout !== undefined && layout.print_layout_footer_text.trim() !== '' ? escapeHtml(layout.print_layout_footer_text) : address}</small></footer>`,
  };
}
