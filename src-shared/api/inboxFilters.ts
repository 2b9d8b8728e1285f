// GET /inbox/query: the work-queue filters of spec §3 (Inbox filters), read from a query string.
// Lists accept `a,b`, repeated keys or `key[]`; booleans true/false/1/0. Page and per_page are read
// by the paging helper, leniently.
import { z } from 'zod';
import { messages } from '../messages';

const m = messages.server;

export const INBOX_TYPES = ['sector', 'personal'] as const;
export type InboxType = (typeof INBOX_TYPES)[number];
export const INBOX_LISTS = ['tasks', 'sent', 'draft', 'archived', 'closed', 'favorites'] as const;
export const INBOX_SORT_TYPES = ['createdAt', 'updatedAt', 'unread', 'number', 'title', 'priority', 'favorite', 'dueAt'] as const;
/** The deadline windows of src-shared/deadlines.ts a list can be filtered by. */
export const INBOX_DEADLINE_FILTERS = ['overdue', 'today', 'week'] as const;
export const INBOX_DOCUMENT_TYPES = ['oficio', 'memorando', 'circular', 'requerimento', 'despacho', 'processo'] as const;
export const DOCUMENT_STATUSES = ['draft', 'published', 'archived', 'closed', 'canceled'] as const;

const text = z.string().trim().max(200);
const toList = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
};
const idList = z.preprocess(toList, z.array(z.coerce.number({ error: m.inboxIdsInvalid }).int({ error: m.inboxIdsInvalid }).positive({ error: m.inboxIdsInvalid }), { error: m.inboxIdsInvalid }).max(200));
const flag = z.enum(['true', 'false', '1', '0'], { error: m.inboxBooleanInvalid }).transform((value) => value === 'true' || value === '1');
const date = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), { error: m.inboxDateInvalid });

export const inboxFiltersSchema = z
  .object({
    search: text.optional(),
    inboxType: z.enum(INBOX_TYPES, { error: m.inboxTypeInvalid }).optional(),
    filter: z.enum(INBOX_LISTS, { error: m.inboxListInvalid }).default('tasks'),
    year: z.coerce.number({ error: m.invalidBody }).int().min(1900).max(2100).optional(),
    subject: text.optional(),
    subjectId: z.coerce.number().int().positive().optional(),
    from: text.optional(),
    to: text.optional(),
    content: text.optional(),
    startsAt: date.optional(),
    finishesAt: date.optional(),
    types: z.preprocess(toList, z.array(z.enum(INBOX_DOCUMENT_TYPES, { error: m.inboxTypesInvalid })).max(20)).optional(),
    folders: idList.optional(),
    sectorsId: idList.optional(),
    allSectors: flag.optional(),
    documentStatus: z.enum(DOCUMENT_STATUSES, { error: m.inboxStatusInvalid }).optional(),
    isAdvancedFilter: flag.optional(),
    withAddress: flag.optional(),
    tagsIds: idList.optional(),
    number: text.optional(),
    withDispatches: flag.optional(),
    responsibleId: z.coerce.number().int().positive().optional(),
    deadline: z.enum(INBOX_DEADLINE_FILTERS, { error: messages.deadlines.server.deadlineInvalid }).optional(),
    inboxSortByType: z.enum(INBOX_SORT_TYPES, { error: m.inboxSortInvalid }).default('createdAt'),
    inboxSortByValue: z.enum(['asc', 'desc'], { error: m.inboxSortInvalid }).default('desc'),
  })
  .refine((filters) => !filters.startsAt || !filters.finishesAt || filters.startsAt.slice(0, 10) <= filters.finishesAt.slice(0, 10), {
    error: m.inboxPeriodInvalid,
    path: ['finishesAt'],
  });
export type InboxFilters = z.output<typeof inboxFiltersSchema>;

/** `types[]=a&types[]=b` arrives as the key `types[]`; fold it into `types`. */
export function normalizeQueryKeys(query: unknown): Record<string, unknown> {
  const source = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const previous = result[name];
    result[name] = previous === undefined ? value : [previous, value].flat();
  }
  return result;
}
