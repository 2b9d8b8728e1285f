// POST /api/inbox/email/:id/forward (issue 6): a staff user forwards an inbox email it can open to
// sectors and/or staff users, with an optional despacho (note).
//   body { recipients: [{ sector_id } | { user_id }] (1..50), note? } → 201 { message, data: SummaryItem[] }
// 404 unknown email, 403 an inbox the user cannot open, 422 a draft, an archived or closed email,
// or bad recipients (per field). X-InboxType / X-InboxSectorId are checked as in the other inbox
// calls (422 malformed, 403 a sector the user cannot open); from a personal inbox the chosen
// sector is the forward's sending sector.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { forwardBodySchema, type ForwardResponse } from '../../src-shared/api/inboxForward';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { parseInput } from '../http/validation';
import { emailFor } from '../inbox/emails';
import { forwardEmail } from '../inbox/forward';
import { resolveScope } from '../inbox/scope';
import { staffOnly } from './inbox';

const m = messages.forward;
const idParams = z.object({ id: emailUuidSchema });

export function registerInboxForwardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/inbox/email/:id/forward', staffOnly, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { userId } = authOf(request);
    // Personal unless the headers say otherwise: the headers are checked, and a user with no sector
    // may still forward from its own inbox.
    const scope = resolveScope(ctx, request, userId, { inboxType: 'personal' });
    const email = emailFor(ctx.db, id, { userId, visible: scope.visible });
    const body = parseInput(forwardBodySchema, request.body);
    const data = ctx.db.transaction(() => forwardEmail(ctx.db, email, body, { userId, visible: scope.visible, sectorId: scope.sectorId }, isoAt(ctx.now())))();
    const response: ForwardResponse = { message: m.forwarded(data.length), data };
    return reply.code(201).send(response);
  });
}
