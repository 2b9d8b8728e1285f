// Absence reasons (companion §3, §7): why a staff member is away (Férias, Licença médica…), a
// short list the administration keeps.
// - GET person/absences/reason?search=&page=: staff, paged, by reason.
// - GET person/absences/reason/{id}: staff.
// - POST person/absences/reason, PUT/DELETE person/absences/reason/{id}: user-update.
import { z } from 'zod';
import { pageSchema } from './page';

export const absenceReasonSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  description: z.string().nullable(),
});
export type AbsenceReason = z.infer<typeof absenceReasonSchema>;

export const ABSENCE_REASON_MAX = 120;
export const ABSENCE_DESCRIPTION_MAX = 500;

/** What the editor sends; the server trims and stores an empty description as null. */
export const absenceReasonInputSchema = z.object({
  reason: z.string().trim().min(1).max(ABSENCE_REASON_MAX),
  description: z.string().trim().max(ABSENCE_DESCRIPTION_MAX).nullable().optional(),
});
export type AbsenceReasonInput = z.input<typeof absenceReasonInputSchema>;

export const absenceReasonPageSchema = pageSchema(absenceReasonSchema);
export const absenceReasonResultSchema = z.object({ data: absenceReasonSchema });
