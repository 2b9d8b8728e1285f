// GET /api/dashboard (issue 20, staff): the caller's and the connected sector's numbers
// (reports/dashboard.ts). The connected sector is the work queue's (X-InboxSectorId, else the
// user's primary sector), resolved by the inbox's own resolveScope, so a sector the user may not
// open is refused with 403 and a malformed header with 422. A user without a sector still gets
// its own numbers: the scope is asked as for the personal inbox unless X-InboxType says otherwise.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/access';
import type { ServerContext } from '../context';
import { resolveScope } from '../inbox/scope';
import { dashboardOf } from '../reports/dashboard';
import { staffOnly } from './inbox';

export function registerDashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/dashboard', staffOnly, async (request) => {
    const scope = resolveScope(ctx, request, authOf(request).userId, { inboxType: 'personal' });
    return dashboardOf(ctx.db, scope, ctx.now());
  });
}
