// The two routes of any entity's CSV import, so a new import is a declaration and not a copy:
// - POST {path}[?dryRun=true]: multipart with one .csv in the field `file` (multipart is parsed
//   only in this scope, as in medias.ts); every line through the declaration (runImport.ts),
//   answered with the report line by line. A dry run writes nothing and is audited as one view of
//   `auditEntity`; a real run's creates record their own audit entries (the declaration's create).
// - GET {path}/template: the columns' names and one example line, saved as `templateFileName`.
// Both under the same access, which the caller states.
import type { AuditEntity } from '../../src-shared/api/audit';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvImportQuerySchema, type CsvImportReport } from '../../src-shared/api/csvImport';
import { recordRequest } from '../audit/trail';
import { authOf, withAccess, type RouteAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { parseInput } from '../http/validation';
import type { ImportColumn } from './columns';
import { readCsv } from './readCsv';
import { runCsvImport, type CsvImportDeclaration } from './runImport';
import { csvTemplate } from './template';
import { CSV_IMPORT_MULTIPART_LIMITS, readCsvUpload } from './upload';

export type CsvImportRoutes<Input> = {
  /** The import's POST, e.g. '/api/user/import'; the template is `${path}/template`. */
  path: string;
  access: RouteAccess;
  /** The template's columns (the declaration's own, so the template always imports). */
  columns: readonly ImportColumn[];
  /** The template's example line, one cell per column, in the columns' order. */
  example: readonly string[];
  templateFileName: string;
  /** What a dry run is audited as a view of (the entity the import creates). */
  auditEntity: AuditEntity;
  /** The declaration for one file, read when the file arrives (the database's sectors, roles, organisations as they are then). */
  declarationFor(request: FastifyRequest, options: { dryRun: boolean }): CsvImportDeclaration<Input>;
};

export function registerImportRoutes<Input>(app: FastifyInstance, ctx: ServerContext, routes: CsvImportRoutes<Input>): void {
  const access = withAccess(routes.access);
  const template = csvTemplate(routes.columns, routes.example);

  app.get(`${routes.path}/template`, access, async (_request, reply) =>
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${routes.templateFileName}"`).send(template),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: CSV_IMPORT_MULTIPART_LIMITS });

    scope.post(routes.path, access, async (request): Promise<CsvImportReport> => {
      const { dryRun } = parseInput(csvImportQuerySchema, request.query);
      const table = readCsv(await readCsvUpload(request));
      const report = await runCsvImport(routes.declarationFor(request, { dryRun }), table, { dryRun });
      // A dry run reads only: it is audited as one, not as a create.
      if (dryRun) recordRequest(ctx, request, { action: 'view', entity: routes.auditEntity, status: 200 });
      request.log.info(
        { import: routes.auditEntity, by: authOf(request).userId, dryRun, total: report.total, created: report.created, failed: report.failed.length },
        'csv import',
      );
      return report;
    });
  });
}
