// Documents written through the API, the way the create screen does it: a draft (POST inbox/email),
// and publishing it (POST inbox/email/{uuid}/publish); plus files put straight into the store, for
// tests about what is done with attachments rather than about uploading them.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { publishResultSchema, serverDocumentSchema, type documentBodySchema, type ServerDocument } from '../../src-shared/api/documents';
import type { Db } from '../db/open';
import { insertAttachment, type AttachmentRow } from '../medias/store';
import { bearer, json } from './harness';
import { sectorIdOf } from './inbox';
import { SAMPLE } from './multipart';

export type BodyInput = z.input<typeof documentBodySchema>;

/** A body that publishes: an ofício with a title, a text and one sector recipient (by symbol). */
export function publishableBody(db: Db, toSector: string, extra: BodyInput = {}): BodyInput {
  return {
    type: 'oficio',
    subject: 'Ofício de teste',
    content: '<p>Texto do ofício.</p>',
    recipients: [{ isCc: false, sector_id: sectorIdOf(db, toSector), person_id: null, broadcast_id: null, responsible_id: null, name: '', email: '' }],
    ...extra,
  };
}

export async function createDraft(app: FastifyInstance, token: string, body: BodyInput = {}, headers: Record<string, string> = {}): Promise<ServerDocument> {
  const response = await app.inject({ method: 'POST', url: '/api/inbox/email', headers: { ...bearer(token), ...headers }, payload: body as object });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return serverDocumentSchema.parse(json(response));
}

/** Publishes the draft; answers the sender's email uuid (now in Enviados) and the number. */
export async function publish(app: FastifyInstance, token: string, draftEmailUuid: string) {
  const response = await app.inject({ method: 'POST', url: `/api/inbox/email/${draftEmailUuid}/publish`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`publish answered ${response.statusCode}: ${response.body}`);
  return publishResultSchema.parse(json(response));
}

/** The inbox email a sector (by symbol) received the document in. */
export function receivedEmailUuid(db: Db, documentId: number, sector: string): string {
  const uuid = db
    .prepare<[number, number], string>("SELECT uuid FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'inbox' ORDER BY id LIMIT 1")
    .pluck()
    .get(documentId, sectorIdOf(db, sector));
  if (uuid === undefined) throw new Error(`sector ${sector} received no email of document ${documentId}`);
  return uuid;
}

export type StoredFile = { name: string; mime: string; extension: string; content: Buffer };

/** A file attached without the upload route (as the seed does); a PDF unless told. */
export function storeFile(db: Db, documentId: number, createdBy: number | null, file: Partial<StoredFile> = {}): AttachmentRow {
  const { name = 'parecer.pdf', mime = 'application/pdf', extension = 'pdf', content = SAMPLE.pdf } = file;
  return insertAttachment(db, documentId, createdBy, { name, group: 'Anexos', extension, mime, bytes: content }, '2026-01-10T12:00:00.000Z');
}
