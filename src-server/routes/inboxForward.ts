// POST /api/inbox/email/:id/forward: a staff user forwards an inbox email it can open to sectors,
// staff users and broadcast lists, with an optional despacho (note).
//   body { recipients: [{ sector_id } | { user_id } | { person_id } | { broadcast_id }] (1..50), note? }
//   → 201 { message, data: SummaryItem[] }; with an Idempotency-Key already used on this email, 200
//   and what that forward made, delivering nothing again
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
import { idempotencyKeyOf } from '../http/idempotency';
import { parseInput } from '../http/validation';
import { emailFor } from '../inbox/emails';
import { forwardedBefore, forwardEmail, rememberForward } from '../inbox/forward';
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
    const key = idempotencyKeyOf(request);
    const actor = { userId, visible: scope.visible, sectorId: scope.sectorId };
    const before = key === undefined ? undefined : forwardedBefore(ctx.db, email, key, actor);
    if (before !== undefined) return reply.code(200).send({ message: m.forwarded(before.length), data: before } satisfies ForwardResponse);
    const body = parseInput(forwardBodySchema, request.body);
    const at = isoAt(ctx.now());
    const data = ctx.db.transaction(() => {
      const made = forwardEmail(ctx.db, email, body, actor, at);
      if (key !== undefined) rememberForward(ctx.db, email, key, userId, made, at);
      return made;
    })();
    return reply.code(201).send({ message: m.forwarded(data.length), data } satisfies ForwardResponse);
  });
}
