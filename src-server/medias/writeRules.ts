// Who may change a document's attachments, and when (spec §2 Attachment and gallery, §4
// Attachment, §7 medias/reject; issue 14). A file becomes part of what was sent once the document
// is published, and part of what was signed once anyone signs: so files are added and removed only
// while the document is a draft, through the draft itself (the sector, or the person, writing it),
// and never once the document or the file is signed. A revision request (reject) changes no bytes:
// the writers may ask it of their own draft's files, and a recipient of the published document of
// the files it received; a signed file or document is final for it too.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { ApiError } from '../http/errors';
import type { ItemRow } from '../inbox/items';
import type { AttachmentRow } from './store';

const m = messages.medias;

export type AttachmentWrite = 'add' | 'remove' | 'reject';

type Email = Pick<ItemRow, 'box' | 'status' | 'document_id'>;

const isDocumentSigned = (db: Db, documentId: number): boolean =>
  db.prepare<[number], number>('SELECT count(*) FROM signatures WHERE document_id = ? AND attachment_id IS NULL AND dispatch_id IS NULL').pluck().get(documentId) !== 0;

/** The reason the write is refused through this email, or undefined when it is allowed. */
export function attachmentWriteRefusal(db: Db, email: Email, write: AttachmentWrite, file?: Pick<AttachmentRow, 'is_signed'>): string | undefined {
  if (isDocumentSigned(db, email.document_id)) return m.writeDocumentSigned;
  if (file?.is_signed === 1) return write === 'remove' ? m.removeSigned : m.rejectSigned;
  const ownDraft = email.box === 'draft' && email.status === 'draft';
  if (write === 'reject') return ownDraft || (email.box === 'inbox' && email.status !== 'draft') ? undefined : m.rejectNotRecipient;
  if (ownDraft) return undefined;
  return write === 'add' ? m.addNotDraft : m.removeNotDraft;
}

/**
 * Deleting a draft deletes its files and every signature of it and of them: a signed draft, or one
 * with a signed file, is kept. Undefined when it may go.
 */
export function draftDeletionRefusal(db: Db, documentId: number): string | undefined {
  const signed = db.prepare<[number], number>('SELECT count(*) FROM signatures WHERE document_id = ?').pluck().get(documentId) ?? 0;
  const signedFiles = db.prepare<[number], number>('SELECT count(*) FROM attachments WHERE document_id = ? AND is_signed = 1').pluck().get(documentId) ?? 0;
  return signed + signedFiles > 0 ? m.deleteSignedDraft : undefined;
}

/** Throws the refusal as a 403 with its reason (the client shows the server's message). */
export function assertAttachmentWrite(db: Db, email: Email, write: AttachmentWrite, file?: Pick<AttachmentRow, 'is_signed'>): void {
  const refusal = attachmentWriteRefusal(db, email, write, file);
  if (refusal !== undefined) throw new ApiError(403, { message: refusal });
}
