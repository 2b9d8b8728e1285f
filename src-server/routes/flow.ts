// Flow stages (spec staff-area §7):
//   GET  /api/flow/stages/:id → FlowStage: the stage, its requirements (met or not) and its actions,
//        each available or not to this user, with the reason.
//   POST /api/flow/stages/:id/action {type, data} → {message, stage, authorization}: 200, or 201 when
//        an authorisation is emitted. 404 unknown stage, 403 a document the user cannot open, 422 bad
//        input, an action the stage does not offer, an inbox that does not hold the document live,
//        a stage that is not the current one, requirements not met.
//   GET  /api/flow/authorizations/:id/pdf → the authorisation's PDF, to whoever can open its document.
// Staff only; X-InboxType / X-InboxSectorId as in the inbox calls (the connected sector's inbox acts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audited } from '../audit/trail';
import { flowActionBodySchema } from '../../src-shared/api/flow';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { applyFlowAction } from '../flow/actions';
import { authorizationPdf, findAuthorization } from '../flow/authorizations';
import { flowStageView, stageFor, type FlowActor } from '../flow/stages';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { resolveScope } from '../inbox/scope';
import { contentDisposition, pdfViewerCsp } from '../medias/headers';
import { staffOnly } from './inbox';

const m = messages.flow;
const idParams = z.object({ id: z.coerce.number({ error: m.stageNotFound }).int(m.stageNotFound).positive(m.stageNotFound) });
const stageQuery = z.object({ inbox_email_uuid: emailUuidSchema.optional() });

export function registerFlowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const actorOf = (request: FastifyRequest): FlowActor => {
    const { userId } = authOf(request);
    const scope = resolveScope(ctx, request, userId, { inboxType: 'personal' });
    return { userId, visible: scope.visible, sectorId: scope.sectorId };
  };

  app.get('/api/flow/stages/:id', staffOnly, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { inbox_email_uuid: uuid } = parseInput(stageQuery, request.query);
    const actor = actorOf(request);
    return flowStageView(ctx.db, stageFor(ctx.db, id, actor), actor, uuid);
  });

  app.post('/api/flow/stages/:id/action', staffOnly, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const actor = actorOf(request);
    const stage = stageFor(ctx.db, id, actor);
    const body = parseInput(flowActionBodySchema, request.body);
    const outcome = ctx.db.transaction(() => applyFlowAction(ctx.db, stage, body, actor, isoAt(ctx.now())))();
    return reply.code(outcome.created ? 201 : 200).send(outcome.result);
  });

  app.get('/api/flow/authorizations/:id/pdf', audited({ ...staffOnly, onSend: pdfViewerCsp }, 'download'), async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const actor = actorOf(request);
    const authorization = findAuthorization(ctx.db, id);
    if (authorization === undefined) throw new ApiError(404, { message: m.authorizationNotFound });
    stageFor(ctx.db, authorization.stage_id, actor);
    const pdf = authorizationPdf(ctx.db, authorization, actor);
    return reply.type('application/pdf').header('Content-Disposition', contentDisposition('attachment', `${m.authorizationPdf.fileName(authorization.number)}.pdf`)).send(pdf);
  });
}
