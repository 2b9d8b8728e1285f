// The organisation's document settings (GET document/settings): the five document types with
// their pt-BR names, print layouts and default recipients, the editor fonts and the upload rules.
import { DOCUMENT_TYPE_KEYS, type DocumentSettings, type DocumentTypeKey } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { ALLOWED_MIME_TYPES, MAX_UPLOAD_BYTES } from '../medias/fileTypes';
import { recipientOut } from './recipients';

const m = messages.documents;

// The upload rules are the medias routes' own, so what settings announce is what uploads accept.

export const EDITOR_FONTS = ['Arial', 'Calibri', 'Times New Roman', 'Verdana', 'Courier New', 'Georgia'] as const;

/** Each type's print layout id (1…5) and default recipient sector, by symbol (absent when the organisation lacks it). */
const TYPE_SETUP: Record<DocumentTypeKey, { layout: number; defaultSector: string | null }> = {
  oficio: { layout: 1, defaultSector: null },
  memorando: { layout: 2, defaultSector: null },
  circular: { layout: 3, defaultSector: null },
  requerimento: { layout: 4, defaultSector: 'PROT' },
  despacho: { layout: 5, defaultSector: null },
};

export const typeName = (key: DocumentTypeKey): string => m.typeNames[key];
export const isTypeKey = (value: string): value is DocumentTypeKey => (DOCUMENT_TYPE_KEYS as readonly string[]).includes(value);
export const layoutIds = (): number[] => DOCUMENT_TYPE_KEYS.map((key) => TYPE_SETUP[key].layout);

export function documentSettings(db: Db): DocumentSettings {
  const sectorBySymbol = db.prepare<[string], number>("SELECT id FROM sectors WHERE symbol = ? AND status = 'enabled'").pluck();
  return {
    document_types: DOCUMENT_TYPE_KEYS.map((key) => {
      const { layout, defaultSector } = TYPE_SETUP[key];
      const sectorId = defaultSector === null ? undefined : sectorBySymbol.get(defaultSector);
      return {
        key,
        name: typeName(key),
        default_recipient: sectorId === undefined ? null : recipientOut(db, { isCc: false, sector_id: sectorId, person_id: null, broadcast_id: null, responsible_id: null }),
        document_print_layout_id: layout,
      };
    }),
    fonts: [...EDITOR_FONTS],
    max_upload_bytes: MAX_UPLOAD_BYTES,
    allowed_mime_types: [...ALLOWED_MIME_TYPES],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The header and footer a layout prints around a document: the organisation's name and address. */
export function externalLayout(db: Db, layoutId: number): { document_print_layout_id: number; header_html: string; footer_html: string } | null {
  if (!layoutIds().includes(layoutId)) return null;
  const org = db
    .prepare<[], { name: string; address_street: string; address_number: string; address_city: string; address_state: string; address_zip: string }>(
      'SELECT name, address_street, address_number, address_city, address_state, address_zip FROM organization ORDER BY id LIMIT 1',
    )
    .get();
  const name = escapeHtml(org?.name ?? '');
  const address = org === undefined ? '' : escapeHtml([`${org.address_street}, ${org.address_number}`, org.address_city, org.address_state, org.address_zip].filter((part) => part.trim() !== '' && part !== ', ').join(' — '));
  return {
    document_print_layout_id: layoutId,
    header_html: `<header><strong>${name}</strong></header>`,
    footer_html: `<footer><small>${address}</small></footer>`,
  };
}
