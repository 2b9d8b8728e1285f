// GET /api/citizen/requests/:uuid/conversation (issue 15): a citizen reads the conversation of a
// request they sent (a document they created): their own dispatches and the replies addressed to
// them. Citizens only (staff read it through their inboxes); another person's request, a draft or
// an unknown uuid are all 404, so the answer never tells that someone else's request exists.
// Notes and hidden authors are left out by the Sumário's own rules (inbox/dispatchViews.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CitizenConversation } from '../../src-shared/api/citizenRequests';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { dispatchesOf } from '../inbox/dispatchViews';

const m = messages.reply;
const params = z.object({ uuid: emailUuidSchema });

type RequestRow = { id: number; uuid: string; title: string; number: string; created_at: string; created_by: number | null; status: string };

export function registerCitizenRequestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/citizen/requests/:uuid/conversation', withAccess(authenticated()), async (request) => {
    const { userId, user } = authOf(request);
    if (user.has_internal_access === 1) throw new ApiError(403, { message: m.citizenOnly });
    const { uuid } = parseInput(params, request.params);
    const document = ctx.db.prepare<[string], RequestRow>('SELECT id, uuid, title, number, created_at, created_by, status FROM documents WHERE uuid = ?').get(uuid);
    if (document === undefined || document.created_by !== userId || document.status === 'draft') throw new ApiError(404, { message: m.requestNotFound });
    const theirs = new Set(
      ctx.db
        .prepare<[number, number, number], string>("SELECT uuid FROM dispatches WHERE document_id = ? AND type <> 'note' AND (from_user_id = ? OR to_user_id = ?)")
        .pluck()
        .all(document.id, userId, userId),
    );
    const items = dispatchesOf(ctx.db, document.id, { userId, visible: new Set() })
      .filter((item) => theirs.has(item.dispatch_uuid))
      .map(({ dispatch_uuid, type, from, content, created_at }) => ({ dispatch_uuid, type, from, content, created_at }));
    return { data: { uuid: document.uuid, title: document.title, number: document.number, created_at: document.created_at, items } } satisfies CitizenConversation;
  });
}
