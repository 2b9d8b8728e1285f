// The signing screen's contract (issue 6, spec §2 /sign, §3 Signature session, §4 Signing, §7
// Signatures): the session the screen loads for a batch type, the GDOC (password) signature, and
// the list of signed documents (/signatures/signed). The client keeps the rest of §3's session
// (form, loading, error, signatureHasBeenStarted) itself.
import { z } from 'zod';
import { govBrStateSchema } from './govBr';
import { signatureKindSchema, signerSummarySchema } from './signatures';

export const SIGNING_BATCH_TYPES = [
  'emails',
  'batch-request-signature-pending',
  'batch-request-signature-finished',
  'standard',
  'ged',
  'signature-request',
  /** Despachos (ids: their dispatch uuids) their author signs, one page each (issue 15 §3). */
  'dispatch',
] as const;
export const signingBatchTypeSchema = z.enum(SIGNING_BATCH_TYPES);
export type SigningBatchType = z.infer<typeof signingBatchTypeSchema>;

/** What a signature is made over: the document itself, one of its attachments, or one of its despachos (its page). */
export const signingTargetTypeSchema = z.enum(['doc', 'attachment', 'dispatch']);
export type SigningTargetType = z.infer<typeof signingTargetTypeSchema>;

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** The most ids one session takes: a larger selection of the work queue is refused, not cut. */
export const SIGNING_SESSION_MAX_IDS = 200;

/** GET /signature/session: ids are inbox email uuids (emails, standard), comma separated. */
export const signingSessionQuerySchema = z.object({
  batchType: signingBatchTypeSchema,
  ids: z
    .string()
    .max(37 * SIGNING_SESSION_MAX_IDS)
    .optional()
    .transform((value) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(uuid).max(SIGNING_SESSION_MAX_IDS)),
  /** The request named by signature-request and ged. */
  signature_request_uuid: uuid.optional(),
});
export type SigningSessionQuery = z.input<typeof signingSessionQuerySchema>;

export const signingDocumentSchema = z.object({
  type: signingTargetTypeSchema,
  /** The document id (doc), the attachment id (attachment) or the dispatch id (dispatch): what POST /signature/sign/{id}?type takes. */
  id: z.number().int(),
  /** Stable across reloads: 'doc-12', 'att-7', 'dsp-3'. */
  localId: z.string(),
  title: z.string(),
  /** For an attachment or a despacho, the document it belongs to. */
  document_id: z.number().int(),
  /** Whether the caller already signed it. */
  hasBeenSigned: z.boolean(),
  /** A password-protected PDF attachment: the "all" load mode leaves it out (§4 Signing). */
  attachmentHasPassword: z.boolean(),
});
export type SigningDocument = z.infer<typeof signingDocumentSchema>;

export const signingSettingsSchema = z.object({
  canChooseDocs: z.boolean(),
  canSignWithIcp: z.boolean(),
  canSignWithGdoc: z.boolean(),
  hidePasswordField: z.boolean(),
  canSignWithGovBR: z.boolean(),
});
export type SigningSettings = z.infer<typeof signingSettingsSchema>;

export const signingSignerSchema = z.object({
  name: z.string(),
  /** Masked as published under the LGPD: ***.163.579-**. */
  cpf: z.string(),
  /** The signer's primary sector's name, or null. */
  sector: z.string().nullable(),
  photo_link: z.string().nullable(),
});

export const signingSessionSchema = z.object({
  documents: z.array(signingDocumentSchema),
  /** The document's uuid and type when the session is about exactly one document; else null. */
  document_uuid: z.string().nullable(),
  document_type: z.string().nullable(),
  settings: signingSettingsSchema,
  signer: signingSignerSchema,
  /**
   * For a signature-request or ged run (issue 19): the request being answered, what the requester
   * wrote and when it is due; requested_by is null when the requester is the document's hidden author.
   */
  request: z
    .object({
      uuid: z.string(),
      status: z.enum(['created', 'accepted', 'declined', 'canceled']),
      message: z.string().nullable(),
      due_at: z.string().nullable(),
      requested_by: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;

const locationSchema = z.union([
  z.string().trim().max(255),
  z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
]);

/** What a signature request carries besides its proof (password or gov.br authorisation). */
const signRequestFields = {
  location: locationSchema.nullable().optional(),
  is_ged: z.boolean().optional(),
  signed_by_user: z.boolean().optional(),
  inbox_email_uuid: uuid.optional(),
  /** The request this signature answers; without it, the caller's pending request of the document is accepted. */
  signature_request_uuid: uuid.optional(),
};

/** POST /signature/sign/{id}?type=doc|attachment: a GDOC signature, proven by the user's password. */
export const gdocSignQuerySchema = z.object({ type: signingTargetTypeSchema.default('doc') });
export const gdocSignRequestSchema = z.object({
  password: z.string().min(1).max(1024),
  ...signRequestFields,
});
export type GdocSignRequest = z.input<typeof gdocSignRequestSchema>;

/**
 * The same call signed through gov.br instead of the password: govbr_token is the state of an
 * authorisation the caller completed on gov.br (api/govBr.ts). No password is asked then.
 */
export const govBrSignRequestSchema = z.object({
  govbr_token: govBrStateSchema,
  ...signRequestFields,
});
export type GovBrSignRequest = z.input<typeof govBrSignRequestSchema>;

/** Which of the two a body is: one carrying govbr_token is a gov.br signature, any other a GDOC one. */
export const isGovBrSignBody = (body: unknown): boolean => typeof body === 'object' && body !== null && 'govbr_token' in body;

export const gdocSignResponseSchema = z.object({
  message: z.string(),
  signature: z.object({ id: z.number().int(), signed_at: z.string(), signer: signerSummarySchema, hash: z.string() }),
  /** The signature request marked accepted by this signature, if any. */
  signature_request_uuid: z.string().nullable(),
});
export type GdocSignResponse = z.infer<typeof gdocSignResponseSchema>;

/** GET /signature/signed: one document the caller signed (itself or an attachment), newest first. */
export const signedDocumentSchema = z.object({
  document_id: z.number().int(),
  document_uuid: z.string(),
  title: z.string(),
  number: z.string(),
  /** When the caller last signed it. */
  signed_at: z.string(),
  /** The type of the caller's last signature of it. */
  type: signatureKindSchema,
  /** Every signature of the document and of its attachments: attachment_id and attachment_name name the file (null: the document itself). */
  signers: z.array(
    z.object({
      name: z.string(),
      cpf_cnpj: z.string(),
      type: signatureKindSchema,
      signed_at: z.string(),
      attachment_id: z.number().int().nullable(),
      attachment_name: z.string().nullable(),
    }),
  ),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;
