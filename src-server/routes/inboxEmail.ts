// Inbox email actions (spec §4, §7): favorite/unfavorite/archive/reopen/close one by one and in
// bulk with {emailsUuids} (a result per item, so the client toasts each failure), responsible,
// draft, delete, remove-email, summary, timeline and the email by uuid.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bulkBodySchema, emailUuidSchema, externalSendBodySchema, responsibleBodySchema, type BulkResult, type ViewedEmail } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { changedFields } from '../audit/log';
import { audited, recordRequest } from '../audit/trail';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { authorVisibility } from '../documents/authorship';
import { findDocument, serverDocument } from '../documents/drafts';
import { ApiError, invalidFields } from '../http/errors';
import { parseInput } from '../http/validation';
import { dispatchesOf } from '../inbox/dispatchViews';
import { actionRefused, applyAction, EMAIL_ACTIONS, emailFor, findEmailRow, canOpen, itemOf, type Viewer } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { viewedEmailOf } from '../inbox/emailView';
import { OUTSIDER } from '../documents/printJobs';
import { sendExternally } from '../mail/externalSend';
import { draftDeletionRefusal } from '../medias/writeRules';
import { visibleSectorIds } from '../inbox/scope';
import { staffOnly } from './inbox';
import { requestOrigin } from '../http/origins';

const m = messages.server;
const idParams = z.object({ id: emailUuidSchema });
const isoDate = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), { error: m.inboxDateInvalid });
const timelineQuery = z.object({ startsAt: isoDate.optional() });
const emailQuery = z.object({ order_by_direction: z.enum(['asc', 'desc'], { error: m.inboxSortInvalid }).optional() });

