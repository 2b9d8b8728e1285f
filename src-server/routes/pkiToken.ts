// GET /pki-token (§7 Session): the challenge a certificate login signs.
import type { FastifyInstance } from 'fastify';
import { publicAccess, withAccess } from '../auth/access';
import { issuePkiToken } from '../auth/pkiTokens';
import type { ServerContext } from '../context';
import { limitedPerIp } from '../http/rateLimits';

export function registerPkiTokenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/pki-token', limitedPerIp(withAccess(publicAccess), app.ipRateLimits.pkiToken), async () => issuePkiToken(ctx));
}
