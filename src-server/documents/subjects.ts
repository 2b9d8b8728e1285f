// Subjects as the create form reads them (src-shared/api/documents.ts subjectSchema): what choosing
// one does to a document (spec §4) and who may create how.
import { z } from 'zod';
import { customFieldSchema, subjectStageSchema, type Subject } from '../../src-shared/api/documents';
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
};

const parseJson = <T>(schema: z.ZodType<T>, text: string): T => {
  const result = schema.safeParse(JSON.parse(text));
  return result.success ? result.data : ([] as unknown as T);
};

export function subjectOut(db: Db, row: SubjectRow): Subject {
  const recipients = db
    .prepare<[number], RecipientRow>('SELECT is_cc, sector_id, person_id, broadcast_id, responsible_id FROM subject_recipients WHERE subject_id = ? ORDER BY position, id')
    .all(row.id)
    .map((recipient) => recipientOut(db, fromRow(recipient)));
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
    stages: parseJson(z.array(subjectStageSchema), row.stages),
    fields: parseJson(z.array(customFieldSchema), row.fields),
    users_can_create_anonymously: row.users_can_create_anonymously === 1,
    users_can_create_secretly: row.users_can_create_secretly === 1,
    users_can_create_identified: row.users_can_create_identified === 1,
    can_set_description_on_document: row.can_set_description_on_document === 1,
    users_can_reopen_document: row.users_can_reopen_document === 1,
    sector_id: row.sector_id,
    status: row.status,
  };
}

export const findSubjectRow = (db: Db, id: number): SubjectRow | undefined => db.prepare<[number], SubjectRow>('SELECT * FROM subjects WHERE id = ?').get(id);

const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Accent- and case-insensitive substring match, the way a pt-BR user types a search. */
export const matches = (text: string, search: string | undefined) => search === undefined || search === '' || foldAccents(text).includes(foldAccents(search.trim()));

export function listSubjects(db: Db, filters: { search?: string | undefined; status?: 'enabled' | 'disabled' | undefined }): Subject[] {
  const rows = db.prepare<[], SubjectRow>('SELECT * FROM subjects ORDER BY name COLLATE NOCASE, id').all();
  return rows.filter((row) => (filters.status === undefined || row.status === filters.status) && matches(row.name, filters.search)).map((row) => subjectOut(db, row));
}
