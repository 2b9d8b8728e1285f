// Document creation (spec §7): POST inbox/email creates a draft (idempotent with Idempotency-Key),
// GET inbox/email/{uuid}/document reads the editable copy, PUT inbox/email/{uuid} updates it
// against the version it was made from (409 on a stale base), POST inbox/email/{uuid}/publish.
// A reply draft (body.reply_to, inbox/reply.ts) is written the same way, in the inbox that holds the
// email it answers; publishing it sends the reply (idempotent with Idempotency-Key) and answers the
// answered email's uuid and number instead of numbering a new document.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audited, recordRequest } from '../audit/trail';
import { documentBodySchema, updateDocumentSchema, type DocumentBody, type ServerDocument } from '../../src-shared/api/documents';
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
import { markReply, publishReply, rememberReply, repliedBefore, replySource } from '../inbox/reply';
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

  /** A reply draft keeps answering the email it was made for; a document never becomes a reply. */
  const keepReplyTarget = (document: DocumentRow, body: DocumentBody) => {
    const target = body.reply_to === null ? null : (findEmailRow(ctx.db, body.reply_to.inbox_email_uuid)?.id ?? -1);
    if (target !== document.reply_to_email_id) throw invalidFields({ 'reply_to.inbox_email_uuid': [messages.reply.changed] });
    // The inbox of a reply is the answered email's, as when it was created.
    if (target !== null) body.from = document.sent_from;
  };

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
    // A reply is written in the inbox that holds the email it answers, whatever the form said.
    const replied = body.reply_to === null ? undefined : replySource(ctx.db, body.reply_to, { userId, visible: scope.visible });
    if (replied !== undefined) body.from = replied.inbox_sector_id !== null ? 'sector' : 'personal';
    const sectorId = replied?.inbox_sector_id ?? scope.sectorId;
    if (body.from === 'sector' && sectorId === null) throw invalidFields({ from: [m.inboxSectorRequired] });
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
          sectorId,
          inbox: body.from === 'sector' ? { sectorId, userId: null } : { sectorId: null, userId },
        },
        at,
      );
      if (replied !== undefined) markReply(ctx.db, draft.documentId, replied.id, body.reply_to?.all === true);
      if (key !== undefined) ctx.db.prepare('INSERT INTO idempotency_keys (user_id, key, document_id, created_at) VALUES (?, ?, ?, ?)').run(userId, key, draft.documentId, at);
      return draft;
    })();
    return reply.code(201).send(current(created.documentId, created.emailUuid));
  });

  app.get('/api/inbox/email/:id/document', audited(staffOnly, 'view'), async (request) => {
    const { email, document } = documentOf(request);
    return serverDocument(ctx.db, document, email.uuid);
  });

  app.put('/api/inbox/email/:id', staffOnly, async (request, reply) => {
    const { email, document } = documentOf(request);
    const update = parseInput(updateDocumentSchema, request.body);
    if (document.status !== 'draft') throw notDraft(m.notDraft);
    keepReplyTarget(document, update.body);
    if (update.base_version !== document.version) {
      return reply.code(409).send({ message: m.conflict, current: serverDocument(ctx.db, document, email.uuid) });
    }
    invalidReferences(referenceErrors(ctx.db, update.body));
    ctx.db.transaction(() => {
      updateDraft(ctx.db, document, update.body, isoAt(ctx.now()), authOf(request).userId);
      if (document.reply_to_email_id !== null) markReply(ctx.db, document.id, document.reply_to_email_id, update.body.reply_to?.all === true);
    })();
    return current(document.id, email.uuid);
  });

  app.post('/api/inbox/email/:id/publish', staffOnly, async (request) => {
    const { userId } = authOf(request);
    const key = idempotencyKeyOf(request);
    // A reply draft is gone once sent: a retry with its key is answered from what it sent.
    const before = key === undefined ? undefined : repliedBefore(ctx.db, userId, key, parseInput(idParams, request.params).id);
    if (before !== undefined) return before;
    const { email, document } = documentOf(request);
    if (document.status !== 'draft') throw notDraft(m.alreadyPublished);
    if (document.reply_to_email_id !== null) {
      const { body } = serverDocument(ctx.db, document, email.uuid);
      const actor = { userId, visible: new Set(visibleSectorIds(ctx, userId)) };
      const at = isoAt(ctx.now());
      const repliedId = document.reply_to_email_id;
      const sent = ctx.db.transaction(() => {
        const made = publishReply(ctx.db, document, body, actor, at);
        recordRequest(ctx, request, { action: 'publish', entity: 'document', entityId: document.id, documentId: document.id, changes: { status: [document.status, 'published'], number: [null, made.number] } });
        if (key !== undefined) rememberReply(ctx.db, userId, key, email.uuid, repliedId, made, at);
        return made;
      })();
      return { number: sent.number, inbox_email_uuid: sent.inbox_email_uuid };
    }
    const senderEmail =
      email.box === 'draft' ? email.id : ctx.db.prepare<[number], number>("SELECT id FROM inbox_emails WHERE document_id = ? AND box = 'draft' ORDER BY id LIMIT 1").pluck().get(document.id);
    if (senderEmail === undefined) throw notDraft(m.alreadyPublished);
    const { body } = serverDocument(ctx.db, document, email.uuid);
    const number = ctx.db.transaction(() => {
      const published = publishDraft(ctx.db, document, body, senderEmail, authOf(request).userId, isoAt(ctx.now()));
      recordRequest(ctx, request, { action: 'publish', entity: 'document', entityId: document.id, documentId: document.id, changes: { status: [document.status, 'published'], number: [null, published] } });
      return published;
    })();
    // After the commit, without waiting: the address gets its coordinates when the service answers.
    ctx.geocoding.afterPublish(document.id);
    const uuid = ctx.db.prepare<[number], string>('SELECT uuid FROM inbox_emails WHERE id = ?').pluck().get(senderEmail) as string;
    return { number, inbox_email_uuid: uuid };
  });
}
