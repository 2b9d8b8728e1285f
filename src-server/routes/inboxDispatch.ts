// POST /api/inbox/email/:id/dispatch: a despacho or a nota on a document the user's inbox holds.
//   body { type: 'add-dispatch' | 'note', content, to_sector_id? (despacho only) } → 201 { message, data: SummaryItem[] }
// 404 unknown email, 403 an inbox the user cannot open, 422 a draft, an archived or closed email,
// or bad fields. X-InboxType / X-InboxSectorId as in the other inbox calls.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { dispatchBodySchema } from '../../src-shared/api/inboxDispatch';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { parseInput } from '../http/validation';
import { addDispatch } from '../inbox/addDispatch';
import { emailFor } from '../inbox/emails';
import { resolveScope } from '../inbox/scope';
import { staffOnly } from './inbox';

const m = messages.dispatch;
const idParams = z.object({ id: emailUuidSchema });

export function registerInboxDispatchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/inbox/email/:id/dispatch', staffOnly, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { userId } = authOf(request);
    const scope = resolveScope(ctx, request, userId, { inboxType: 'personal' });
    const email = emailFor(ctx.db, id, { userId, visible: scope.visible });
    const body = parseInput(dispatchBodySchema, request.body);
    const data = ctx.db.transaction(() => addDispatch(ctx.db, email, body, { userId, visible: scope.visible, sectorId: scope.sectorId }, isoAt(ctx.now())))();
    const sector = body.to_sector_id === null ? null : (data[0]?.to ?? '');
    return reply.code(201).send({ message: sector === null ? m.added[body.type] : m.moved(sector), data });
  });
}
