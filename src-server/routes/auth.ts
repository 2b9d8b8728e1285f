// Session calls (§7 Session): login, the logged user, logout in its two forms.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, publicAccess, withAccess } from '../auth/access';
import { login } from '../auth/login';
import { dummyPasswordHash } from '../auth/passwords';
import { revokeToken } from '../auth/session';
import { bearerToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { isSafeRelativePath } from '../http/origins';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { loggedUserView } from '../views/loggedUser';

const logoutQuerySchema = z.object({
  token: z.string().max(512).optional(),
  redirectTo: z.string().max(2048).optional(),
});

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Computed now rather than on the first unknown login, whose answer would otherwise be slower.
  void dummyPasswordHash();
  app.post('/api/auth/login', limitedPerIp(withAccess(publicAccess), app.ipRateLimits.login), async (request) => login(ctx, request.body));

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
    revokeToken(ctx, query.token ?? bearerToken(request.headers.authorization));
    const target = query.redirectTo;
    if (target !== undefined && (isSafeRelativePath(target) || ctx.origins.isAllowedUrl(target))) {
      return reply.redirect(target, 302);
    }
    return { message: messages.server.loggedOut };
  });

  // Public as well: logging out with a token that is already gone is not an error.
  app.post('/api/auth/logout', withAccess(publicAccess), async (request) => {
    revokeToken(ctx, bearerToken(request.headers.authorization));
    return { message: messages.server.loggedOut };
  });
}
