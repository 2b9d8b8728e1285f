// The error body every API call answers with on 4xx/5xx. Field errors follow Laravel's shape,
// and clients show the first key's first message.
import { z } from 'zod';

export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const DISABLED_USER_REASON = 'disabled-user';

export function firstFieldError(body: Pick<ApiErrorBody, 'errors'>): string | undefined {
  const errors = body.errors ?? {};
  const firstKey = Object.keys(errors)[0];
  return firstKey === undefined ? undefined : errors[firstKey]?.[0];
}
