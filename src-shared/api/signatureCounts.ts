// GET /api/signature/counts (issue 19): how many documents the caller was asked to sign and has
// not yet (pending) and has signed as asked (finished): the counts beside Assinar pendentes and
// Finalizadas in the Assinaturas menu, each exactly what that /sign batch type then lists.
import { z } from 'zod';

export const signatureCountsSchema = z.object({
  pending: z.number().int().nonnegative(),
  finished: z.number().int().nonnegative(),
});
export type SignatureCounts = z.infer<typeof signatureCountsSchema>;
