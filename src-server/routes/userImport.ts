// Importing internal users from a spreadsheet (issue 17, point 7; companion §3 Internal user, §5):
// - POST /api/user/import[?dryRun=true] (user-create), the CSV in the multipart field `file`:
//   every line goes through POST /api/user's own rules (its schema, duplicate CPF/e-mail, real
//   sectors and role, no escalation) and is created on its own; the answer is the report of
//   src-shared/api/csvImport.ts. Columns: nome, cpf, e-mail, celular, setores (symbols or names
//   separated by '|', the first the primary), função (the role's name), matrícula(s) ('|'
//   between several) and servidor federal (sim/não). Imported users have no password: they must
//   create one (reset_password_on_login), through the first-access e-mail each is sent; a line
//   whose e-mail could not go out is still created, with a warning.
// - GET /api/user/import/template (user-create): the template, headers and one example line.
// Both routes come from csvImport/registerImportRoutes.ts; this file is the users' declaration. A
// dry run writes nothing and is audited as a view; each created user is its own audit entry.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { internalUserSaveSchema, REGISTRATION_SEPARATOR, type InternalUserSaveInput, type InternalUserSaveRequest } from '../../src-shared/api/internalUsers';
import { messages } from '../../src-shared/messages';
import { onlyDigits } from '../../src-shared/validation/rules';
import { recordRequest } from '../audit/trail';
import { authOf, requireStaffPermission } from '../auth/access';
import { sendFirstAccess } from '../auth/firstAccess';
import type { ServerContext } from '../context';
import type { FieldErrors } from '../http/errors';
import { requestOrigin } from '../http/origins';
import { headerKey, type ImportColumn } from '../csvImport/columns';
import { limited } from '../csvImport/limit';
import { registerImportRoutes } from '../csvImport/registerImportRoutes';
import type { Cells, CsvImportDeclaration } from '../csvImport/runImport';
import type { InternalUserCreation } from './internalUsers';

const m = messages.csvImport;
/** First-access e-mails in flight at once during an import. */
const FIRST_ACCESS_MAILS_AT_ONCE = 4;
const c = m.userColumns;

export const USER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', header: c.name, aliases: ['nome completo', 'nome do usuário', 'nome do servidor'], required: true },
  { key: 'cpf', header: c.cpf, aliases: ['cpf do usuário', 'cpf do servidor'], required: true },
  { key: 'email', header: c.email, aliases: ['email', 'correio eletrônico', 'endereço de e-mail'], required: true },
  { key: 'cellphone', header: c.cellphone, aliases: ['telefone celular', 'celular (whatsapp)', 'cel'] },
  { key: 'sectors', header: c.sectors, aliases: ['setor', 'setor(es)', 'lotação', 'lotações'], required: true },
  { key: 'role', header: c.role, aliases: ['funcao', 'perfil', 'papel'], required: true },
  { key: 'registration', header: c.registration, aliases: ['matrículas', 'matrícula(s)', 'número de matrícula'] },
  { key: 'federal', header: c.federal, aliases: ['federal', 'é servidor federal', 'servidor público federal'] },
];

/** Which column a field of POST /api/user's errors belongs to. */
function columnOf(path: string): string | undefined {
  if (path === 'person.name') return 'name';
  if (path === 'person.cpfCnpj') return 'cpf';
  if (path === 'person.email') return 'email';
  if (path === 'person.cellphone') return 'cellphone';
  if (path.startsWith('person.registration')) return 'registration';
  if (path.startsWith('sectors')) return 'sectors';
  if (path.startsWith('roles')) return 'role';
  if (path === 'is_federal_employee') return 'federal';
  return undefined;
}

const listOf = (cell: string, separators: RegExp) =>
  cell
    .split(separators)
    .map((item) => item.trim())
    .filter((item) => item !== '');

function yesNo(cell: string): boolean | null {
  const key = headerKey(cell);
  if ((m.yes as readonly string[]).includes(key)) return true;
  if ((m.no as readonly string[]).includes(key)) return false;
  return null;
}

/** A CPF typed as a number loses its leading zeros in Excel (01234567890 → 1234567890): they are put back. */
const cpfOf = (cell: string) => (/^\d{9,10}$/.test(cell) ? cell.padStart(11, '0') : cell);

