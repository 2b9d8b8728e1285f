// Subjects in the administration (issue 18; companion §3 Subject, §4, §7 Subjects, §9):
// - GET document/subject?search&status&sector_id&page: with `page`, the paged list the
//   administration shows; without it, every subject (the create form's list, unchanged).
// - GET document/subject/{id}; POST document/subject; PUT document/subject/{id}: the whole
//   subject (SubjectDetail); recipients_type opened stores no subject recipients whatever is sent
//   (§4: choosing opened clears them); PATCH document/subject/{id}/status {status}. Behind manage-subjects
//   (the reads stay open to staff: the create form uses them). A subject is never deleted.
// And the one due-date rule: a deadline in hours, days, months or years from the dispatch date.
import { z } from 'zod';
import { DOCUMENT_TYPE_KEYS, SUBJECT_RECIPIENT_TYPES, customFieldSchema, subjectSchema } from './documents';
import { stageActionSchema, stageRequirementSchema } from './flow';
import { pageSchema } from './page';
import { DEFAULT_PRIORITY, prioritySchema } from './priority';
import { messages } from '../messages';

export const DEADLINE_UNITS = ['hours', 'days', 'months', 'years'] as const;
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];
export const TRAFFIC_MANAGER_TYPES = ['parking', 'traffic', 'transport'] as const;

const m = messages.subjects;

/** A named attachment a filing under the subject carries (the Anexos tab). */
export const requiredAttachmentSchema = z.object({ name: z.string().trim().min(1).max(255), required: z.boolean().default(true) });
export type RequiredAttachment = z.infer<typeof requiredAttachmentSchema>;

const id = z.number().int().positive().max(2_147_483_647);

/** A stage of the flow as the editor sends it: a name, its place, its responsible sector, its actions and requirements. */
export const subjectStageInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  position: z.number().int().positive().max(100),
  sector_id: id.nullable().default(null),
  actions: z.array(stageActionSchema).max(10).optional(),
  requirements: z.array(stageRequirementSchema).max(10).optional(),
});
export type SubjectStageInput = z.input<typeof subjectStageInputSchema>;

const subjectRecipientInputSchema = z.object({
  isCc: z.boolean().default(false),
  sector_id: id.nullable().default(null),
  person_id: id.nullable().default(null),
  broadcast_id: id.nullable().default(null),
  responsible_id: id.nullable().default(null),
  name: z.string().max(255).optional(),
  email: z.string().max(255).optional(),
});

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export const subjectInputSchema = z
  .object({
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    model: z.string().max(200_000).default(''),
    priority: prioritySchema.default(DEFAULT_PRIORITY),
    deadline: z.number().int().positive().max(10_000).nullable().default(null),
    deadline_unit: z.enum(DEADLINE_UNITS).nullable().default(null),
    keywords: z.string().max(500).default(''),
    announcement: z.string().max(5000).default(''),
    is_circular: z.boolean().default(false),
    terms: z.string().max(20_000).nullable().default(null),
    is_topic: z.boolean().default(false),
    parent_id: id.nullable().default(null),
    sector_id: id.nullable().default(null),
    responsible_id: id.nullable().default(null),
    sector_responsible_id: id.nullable().default(null),
    document_setting: z.enum(DOCUMENT_TYPE_KEYS).nullable().default(null),
    recipients_type: z.enum(SUBJECT_RECIPIENT_TYPES).default('opened'),
    subject_recipients: z.array(subjectRecipientInputSchema).max(50).default([]),
    stages: z.array(subjectStageInputSchema).max(30).default([]),
    fields: z.array(customFieldSchema).max(30).default([]),
    required_attachments: z.array(requiredAttachmentSchema).max(30).default([]),
    users_can_create_identified: z.boolean().default(true),
    users_can_create_anonymously: z.boolean().default(false),
    users_can_create_secretly: z.boolean().default(false),
    if_has_internal_can_create: z.boolean().default(true),
    external_can_create: z.boolean().default(false),
    only_allowed_users_can_create: z.boolean().default(false),
    allowed_users_ids: z.array(id).max(500).default([]),
    icp_login_required: z.boolean().default(false),
    govbr_login_required: z.boolean().default(false),
    can_sign_with_electronic: z.boolean().default(true),
    can_sign_with_digital: z.boolean().default(true),
    can_sign_with_govbr: z.boolean().default(true),
    user_have_to_sign_on_create: z.boolean().default(false),
    users_can_reopen_document: z.boolean().default(false),
    only_creator_can_close: z.boolean().default(false),
    users_can_edit_document: z.boolean().default(false),
    can_set_description_on_document: z.boolean().default(false),
    is_hybrid: z.boolean().default(false),
    redirect_to_external_app: z.boolean().default(false),
    // http(s) only: the create forms link to it.
    redirect_to_external_app_url: z.url({ protocol: /^https?$/, error: m.redirectUrlInvalid }).max(2000).nullable().default(null),
    traffic_manager_type: z.enum(TRAFFIC_MANAGER_TYPES).nullable().default(null),
  })
  .superRefine((input, issue) => {
    const add = (path: PropertyKey[], message: string) => issue.addIssue({ code: 'custom', path, message });
    if ((input.deadline === null) !== (input.deadline_unit === null)) add([input.deadline === null ? 'deadline' : 'deadline_unit'], m.deadlineBoth);
    if (input.redirect_to_external_app && input.redirect_to_external_app_url === null) add(['redirect_to_external_app_url'], m.redirectUrlRequired);
    if (!input.users_can_create_identified && !input.users_can_create_anonymously && !input.users_can_create_secretly) add(['users_can_create_identified'], m.identificationRequired);
    input.subject_recipients.forEach((recipient, index) => {
      const chosen = [recipient.sector_id, recipient.person_id, recipient.broadcast_id].filter((value) => value !== null).length;
      if (chosen !== 1) add(['subject_recipients', index], m.recipientOne);
    });
    for (const message of stageErrors(input.stages)) add(message.path, message.message);
    const keys = new Set<string>();
    input.fields.forEach((field, index) => {
      if (field.label.trim() === '') add(['fields', index, 'label'], m.fieldLabelRequired);
      if (field.key.trim() === '' || keys.has(field.key)) add(['fields', index, 'key'], m.fieldKeyRepeated);
      keys.add(field.key);
    });
    const seen = new Set<string>();
    input.required_attachments.forEach((attachment, index) => {
      const key = fold(attachment.name);
      if (seen.has(key)) add(['required_attachments', index, 'name'], m.attachmentRepeated);
      seen.add(key);
    });
  });
