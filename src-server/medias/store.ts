// Attachment rows and bytes (migration 006), as the API shows them (src-shared/api/documents.ts
// mediaSchema), and who may reach a file: anyone who can open an inbox email of its document, and,
// for a file sent with a nota, who may see the nota (inbox/notes.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Media } from '../../src-shared/api/documents';
import type { Db } from '../db/open';
import { canOpen, type Viewer } from '../inbox/emails';
import { visibleAttachment } from '../inbox/notes';

export type AttachmentRow = {
  id: number;
  document_id: number;
  name: string;
  group_name: string;
  extension_type: string;
  mime_type: string;
  size: number;
  is_signed: number;
  rejected_status: 'REJECTED' | null;
  rejected_message: string | null;
  remote_file_key: string;
  sha256: string | null;
  created_by: number | null;
  created_at: string;
  /** The despacho or nota the file was sent with (migration 018); null for the document's own files. */
  dispatch_id: number | null;
  /** Its pages (migration 036, medias/pageCount.ts); null: not counted (yet, or cannot be). */
  page_count: number | null;
};

const COLUMNS = `id, document_id, name, group_name, extension_type, mime_type, size, is_signed, rejected_status, rejected_message,
  remote_file_key, sha256, created_by, created_at, dispatch_id, page_count`;

export const toMedia = (row: AttachmentRow): Media => ({
  id: row.id,
  name: row.name,
  groupName: row.group_name,
  extensionType: row.extension_type,
  type: row.mime_type,
  size: row.size,
  created_at: row.created_at,
  remote_file_key: row.remote_file_key,
  rejected_status: row.rejected_status,
  rejected_message: row.rejected_message,
  attachment_has_been_signed: row.is_signed === 1,
});

/**
 * The document's files as `reader` may see them. Without a reader, as someone who sees no nota: a
 * listing that does not say whose eyes it is for never shows a nota's files.
 */
export function attachmentsOf(db: Db, documentId: number, reader: Viewer | null = null): AttachmentRow[] {
  const visible = visibleAttachment(reader);
  return db
    .prepare<(number | string)[], AttachmentRow>(`SELECT ${COLUMNS} FROM attachments a WHERE a.document_id = ? AND ${visible.sql} ORDER BY a.id`)
    .all(documentId, ...visible.params);
}

/** The files sent with one dispatch, oldest first (the caller checked the reader may see the dispatch). */
export const attachmentsOfDispatch = (db: Db, dispatchId: number): AttachmentRow[] =>
  db.prepare<[number], AttachmentRow>(`SELECT ${COLUMNS} FROM attachments WHERE dispatch_id = ? ORDER BY id`).all(dispatchId);

/** Whether the file is one `reader` may see: false only for a nota's file hidden from them. */
export function isAttachmentVisible(db: Db, file: Pick<AttachmentRow, 'id'>, reader: Viewer): boolean {
  const visible = visibleAttachment(reader);
  return db.prepare<(number | string)[], number>(`SELECT count(*) FROM attachments a WHERE a.id = ? AND ${visible.sql}`).pluck().get(file.id, ...visible.params) === 1;
}

export const attachmentById = (db: Db, documentId: number, id: number): AttachmentRow | undefined =>
  db.prepare<[number, number], AttachmentRow>(`SELECT ${COLUMNS} FROM attachments WHERE document_id = ? AND id = ?`).get(documentId, id);

export const attachmentByKey = (db: Db, key: string): AttachmentRow | undefined =>
  db.prepare<[string], AttachmentRow>(`SELECT ${COLUMNS} FROM attachments WHERE remote_file_key = ?`).get(key);

export const contentOf = (db: Db, attachmentId: number): Buffer | undefined =>
  db.prepare<[number], Buffer>('SELECT content FROM attachment_contents WHERE attachment_id = ?').pluck().get(attachmentId);

/** 32 random bytes, URL-safe: the key is a capability in a URL, never guessable from an id. */
export const newFileKey = (): string => randomBytes(32).toString('base64url');
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * A file to store. `pages` is counted by the caller before the (synchronous) insert, since counting
 * a PDF's pages is asynchronous (medias/pageCount.ts countPages): every upload does (uploadParts.ts).
 * Null or absent leaves it to the startup backfill (medias/pageCountBackfill.ts), as for the seed.
 */
export type NewAttachment = { name: string; group: string; extension: string; mime: string; bytes: Buffer; pages?: number | null };

/**
 * Stores a file and its row together: size and SHA-256 from the bytes, a fresh unguessable key, not
 * signed. The one way attachments are written, by uploads and by the demo seed alike; `createdBy`
 * is null for seeded files, which no user uploaded.
 */
export function insertAttachment(db: Db, documentId: number, createdBy: number | null, file: NewAttachment, at: string, dispatchId: number | null = null): AttachmentRow {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO attachments (document_id, name, group_name, extension_type, mime_type, size, is_signed, remote_file_key, sha256, created_by, created_at, dispatch_id, page_count)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
    )
    .run(documentId, file.name, file.group, file.extension, file.mime, file.bytes.length, newFileKey(), sha256, createdBy, at, dispatchId, file.pages ?? null);
  const id = Number(lastInsertRowid);
  db.prepare('INSERT INTO attachment_contents (attachment_id, content) VALUES (?, ?)').run(id, file.bytes);
  return attachmentById(db, documentId, id) as AttachmentRow;
}

/** Whether the viewer can open any inbox email of the document (the gate for its files). */
export function canOpenDocument(db: Db, documentId: number, viewer: Viewer): boolean {
  const inboxes = db
    .prepare<[number], { inbox_sector_id: number | null; inbox_user_id: number | null }>(
      'SELECT sector_id AS inbox_sector_id, user_id AS inbox_user_id FROM inbox_emails WHERE document_id = ?',
    )
    .all(documentId);
  return inboxes.some((inbox) => canOpen(inbox, viewer));
}

/** A file name safe to store and to put back in a header: no path, no control characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().normalize('NFC');
  return (clean === '' ? 'arquivo' : clean).slice(0, 255);
}
