// ICP-Brasil calls (§7 Session and Signatures): the certificate-login challenge, the signup prefill
// a refused certificate login carries, and the two-step document signature (start, then complete
// with the CMS the client made on the token) plus the list of a document's signers.
import { z } from 'zod';
import { signaturePolicyIdSchema } from '../signer/protocol';
import { apiErrorBodySchema } from './errors';

const base64 = (max: number) => z.string().trim().min(1).max(max).regex(/^[A-Za-z0-9+/\s]*={0,2}$/);
/**
 * Base64 in a query string: a "+" the client did not percent-encode arrives as a space, so spaces
 * are read back as "+"; the URL-safe alphabet is accepted too.
 */
const base64Query = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.replace(/ /g, '+').replace(/[\r\n\t]/g, ''))
    .pipe(z.string().min(1).regex(/^[A-Za-z0-9+/_-]*={0,2}$/));
/** Query strings arrive as text; the client may send true/false or 1/0. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET /pki-token: a single-use challenge (32 bytes, base64url) valid for five minutes. */
export const pkiTokenResponseSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export type PkiTokenResponse = z.infer<typeof pkiTokenResponseSchema>;

export const CERTIFICATE_USER_NOT_FOUND_REASON = 'certificate-user-not-found';
export const CERTIFICATE_INVALID_REASON = 'certificate-invalid';

/** What the citizen signup form can be prefilled with after a certificate matched no user. */
export const certificateSignupPrefillSchema = z.object({
  name: z.string(),
  /** Digits only: the e-CPF's CPF or the e-CNPJ's CNPJ. */
  cpf_cnpj: z.string(),
  /** SHA-256 of the certificate DER, hex lower case. */
  icp_hash: z.string(),
  /** The issuing CA's common name. */
  icp_issuer_display_name: z.string(),
});
export type CertificateSignupPrefill = z.infer<typeof certificateSignupPrefillSchema>;

/** 401 to a certificate login whose certificate is valid but belongs to no user: send to signup. */
export const certificateUserNotFoundBodySchema = apiErrorBodySchema.extend({
  reason: z.literal(CERTIFICATE_USER_NOT_FOUND_REASON),
  signup: certificateSignupPrefillSchema,
});
export type CertificateUserNotFoundBody = z.infer<typeof certificateUserNotFoundBodySchema>;

/**
 * What an ICP signature is made over: the document itself ('document', or 'doc' as the signing
 * screen names it) or one of its attachments, whose id the route then takes.
 */
export const signatureTargetTypeSchema = z
  .enum(['document', 'doc', 'attachment', 'dispatch'])
  .transform((value) => (value === 'doc' ? 'document' : value));

/** GET /signature/start/{id}: the signer's certificate, to check before anything is signed. */
export const signatureStartQuerySchema = z.object({
  /** The signer certificate, DER in base64. */
  certificateContent: base64Query(64 * 1024),
  type: signatureTargetTypeSchema.default('document'),
  docId: z.union([z.string(), z.number()]).optional(),
  is_ged: queryFlag.default(false),
  signed_by_user: queryFlag.default(true),
});
export type SignatureStartQuery = z.input<typeof signatureStartQuerySchema>;
export type SignatureStartParams = z.output<typeof signatureStartQuerySchema>;

export const signatureStartResponseSchema = z.object({
  /** Names this start; sent back to complete it within 15 minutes. */
  signature_id: z.string(),
  docId: z.number().int(),
  type: signatureTargetTypeSchema,
  is_ged: z.boolean(),
  signed_by_user: z.boolean(),
  /** SHA-256 of the document's bytes, base64: the messageDigest the CMS must carry. */
  hash: z.string(),
  hash_algorithm: z.literal('sha256'),
  policy: signaturePolicyIdSchema,
});
export type SignatureStartResponse = z.infer<typeof signatureStartResponseSchema>;

/** POST /signature/sign/icp/{id}/complete: the detached CAdES made over the document's bytes. */
export const signatureCompleteRequestSchema = z.object({
  type: signatureTargetTypeSchema,
  /** CMS SignedData, DER in base64, without the content (detached). */
  signature: base64(1024 * 1024 - 4096),
  signature_id: z.string().min(1).max(100),
  transferFile: z.unknown().optional(),
  sign: z.unknown().optional(),
  is_ged: z.boolean().optional(),
  signed_by_user: z.boolean().optional(),
});
export type SignatureCompleteRequest = z.input<typeof signatureCompleteRequestSchema>;
export type SignatureCompleteParams = z.output<typeof signatureCompleteRequestSchema>;

export const signerSummarySchema = z.object({
  name: z.string(),
  /** Masked as published under the LGPD: ***.163.579-** (a CNPJ is shown whole). */
  cpf_cnpj: z.string(),
});

export const signatureCompleteResponseSchema = z.object({
  message: z.string(),
  signature: z.object({ id: z.number().int(), signed_at: z.string(), signer: signerSummarySchema }),
});
export type SignatureCompleteResponse = z.infer<typeof signatureCompleteResponseSchema>;

export const signatureKindSchema = z.enum(['ICP', 'GDOC', 'GOVBR']);
export type SignatureKind = z.infer<typeof signatureKindSchema>;

/**
 * GET /signature/doc-signers/{id}: one entry per signature, oldest first. ICP signatures carry the
 * certificate and policy; GDOC (password) signatures have neither (null). attachment_id names the
 * attachment signed, null for the document itself (/all lists both).
 */
export const documentSignerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cpf_cnpj: z.string(),
  type: signatureKindSchema,
  signed_at: z.string(),
  certificate: z.object({ subject: z.string(), issuer: z.string(), serial: z.string(), not_after: z.string() }).nullable(),
  /** The declared signature policy: its OID and, when the server knows it, its name. */
  policy: z.object({ oid: z.string(), id: signaturePolicyIdSchema.nullable() }).nullable(),
  attachment_id: z.number().int().nullable(),
  /** SHA-256 naming the signature: GET /signature/print/{hash}/pades prints its manifest. */
  hash: z.string(),
});
export type DocumentSigner = z.infer<typeof documentSignerSchema>;
export const documentSignersResponseSchema = z.array(documentSignerSchema);