export type SubjectInput = z.input<typeof subjectInputSchema>;
export type SubjectInputData = z.output<typeof subjectInputSchema>;

/**
 * What is wrong with a flow, by field: names unique (case and accents aside), positions 1…n in
 * the order given, and every Mover para aimed at another stage of the flow.
 */
export function stageErrors(stages: ReadonlyArray<{ name: string; position: number; actions?: ReadonlyArray<{ type: string; to_position?: number | undefined }> | undefined }>): Array<{ path: PropertyKey[]; message: string }> {
  const errors: Array<{ path: PropertyKey[]; message: string }> = [];
  const names = new Set<string>();
  stages.forEach((stage, index) => {
    const key = fold(stage.name);
    if (key !== '' && names.has(key)) errors.push({ path: ['stages', index, 'name'], message: m.stageNameRepeated });
    names.add(key);
    if (stage.position !== index + 1) errors.push({ path: ['stages', index, 'position'], message: m.stagePositions });
  });
  const positions = new Set(stages.map((stage) => stage.position));
  stages.forEach((stage, index) => {
    (stage.actions ?? []).forEach((action, actionIndex) => {
      if (action.type !== 'move_stage_to' || action.to_position === undefined) return;
      const path = ['stages', index, 'actions', actionIndex, 'to_position'];
      if (action.to_position === stage.position) errors.push({ path, message: m.moveTargetSelf });
      else if (!positions.has(action.to_position)) errors.push({ path, message: m.moveTargetMissing });
    });
  });
  return errors;
}

/** The subject as the administration reads and writes it: the create form's subject and the rest of §3. */
export const subjectDetailSchema = subjectSchema.extend({
  sector_id: z.number().int().nullable(),
  sector_name: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  stages: z.array(subjectSchema.shape.stages.element.extend({ sector_id: z.number().int().nullable().optional() })),
  deadline: z.number().int().nullable(),
  deadline_unit: z.enum(DEADLINE_UNITS).nullable(),
  keywords: z.string(),
  announcement: z.string(),
  is_topic: z.boolean(),
  parent_id: z.number().int().nullable(),
  responsible_id: z.number().int().nullable(),
  /** The responsible person, by name (what the editor shows for responsible_id). */
  responsible: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sector_responsible_id: z.number().int().nullable(),
  document_setting: z.enum(DOCUMENT_TYPE_KEYS).nullable(),
  required_attachments: z.array(z.object({ name: z.string(), required: z.boolean() })),
  if_has_internal_can_create: z.boolean(),
  external_can_create: z.boolean(),
  only_allowed_users_can_create: z.boolean(),
  allowed_users_ids: z.array(z.number().int()),
  allowed_users: z.array(z.object({ id: z.number().int(), name: z.string() })),
  icp_login_required: z.boolean(),
  govbr_login_required: z.boolean(),
  can_sign_with_electronic: z.boolean(),
  can_sign_with_digital: z.boolean(),
  can_sign_with_govbr: z.boolean(),
  user_have_to_sign_on_create: z.boolean(),
  only_creator_can_close: z.boolean(),
  users_can_edit_document: z.boolean(),
  is_hybrid: z.boolean(),
  redirect_to_external_app: z.boolean(),
  redirect_to_external_app_url: z.string().nullable(),
  traffic_manager_type: z.enum(TRAFFIC_MANAGER_TYPES).nullable(),
});
export type SubjectDetail = z.infer<typeof subjectDetailSchema>;
export const subjectPageSchema = pageSchema(subjectDetailSchema);

export const subjectStatusBodySchema = z.object({ status: z.enum(['enabled', 'disabled']) });

/**
 * The due date of something dispatched at `from` under a deadline: hours and days added as such,
 * months and years on the calendar (31 January + 1 month is the last day of February). UTC ISO
 * strings in and out; no deadline, no due date.
 */
export function dueDateFrom(from: string, deadline: number | null, unit: DeadlineUnit | null): string | null {
  if (deadline === null || unit === null) return null;
  const start = new Date(from);
  if (unit === 'hours') return new Date(start.getTime() + deadline * 3_600_000).toISOString();
  if (unit === 'days') return new Date(start.getTime() + deadline * 86_400_000).toISOString();
  const months = unit === 'months' ? deadline : deadline * 12;
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}
