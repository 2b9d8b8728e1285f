// Deadlines of the work queue (issue 19, contracts19.md):
// - GET inbox/query/tasks/sector/deadlines → counts of overdue, due today and due this week tasks,
//   for the connected sector and for the caller (DeadlineCounts).
// - PUT inbox/email/{uuid}/deadline {due_at, reason} by whoever holds the item → the updated item;
//   each change is kept (DeadlineChange) and shown in the timeline and the Prazos tab.
import { z } from 'zod';
import { messages } from '../messages';

const m = messages.deadlines.server;

export const DEADLINE_REASON_MIN = 3;
export const DEADLINE_REASON_MAX = 500;

export const deadlineBodySchema = z.object({
  due_at: z.iso.datetime({ offset: true, error: m.dueAtInvalid }).transform((value) => new Date(value).toISOString()),
  reason: z
    .string({ error: m.reasonShort })
    .trim()
    .min(DEADLINE_REASON_MIN, { error: m.reasonShort })
    .max(DEADLINE_REASON_MAX, { error: m.reasonLong }),
});
export type DeadlineBody = z.input<typeof deadlineBodySchema>;

export const deadlineChangeSchema = z.object({
  id: z.number().int(),
  previous_due_at: z.string().nullable(),
  due_at: z.string(),
  reason: z.string(),
  user: z.string(),
  created_at: z.string(),
});
export type DeadlineChange = z.infer<typeof deadlineChangeSchema>;

const windowCountsSchema = z.object({ overdue: z.number().int(), today: z.number().int(), week: z.number().int() });
export const deadlineCountsSchema = z.object({ sector: windowCountsSchema, mine: windowCountsSchema });
export type DeadlineCounts = z.infer<typeof deadlineCountsSchema>;
