// The printouts as the print routes answer them: the text PDF of printouts.ts, the attachments'
// PDFs merged after it (Completo), and every page stamped with the number, the verification code
// and the QR code of the authenticity page (printStamp.ts). The code printed is recorded.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import type { Viewer } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { attachmentsOf } from '../medias/store';
import type { AuthorVisibility } from './authorship';
import { coverPdf, dispatchesForPrint, documentPdf, verificationCode, withContent, type DispatchPrint } from './printouts';
import { finishPrintout, mergeablePdfs, type Stamp } from './printStamp';

/** The citizen portal's authenticity page, where a printed code is checked (the portal is served under /app/). */
export const authenticityUrl = (portalOrigin: string, code: string) => `${portalOrigin}/app/citizen/authenticity?code=${encodeURIComponent(code)}`;

function stampFor(db: Db, row: ItemRow, portalOrigin: string, at: Date): Stamp {
  const number = row.number.trim();
  // A draft has no number yet, and so no code: nothing to verify until it is published.
  if (number === '') return { number: messages.medias.printDraftNumber, code: null, verifyUrl: null };
  const code = verificationCode(db, row);
  db.prepare('INSERT OR IGNORE INTO verification_codes (code, document_id, created_at) VALUES (?, ?, ?)').run(code, row.document_id, at.toISOString());
  return { number, code, verifyUrl: authenticityUrl(portalOrigin, code) };
}

/** reader: whose eyes the dispatches are listed for (internal notes: inbox/notes.ts). */
export type PrintContext = { db: Db; row: ItemRow; reader: Viewer; author: AuthorVisibility; at: Date; portalOrigin: string };

/** Someone outside the organisation (Enviar externamente): sees no internal note. */
export const OUTSIDER: Viewer = { userId: 0, visible: new Set() };

/**
 * Completo: the document, every dispatch and its files: 'merge' lists them and merges the PDFs'
 * pages after it, 'list' only lists them (the ZIP, which carries the files beside it), 'none'
 * leaves them out (no_medias).
 */
export async function fullPrintout({ db, row, reader, author, at, portalOrigin }: PrintContext, files: 'merge' | 'list' | 'none'): Promise<Buffer> {
  const attachments = files === 'none' ? null : attachmentsOf(db, row.document_id, reader);
  const pdfs = files === 'merge' ? await mergeablePdfs(withContent(db, (attachments ?? []).filter((file) => file.mime_type === 'application/pdf'))) : [];
  const dispatches = dispatchesForPrint(db, row.document_id, author, reader);
  const text = documentPdf(db, row, { dispatches, attachments, merged: new Set(pdfs.map((pdf) => pdf.id)), at, author });
  return finishPrintout(text, stampFor(db, row, portalOrigin, at), pdfs);
}

/** Padrão (no dispatches) or Parcial (the dispatches chosen). */
export async function dispatchPrintout({ db, row, author, at, portalOrigin }: PrintContext, dispatches: readonly DispatchPrint[] | null): Promise<Buffer> {
  const text = documentPdf(db, row, { dispatches, attachments: null, at, author });
  return finishPrintout(text, stampFor(db, row, portalOrigin, at));
}

export async function coverPrintout({ db, row, author, at, portalOrigin }: PrintContext): Promise<Buffer> {
  return finishPrintout(coverPdf(db, row, at, author), stampFor(db, row, portalOrigin, at));
}
