// Inbox calls of spec §7: the work-queue page, email actions and their bulk variants, summary,
// timeline, the email by uuid, folders and the task workspace.
import { z } from 'zod';
import { messages } from '../messages';
import { deadlineChangeSchema } from './deadlines';
import { stageTransitionSchema } from './flow';
import { pageSchema } from './page';
import { prioritySchema } from './priority';
import { signatureKindSchema } from './signatures';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: messages.server.inboxUuidInvalid });
export const emailUuidSchema = uuid;
export const BULK_MAX = 100;

/** A tag on an item: `name` is its text, `color` its background (§3 background_color), `font_color` its text colour (absent in answers cached before issue 18). */
export const tagSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string(), font_color: z.string().optional() });
export const folderSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
const personSchema = z.object({ id: z.number().int(), name: z.string() });
const sectorRefSchema = z.object({ id: z.number().int(), name: z.string(), symbol: z.string() });

export const inboxItemSchema = z.object({
  inbox_email_uuid: z.string(),
  email_uuid: z.string(),
  title: z.string(),
  number: z.string(),
  kind: z.enum(['document', 'process']),
  type: z.string(),
  subject: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  document_status: z.string(),
  priority: prioritySchema,
  is_urgent: z.boolean(),
  confidentiality: z.string(),
  box: z.enum(['inbox', 'sent', 'draft']),
  is_read: z.boolean(),
  is_favorite: z.boolean(),
  is_archived: z.boolean(),
  is_reopened: z.boolean(),
  is_closed: z.boolean(),
  sender: z.string(),
  sender_sector: sectorRefSchema.nullable(),
  inbox_sector: sectorRefSchema.nullable(),
  folder_id: z.number().int().nullable(),
  responsible: personSchema.nullable(),
  tags: z.array(tagSchema),
  has_address: z.boolean(),
  dispatches_count: z.number().int(),
  attachments_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  document_created_at: z.string(),
  /** When the item is due (ISO UTC), from its subject's deadline or set by its holder; null without one. Absent in copies cached before issue 19. */
  due_at: z.string().nullable().default(null),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = pageSchema(inboxItemSchema).extend({ folders: z.array(folderSchema) });
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const bulkBodySchema = z.object({ emailsUuids: z.array(uuid).min(1).max(BULK_MAX, { error: messages.server.inboxBulkTooMany(BULK_MAX) }) });
export const bulkResultSchema = z.object({
  data: z.array(
    z.union([
      z.object({ inbox_email_uuid: z.string(), success: z.literal(true), email: inboxItemSchema }),
      z.object({ inbox_email_uuid: z.string(), success: z.literal(false), status: z.number().int(), message: z.string(), title: z.string().nullable() }),
    ]),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const responsibleBodySchema = z.object({ responsible_id: z.number().int().positive().nullable() });

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  extensionType: z.string(),
  type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  rejected_status: z.string().nullable(),
  attachment_has_been_signed: z.boolean(),
});

/** A file sent with a despacho or a nota, as its summary item lists it (opened by its key like any attachment). */
export const dispatchFileSchema = attachmentSchema.extend({ remote_file_key: z.string(), rejected_message: z.string().nullable() });
export type DispatchFile = z.infer<typeof dispatchFileSchema>;

/** A signature of a despacho: who, when, how, and the hash its manifest is found by (signature/print/{hash}/pades). */
export const dispatchSignatureSchema = z.object({ name: z.string(), cpf_cnpj: z.string(), type: signatureKindSchema, signed_at: z.string(), hash: z.string() });
export type DispatchSignature = z.infer<typeof dispatchSignatureSchema>;

export const summaryItemSchema = z.object({
  email_id: z.number().int(),
  dispatch_uuid: z.string(),
  name: z.string(),
  type: z.string(),
  from: z.string(),
  to: z.string(),
  content: z.string(),
  created_at: z.string(),
  have_i_been_signed: z.boolean(),
  document_has_pending_signature: z.boolean(),
  is_canceled: z.boolean(),
  /** Files sent with it; a nota's only to whom sees the nota. Absent in copies cached before issue 15. */
  attachments: z.array(dispatchFileSchema).default([]),
  /** Signatures of the despacho itself (not of the document). */
  signatures: z.array(dispatchSignatureSchema).default([]),
  /** Assinar is offered: the reader wrote this despacho and has not signed it yet. */
  can_sign: z.boolean().default(false),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;
export const summarySchema = z.object({ data: z.array(summaryItemSchema) });
export const timelineSchema = z.object({ data: z.array(summaryItemSchema), has_new: z.boolean() });

export const stageSchema = z.object({ id: z.number().int(), position: z.number().int(), name: z.string(), status: z.string(), due_at: z.string().nullable() });

export const viewedEmailSchema = inboxItemSchema.extend({
  doc_id: z.number().int(),
  content: z.string(),
  is_informative: z.boolean(),
  current_stage: stageSchema.nullable(),
  stages: z.array(stageSchema),
  attachments: z.array(attachmentSchema),
  dispatches: z.array(summaryItemSchema),
  /** The flow's transitions, oldest first (a copy cached before flows existed has none). */
  stage_transitions: z.array(stageTransitionSchema).default([]),
  /** The item's deadline changes, oldest first (absent from copies cached before issue 19). */
  deadline_changes: z.array(deadlineChangeSchema).default([]),
  /**
   * Who Responder reaches (to: the sender of the dispatch that brought this email, null when there
   * is nobody this inbox may answer) and who Responder a todos reaches (all: the sender and every
   * other inbox that dispatch reached). Absent from copies cached before replies existed.
   */
  reply_targets: z.object({ to: z.string().nullable(), all: z.array(z.string()) }).optional(),
});
export type ViewedEmail = z.infer<typeof viewedEmailSchema>;

export const draftSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  inbox_email_uuid: z.string(),
  subject: z.string(),
  content: z.string(),
  type: z.string(),
  subjectId: z.number().int().nullable(),
  documentStatus: z.string(),
  isUrgent: z.boolean(),
  priority_id: prioritySchema,
});

export const foldersSchema = z.object({ folders: z.array(folderSchema) });
export const taskUuidsSchema = z.object({ uuids: z.array(z.string()), total: z.number().int() });
export const newTasksSchema = z.object({ status: z.boolean(), notification_count: z.number().int() });
export const taskTagsSchema = z.object({ tags: z.array(tagSchema.extend({ sector_id: z.number().int() })) });
export const responsiblesSchema = z.object({ users: z.array(personSchema) });
export const taskPageSchema = inboxPageSchema.extend({ notification_count: z.number().int(), last_task_timestamp: z.string().nullable() });

export const EXTERNAL_SEND_MAX_RECIPIENTS = 20;
export const externalSendBodySchema = z.object({
  emails: z.array(z.email()).min(1).max(EXTERNAL_SEND_MAX_RECIPIENTS),
  message: z.string().trim().max(2000).optional(),
});
export const externalSendResultSchema = z.object({ id: z.number().int(), recipients: z.array(z.string()), sent_at: z.string(), message: z.string() });
