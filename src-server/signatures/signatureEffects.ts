// What storing a signature changes besides the signature row, whatever its kind: a signed
// attachment is flagged (the item view offers its signed download), and signing a document or an
// attachment answers the signer's signature request for exactly that target (the one named — in
// its block, issue 19 — else their oldest pending one), which the requester's and the signer's
// notifications then show as Assinado. When the signer's part of a block has nothing left pending,
// the requester is told (requestNotices.ts).
import type { ServerContext } from '../context';
import { noticeIfSignerDone } from '../notifications/requestNotices';
import { setRequestStatus, type SignatureRequestRow } from '../notifications/signatureRequests';
import type { SigningTarget } from './signing';

/** Call inside the transaction that stores the signature; answers the request accepted, if any. */
export function applySignatureEffects(
  ctx: ServerContext,
  target: SigningTarget,
  userId: number,
  signedAt: string,
  named?: SignatureRequestRow,
): SignatureRequestRow | undefined {
  const { db } = ctx;
  // A despacho's signature is the author's own statement: it answers no request for the document.
  if (target.dispatch !== null) return undefined;
  const attachmentId = target.attachment?.id ?? null;
  if (target.attachment !== null) db.prepare('UPDATE attachments SET is_signed = 1 WHERE id = ?').run(target.attachment.id);
  const accepted =
    named ??
    db
      .prepare<[number, number | null, number], SignatureRequestRow>(
        `SELECT * FROM signature_requests WHERE document_id = ? AND attachment_id IS ? AND requested_user_id = ? AND status = 'created' ORDER BY created_at, id LIMIT 1`,
      )
      .get(target.document.id, attachmentId, userId);
  if (accepted === undefined) return undefined;
  setRequestStatus(db, accepted.id, 'accepted', signedAt);
  noticeIfSignerDone(ctx, accepted, signedAt);
  return accepted;
}
