// A signature names its signer (name, CPF, certificate, where it was signed). When the signer is
// the author of an anonymous or confidential document whom the reader may not know
// (documents/authorship.ts), the reader still learns that the document was signed, when and how,
// but not by whom: the row keeps its kind, policy, date and hash, and shows the neutral label.
import { hidesUser, type AuthorVisibility } from '../documents/authorship';
import type { SignatureRow } from '../repos/signatures';

export function signatureSeenBy(row: SignatureRow, author: AuthorVisibility): SignatureRow {
  if (!hidesUser(author, row.user_id)) return row;
  return {
    ...row,
    user_id: null,
    signer_name: author.label,
    signer_cpf: null,
    signer_cnpj: null,
    certificate_subject: null,
    certificate_issuer: null,
    certificate_serial: null,
    certificate_not_after: null,
    certificate_sha256: null,
    location: null,
  };
}

export const signaturesSeenBy = (rows: readonly SignatureRow[], author: AuthorVisibility): SignatureRow[] => rows.map((row) => signatureSeenBy(row, author));

/** Whether the signature's own bytes (its CMS carries the certificate) must be kept from the reader. */
export const isHiddenSignature = (row: Pick<SignatureRow, 'user_id'>, author: AuthorVisibility): boolean => hidesUser(author, row.user_id);