export function registerInboxEmailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const viewer = (request: FastifyRequest): Viewer => {
    const { userId } = authOf(request);
    return { userId, visible: new Set(visibleSectorIds(ctx, userId)) };
  };
  const email = (request: FastifyRequest) => {
    const { id } = parseInput(idParams, request.params);
    return emailFor(ctx.db, id, viewer(request));
  };

  /** One entry per email an action changed, with the flags it flipped (a reopen's new email included). */
  const recordEmailAction = (request: FastifyRequest, before: ItemRow, after: ItemRow, action: string) => {
    const changes = before.id === after.id ? changedFields(before, after) : { uuid: [before.uuid, after.uuid] as const };
    recordRequest(ctx, request, { action, entity: 'inbox-email', entityId: before.uuid, documentId: before.document_id, changes });
  };

  for (const action of EMAIL_ACTIONS) {
    app.put(`/api/inbox/email/${action}/bulk`, staffOnly, async (request): Promise<BulkResult> => {
      const { emailsUuids } = parseInput(bulkBodySchema, request.body);
      const who = viewer(request);
      const at = isoAt(ctx.now());
      const data = [...new Set(emailsUuids)].map((uuid): BulkResult['data'][number] => {
        const row = findEmailRow(ctx.db, uuid);
        if (row === undefined) return { inbox_email_uuid: uuid, success: false, status: 404, message: m.inboxEmailNotFound, title: null };
        if (!canOpen(row, who)) return { inbox_email_uuid: uuid, success: false, status: 403, message: m.inboxEmailForbidden, title: null };
        try {
          const updated = ctx.db.transaction(() => {
            const changed = applyAction(ctx.db, row, action, at, who.userId);
            recordEmailAction(request, row, changed, action);
            return changed;
          })();
          return { inbox_email_uuid: uuid, success: true, email: itemOf(ctx.db, updated, who) };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return { inbox_email_uuid: uuid, success: false, status: error.statusCode, message: error.body.message, title: row.title };
        }
      });
      return { data };
    });
    app.put(`/api/inbox/email/:id/${action}`, staffOnly, async (request) => {
      const who = viewer(request);
      const row = emailFor(ctx.db, parseInput(idParams, request.params).id, who);
      const updated = ctx.db.transaction(() => {
        const changed = applyAction(ctx.db, row, action, isoAt(ctx.now()), who.userId);
        recordEmailAction(request, row, changed, action);
        return changed;
      })();
      return itemOf(ctx.db, updated, who);
    });
  }

  app.patch('/api/inbox/email/:id/responsible', staffOnly, async (request) => {
    const who = viewer(request);
    const row = emailFor(ctx.db, parseInput(idParams, request.params).id, who);
    const { responsible_id: responsibleId } = parseInput(responsibleBodySchema, request.body);
    if (responsibleId !== null) {
      const allowed =
        row.inbox_sector_id === null
          ? responsibleId === row.inbox_user_id
          : ctx.db
              .prepare<[number, number], number>(
                `SELECT count(*) FROM user_sectors JOIN users ON users.id = user_sectors.user_id
                 WHERE user_sectors.user_id = ? AND user_sectors.sector_id = ? AND users.status = 'enabled' AND users.has_internal_access = 1`,
              )
              .pluck()
              .get(responsibleId, row.inbox_sector_id) === 1;
      if (!allowed) throw invalidFields({ responsible_id: [m.inboxResponsibleInvalid] });
    }
    ctx.db.prepare('UPDATE inbox_emails SET responsible_user_id = ?, updated_at = ? WHERE id = ?').run(responsibleId, isoAt(ctx.now()), row.id);
    return itemOf(ctx.db, findEmailRow(ctx.db, row.uuid) ?? row, who);
  });

  app.get('/api/inbox/email/:id/draft', staffOnly, async (request) => {
    const row = email(request);
    if (row.box !== 'draft') throw actionRefused(m.inboxNotDraft);
    const document = findDocument(ctx.db, row.document_id);
    if (document === undefined) throw new ApiError(404, { message: messages.documents.documentNotFound });
    // The editable copy (version and form body: the editor reopens the draft from it and updates
    // it from that version), with the flat fields the spec's draft carries.
    return {
      ...serverDocument(ctx.db, document, row.uuid),
      subject: row.title,
      content: row.body,
      type: row.document_type,
      subjectId: row.subject_id,
      isUrgent: row.is_urgent === 1,
      priority_id: row.priority,
    };
  });

  // Deleting is for drafts: the document goes with its only email (and its files: never signed ones).
  app.delete('/api/inbox/email/:id', staffOnly, async (request, reply) => {
    const row = email(request);
    if (row.box !== 'draft' || row.status !== 'draft') throw actionRefused(m.inboxNotDraft);
    const refusal = draftDeletionRefusal(ctx.db, row.document_id);
    if (refusal !== undefined) throw new ApiError(403, { message: refusal });
    ctx.db.prepare('DELETE FROM documents WHERE id = ?').run(row.document_id);
    return reply.code(204).send();
  });

  // Removing takes the email out of this inbox only; the document and other inboxes keep it.
  app.delete('/api/inbox/email/:id/remove-email', staffOnly, async (request, reply) => {
    const row = email(request);
    // A draft's only email is its document's: removing it would leave a document nobody can reach.
    if (row.box === 'draft') throw actionRefused(m.inboxDraftNotRemoved);
    ctx.db.prepare('DELETE FROM inbox_emails WHERE id = ?').run(row.id);
    return reply.code(204).send();
  });

  // Sending outside the organisation: the complete printout by e-mail (mail/externalSend.ts), each
  // address on its own; what the relay accepted is recorded.
  app.post('/api/inbox/email/:id/external/send', staffOnly, async (request, reply) => {
    const row = email(request);
    if (row.box === 'draft' || row.status === 'draft') throw actionRefused(m.inboxExternalDraft);
    const body = parseInput(externalSendBodySchema, request.body);
    if (ctx.mailer === null) throw new ApiError(503, { message: m.mailNotConfigured });
    const recipients = [...new Set(body.emails.map((address) => address.toLowerCase()))];
    const { userId } = authOf(request);
    const at = new Date(ctx.now());
    // Printed as for someone outside, which the recipients are: no internal note, no hidden author.
    const job = { db: ctx.db, row, reader: OUTSIDER, author: authorVisibility(ctx.db, row.document_id, OUTSIDER), at, portalOrigin: requestOrigin(request) };
    const outcome = await sendExternally(ctx.mailer, job, { recipients, message: body.message ?? '' }, row.inbox_sector_name ?? row.sender_sector_name ?? '');
    const sentAt = at.toISOString();
    const id =
      outcome.delivered.length === 0
        ? null
        : Number(
            ctx.db
              .prepare('INSERT INTO external_sends (inbox_email_id, user_id, recipients, message, created_at) VALUES (?, ?, ?, ?, ?)')
              .run(row.id, userId, JSON.stringify(outcome.delivered), body.message ?? '', sentAt).lastInsertRowid,
          );
    if (outcome.failed.length > 0) throw new ApiError(502, { message: m.mailFailed(outcome.failed), errors: { emails: [m.mailFailed(outcome.failed)] } });
    return reply.code(201).send({ id, recipients: outcome.delivered, sent_at: sentAt, message: m.inboxExternalSent });
  });

  app.get('/api/inbox/email/:id/summary', staffOnly, async (request) => {
    const who = viewer(request);
    const row = emailFor(ctx.db, parseInput(idParams, request.params).id, who);
    return { data: dispatchesOf(ctx.db, row.document_id, who) };
  });

  app.get('/api/inbox/email/:id/timeline', staffOnly, async (request) => {
    const who = viewer(request);
    const row = emailFor(ctx.db, parseInput(idParams, request.params).id, who);
    const { startsAt } = parseInput(timelineQuery, request.query);
    const after = startsAt === undefined ? undefined : new Date(startsAt).toISOString();
    const data = dispatchesOf(ctx.db, row.document_id, who, after === undefined ? {} : { after });
    return { data, has_new: startsAt !== undefined && data.length > 0 };
  });

  const view = async (request: FastifyRequest): Promise<ViewedEmail> => {
    const who = viewer(request);
    const row = emailFor(ctx.db, parseInput(idParams, request.params).id, who);
    const { order_by_direction: direction } = parseInput(emailQuery, request.query);
    if (row.is_read === 0) ctx.db.prepare('UPDATE inbox_emails SET is_read = 1 WHERE id = ?').run(row.id);
    const item = itemOf(ctx.db, { ...row, is_read: 1 }, who);
    return viewedEmailOf(ctx.db, row, item, who, direction === undefined ? {} : { direction });
  };
  app.get('/api/inbox/email/:id', audited(staffOnly, 'view'), view);
  app.get('/api/inbox/email/:id/', audited(staffOnly, 'view'), view);
}
