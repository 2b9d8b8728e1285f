// Document creation (spec §7): POST inbox/email creates a draft (idempotent with Idempotency-Key),
// GET inbox/email/{uuid}/document reads the editable copy, PUT inbox/email/{uuid} updates it
// against the version it was made from (409 on a stale base), POST inbox/email/{uuid}/publish.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentBodySchema, updateDocumentSchema, type ServerDocument } from '../../src-shared/api/documents';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { findDocument, insertDraft, invalidReferences, publishDraft, referenceErrors, serverDocument, updateDraft, type DocumentRow } from '../documents/drafts';
import { ApiError, invalidFields } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency';
import { parseInput } from '../http/validation';
import { canOpen, findEmailRow } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { resolveScope, visibleSectorIds } from '../inbox/scope';
import { staffOnly } from './inbox';

const m = messages.documents;
const idParams = z.object({ id: emailUuidSchema });

const notFound = () => new ApiError(404, { message: m.documentNotFound });
const forbidden = () => new ApiError(403, { message: m.documentForbidden });
const notDraft = (message: string) => new ApiError(422, { message, errors: { documentStatus: [message] } });

export function registerDocumentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The inbox email and its document, for a user who may open that inbox or created the document. */
  const documentOf = (request: FastifyRequest): { email: ItemRow; document: DocumentRow } => {
    const { id } = parseInput(idParams, request.params);
    const { userId } = authOf(request);
    const email = findEmailRow(ctx.db, id);
    if (email === undefined) throw notFound();
    const document = findDocument(ctx.db, email.document_id);
    if (document === undefined) throw notFound();
    const visible = new Set(visibleSectorIds(ctx, userId));
    if (!canOpen(email, { userId, visible }) && document.created_by !== userId) throw forbidden();
    return { email, document };
  };
  const draftEmailUuid = (documentId: number): string =>
    ctx.db.prepare<[number], string>("SELECT uuid FROM inbox_emails WHERE document_id = ? AND box = 'draft' ORDER BY id LIMIT 1").pluck().get(documentId) ?? '';
  const current = (documentId: number, emailUuid: string): ServerDocument => serverDocument(ctx.db, findDocument(ctx.db, documentId) as DocumentRow, emailUuid);

  app.post('/api/inbox/email', staffOnly, async (request, reply) => {
    const { userId, user } = authOf(request);
    const key = idempotencyKeyOf(request);
    const body = parseInput(documentBodySchema, request.body);
    if (key !== undefined) {
      const known = ctx.db.prepare<[number, string], number>('SELECT document_id FROM idempotency_keys WHERE user_id = ? AND key = ?').pluck().get(userId, key);
      if (known !== undefined) {
        const emailUuid =
          draftEmailUuid(known) ||
          (ctx.db.prepare<[number], string>("SELECT uuid FROM inbox_emails WHERE document_id = ? AND box = 'sent' ORDER BY id LIMIT 1").pluck().get(known) ?? '');
        return reply.code(200).send(current(known, emailUuid));
      }
    }
    // The sender inbox: the sector chosen by X-InboxSectorId (or the primary one), or the user's own.
    const raw = request.body as Record<string, unknown>;
    const headerType = request.headers['x-inboxtype'];
    if (!('from' in raw) && headerType === 'personal') body.from = 'personal';
    const scope = resolveScope(ctx, request, userId, { inboxType: body.from });
    if (body.from === 'sector' && scope.sectorId === null) throw invalidFields({ from: [m.inboxSectorRequired] });
    invalidReferences(referenceErrors(ctx.db, body));
    const senderName = ctx.db.prepare<[number], string>('SELECT name FROM people WHERE id = ?').pluck().get(user.person_id) ?? '';
    const at = isoAt(ctx.now());
    const created = ctx.db.transaction(() => {
      const draft = insertDraft(
        ctx.db,
        body,
        {
          userId,
          senderName,
          sectorId: scope.sectorId,
          inbox: body.from === 'sector' ? { sectorId: scope.sectorId, userId: null } : { sectorId: null, userId },
        },
        at,
      );
      if (key !== undefined) ctx.db.prepare('INSERT INTO idempotency_keys (user_id, key, document_id, created_at) VALUES (?, ?, ?, ?)').run(userId, key, draft.documentId, at);
      return draft;
    })();
    return reply.code(201).send(current(created.documentId, created.emailUuid));
  });

  app.get('/api/inbox/email/:id/document', staffOnly, async (request) => {
    const { email, document } = documentOf(request);
    return serverDocument(ctx.db, document, email.uuid);
  });

  app.put('/api/inbox/email/:id', staffOnly, async (request, reply) => {
    const { email, document } = documentOf(request);
    const update = parseInput(updateDocumentSchema, request.body);
    if (document.status !== 'draft') throw notDraft(m.notDraft);
    if (update.base_version !== document.version) {
      return reply.code(409).send({ message: m.conflict, current: serverDocument(ctx.db, document, email.uuid) });
    }
    invalidReferences(referenceErrors(ctx.db, update.body));
    ctx.db.transaction(() => updateDraft(ctx.db, document, update.body, isoAt(ctx.now()), authOf(request).userId))();
    return current(document.id, email.uuid);
  });

  app.post('/api/inbox/email/:id/publish', staffOnly, async (request) => {
    const { email, document } = documentOf(request);
    if (document.status !== 'draft') throw notDraft(m.alreadyPublished);
    const senderEmail =
      email.box === 'draft' ? email.id : ctx.db.prepare<[number], number>("SELECT id FROM inbox_emails WHERE document_id = ? AND box = 'draft' ORDER BY id LIMIT 1").pluck().get(document.id);
    if (senderEmail === undefined) throw notDraft(m.alreadyPublished);
    const { body } = serverDocument(ctx.db, document, email.uuid);
    const number = ctx.db.transaction(() => publishDraft(ctx.db, document, body, senderEmail, authOf(request).userId, isoAt(ctx.now())))();
    const uuid = ctx.db.prepare<[number], string>('SELECT uuid FROM inbox_emails WHERE id = ?').pluck().get(senderEmail) as string;
    return { number, inbox_email_uuid: uuid };
  });
}
