// Filing a request in the citizen portal (issue 16; companion §2 Citizen portal, §7 calls).
// Citizens only (staff file through Novo documento: 403); another person's draft or request, or an
// unknown uuid, is 404, so no answer tells that someone else's exists.
// - GET /api/citizen/filing/subjects: the subjects open to citizens, with what the form needs.
// - POST /api/citizen/filing/drafts {body} (Idempotency-Key): the citizen's server-side draft.
// - GET /api/citizen/filing/drafts/:uuid, PUT …/:uuid {base_version, body} (409 on a stale base).
// - POST …/:uuid/files (multipart files[], staff's limits), DELETE …/:uuid/files/:id.
// - POST …/:uuid/publish (Idempotency-Key): every rule again, then numbered and delivered in one
//   transaction; answers {uuid, number, verification_code}.
// - GET /api/citizen/requests/:uuid/receipt: the comprovante PDF of the citizen's own request.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audited } from '../audit/trail';
import { citizenDraftCreateSchema, citizenDraftUpdateSchema, type CitizenDraft } from '../../src-shared/api/citizenFiling';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, withAccess } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { assertPublishable, citizenBody, citizenSubjects, filedAgain, publishCitizenDraft } from '../documents/citizenFiling';
import { citizenReceipt } from '../documents/citizenReceipt';
import { bodyOf, findDocument, insertDraft, invalidReferences, updateDraft, type DocumentRow } from '../documents/drafts';
import { ApiError } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency';
import { parseInput } from '../http/validation';
import { contentDisposition, fileStem, pdfViewerCsp } from '../medias/headers';
import { attachmentById, attachmentsOf, insertAttachment, toMedia } from '../medias/store';
import { MULTIPART_LIMITS, readUpload, uploadRefused } from '../medias/uploadParts';
import { requestOrigin } from '../http/origins';

const m = messages.citizenFiling;
const citizenOnly = withAccess(authenticated());
const params = z.object({ uuid: emailUuidSchema });
const fileParams = z.object({ uuid: emailUuidSchema, id: z.coerce.number().int().positive() });

/** The citizen's user id; staff get 403 (they file through Novo documento). */
function citizenOf(request: FastifyRequest): number {
  const { userId, user } = authOf(request);
  if (user.has_internal_access === 1) throw new ApiError(403, { message: messages.reply.citizenOnly });
  return userId;
}