/** The declaration of the users' import over this database's sectors and roles (read once per file). */
function userImport(ctx: ServerContext, request: FastifyRequest, creation: InternalUserCreation): CsvImportDeclaration<InternalUserSaveInput> {
  const { db } = ctx;
  const sectors = db.prepare<[], { id: number; name: string; symbol: string }>("SELECT id, name, symbol FROM sectors WHERE status = 'enabled'").all();
  const sectorBySymbol = new Map(sectors.map((sector) => [sector.symbol.trim().toUpperCase(), sector.id]));
  const sectorByName = new Map(sectors.map((sector) => [headerKey(sector.name), sector.id]));
  const roles = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM roles').all();
  const roleByName = new Map(roles.map((role) => [headerKey(role.name), role.id]));
  const auth = authOf(request);
  const origin = requestOrigin(request);
  const mailing = limited(FIRST_ACCESS_MAILS_AT_ONCE);

  return {
    columns: USER_IMPORT_COLUMNS,
    columnOf,
    schema: internalUserSaveSchema,
    unique: [
      { column: 'cpf', valueOf: (cells: Cells) => onlyDigits(cpfOf(cells.cpf ?? '')) || null },
      { column: 'email', valueOf: (cells: Cells) => (cells.email ?? '').toLowerCase() || null },
    ],
    toRequest(cells) {
      const errors: FieldErrors = {};
      const sectorIds: number[] = [];
      for (const name of listOf(cells.sectors ?? '', /\|/)) {
        const id = sectorBySymbol.get(name.toUpperCase()) ?? sectorByName.get(headerKey(name));
        if (id === undefined) (errors.sectors ??= []).push(m.server.sectorNotFound(name));
        else sectorIds.push(id);
      }
      const roleName = cells.role ?? '';
      const role = roleName === '' ? undefined : roleByName.get(headerKey(roleName));
      if (roleName !== '' && role === undefined) errors.role = [m.server.roleNotFound(roleName)];
      const federal = yesNo(cells.federal ?? '');
      if (federal === null) errors.federal = [m.server.yesNo];
      const body: InternalUserSaveRequest = {
        person: {
          name: cells.name ?? '',
          email: cells.email ?? '',
          cellphone: cells.cellphone || null,
          cpfCnpj: cpfOf(cells.cpf ?? ''),
          registration: listOf(cells.registration ?? '', new RegExp(`[|${REGISTRATION_SEPARATOR}]`)),
        },
        sectors: sectorIds.map((sectorId, index) => ({ sectorId, isPrimarySector: index === 0 })),
        roles: role === undefined ? [] : [role],
        permissions: [],
        is_federal_employee: federal ?? false,
        password: null,
        reset_password_on_login: true,
      };
      return { request: body, errors };
    },
    check: (input) => creation.creationErrors(auth, input),
    async create(input) {
      const userId = db.transaction(() => {
        const id = creation.insertNewUser(input, null);
        recordRequest(ctx, request, { action: 'create', entity: 'user', entityId: id, changes: { name: [null, input.person.name], email: [null, input.person.email] } });
        return id;
      })();
      request.log.info({ userId, by: auth.userId }, 'internal user imported');
      if (ctx.mailer === null) return { warning: m.server.firstAccessNoMail };
      const mailed = mailing(() => sendFirstAccess(ctx, userId, origin)).then(
        () => undefined,
        (error: unknown) => {
          request.log.error({ err: error, userId }, 'first-access e-mail not sent');
          return m.server.firstAccessNotSent;
        },
      );
      return { warning: mailed };
    },
    onUnexpected: (error, line) => request.log.error({ err: error, line }, 'user import line failed'),
  };
}

export function registerUserImportRoutes(app: FastifyInstance, ctx: ServerContext, creation: InternalUserCreation): void {
  registerImportRoutes(app, ctx, {
    path: '/api/user/import',
    access: requireStaffPermission('user-create'),
    columns: USER_IMPORT_COLUMNS,
    example: m.userExample,
    templateFileName: m.userTemplateFileName,
    auditEntity: 'user',
    declarationFor: (request) => userImport(ctx, request, creation),
  });
}
