// Session calls (§7 Session): login, the logged user, logout in its two forms.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PORTAL_CODE_PATH } from '../../src-shared/api/portalCode';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, publicAccess, withAccess } from '../auth/access';
import { login } from '../auth/login';
import { issuePortalCode } from '../auth/portalCodes';
import { dummyPasswordHash } from '../auth/passwords';
import { revokeToken } from '../auth/session';
import { bearerToken, hashAccessToken } from '../auth/tokens';
import { recordRequest } from '../audit/trail';
import type { ServerContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { isSafeRelativePath } from '../http/origins';
import { limitedPerIp, oncePerWindow } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { loggedUserView } from '../views/loggedUser';

const logoutQuerySchema = z.object({
  token: z.string().max(512).optional(),
  redirectTo: z.string().max(2048).optional(),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Computed now rather than on the first unknown login, whose answer would otherwise be slower.
  void dummyPasswordHash();
  // Every login (password, certificate, gov.br's code) is audited, and so is every failed one, with
  // what identified the account (never the password, certificate or code: audit/redact.ts).
  // Logins the per-IP limit refuses are failed logins too, recorded once per address and window
  // (the body is not read by then: no identifier, and never the password).
  const limitRefusal = oncePerWindow(ctx.now, (request) =>
    recordRequest(ctx, request, { userId: null, action: 'login_failed', entity: 'user', status: 429, changes: { reason: [null, 'rate-limited'] } }),
  );
  app.post('/api/auth/login', limitedPerIp(withAccess(publicAccess), app.ipRateLimits.login, undefined, limitRefusal), async (request) => {
    const attempt = loginAttemptOf(request.body);
    try {
      const response = await login(ctx, request.body);
      const userId = ctx.repos.tokens.findByHash(hashAccessToken(response.access_token))?.user_id ?? null;
      recordRequest(ctx, request, { userId, action: 'login', entity: 'user', entityId: userId, changes: attempt });
      return response;
    } catch (error) {
      const status = error instanceof ApiError ? error.statusCode : 500;
      const known = attempt.identifier?.[1];
      const userId = typeof known === 'string' ? (ctx.repos.users.findByEmail(known) ?? ctx.repos.users.findByCpfCnpj(known))?.id ?? null : null;
      recordRequest(ctx, request, { userId: null, action: 'login_failed', entity: 'user', entityId: userId, status, changes: attempt });
      throw error;
    }
  });

  // The desktop app's citizen certificate login handed to the portal (auth/portalCodes.ts): a
  // one-time code in the browser's URL instead of the session token. Limited like the logins; the
  // answer (the code) is never logged or audited.
  app.post(PORTAL_CODE_PATH, limitedPerIp(withAccess(authenticated()), app.ipRateLimits.login), async (request, reply) => {
    const issued = issuePortalCode(ctx, authOf(request));
    recordRequest(ctx, request, { userId: authOf(request).userId, action: 'portal_code', entity: 'user', entityId: authOf(request).userId });
    return reply.header('Cache-Control', 'no-store').send(issued);
  });

  app.get('/api/auth/me', withAccess(authenticated()), async (request) => {
    const user = loggedUserView(ctx.repos, authOf(request).userId);
    if (!user) throw notFound();
    return user;
  });

  // The spec's navigation form: the browser is sent here with the token in the query, so it is
  // public, and it only follows redirects back into the app (an open redirect would let a link
  // that looks like ours forward users anywhere).
  // No automatic HEAD twin: a link prefetcher's HEAD must not end a session.
  app.get('/api/auth/logout', { ...withAccess(publicAccess), exposeHeadRoute: false }, async (request, reply) => {
    const query = parseInput(logoutQuerySchema, request.query);
    const userId = revokeToken(ctx, query.token ?? bearerToken(request.headers.authorization));
    if (userId !== null) recordRequest(ctx, request, { userId, action: 'logout', entity: 'user', entityId: userId });
    const target = query.redirectTo;
    if (target !== undefined && (isSafeRelativePath(target) || ctx.origins.isAllowedUrl(target))) {
      return reply.redirect(target, 302);
    }
    return { message: messages.server.loggedOut };
  });

  // Public as well: logging out with a token that is already gone is not an error.
  app.post('/api/auth/logout', withAccess(publicAccess), async (request) => {
    const userId = revokeToken(ctx, bearerToken(request.headers.authorization));
    if (userId !== null) recordRequest(ctx, request, { userId, action: 'logout', entity: 'user', entityId: userId });
    // An unknown token ended no session: nothing to audit.
    else request.audited = true;
    return { message: messages.server.loggedOut };
  });
}

/** What the audit keeps of a login attempt: its type and the e-mail or CPF/CNPJ typed, if any. */
function loginAttemptOf(body: unknown): { type: readonly [null, unknown]; identifier?: readonly [null, string] } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const data = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : {};
  const typed = [data.email, data.cpf_cnpj].find((value): value is string => typeof value === 'string');
  const type = typeof record.type === 'number' ? record.type : null;
  return typed === undefined ? { type: [null, type] } : { type: [null, type], identifier: [null, typed.slice(0, 254)] };
}
