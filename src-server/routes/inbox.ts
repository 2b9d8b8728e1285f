// The work queue (spec §7 Inbox): GET inbox/query with the filters of §3, and the folders.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxFiltersSchema, normalizeQueryKeys, type InboxFilters } from '../../src-shared/api/inboxFilters';
import { authenticated, authOf, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { foldersOf } from '../inbox/folders';
import { queryInbox } from '../inbox/query';
import { resolveScope, type InboxScope } from '../inbox/scope';

export const staffOnly = withAccess(authenticated({ internalOnly: true }));

export function filtersAndScope(ctx: ServerContext, request: FastifyRequest): { filters: InboxFilters; scope: InboxScope } {
  const filters = parseInput(inboxFiltersSchema, normalizeQueryKeys(request.query));
  const scope = resolveScope(ctx, request, authOf(request).userId, filters);
  return { filters, scope };
}

export function registerInboxRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const query = async (request: FastifyRequest) => {
    const { filters, scope } = filtersAndScope(ctx, request);
    const page = parsePageQuery(request.query);
    const { items, total } = queryInbox(ctx.db, scope, filters, page, ctx.now());
    return { ...buildPage({ items, total, request: page, url: requestUrl(request) }), folders: foldersOf(ctx.db, scope) };
  };
  // The clients call it with and without the trailing slash (§7 writes inbox/query/).
  app.get('/api/inbox/query', staffOnly, query);
  app.get('/api/inbox/query/', staffOnly, query);

  app.get('/api/inbox/folders', staffOnly, async (request) => {
    const scope = resolveScope(ctx, request, authOf(request).userId);
    return { folders: foldersOf(ctx.db, scope) };
  });
}
