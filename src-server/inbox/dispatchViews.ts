// Dispatches of a document as summary items (spec §3, Summary item of an inbox email), to one
// reader: the dispatches its hidden author made show the neutral label (documents/authorship.ts),
// and internal notes only where notes.ts lets the reader see them. Each item carries the files
// sent with it and the signatures of the despacho itself (issue 15 §3), and whether its author may
// still sign it (Assinar).
import type { SummaryItem } from '../../src-shared/api/inbox';
import type { Db } from '../db/open';
import { addresseeHider, authorVisibility, hidesUser } from '../documents/authorship';
import { attachmentsOfDispatch, toMedia } from '../medias/store';
import type { SignatureRow } from '../repos/signatures';
import { signatureSeenBy } from '../signatures/signersSeen';
import { KIND_LABEL } from '../signatures/signing';
import { maskSignerNumber } from '../signatures/signer';
import type { Viewer } from './emails';
import { visibleDispatch } from './notes';

type DispatchRow = {
  id: number;
  uuid: string;
  type: string;
  content: string;
  created_at: string;
  is_canceled: number;
  has_pending_signature: number;
  from_user_id: number | null;
  to_user_id: number | null;
  to_sector_id: number | null;
  from_name: string | null;
  from_sector: string | null;
  to_name: string | null;
  to_sector: string | null;
};

export function dispatchesOf(db: Db, documentId: number, reader: Viewer, options: { after?: string; direction?: 'asc' | 'desc' } = {}): SummaryItem[] {
  const signed =
    db
      .prepare<[number, number], number>('SELECT count(*) FROM signatures WHERE document_id = ? AND user_id = ? AND dispatch_id IS NULL')
      .pluck()
      .get(documentId, reader.userId) !== 0;
  const signaturesOf = db.prepare<[number], SignatureRow>(
    `SELECT id, document_id, attachment_id, dispatch_id, start_id, user_id, kind, format, policy_oid, signer_name, signer_cpf, signer_cnpj,
       certificate_subject, certificate_issuer, certificate_serial, certificate_not_after, certificate_sha256, location, sha256, signed_at
     FROM signatures WHERE dispatch_id = ? ORDER BY signed_at, id`,
  );
  const author = authorVisibility(db, documentId, reader);
  const hidesAddressee = addresseeHider(db, documentId, author);
  const direction = options.direction === 'desc' ? 'DESC' : 'ASC';
  const visible = visibleDispatch(reader);
  const rows = db
    .prepare<(number | string)[], DispatchRow>(
      `SELECT dp.id, dp.uuid, dp.type, dp.content, dp.created_at, dp.is_canceled, dp.has_pending_signature, dp.from_user_id, dp.to_user_id, dp.to_sector_id,
         fp.name AS from_name, fs.name AS from_sector, tp.name AS to_name, ts.name AS to_sector
       FROM dispatches dp
       LEFT JOIN users fu ON fu.id = dp.from_user_id LEFT JOIN people fp ON fp.id = fu.person_id
       LEFT JOIN sectors fs ON fs.id = dp.from_sector_id
       LEFT JOIN users tu ON tu.id = dp.to_user_id LEFT JOIN people tp ON tp.id = tu.person_id
       LEFT JOIN sectors ts ON ts.id = dp.to_sector_id
       WHERE dp.document_id = ? AND dp.created_at > ? AND ${visible.sql} ORDER BY dp.created_at ${direction}, dp.id ${direction}`,
    )
    .all(documentId, options.after ?? '', ...visible.params);
  return rows.map((row) => {
    const hidden = hidesUser(author, row.from_user_id);
    const from = hidden ? author.label : (row.from_name ?? row.from_sector ?? '');
    const stored = signaturesOf.all(row.id);
    const signatures = stored.map((signature) => signatureSeenBy(signature, author));
    return {
      email_id: row.id,
      dispatch_uuid: row.uuid,
      name: hidden ? author.label : (row.from_sector ?? from),
      type: row.type,
      from,
      // A reply to a hidden author (her inbox or her sector) names her no more than her dispatches do.
      to: hidesAddressee(row) && author.hidden ? author.label : (row.to_name ?? row.to_sector ?? ''),
      content: row.content,
      created_at: row.created_at,
      have_i_been_signed: signed,
      document_has_pending_signature: row.has_pending_signature === 1,
      is_canceled: row.is_canceled === 1,
      attachments: attachmentsOfDispatch(db, row.id).map(toMedia),
      signatures: signatures.map((signature) => ({
        name: signature.signer_name,
        cpf_cnpj: maskSignerNumber(signature.signer_cpf, signature.signer_cnpj),
        type: KIND_LABEL[signature.kind],
        signed_at: signature.signed_at,
        hash: signature.sha256,
      })),
      // Signed by its author once (signatures/signing.ts assertMaySign says the same to the server's callers).
      can_sign:
        row.type === 'add-dispatch' && row.is_canceled !== 1 && row.from_user_id === reader.userId && !stored.some((signature) => signature.user_id === reader.userId),
    };
  });
}
