// The audit trail (issue 17, e-ARQ Brasil), for administrators holding audit-list:
// - GET audit?user_id=&document=&entity=&action=&from=&to=&page=&per_page=: newest first, paged.
//   `document` is a document's id or its number; from/to are dates (YYYY-MM-DD, both days included).
// - GET audit/export.csv with the same filters: the rows as CSV (UTF-8 with BOM, for Excel), capped.
// - GET audit/users: the users who appear in the trail, for the screen's user filter.
import { z } from 'zod';
import { messages } from '../messages';
import { pageSchema } from './page';

const m = messages.audit.server;

const day = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)), { error: m.invalidDate });
const optionalText = z.string().trim().max(200).optional().transform((value) => (value === '' ? undefined : value));

export const auditQuerySchema = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    document: optionalText,
    entity: optionalText,
    action: optionalText,
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { error: m.periodInverted, path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  ip: z.string(),
  user_agent: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  document_id: z.number().int().nullable(),
  document_number: z.string().nullable(),
  route: z.string(),
  status: z.number().int().nullable(),
  /** {field: [before, after]}, secrets already replaced on the server; null when none. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  hash: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

export const auditUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type AuditUser = z.infer<typeof auditUserSchema>;
export const auditUsersSchema = z.object({ data: z.array(auditUserSchema) });

/** The actions the screen offers as a filter (the trail may hold others: they still list). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'login', 'login_failed', 'logout', 'view', 'print', 'download', 'publish', 'favorite', 'unfavorite', 'archive', 'reopen', 'close'] as const;

/**
 * What an entry is about, one vocabulary for every route and every entry a route writes itself
 * (src-server/audit/entities.ts maps each route to one); older entries may hold a route path.
 */
export const AUDIT_ENTITIES = [
  'user', 'role', 'contact', 'sector', 'organization', 'absence-reason', 'document', 'inbox-email', 'attachment', 'blueprint', 'broadcast',
  'citizen-request', 'signature', 'signature-request', 'flow-stage', 'chat', 'notification', 'service', 'tag', 'subject',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The most rows one CSV export carries; past it the file ends with a line saying so. */
export const AUDIT_EXPORT_CAP = 50_000;
