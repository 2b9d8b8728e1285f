// The citizen's own requests (issues 15 and 16). Citizens only (staff read requests through their
// inboxes: 403); another person's request, a draft or an unknown uuid are all 404, so no answer
// tells that someone else's request exists. A request is a document the citizen created.
// - GET /api/citizen/requests?search=&page=&per_page=: Minhas solicitações, newest first, paged,
//   with the replies the citizen has not seen (since they last opened the request: migration 021).
// - GET /api/citizen/requests/:uuid/conversation: the citizen's dispatches and the replies
//   addressed to them (never notes, never steps between sectors; hidden authors by the Sumário's
//   own rules in inbox/dispatchViews.ts), with whether the citizen may answer now.
// - GET /api/citizen/requests/:uuid/files/:id: a file the citizen sent or was sent with a reply.
// - POST /api/citizen/requests/:uuid/answer {content}: while the request is open (published, not
//   past its flow's last stage) and a sector inbox holds it live (not closed or archived), the
//   citizen's message goes to that inbox as an unread, notified 'reply' from the citizen.
//   A request the organisation closed (every inbox copy closed, its flow not finished) takes an
//   answer only if its subject says users_can_reopen_document: the answer goes, unread, to the
//   sector that last held it, which reopens the request there.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audited } from '../audit/trail';
import {
  citizenAnswerSchema,
  type CitizenConversation,
  type CitizenFile,
  type CitizenRequestItem,
  type CitizenRequestStatus,
} from '../../src-shared/api/citizenRequests';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import type { Page } from '../../src-shared/api/page';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, withAccess } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import type { Db } from '../db/open';
import { deliverToInboxes } from '../documents/delivery';
import { ApiError } from '../http/errors';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { dispatchesOf } from '../inbox/dispatchViews';
import { actionRefused } from '../inbox/emails';
import { contentDisposition } from '../medias/headers';
import { contentOf } from '../medias/store';
import { notifyReplied } from '../notifications/producers';

const m = messages.reply;
const c = messages.citizenRequests;
const params = z.object({ uuid: emailUuidSchema });
const fileParams = z.object({ uuid: emailUuidSchema, id: z.coerce.number().int().positive() });
const listQuery = z.object({ search: z.string().trim().max(200).optional().catch(undefined) });

type RequestRow = { id: number; uuid: string; title: string; number: string; created_at: string; created_by: number | null; status: string; body: string | null };

/** The citizen's user id; staff get 403 (they read requests through their inboxes). */
function citizenOf(request: FastifyRequest): number {
  const { userId, user } = authOf(request);
  if (user.has_internal_access === 1) throw new ApiError(403, { message: m.citizenOnly });
  return userId;
}

/** The citizen's own published request, or 404 for anything else. */
function ownRequest(db: Db, uuid: string, userId: number): RequestRow {
  const document = db.prepare<[string], RequestRow>('SELECT id, uuid, title, number, created_at, created_by, status, body FROM documents WHERE uuid = ?').get(uuid);
  if (document === undefined || document.created_by !== userId || document.status === 'draft') throw new ApiError(404, { message: m.requestNotFound });
  return document;
}

/** The newest live copy in a sector inbox: the sector that holds the request now. */
function holderOf(db: Db, documentId: number): { id: number; sector_id: number; dispatch_id: number | null } | undefined {
  return db
    .prepare<[number], { id: number; sector_id: number; dispatch_id: number | null }>(
      `SELECT ie.id, ie.sector_id, ie.dispatch_id FROM inbox_emails ie JOIN sectors s ON s.id = ie.sector_id AND s.status = 'enabled'
       WHERE ie.document_id = ? AND ie.box = 'inbox' AND ie.is_closed = 0 AND ie.is_archived = 0 ORDER BY ie.id DESC LIMIT 1`,
    )
    .get(documentId);
}

/** The newest sector inbox copy, live or not: where an answer that reopens a closed request goes. */
function lastHolderOf(db: Db, documentId: number): { sector_id: number; dispatch_id: number | null } | undefined {
  return db
    .prepare<[number], { sector_id: number; dispatch_id: number | null }>(
      `SELECT ie.sector_id, ie.dispatch_id FROM inbox_emails ie JOIN sectors s ON s.id = ie.sector_id AND s.status = 'enabled'
       WHERE ie.document_id = ? AND ie.box = 'inbox' ORDER BY ie.id DESC LIMIT 1`,
    )
    .get(documentId);
}

/**
 * Where the citizen's answer would go now, and whether it reopens the request: the live holder of an
 * open request; the last holder of one the organisation closed, when its subject allows reopening
 * and its flow is not finished (a finished flow or an unpublished document stays closed).
 */
