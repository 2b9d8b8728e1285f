import type { Db } from '../db/open';

type Flag = 0 | 1;

export type SignatureStartRow = {
  id: number;
  uuid: string;
  document_id: number;
  /** The attachment the digest was computed over; null for the document itself (migration 009). */
  attachment_id: number | null;
  /** The despacho the digest was computed over (its page); null otherwise (migration 018). */
  dispatch_id: number | null;
  user_id: number;
  certificate_der: Buffer;
  digest_sha256: string;
  type: string;
  is_ged: Flag;
  signed_by_user: Flag;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
};

export type NewSignatureStart = Omit<SignatureStartRow, 'id' | 'completed_at'>;

export type SignatureRow = {
  id: number;
  document_id: number;
  /** Set when the signature is of one of the document's attachments (migration 008). */
  attachment_id: number | null;
  /** Set when the signature is of a despacho of the document, its own page (migration 018). */
  dispatch_id: number | null;
  start_id: number | null;
  user_id: number | null;
  kind: 'icp' | 'gdoc' | 'govbr';
  /** null for GDOC signatures, which carry no CMS. */
  format: 'cades' | 'pades' | null;
  policy_oid: string | null;
  signer_name: string;
  signer_cpf: string | null;
  signer_cnpj: string | null;
  certificate_subject: string | null;
  certificate_issuer: string | null;
  certificate_serial: string | null;
  certificate_not_after: string | null;
  certificate_sha256: string | null;
  location: string | null;
  /** Names the signature: SHA-256 of the CMS (ICP) or of the signed statement (GDOC). */
  sha256: string;
  signed_at: string;
};

export type NewSignature = Omit<SignatureRow, 'id'> & { cms: Buffer | null };

const SIGNATURE_COLUMNS = `id, document_id, attachment_id, dispatch_id, start_id, user_id, kind, format, policy_oid, signer_name, signer_cpf, signer_cnpj,
  certificate_subject, certificate_issuer, certificate_serial, certificate_not_after, certificate_sha256, location, sha256, signed_at`;

export function createSignaturesRepo(db: Db) {
  const insertStart = db.prepare<NewSignatureStart>(
    `INSERT INTO signature_starts (uuid, document_id, attachment_id, dispatch_id, user_id, certificate_der, digest_sha256, type, is_ged,
       signed_by_user, created_at, expires_at)
     VALUES (@uuid, @document_id, @attachment_id, @dispatch_id, @user_id, @certificate_der, @digest_sha256, @type, @is_ged, @signed_by_user, @created_at, @expires_at)`,
  );
  const startByUuid = db.prepare<[string], SignatureStartRow>('SELECT * FROM signature_starts WHERE uuid = ?');
  const completeStart = db.prepare<[string, number]>(
    'UPDATE signature_starts SET completed_at = ? WHERE id = ? AND completed_at IS NULL',
  );
  const insertSignature = db.prepare<NewSignature>(
    `INSERT INTO signatures (document_id, attachment_id, dispatch_id, start_id, user_id, kind, format, cms, policy_oid, signer_name, signer_cpf,
       signer_cnpj, certificate_subject, certificate_issuer, certificate_serial, certificate_not_after, certificate_sha256, location,
       sha256, signed_at)
     VALUES (@document_id, @attachment_id, @dispatch_id, @start_id, @user_id, @kind, @format, @cms, @policy_oid, @signer_name, @signer_cpf,
       @signer_cnpj, @certificate_subject, @certificate_issuer, @certificate_serial, @certificate_not_after, @certificate_sha256,
       @location, @sha256, @signed_at)`,
  );
  const listByDocument = db.prepare<[number], SignatureRow>(
    `SELECT ${SIGNATURE_COLUMNS} FROM signatures WHERE document_id = ? AND attachment_id IS NULL AND dispatch_id IS NULL ORDER BY signed_at, id`,
  );
  const listWithAttachments = db.prepare<[number], SignatureRow>(
    `SELECT ${SIGNATURE_COLUMNS} FROM signatures WHERE document_id = ? AND dispatch_id IS NULL ORDER BY signed_at, id`,
  );
  const listByAttachment = db.prepare<[number], SignatureRow>(
    `SELECT ${SIGNATURE_COLUMNS} FROM signatures WHERE attachment_id = ? ORDER BY signed_at, id`,
  );
  const listByDispatch = db.prepare<[number], SignatureRow>(
    `SELECT ${SIGNATURE_COLUMNS} FROM signatures WHERE dispatch_id = ? ORDER BY signed_at, id`,
  );
  const byId = db.prepare<[number, number], SignatureRow>(`SELECT ${SIGNATURE_COLUMNS} FROM signatures WHERE id = ? AND document_id = ?`);
  const bySha256 = db.prepare<[string], SignatureRow>(`SELECT ${SIGNATURE_COLUMNS} FROM signatures WHERE sha256 = ?`);
  const signedBy = db
    .prepare<[number, number, number | null, number | null], number>(
      'SELECT count(*) FROM signatures WHERE user_id = ? AND document_id = ? AND attachment_id IS ? AND dispatch_id IS ?',
    )
    .pluck();
  const cms = db.prepare<[number, number], Buffer>('SELECT cms FROM signatures WHERE id = ? AND document_id = ? AND cms IS NOT NULL').pluck();

  return {
    insertStart: (start: NewSignatureStart) => Number(insertStart.run(start).lastInsertRowid),
    findStart: (uuid: string) => startByUuid.get(uuid),
    /**
     * Stores a verified signature and closes its start in one transaction; false when another
     * request completed the start first (nothing is stored then).
     */
    complete: db.transaction((startId: number, signature: NewSignature): number | null => {
      if (completeStart.run(signature.signed_at, startId).changes !== 1) return null;
      return Number(insertSignature.run(signature).lastInsertRowid);
    }),
    insert: (signature: NewSignature) => Number(insertSignature.run(signature).lastInsertRowid),
    /** The signatures of the document itself (not of its attachments), oldest first. */
    listByDocument: (documentId: number) => listByDocument.all(documentId),
    /** Every signature of the document and of its attachments (not of its despachos), oldest first. */
    listWithAttachments: (documentId: number) => listWithAttachments.all(documentId),
    listByAttachment: (attachmentId: number) => listByAttachment.all(attachmentId),
    /** The signatures of one despacho, oldest first. */
    listByDispatch: (dispatchId: number) => listByDispatch.all(dispatchId),
    findBySha256: (sha256: string) => bySha256.get(sha256),
    /** One signature of the document, whatever it covers (the document, an attachment, a despacho). */
    findOfDocument: (documentId: number, signatureId: number) => byId.get(signatureId, documentId),
    /** Whether the user already signed the document (both ids null), that attachment of it, or that despacho of it. */
    hasSigned: (userId: number, documentId: number, attachmentId: number | null, dispatchId: number | null = null) =>
      (signedBy.get(userId, documentId, attachmentId, dispatchId) ?? 0) > 0,
    cmsOf: (documentId: number, signatureId: number) => cms.get(signatureId, documentId),
  };
}

export type SignaturesRepo = ReturnType<typeof createSignaturesRepo>;
