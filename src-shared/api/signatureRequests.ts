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

/** POST /signature/request. */
export const createSignatureRequestSchema = z
  .object({
    ...targetFields,
    user_ids: z
      .array(z.number().int().positive())
      .min(1, { error: m.requestUsersRequired })
      .max(SIGNATURE_REQUEST_MAX_USERS, { error: m.requestUsersTooMany(SIGNATURE_REQUEST_MAX_USERS) }),
    /** A request to sign in the document store (GED); the user asked may decline it. */
    is_ged: z.boolean().default(false),
  })
  .superRefine(exactlyOneTarget);
export type CreateSignatureRequest = z.input<typeof createSignatureRequestSchema>;

/** GET /signature/request?document_uuid= | inbox_email_uuid=. */
export const signatureRequestListQuerySchema = z.object(targetFields).superRefine(exactlyOneTarget);

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const signatureRequestSchema = z.object({
  uuid: z.string(),
  document_id: z.number().int(),
  document_uuid: z.string(),
  /** The inbox email the request was made from; null when asked by document or when it was removed. */
  inbox_email_uuid: z.string().nullable(),
  requested_user: personSchema,
  /** Null when the requester's account was removed. */
  requested_by: personSchema.nullable(),
  is_ged: z.boolean(),
  /** Shown as messages.notifications.requestStatus: Pendente, Assinado, rejeitado, cancelado. */
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
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

/** POST /signature/request/{uuid}/cancel. */
export const cancelSignatureRequestResponseSchema = z.object({ message: z.string(), data: signatureRequestSchema });
