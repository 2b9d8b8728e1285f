// Despacho and Nota in a document's conversation (issue 15 §3; spec §3 summary item types
// add-dispatch and note): POST inbox/email/{uuid}/dispatch. A despacho is a dated statement every
// reader of the document sees, and may move the document to another sector; a nota is internal,
// seen by the inbox that holds the document only, never by other sectors or the citizen.
import { z } from 'zod';
import { messages } from '../messages';
import { summaryItemSchema } from './inbox';

const m = messages.dispatch;

export const DISPATCH_TEXT_MAX = 10_000;
export const DISPATCH_KINDS = ['add-dispatch', 'note'] as const;

export const dispatchBodySchema = z
  .object({
    type: z.enum(DISPATCH_KINDS),
    content: z.string().trim().min(1, { error: m.contentRequired }).max(DISPATCH_TEXT_MAX),
    /** A despacho may send the document on to this sector. */
    to_sector_id: z.number().int().positive().nullable().default(null),
  })
  .refine((body) => body.type === 'add-dispatch' || body.to_sector_id === null, { error: m.noteNotMoved, path: ['to_sector_id'] });
export type DispatchBody = z.input<typeof dispatchBodySchema>;

/** 201: the new summary items (the despacho or nota, and the move's delivery when there was one). */
export const dispatchResponseSchema = z.object({ message: z.string(), data: z.array(summaryItemSchema) });
export type DispatchResponse = z.infer<typeof dispatchResponseSchema>;
