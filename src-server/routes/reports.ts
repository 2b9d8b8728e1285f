// Reports (issue 20): GET /api/reports/<name> for each report of reports/registry.ts, each its own
// route with its own permission (so the route × role matrix checks each). The filter
// (src-shared/api/reports.ts) is refused with 422 and the field's message; a sector or subject that
// does not exist too (reports/scope.ts). ?format=json (the default) answers the tables; csv and pdf
// answer the same figures as a file. Reports are reads: they are not audited, and they show only
// numbers and the names of sectors, subjects and users, never a document's content.
import type { FastifyInstance } from 'fastify';
import { reportFilterSchema, reportFormatSchema, type ReportResult } from '../../src-shared/api/reports';
import { requireStaffPermission, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { organizationName } from '../documents/printouts';
import { parseInput } from '../http/validation';
import { contentDisposition } from '../medias/headers';
import { reportCsv } from '../reports/export/csv';
import { filterInWords } from '../reports/export/format';
import { reportPdf } from '../reports/export/pdf';
import { REPORTS, type ReportDefinition } from '../reports/registry';
import { resolveReportScope } from '../reports/scope';

export function registerReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const [name, report] of Object.entries(REPORTS) as [string, ReportDefinition][]) {
    // Staff only: a citizen given the permission by mistake still sees no organisation figures.
    app.get(`/api/reports/${name}`, withAccess(requireStaffPermission(report.permission)), async (request, reply) => {
      const filter = parseInput(reportFilterSchema, request.query);
      const { format } = parseInput(reportFormatSchema, request.query);
      const now = ctx.now();
      const result: ReportResult = report.run(ctx.db, resolveReportScope(ctx.db, filter), now);
      reply.header('Cache-Control', 'private, no-store');
      if (format === 'json') return result;
      const fileName = `relatorio-${name}-${filter.from}-${filter.to}.${format}`;
      const filterLines = filterInWords(ctx.db, filter);
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition('attachment', fileName))
          .send(reportCsv(result, filterLines));
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .send(reportPdf(result, { organization: organizationName(ctx.db), filterLines, now }));
    });
  }
}
