// Forwarding an inbox email (issue 6, spec §1 "forward", §3 summary item type forward): POST
// /inbox/email/{uuid}/forward delivers the document to sector and personal inboxes, records a
// forward dispatch per recipient (the Sumário), notifies the recipients ('document-forwarded') and
// leaves the sender a copy in Enviados. An Idempotency-Key makes a retried forward deliver once.
import { z } from 'zod';
import { messages } from '../messages';
import { summaryItemSchema } from './inbox';

const m = messages.forward;

export const FORWARD_MAX_RECIPIENTS = 50;
/** The despacho text; plain text (the server stores it escaped). */
export const FORWARD_NOTE_MAX = 5000;

const id = z.number().int().positive();

/**
 * One recipient, exactly one of: a sector inbox (sector_id), a staff user's personal inbox (user_id
 * or the person_id the contact search gives), or a broadcast list (broadcast_id), expanded into its
 * members' inboxes.
 */
export const forwardRecipientSchema = z
  .object({
    sector_id: id.nullable().default(null),
    user_id: id.nullable().default(null),
    person_id: id.nullable().default(null),
    broadcast_id: id.nullable().default(null),
  })
  .refine((recipient) => [recipient.sector_id, recipient.user_id, recipient.person_id, recipient.broadcast_id].filter((value) => value !== null).length === 1, {
    error: m.recipientOneTarget,
  });

export const forwardBodySchema = z.object({
  recipients: z
    .array(forwardRecipientSchema)
    .min(1, { error: m.recipientsRequired })
    .max(FORWARD_MAX_RECIPIENTS, { error: m.recipientsTooMany(FORWARD_MAX_RECIPIENTS) }),
  note: z.string().trim().max(FORWARD_NOTE_MAX).optional(),
});
export type ForwardBody = z.input<typeof forwardBodySchema>;

/** 201: the new summary items (one forward per recipient inbox), for the Sumário. */
export const forwardResponseSchema = z.object({ message: z.string(), data: z.array(summaryItemSchema) });
export type ForwardResponse = z.infer<typeof forwardResponseSchema>;
