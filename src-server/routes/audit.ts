// The audit trail for administrators (audit-list): the paged list with its filters, the users
// that appear in it (the screen's user filter) and the CSV export. Reading the trail is not itself
// audited as a write; GET calls never are.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AUDIT_EXPORT_CAP, auditQuerySchema, type AuditEntryView } from '../../src-shared/api/audit';
import type { Page } from '../../src-shared/api/page';
import { messages } from '../../src-shared/messages';
import { requireStaffPermission, withAccess } from '../auth/access';
import { csvOf } from '../audit/csv';
import { auditUsers, countAudit, iterateAudit, listAudit } from '../audit/query';
import type { ServerContext } from '../context';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';

const auditors = withAccess(requireStaffPermission('audit-list'));

export function registerAuditRoutes(app: FastifyInstance, ctx: ServerContext, exportCap = AUDIT_EXPORT_CAP): void {
  app.get('/api/audit', auditors, async (request) => {
    const query = parseInput(auditQuerySchema, request.query);
    const page = parsePageQuery(request.query);
    const items = listAudit(ctx.db, query, page.perPage, page.offset);
    return buildPage({ items, total: countAudit(ctx.db, query), request: page, url: requestUrl(request) }) satisfies Page<AuditEntryView>;
  });

  app.get('/api/audit/users', auditors, async () => ({ data: auditUsers(ctx.db) }));

  app.get('/api/audit/export.csv', auditors, async (request, reply) => {
    const query = parseInput(auditQuerySchema, request.query);
    // One row past the cap tells that there were more; the statement is read as the socket drains.
    const lines = csvOf(iterateAudit(ctx.db, query, exportCap + 1), exportCap);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${messages.audit.csvFileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(lines));
  });
}