function answerTarget(db: Db, documentId: number, status: CitizenRequestStatus): { sector_id: number; dispatch_id: number | null; reopens: boolean } | undefined {
  if (status === 'open') {
    const holder = holderOf(db, documentId);
    return holder === undefined ? undefined : { ...holder, reopens: false };
  }
  const reopenable = db
    .prepare<[number], number>(
      `SELECT 1 FROM documents d JOIN subjects s ON s.id = d.subject_id
       WHERE d.id = ? AND d.status = 'published' AND s.users_can_reopen_document = 1
         AND NOT (EXISTS (SELECT 1 FROM stages st WHERE st.document_id = d.id) AND NOT EXISTS (SELECT 1 FROM stages st WHERE st.document_id = d.id AND st.status <> 'done'))`,
    )
    .pluck()
    .get(documentId);
  const last = reopenable === undefined ? undefined : lastHolderOf(db, documentId);
  return last === undefined ? undefined : { ...last, reopens: true };
}

/**
 * The request's files the citizen may download: those they sent (the request's own files or with
 * their answers) and those sent to them with a reply; never a nota's or a despacho's files, nor a
 * file the staff added to the document.
 */
const CITIZEN_FILES_SQL = `SELECT a.id, a.name, a.mime_type AS type, a.size, a.created_at, (a.created_by IS @userId) AS mine, dp.uuid AS dispatch_uuid
  FROM attachments a LEFT JOIN dispatches dp ON dp.id = a.dispatch_id
  WHERE a.document_id = @documentId
    AND ((a.created_by IS @userId AND (dp.id IS NULL OR dp.from_user_id IS @userId))
      OR (dp.type = 'reply' AND dp.to_user_id IS @userId))`;
type FileRow = Omit<CitizenFile, 'mine'> & { mine: number };
const citizenFiles = (db: Db, documentId: number, userId: number): CitizenFile[] =>
  db
    .prepare<{ documentId: number; userId: number }, FileRow>(`${CITIZEN_FILES_SQL} ORDER BY a.id`)
    .all({ documentId, userId })
    .map((row) => ({ ...row, mine: row.mine === 1 }));

/** A request's status as the citizen reads it (open or closed), over a document aliased d. */
export const STATUS_SQL = `CASE
  WHEN d.status <> 'published' THEN 'closed'
  WHEN EXISTS (SELECT 1 FROM stages st WHERE st.document_id = d.id) AND NOT EXISTS (SELECT 1 FROM stages st WHERE st.document_id = d.id AND st.status <> 'done') THEN 'closed'
  WHEN EXISTS (SELECT 1 FROM inbox_emails ie WHERE ie.document_id = d.id AND ie.box = 'inbox' AND ie.is_closed = 1)
    AND NOT EXISTS (SELECT 1 FROM inbox_emails ie WHERE ie.document_id = d.id AND ie.box = 'inbox' AND ie.is_closed = 0 AND ie.is_archived = 0) THEN 'closed'
  ELSE 'open' END`;
const STAGE_SQL = `(SELECT st.name FROM stages st WHERE st.document_id = d.id AND st.status = 'current' ORDER BY st.position LIMIT 1)`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The citizen writes plain text; the staff views render HTML, one paragraph a line. */
const asHtml = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

