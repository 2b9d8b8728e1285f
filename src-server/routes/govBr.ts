// Gov.br signature ("Assinatura GOVBR", spec §3 govbr_token, §4 Signing): the authorisation a
// staff user starts before signing, the public page gov.br sends the browser back to, and the
// status the signing screen polls. The signature itself is POST /signature/sign/{id} with
// { govbr_token } (signingSession.ts → signatures/govBrSigning.ts). Without a gov.br configuration
// every call answers 503.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { govBrStateSchema, type GovBrAuthorizationStatus, type GovBrAuthorizeResponse } from '../../src-shared/api/govBr';
import { messages } from '../../src-shared/messages';
import { authOf, publicAccess, requireStaffPermission, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { callbackPage } from '../govBr/callbackPage';
import { completeCallback, GOVBR_CALLBACK_PATH, requireGovBr } from '../govBr/govBr';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';

const m = messages.signing.govBr;
const sign = withAccess(requireStaffPermission('signature-sign'));
const stateParams = z.object({ state: govBrStateSchema });
/** The call takes nothing: no body or an empty object, anything else is refused like any bad input. */
const authorizeBody = z.union([z.undefined(), z.object({}).strict()]);

export function registerGovBrRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // signature_session: one authorisation signs the whole batch the screen holds (gov.br's "sign"
  // scope allows a single signature per token).
  app.post('/api/signature/govbr/authorize', sign, async (request): Promise<GovBrAuthorizeResponse> => {
    parseInput(authorizeBody, request.body);
    const govBr = requireGovBr(ctx);
    const started = govBr.authorizations.start(authOf(request).userId, ctx.now());
    if (started === null) throw new ApiError(429, { message: m.tooManyAuthorizations });
    return { authorize_url: govBr.client.authorizeUrl(started.state, 'signature_session'), state: started.state };
  });

  // Public: the browser arrives from gov.br without our bearer token; the state names the
  // authorisation and its user. Always an HTML page, since a person reads it.
  app.get(GOVBR_CALLBACK_PATH, withAccess(publicAccess), async (request, reply) => {
    const html = (status: number, outcome: Parameters<typeof callbackPage>[0]) =>
      reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(callbackPage(outcome));
    if (!ctx.govBr) return html(503, { ok: false, message: m.notConfigured });
    const outcome = await completeCallback(ctx, ctx.govBr, request.query, request.log);
    return outcome.ok ? html(200, outcome) : html(outcome.status, outcome);
  });

  app.get('/api/signature/govbr/authorization/:state', sign, async (request): Promise<GovBrAuthorizationStatus> => {
    const govBr = requireGovBr(ctx);
    const { state } = parseInput(stateParams, request.params);
    const status = govBr.authorizations.statusFor(state, authOf(request).userId, ctx.now());
    if (status === 'not-found') throw new ApiError(404, { message: m.authorizationNotFound });
    if (status === 'forbidden') throw new ApiError(403, { message: m.authorizationForbidden });
    return status;
  });
}
