// Signature requests over HTTP (issue 6, spec §4 Signing, §9): asking staff users to sign a
// document, canceling a pending request, and the requests of a document for the item view. The
// spec names no paths; the server's are in src-server/routes/signatureRequests.ts. The notification
// each request produces is in ./notifications.ts.
import { z } from 'zod';
import { messages } from '../messages';
import { emailUuidSchema } from './inbox';
import { SIGNATURE_REQUEST_STATUSES } from './notifications';

const m = messages.notifications;

/** At most this many users per call: a whole sector, not an organisation-wide mailing. */
export const SIGNATURE_REQUEST_MAX_USERS = 50;

/** The document is named by its uuid, or by an inbox email of it (the item the user has open). */
const targetFields = { document_uuid: emailUuidSchema.optional(), inbox_email_uuid: emailUuidSchema.optional() };
type Target = { document_uuid?: string | undefined; inbox_email_uuid?: string | undefined };

function exactlyOneTarget(data: Target, ctx: z.core.$RefinementCtx): void {
  if (data.document_uuid === undefined && data.inbox_email_uuid === undefined) {
    ctx.addIssue({ code: 'custom', path: ['document_uuid'], message: m.requestTargetRequired });
  } else if (data.document_uuid !== undefined && data.inbox_email_uuid !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['inbox_email_uuid'], message: m.requestTargetBoth });
  }
}

/** Several documents signed in one run (a block, as SEI's "bloco de assinatura"): at most this many. */
export const SIGNATURE_BLOCK_MAX_DOCUMENTS = 50;
export const SIGNATURE_REQUEST_MESSAGE_MAX = 1000;
export { DECLINE_REASON_MAX, DECLINE_REASON_MIN } from './notifications';

const r = messages.signatureRequests;

/**
 * POST /signature/request. One document (document_uuid or inbox_email_uuid) with the document
 * itself and/or some of its attachments (attachment_ids; include_document false asks only for
 * those), or a block of documents (inbox_email_uuids, each document itself). message and due_at
 * (a future instant) are optional; the server checks the deadline against its clock.
 */
export const createSignatureRequestSchema = z
  .object({
    ...targetFields,
    inbox_email_uuids: z.array(emailUuidSchema).min(1).max(SIGNATURE_BLOCK_MAX_DOCUMENTS, { error: r.blockTooLarge(SIGNATURE_BLOCK_MAX_DOCUMENTS) }).optional(),
    attachment_ids: z.array(z.number().int().positive()).max(200).optional(),
    include_document: z.boolean().default(true),
    user_ids: z
      .array(z.number().int().positive())
      .min(1, { error: m.requestUsersRequired })
      .max(SIGNATURE_REQUEST_MAX_USERS, { error: m.requestUsersTooMany(SIGNATURE_REQUEST_MAX_USERS) }),
    /** A request to sign in the document store (GED); the user asked may decline it. */
    is_ged: z.boolean().default(false),
    message: z
      .string()
      .trim()
      .max(SIGNATURE_REQUEST_MESSAGE_MAX, { error: r.messageTooLong })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    due_at: z.iso.datetime({ offset: true, error: r.dueInvalid }).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.inbox_email_uuids !== undefined) {
      if (data.document_uuid !== undefined || data.inbox_email_uuid !== undefined) ctx.addIssue({ code: 'custom', path: ['inbox_email_uuids'], message: r.blockAndTarget });
      if (data.attachment_ids !== undefined && data.attachment_ids.length > 0) ctx.addIssue({ code: 'custom', path: ['attachment_ids'], message: r.blockWithAttachments });
      return;
    }
    exactlyOneTarget(data, ctx);
    if (!data.include_document && (data.attachment_ids ?? []).length === 0) ctx.addIssue({ code: 'custom', path: ['attachment_ids'], message: r.targetsRequired });
  });
export type CreateSignatureRequest = z.input<typeof createSignatureRequestSchema>;

/** GET /signature/request?document_uuid= | inbox_email_uuid=. */
export const signatureRequestListQuerySchema = z.object(targetFields).superRefine(exactlyOneTarget);

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const signatureRequestSchema = z.object({
  uuid: z.string(),
  /** The rows one request created (its signers × its targets) share it; a lone row is its own block. */
  block_uuid: z.string(),
  document_id: z.number().int(),
  document_uuid: z.string(),
  document_title: z.string(),
  document_number: z.string(),
  /** Null: the document itself; else the attachment of it to sign. */
  attachment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The inbox email the request was made from; null when asked by document or when it was removed. */
  inbox_email_uuid: z.string().nullable(),
  requested_user: personSchema,
  /** Null when the requester's account was removed, or when the requester is the document's hidden author. */
  requested_by: personSchema.nullable(),
  is_ged: z.boolean(),
  /** Shown as messages.notifications.requestStatus: Pendente, Assinado, rejeitado, cancelado. */
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  message: z.string().nullable(),
  due_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

/** 201 when a request was created, 200 when every user already had a pending one (answered as is). */
export const createSignatureRequestResponseSchema = z.object({
  message: z.string(),
  data: z.array(signatureRequestSchema.extend({ already_requested: z.boolean() })),
});
export type CreateSignatureRequestResponse = z.infer<typeof createSignatureRequestResponseSchema>;

export const signatureRequestListSchema = z.object({ data: z.array(signatureRequestSchema) });

/** GET /signature/request/mine: the requests the caller made, newest first, paged; status filters. */
export const mySignatureRequestsQuerySchema = z.object({
  status: z.enum(SIGNATURE_REQUEST_STATUSES).optional().catch(undefined),
});

/** POST /signature/request/{uuid}/cancel: that signer's part of the block (default) or the whole block. */
export const cancelSignatureRequestSchema = z.object({ scope: z.enum(['signer', 'block']).default('signer') });

/** POST /signature/request/{uuid}/cancel. */
export const cancelSignatureRequestResponseSchema = z.object({ message: z.string(), data: signatureRequestSchema, canceled: z.array(signatureRequestSchema) });
