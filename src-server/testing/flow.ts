// Helpers for flow route tests: a published document with the parking-credential flow (a required
// attachment, then Emitir Autorização), sent to a sector the way the create screen sends one.
import type { FastifyInstance } from 'fastify';
import { subjectSchema } from '../../src-shared/api/documents';
import type { Db } from '../db/open';
import { PARKING_CREDENTIAL_SUBJECT } from '../db/seed/documentCreation';
import { createDraft, publish, publishableBody, receivedEmailUuid } from './documents';
import { bearer, json } from './harness';

export type StageFact = { id: number; position: number; name: string; status: string; actions: string; requirements: string; entered_at: string | null };

export const subjectIdOf = (db: Db, name: string): number => db.prepare<[string], number>('SELECT id FROM subjects WHERE name = ?').pluck().get(name) as number;

/** Publishes a parking-credential request from `token`'s sector to `toSector`; answers the document and the email it landed as. */
export async function sendFlowDocument(app: FastifyInstance, db: Db, token: string, toSector: string, title = 'Credencial de estacionamento — Maria das Dores') {
  const subjectId = subjectIdOf(db, PARKING_CREDENTIAL_SUBJECT);
  const subject = subjectSchema.parse(json(await app.inject({ method: 'GET', url: `/api/document/subject/${subjectId}`, headers: bearer(token) })));
  const draft = await createDraft(app, token, publishableBody(db, toSector, { type: 'requerimento', subjectId, subject: title, stages: subject.stages }));
  const { number } = await publish(app, token, draft.inbox_email_uuid);
  return { documentId: draft.id, number, emailUuid: receivedEmailUuid(db, draft.id, toSector) };
}

export const stagesOf = (db: Db, documentId: number): StageFact[] =>
  db.prepare<[number], StageFact>('SELECT id, position, name, status, actions, requirements, entered_at FROM stages WHERE document_id = ? ORDER BY position').all(documentId);
