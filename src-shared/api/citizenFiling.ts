// Filing a request in the citizen portal (issue 16; companion §2 Citizen portal, §7 calls): the
// subjects a citizen may file under, the citizen's own server-side draft (the same form body the
// staff create screen writes, so the same pieces edit it) and what publishing answers.
import { z } from 'zod';
import { documentBodySchema, mediaSchema, subjectSchema } from './documents';

/** A subject open to citizens, with how the citizen's session must have been opened to file under it. */
export const citizenSubjectSchema = subjectSchema.extend({
  icp_login_required: z.boolean(),
  govbr_login_required: z.boolean(),
});
export type CitizenSubject = z.infer<typeof citizenSubjectSchema>;
export const citizenSubjectListSchema = z.object({ subjects: z.array(citizenSubjectSchema) });

/** The citizen's draft: its uuid goes in the screen's address (?draft=), so a reload finds it. */
export const citizenDraftSchema = z.object({
  uuid: z.string(),
  version: z.number().int().positive(),
  updated_at: z.string(),
  body: documentBodySchema,
  files: z.array(mediaSchema),
});
export type CitizenDraft = z.infer<typeof citizenDraftSchema>;

/** POST creates the draft from a body; PUT names the version it was made from (409 on a stale one). */
export const citizenDraftCreateSchema = z.object({ body: documentBodySchema });
export const citizenDraftUpdateSchema = z.object({ base_version: z.number().int().positive(), body: documentBodySchema });
export const citizenDraftConflictSchema = z.object({ message: z.string(), current: citizenDraftSchema });

/** Publishing answers the request's uuid (Minhas solicitações), its protocol number and verification code. */
export const filedRequestSchema = z.object({ uuid: z.string(), number: z.string(), verification_code: z.string() });
export type FiledRequest = z.infer<typeof filedRequestSchema>;