export function registerCitizenRequestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/citizen/requests', withAccess(authenticated()), async (request) => {
    const userId = citizenOf(request);
    const { search } = parseInput(listQuery, request.query);
    const page = parsePageQuery(request.query);
    const like = search === undefined || search === '' ? null : `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const where = `d.created_by = @userId AND d.status <> 'draft' AND d.kind = 'document'
      AND (@like IS NULL OR d.number LIKE @like ESCAPE '\\' OR d.title LIKE @like ESCAPE '\\' OR s.name LIKE @like ESCAPE '\\')`;
    const from = 'FROM documents d LEFT JOIN subjects s ON s.id = d.subject_id';
    const bind = { userId, like };
    const total = ctx.db.prepare<typeof bind, number>(`SELECT count(*) ${from} WHERE ${where}`).pluck().get(bind) ?? 0;
    const items = ctx.db
      .prepare<typeof bind & { limit: number; offset: number }, CitizenRequestItem>(
        `SELECT d.uuid, d.number, d.title, s.name AS subject, d.created_at, ${STATUS_SQL} AS status, ${STAGE_SQL} AS stage,
           (SELECT count(*) FROM dispatches dp WHERE dp.document_id = d.id AND dp.type = 'reply' AND dp.to_user_id = @userId) AS replies,
           (SELECT count(*) FROM dispatches dp WHERE dp.document_id = d.id AND dp.type = 'reply' AND dp.to_user_id = @userId
              AND dp.id > coalesce((SELECT r.seen_dispatch_id FROM citizen_request_reads r WHERE r.user_id = @userId AND r.document_id = d.id), 0)) AS unread
         ${from} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...bind, limit: page.perPage, offset: page.offset });
    return buildPage({ items, total, request: page, url: requestUrl(request) }) satisfies Page<CitizenRequestItem>;
  });

  app.get('/api/citizen/requests/:uuid/conversation', audited(withAccess(authenticated()), 'view'), async (request) => {
    const userId = citizenOf(request);
    const { uuid } = parseInput(params, request.params);
    const document = ownRequest(ctx.db, uuid, userId);
    // Opening the request reads what it holds: the list stops counting those replies as new.
    ctx.db
      .prepare(
        `INSERT INTO citizen_request_reads (user_id, document_id, seen_dispatch_id)
         VALUES (@userId, @documentId, coalesce((SELECT max(id) FROM dispatches WHERE document_id = @documentId), 0))
         ON CONFLICT (user_id, document_id) DO UPDATE SET seen_dispatch_id = excluded.seen_dispatch_id`,
      )
      .run({ userId, documentId: document.id });
    const theirs = new Set(
      ctx.db
        .prepare<[number, number, number], string>("SELECT uuid FROM dispatches WHERE document_id = ? AND type <> 'note' AND (from_user_id = ? OR to_user_id = ?)")
        .pluck()
        .all(document.id, userId, userId),
    );
    const sent = new Set(ctx.db.prepare<[number, number], string>('SELECT uuid FROM dispatches WHERE document_id = ? AND from_user_id = ?').pluck().all(document.id, userId));
    const items = dispatchesOf(ctx.db, document.id, { userId, visible: new Set() })
      .filter((item) => theirs.has(item.dispatch_uuid))
      .map(({ dispatch_uuid, type, from, content, created_at }) => ({ dispatch_uuid, type, from, content, created_at, mine: sent.has(dispatch_uuid) }));
    const facts = ctx.db
      .prepare<[number], { status: CitizenRequestStatus; stage: string | null }>(`SELECT ${STATUS_SQL} AS status, ${STAGE_SQL} AS stage FROM documents d WHERE d.id = ?`)
      .get(document.id)!;
    const target = answerTarget(ctx.db, document.id, facts.status);
    return {
      data: {
        uuid: document.uuid,
        title: document.title,
        number: document.number,
        created_at: document.created_at,
        text: document.body ?? '',
        can_answer: target !== undefined,
        answer_reopens: target?.reopens === true,
        ...facts,
        items,
        files: citizenFiles(ctx.db, document.id, userId),
      },
    } satisfies CitizenConversation;
  });

  // A file as a download (never inline: the portal is another origin's page).
  app.get('/api/citizen/requests/:uuid/files/:id', audited(withAccess(authenticated()), 'download'), async (request, reply) => {
    const userId = citizenOf(request);
    const { uuid, id } = parseInput(fileParams, request.params);
    const document = ownRequest(ctx.db, uuid, userId);
    const file = ctx.db
      .prepare<{ documentId: number; userId: number; id: number }, { id: number; name: string; type: string }>(`${CITIZEN_FILES_SQL} AND a.id = @id`)
      .get({ documentId: document.id, userId, id });
    const content = file === undefined ? undefined : contentOf(ctx.db, file.id);
    if (file === undefined || content === undefined) throw new ApiError(404, { message: messages.medias.fileNotFound });
    return reply
      .header('Content-Type', file.type)
      .header('Content-Disposition', contentDisposition('attachment', file.name))
      .header('Content-Length', String(content.length))
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });

  app.post('/api/citizen/requests/:uuid/answer', withAccess(authenticated()), async (request, reply) => {
    const userId = citizenOf(request);
    const { uuid } = parseInput(params, request.params);
    const { content } = parseInput(citizenAnswerSchema, request.body);
    const at = isoAt(ctx.now());
    const made = ctx.db.transaction(() => {
      const document = ownRequest(ctx.db, uuid, userId);
      const status = ctx.db.prepare<[number], CitizenRequestStatus>(`SELECT ${STATUS_SQL} FROM documents d WHERE d.id = ?`).pluck().get(document.id);
      const holder = answerTarget(ctx.db, document.id, status ?? 'closed');
      if (holder === undefined) throw actionRefused(status === 'open' ? c.answerNoSector : c.answerClosed);
      const deliveries = deliverToInboxes(ctx.db, {
        documentId: document.id,
        type: 'reply',
        fromUserId: userId,
        fromSectorId: null,
        parentDispatchId: holder.dispatch_id,
        content: asHtml(content),
        targets: [{ sectorId: holder.sector_id, userId: null, responsibleId: null }],
        at,
      });
      notifyReplied(ctx.db, { number: document.number, title: document.title }, deliveries, userId, at);
      return { ...deliveries[0]!, reopened: holder.reopens };
    })();
    return reply.code(201).send({ message: made.reopened ? c.answerReopened : c.answerSent, dispatch_uuid: made.dispatchUuid });
  });
}
