// What storing a signature changes besides the signature row, whatever its kind: a signed
// attachment is flagged (the item view offers its signed download), and signing a document answers
// the signer's signature request for it (the one named, else their oldest pending one), which the
// requester's and the signer's notifications then show as Assinado.
import type { Db } from '../db/open';
import { setRequestStatus, type SignatureRequestRow } from '../notifications/signatureRequests';
import type { SigningTarget } from './signing';

/** Call inside the transaction that stores the signature; answers the request accepted, if any. */
export function applySignatureEffects(
  db: Db,
  target: SigningTarget,
  userId: number,
  signedAt: string,
  named?: SignatureRequestRow,
): SignatureRequestRow | undefined {
  // A despacho's signature is the author's own statement: it answers no request for the document.
  if (target.dispatch !== null) return undefined;
  if (target.attachment !== null) {
    db.prepare('UPDATE attachments SET is_signed = 1 WHERE id = ?').run(target.attachment.id);
    if (named !== undefined) setRequestStatus(db, named.id, 'accepted', signedAt);
    return named;
  }
  const accepted =
    named ??
    db
      .prepare<[number, number], SignatureRequestRow>(
        `SELECT * FROM signature_requests WHERE document_id = ? AND requested_user_id = ? AND status = 'created' ORDER BY created_at, id LIMIT 1`,
      )
      .get(target.document.id, userId);
  if (accepted !== undefined) setRequestStatus(db, accepted.id, 'accepted', signedAt);
  return accepted;
}
