// Subjects in the administration (issue 18; companion §3 Subject, §4, §7 Subjects), behind
// manage-subjects:
// - POST /api/document/subject → 201 the subject; PUT /api/document/subject/:id → the subject.
//   Field errors as 422 {message, errors} keyed by field (stages.1.name…). The subject's recipients
//   are replaced on every save, and recipients_type opened keeps none (§4). The flow's stages are
//   named once each, numbered 1…n, and a Mover para aims at another of them; a stage filed
//   documents are on now is never taken out of the flow (422 naming it).
// - PATCH /api/document/subject/:id/status {status}: a subject is disabled, never deleted (there is
//   no DELETE: documents filed under it keep pointing at it).
// The reads (GET /api/document/subject, /:id) are the create form's, in routes/documentLookups.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { subjectInputSchema, subjectStatusBodySchema, type SubjectInputData } from '../../src-shared/api/subjects';
import { foldForSearch } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { requireStaffPermission, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { findSubjectRow, subjectOut, type SubjectRow } from '../documents/subjects';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import { parseInput } from '../http/validation';

const m = messages.subjects;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function findSubject(db: Db, id: number): SubjectRow {
  const row = findSubjectRow(db, id);
  if (row === undefined) throw new ApiError(404, { message: m.notFound });
  return row;
}

/** How many filed documents under the subject are on a stage of that name now. */
export function documentsOnStage(db: Db, subjectId: number, stageName: string): number {
  return (
    db
      .prepare<[number, string], number>(
        `SELECT count(DISTINCT d.id) FROM documents d JOIN stages s ON s.document_id = d.id
         WHERE d.subject_id = ? AND d.status <> 'draft' AND s.status = 'current' AND s.name = ?`,
      )
      .pluck()
      .get(subjectId, stageName) ?? 0
  );
}

/** What the database must confirm, field by field: a free name, and every id naming something that exists. */
function checkSubject(db: Db, input: SubjectInputData, subjectId: number | null): void {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const exists = (table: string, id: number) => db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
  const wanted = foldForSearch(input.name);
  const names = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM subjects').all();
  if (names.some((row) => row.id !== subjectId && foldForSearch(row.name) === wanted)) add('name', m.nameTaken);
  if (input.sector_id !== null && !exists('sectors', input.sector_id)) add('sector_id', m.unknownSector);
  if (input.sector_responsible_id !== null && !exists('sectors', input.sector_responsible_id)) add('sector_responsible_id', m.unknownSector);
  if (input.responsible_id !== null && !exists('users', input.responsible_id)) add('responsible_id', m.unknownUser);
  if (input.parent_id !== null) {
    if (input.parent_id === subjectId) add('parent_id', m.parentSelf);
    else if (!exists('subjects', input.parent_id)) add('parent_id', m.unknownParent);
  }
  input.stages.forEach((stage, index) => {
    if (stage.sector_id !== null && !exists('sectors', stage.sector_id)) add(`stages.${index}.sector_id`, m.unknownSector);
  });
  input.allowed_users_ids.forEach((userId, index) => {
    if (!exists('users', userId)) add(`allowed_users_ids.${index}`, m.unknownUser);
  });
  if (input.recipients_type !== 'opened') {
    input.subject_recipients.forEach((recipient, index) => {
      const found =
        recipient.sector_id !== null ? exists('sectors', recipient.sector_id) : recipient.person_id !== null ? exists('people', recipient.person_id) : recipient.broadcast_id !== null && exists('broadcast_lists', recipient.broadcast_id);
      if (!found) add(`subject_recipients.${index}`, m.unknownRecipient);
    });
  }
  if (subjectId !== null) {
    const kept = new Set(input.stages.map((stage) => stage.name));
    const before = subjectOut(db, findSubject(db, subjectId)).stages;
    for (const stage of before) {
      if (kept.has(stage.name)) continue;
      const count = documentsOnStage(db, subjectId, stage.name);
      if (count > 0) add('stages', m.stageInUse(stage.name, count));
    }
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

const bit = (value: boolean) => (value ? 1 : 0);

function writeSubject(db: Db, input: SubjectInputData, subjectId: number | null): number {
  const stages = input.stages.map((stage) => ({
    name: stage.name,
    position: stage.position,
    sector_id: stage.sector_id,
    ...(stage.actions === undefined ? {} : { actions: stage.actions }),
    ...(stage.requirements === undefined ? {} : { requirements: stage.requirements }),
  }));
  const columns = {
    name: input.name,
    description: input.description,
    model: input.model,
    priority: input.priority,
    is_circular: bit(input.is_circular),
    terms: input.terms,
    recipients_type: input.recipients_type,
    stages: JSON.stringify(stages),
    fields: JSON.stringify(input.fields),
    users_can_create_anonymously: bit(input.users_can_create_anonymously),
    users_can_create_secretly: bit(input.users_can_create_secretly),
    users_can_create_identified: bit(input.users_can_create_identified),
    can_set_description_on_document: bit(input.can_set_description_on_document),
    sector_id: input.sector_id,
    users_can_reopen_document: bit(input.users_can_reopen_document),
    external_can_create: bit(input.external_can_create),
    icp_login_required: bit(input.icp_login_required),
    govbr_login_required: bit(input.govbr_login_required),
    deadline: input.deadline,
    deadline_unit: input.deadline_unit,
    keywords: input.keywords,
    announcement: input.announcement,
    only_allowed_users_can_create: bit(input.only_allowed_users_can_create),
    if_has_internal_can_create: bit(input.if_has_internal_can_create),
    only_creator_can_close: bit(input.only_creator_can_close),
    is_hybrid: bit(input.is_hybrid),
    users_can_edit_document: bit(input.users_can_edit_document),
    redirect_to_external_app: bit(input.redirect_to_external_app),
    redirect_to_external_app_url: input.redirect_to_external_app_url,
    user_have_to_sign_on_create: bit(input.user_have_to_sign_on_create),
    can_sign_with_electronic: bit(input.can_sign_with_electronic),
    can_sign_with_digital: bit(input.can_sign_with_digital),
    can_sign_with_govbr: bit(input.can_sign_with_govbr),
    traffic_manager_type: input.traffic_manager_type,
    parent_id: input.parent_id,
    is_topic: bit(input.is_topic),
    responsible_id: input.responsible_id,
    sector_responsible_id: input.sector_responsible_id,
    document_setting: input.document_setting,
    required_attachments: JSON.stringify(input.required_attachments),
  };
  const names = Object.keys(columns);
  const id =
    subjectId === null
      ? (db
          .prepare<typeof columns, number>(`INSERT INTO subjects (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')}) RETURNING id`)
          .pluck()
          .get(columns) as number)
      : (db.prepare(`UPDATE subjects SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id`).run({ ...columns, id: subjectId }), subjectId);

  // Replaced on every save; opened keeps none (§4: choosing opened clears the subject's recipients).
  db.prepare('DELETE FROM subject_recipients WHERE subject_id = ?').run(id);
  if (input.recipients_type !== 'opened') {
    const recipient = db.prepare('INSERT INTO subject_recipients (subject_id, position, is_cc, sector_id, person_id, broadcast_id, responsible_id) VALUES (?, ?, ?, ?, ?, ?, ?)');
    input.subject_recipients.forEach((item, index) => recipient.run(id, index, bit(item.isCc), item.sector_id, item.person_id, item.broadcast_id, item.responsible_id));
  }
  db.prepare('DELETE FROM subject_allowed_users WHERE subject_id = ?').run(id);
  const allow = db.prepare('INSERT OR IGNORE INTO subject_allowed_users (subject_id, user_id) VALUES (?, ?)');
  for (const userId of input.allowed_users_ids) allow.run(id, userId);
  return id;
}

export function registerSubjectRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = withAccess(requireStaffPermission('manage-subjects'));

  app.post('/api/document/subject', access, async (request, reply) => {
    const input = parseInput(subjectInputSchema, request.body);
    const subject = ctx.db.transaction(() => {
      checkSubject(ctx.db, input, null);
      return subjectOut(ctx.db, findSubject(ctx.db, writeSubject(ctx.db, input, null)));
    })();
    return reply.code(201).send(subject);
  });

  app.put('/api/document/subject/:id', access, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(subjectInputSchema, request.body);
    return ctx.db.transaction(() => {
      findSubject(ctx.db, id);
      checkSubject(ctx.db, input, id);
      return subjectOut(ctx.db, findSubject(ctx.db, writeSubject(ctx.db, input, id)));
    })();
  });

  app.patch('/api/document/subject/:id/status', access, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(subjectStatusBodySchema, request.body);
    return ctx.db.transaction(() => {
      findSubject(ctx.db, id);
      ctx.db.prepare('UPDATE subjects SET status = ? WHERE id = ?').run(status, id);
      return subjectOut(ctx.db, findSubject(ctx.db, id));
    })();
  });
}
