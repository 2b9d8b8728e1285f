// Subjects as the create form reads them (src-shared/api/documents.ts subjectSchema): what choosing
// one does to a document (spec §4) and who may create how.
import { z } from 'zod';
import { customFieldSchema, subjectStageSchema, type Subject } from '../../src-shared/api/documents';
import { requiredAttachmentSchema, type DeadlineUnit, type SubjectDetail } from '../../src-shared/api/subjects';
import type { Db } from '../db/open';
import { fromRow, recipientOut, type RecipientRow } from './recipients';

export type SubjectRow = {
  id: number;
  name: string;
  description: string;
  model: string;
  priority: number;
  is_circular: number;
  terms: string | null;
  recipients_type: Subject['recipients_type'];
  stages: string;
  fields: string;
  users_can_create_anonymously: number;
  users_can_create_secretly: number;
  users_can_create_identified: number;
  can_set_description_on_document: number;
  users_can_reopen_document: number;
  sector_id: number | null;
  status: 'enabled' | 'disabled';
  external_can_create: number;
  icp_login_required: number;
  govbr_login_required: number;
  deadline: number | null;
  deadline_unit: DeadlineUnit | null;
  keywords: string;
  announcement: string;
  only_allowed_users_can_create: number;
  if_has_internal_can_create: number;
  only_creator_can_close: number;
  is_hybrid: number;
  users_can_edit_document: number;
  redirect_to_external_app: number;
  redirect_to_external_app_url: string | null;
  user_have_to_sign_on_create: number;
  can_sign_with_electronic: number;
  can_sign_with_digital: number;
  can_sign_with_govbr: number;
  traffic_manager_type: SubjectDetail['traffic_manager_type'];
  parent_id: number | null;
  is_topic: number;
  responsible_id: number | null;
  sector_responsible_id: number | null;
  document_setting: SubjectDetail['document_setting'];
  required_attachments: string;
};

const stageWithSectorSchema = subjectStageSchema.extend({ sector_id: z.number().int().nullable().optional() });

const parseJson = <T>(schema: z.ZodType<T>, text: string): T => {
  const result = schema.safeParse(JSON.parse(text));
  return result.success ? result.data : ([] as unknown as T);
};

export function subjectOut(db: Db, row: SubjectRow): SubjectDetail {
  const recipients = db
    .prepare<[number], RecipientRow>('SELECT is_cc, sector_id, person_id, broadcast_id, responsible_id FROM subject_recipients WHERE subject_id = ? ORDER BY position, id')
    .all(row.id)
    .map((recipient) => recipientOut(db, fromRow(recipient)));
  const allowed = allowedUsersOf(db, row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    model: row.model,
    priority: row.priority,
    is_circular: row.is_circular === 1,
    terms: row.terms,
    recipients_type: row.recipients_type,
    subject_recipients: recipients,
    stages: parseJson(z.array(stageWithSectorSchema), row.stages),
    fields: parseJson(z.array(customFieldSchema), row.fields),
    users_can_create_anonymously: row.users_can_create_anonymously === 1,
    users_can_create_secretly: row.users_can_create_secretly === 1,
    users_can_create_identified: row.users_can_create_identified === 1,
    can_set_description_on_document: row.can_set_description_on_document === 1,
    users_can_reopen_document: row.users_can_reopen_document === 1,
    sector_id: row.sector_id,
    sector_name: row.sector_id === null ? null : (db.prepare<[number], string>('SELECT name FROM sectors WHERE id = ?').pluck().get(row.sector_id) ?? null),
    status: row.status,
    deadline: row.deadline,
    deadline_unit: row.deadline_unit,
    keywords: row.keywords,
    announcement: row.announcement,
    is_topic: row.is_topic === 1,
    parent_id: row.parent_id,
    responsible_id: row.responsible_id,
    responsible: row.responsible_id === null ? null : userNamed(db, row.responsible_id),
    sector_responsible_id: row.sector_responsible_id,
    document_setting: row.document_setting,
    required_attachments: parseJson(z.array(requiredAttachmentSchema), row.required_attachments),
    if_has_internal_can_create: row.if_has_internal_can_create === 1,
    external_can_create: row.external_can_create === 1,
    only_allowed_users_can_create: row.only_allowed_users_can_create === 1,
    allowed_users_ids: allowed.map((user) => user.id),
    allowed_users: allowed,
    icp_login_required: row.icp_login_required === 1,
    govbr_login_required: row.govbr_login_required === 1,
    can_sign_with_electronic: row.can_sign_with_electronic === 1,
    can_sign_with_digital: row.can_sign_with_digital === 1,
    can_sign_with_govbr: row.can_sign_with_govbr === 1,
    user_have_to_sign_on_create: row.user_have_to_sign_on_create === 1,
    only_creator_can_close: row.only_creator_can_close === 1,
    users_can_edit_document: row.users_can_edit_document === 1,
    is_hybrid: row.is_hybrid === 1,
    redirect_to_external_app: row.redirect_to_external_app === 1,
    redirect_to_external_app_url: row.redirect_to_external_app_url,
    traffic_manager_type: row.traffic_manager_type,
  };
}

const userNamed = (db: Db, userId: number): { id: number; name: string } | null =>
  db.prepare<[number], { id: number; name: string }>('SELECT u.id, p.name FROM users u JOIN people p ON p.id = u.person_id WHERE u.id = ?').get(userId) ?? null;

/** The users the subject lets create under it (only_allowed_users_can_create), by name. */
export const allowedUsersOf = (db: Db, subjectId: number): Array<{ id: number; name: string }> =>
  db
    .prepare<[number], { id: number; name: string }>(
      `SELECT u.id, p.name AS name FROM subject_allowed_users a JOIN users u ON u.id = a.user_id
       JOIN people p ON p.id = u.person_id WHERE a.subject_id = ? ORDER BY name COLLATE NOCASE, u.id`,
    )
    .all(subjectId);

export const findSubjectRow = (db: Db, id: number): SubjectRow | undefined => db.prepare<[number], SubjectRow>('SELECT * FROM subjects WHERE id = ?').get(id);

const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Accent- and case-insensitive substring match, the way a pt-BR user types a search. */
export const matches = (text: string, search: string | undefined) => search === undefined || search === '' || foldAccents(text).includes(foldAccents(search.trim()));

export type SubjectFilters = { search?: string | undefined; status?: 'enabled' | 'disabled' | undefined; sector_id?: number | undefined };

/** The rows a list shows, by name: status, sector and a search over the name and keywords. */
export function subjectRows(db: Db, filters: SubjectFilters): SubjectRow[] {
  const rows = db.prepare<[], SubjectRow>('SELECT * FROM subjects ORDER BY name COLLATE NOCASE, id').all();
  return rows.filter(
    (row) =>
      (filters.status === undefined || row.status === filters.status) &&
      (filters.sector_id === undefined || row.sector_id === filters.sector_id) &&
      (matches(row.name, filters.search) || matches(row.keywords, filters.search)),
  );
}

export function listSubjects(db: Db, filters: SubjectFilters): Subject[] {
  return subjectRows(db, filters).map((row) => subjectOut(db, row));
}