export function registerCitizenFilingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const loginTypeOf = (request: FastifyRequest): number =>
    ctx.db.prepare<[number], number>('SELECT login_type FROM access_tokens WHERE id = ?').pluck().get(authOf(request).tokenId) ?? -1;

  /** The citizen's own document by uuid, or 404. */
  const ownDocument = (request: FastifyRequest, uuid: string): DocumentRow => {
    const userId = citizenOf(request);
    const id = ctx.db.prepare<[string], number>("SELECT id FROM documents WHERE uuid = ? AND kind = 'document'").pluck().get(uuid);
    const row = id === undefined ? undefined : findDocument(ctx.db, id);
    if (row === undefined || row.created_by !== userId) throw new ApiError(404, { message: m.draftNotFound });
    return row;
  };
  const ownDraft = (request: FastifyRequest): DocumentRow => {
    const row = ownDocument(request, parseInput(params, request.params).uuid);
    if (row.status !== 'draft') throw new ApiError(422, { message: m.notDraft, errors: { documentStatus: [m.notDraft] } });
    return row;
  };
  const draftOut = (documentId: number): CitizenDraft => {
    const row = findDocument(ctx.db, documentId) as DocumentRow;
    return {
      uuid: row.uuid,
      version: row.version,
      updated_at: row.updated_at ?? row.created_at,
      body: { ...bodyOf(ctx.db, row), recipients: [] },
      files: attachmentsOf(ctx.db, row.id).map(toMedia),
    };
  };

  app.get('/api/citizen/filing/subjects', citizenOnly, async (request) => {
    citizenOf(request);
    return { subjects: citizenSubjects(ctx.db) };
  });

  app.post('/api/citizen/filing/drafts', citizenOnly, async (request, reply) => {
    const userId = citizenOf(request);
    const key = idempotencyKeyOf(request);
    const input = parseInput(citizenDraftCreateSchema, request.body);
    if (key !== undefined) {
      const known = ctx.db.prepare<[number, string], number>('SELECT document_id FROM idempotency_keys WHERE user_id = ? AND key = ?').pluck().get(userId, key);
      if (known !== undefined) return reply.code(200).send(draftOut(known));
    }
    const { body, errors } = citizenBody(ctx.db, input.body);
    invalidReferences(errors);
    const senderName = ctx.db.prepare<[number], string>('SELECT name FROM people WHERE id = ?').pluck().get(authOf(request).user.person_id) ?? '';
    const at = isoAt(ctx.now());
    const documentId = ctx.db.transaction(() => {
      const draft = insertDraft(ctx.db, body, { userId, senderName, sectorId: null, inbox: { sectorId: null, userId } }, at);
      if (key !== undefined) ctx.db.prepare('INSERT INTO idempotency_keys (user_id, key, document_id, created_at) VALUES (?, ?, ?, ?)').run(userId, key, draft.documentId, at);
      return draft.documentId;
    })();
    return reply.code(201).send(draftOut(documentId));
  });

  app.get('/api/citizen/filing/drafts/:uuid', citizenOnly, async (request) => draftOut(ownDraft(request).id));

  app.put('/api/citizen/filing/drafts/:uuid', citizenOnly, async (request, reply) => {
    const row = ownDraft(request);
    const update = parseInput(citizenDraftUpdateSchema, request.body);
    if (update.base_version !== row.version) return reply.code(409).send({ message: m.conflict, current: draftOut(row.id) });
    const { body, errors } = citizenBody(ctx.db, update.body);
    invalidReferences(errors);
    ctx.db.transaction(() => updateDraft(ctx.db, row, body, isoAt(ctx.now()), row.created_by as number))();
    return draftOut(row.id);
  });

  // Multipart is parsed only in this scope: every other route keeps speaking JSON only.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    scope.post('/api/citizen/filing/drafts/:uuid/files', citizenOnly, async (request, reply) => {
      const row = ownDraft(request);
      const { files } = await readUpload(request, new Set());
      if (files.length === 0) throw uploadRefused(422, messages.medias.uploadNoFiles);
      const at = isoAt(ctx.now());
      const group = messages.medias.defaultGroup;
      const saved = ctx.db.transaction(() => files.map((file) => insertAttachment(ctx.db, row.id, row.created_by, { ...file, group }, at)))();
      return reply.code(201).send({ files: saved.map(toMedia) });
    });
  });

  app.delete('/api/citizen/filing/drafts/:uuid/files/:id', citizenOnly, async (request, reply) => {
    const row = ownDraft(request);
    const file = attachmentById(ctx.db, row.id, parseInput(fileParams, request.params).id);
    if (file === undefined) throw new ApiError(404, { message: messages.medias.mediaNotFound });
    ctx.db.prepare('DELETE FROM attachments WHERE id = ?').run(file.id);
    return reply.code(204).send();
  });

  app.post('/api/citizen/filing/drafts/:uuid/publish', citizenOnly, async (request) => {
    const userId = citizenOf(request);
    const key = idempotencyKeyOf(request);
    const row = ownDocument(request, parseInput(params, request.params).uuid);
    if (key !== undefined) {
      const known = ctx.db.prepare<[number, string], number>('SELECT document_id FROM idempotency_keys WHERE user_id = ? AND key = ?').pluck().get(userId, key);
      const again = known === row.id ? filedAgain(ctx.db, row.id) : undefined;
      if (again !== undefined) return again;
    }
    if (row.status !== 'draft') throw new ApiError(422, { message: m.notDraft, errors: { documentStatus: [m.notDraft] } });
    const body = citizenBody(ctx.db, bodyOf(ctx.db, row)).body;
    assertPublishable(ctx.db, body, loginTypeOf(request), { documentId: row.id, userId });
    const at = isoAt(ctx.now());
    const filed = ctx.db.transaction(() => {
      // The subject's recipients and stages as they are now, not as they were when the draft was saved.
      updateDraft(ctx.db, row, body, at, userId);
      const made = publishCitizenDraft(ctx.db, findDocument(ctx.db, row.id) as DocumentRow, body, userId, at);
      if (key !== undefined) ctx.db.prepare('INSERT OR IGNORE INTO idempotency_keys (user_id, key, document_id, created_at) VALUES (?, ?, ?, ?)').run(userId, key, row.id, at);
      return made;
    })();
    // After the commit, without waiting: the address gets its coordinates when the service answers.
    ctx.geocoding.afterPublish(row.id);
    return filed;
  });

  app.get('/api/citizen/requests/:uuid/receipt', audited({ ...citizenOnly, onSend: pdfViewerCsp }, 'download'), async (request, reply) => {
    const row = ownDocument(request, parseInput(params, request.params).uuid);
    if (row.status === 'draft') throw new ApiError(404, { message: messages.reply.requestNotFound });
    const pdf = await citizenReceipt(ctx.db, row, requestOrigin(request));
    return reply.type('application/pdf').header('Content-Disposition', contentDisposition('attachment', `${m.receipt.fileName(fileStem(row.number))}.pdf`)).send(pdf);
  });
}
