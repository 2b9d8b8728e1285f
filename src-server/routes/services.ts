// The organisation's services and the portal's public figures (issue 16):
// - GET /api/service?search=&status=&sector_id=&page=: staff, every service (the administration's
//   list, issue 18; the sector editor embeds it per sector). GET /api/service/:id: staff.
// - POST /api/service (and /api/service/), PUT /api/service/:id, PATCH /api/service/:id/status:
//   manage-services. The sector must be enabled, the subject (optional) enabled, the parent neither
//   the service nor one below it, and §4's rule holds on the server too (serviceForSave). Services
//   are never deleted — a document may have been filed through one — only disabled.
// - GET /api/citizen/services?search=: public, the enabled services of enabled sectors, by sector
//   then name; search ignores case and accents and reads the name, description and sector.
// - GET /api/citizen/services/:id: public, one of those, else 404 (a disabled one does not exist).
// - GET /api/citizen/figures?from=YYYY-MM&to=YYYY-MM: public counts of the requests the
//   organisation received (requerimentos, and anything a citizen filed), by subject and by month
//   with their status as the citizen reads it. Counts only: no title, number, sender or
//   author, so an anonymous or confidential request is one more in a count and nothing else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Page } from '../../src-shared/api/page';
import {
  matchesSearch,
  monthSchema,
  serviceForSave,
  serviceListQuerySchema,
  serviceSaveSchema,
  serviceStatusRequestSchema,
  type PublicFigures,
  type Service,
  type ServiceSaveInput,
} from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { authenticated, publicAccess, requireStaffPermission, withAccess } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError, invalidFields } from '../http/errors';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { STATUS_SQL } from './citizenRequests';

const m = messages.citizenPublic;
const a = messages.adminServices;
const search = z.string().trim().max(200).optional().catch(undefined);
const citizenQuery = z.object({ search });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const figuresQuery = z.object({ from: monthSchema.optional(), to: monthSchema.optional() });
/** The longest period the figures answer for, in months. */
export const MAX_FIGURE_MONTHS = 60;

type ServiceRow = {
  id: number;
  name: string;
  description: string;
  document_type: string;
  sector_id: number;
  sector_name: string;
  sector_status: string;
  subject_id: number | null;
  parent_service_id: number | null;
  status: 'enabled' | 'disabled';
  who_may_request: string;
  how_to_request: string;
  deadline: string;
  cost: string;
  channels: string;
  /** 1 when citizens may file under the subject (enabled, external_can_create). */
  subject_open: 0 | 1;
};

const SERVICE_SQL = `SELECT sv.*, s.name AS sector_name, s.status AS sector_status,
    coalesce(sj.status = 'enabled' AND sj.external_can_create = 1, 0) AS subject_open
  FROM services sv JOIN sectors s ON s.id = sv.sector_id LEFT JOIN subjects sj ON sj.id = sv.subject_id`;

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  documentType: row.document_type,
  sectorId: row.sector_id,
  sectorName: row.sector_name,
  subjectId: row.subject_id,
  parentServiceId: row.parent_service_id,
  status: row.status,
  whoMayRequest: row.who_may_request,
  howToRequest: row.how_to_request,
  deadline: row.deadline,
  cost: row.cost,
  channels: JSON.parse(row.channels) as string[],
});

/** What the portal shows: "Solicitar" only leads to a subject citizens may file under. */
const toPublicService = (row: ServiceRow): Service => ({ ...toService(row), subjectId: row.subject_open === 1 ? row.subject_id : null });

const isPublic = (row: ServiceRow) => row.status === 'enabled' && row.sector_status === 'enabled';
const found = (row: ServiceRow, text: string | undefined) => matchesSearch([row.name, row.description, row.sector_name], text);

function findService(db: Db, id: number): ServiceRow {
  const row = db.prepare<[number], ServiceRow>(`${SERVICE_SQL} WHERE sv.id = ?`).get(id);
  if (row === undefined) throw new ApiError(404, { message: a.notFound });
  return row;
}

/**
 * What needs the database: an enabled sector, an enabled subject, a parent that exists and is
 * neither the service itself nor below it (walking up from the parent never meets the service).
 * Every failure is a field error, all of them in one answer.
 */
function checkReferences(db: Db, input: ServiceSaveInput, id: number | null): void {
  const errors: Record<string, string[]> = {};
  const sector = db.prepare<[number], { status: string }>('SELECT status FROM sectors WHERE id = ?').get(input.sectorId);
  if (sector?.status !== 'enabled') errors.sectorId = [a.sectorInvalid];
  if (input.subjectId !== null) {
    const subject = db.prepare<[number], { status: string }>('SELECT status FROM subjects WHERE id = ?').get(input.subjectId);
    if (subject?.status !== 'enabled') errors.subjectId = [a.subjectInvalid];
  }
  if (input.parentServiceId !== null) {
    const parentOf = db.prepare<[number], { parent_service_id: number | null }>('SELECT parent_service_id FROM services WHERE id = ?');
    if (parentOf.get(input.parentServiceId) === undefined) errors.parentServiceId = [a.parentInvalid];
    else if (id !== null) {
      const seen = new Set<number>();
      for (let current: number | null = input.parentServiceId; current !== null && !seen.has(current); current = parentOf.get(current)?.parent_service_id ?? null) {
        if (current === id) {
          errors.parentServiceId = [a.parentCycle];
          break;
        }
        seen.add(current);
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

const serviceParams = (input: ServiceSaveInput) => ({
  name: input.name,
  description: input.description,
  sector_id: input.sectorId,
  subject_id: input.subjectId,
  parent_service_id: input.parentServiceId,
  document_type: input.documentType,
  who_may_request: input.whoMayRequest,
  how_to_request: input.howToRequest,
  deadline: input.deadline,
  cost: input.cost,
  channels: JSON.stringify(input.channels),
});

function allServices(db: Db): ServiceRow[] {
  return db.prepare<[], ServiceRow>(`${SERVICE_SQL} ORDER BY s.name COLLATE NOCASE, sv.name COLLATE NOCASE, sv.id`).all();
}

/** YYYY-MM of a moment, and the month `delta` months away from a YYYY-MM. */
const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const shiftMonth = (month: string, delta: number) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
};
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthsBetween = (from: string, to: string) => {
  const months: string[] = [];
  for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month);
  return months;
};

/** What counts as a request the organisation received: a requerimento, or anything a citizen filed. */
const REQUEST_FROM = `FROM documents d LEFT JOIN users u ON u.id = d.created_by LEFT JOIN subjects sj ON sj.id = d.subject_id
  WHERE d.status <> 'draft' AND (d.document_type = 'requerimento' OR u.has_internal_access = 0)
    AND d.created_at >= @start AND d.created_at < @end`;

export function publicFigures(db: Db, from: string, to: string): PublicFigures {
  const range = { start: `${from}-01`, end: `${shiftMonth(to, 1)}-01` };
  const rows = db
    .prepare<typeof range, { month: string; subject: string | null; status: 'open' | 'closed'; n: number }>(
      `SELECT substr(d.created_at, 1, 7) AS month, sj.name AS subject, ${STATUS_SQL} AS status, count(*) AS n ${REQUEST_FROM}
       GROUP BY 1, 2, 3`,
    )
    .all(range);
  const byMonth = new Map(monthsBetween(from, to).map((month) => [month, { month, open: 0, closed: 0, total: 0 }]));
  const bySubject = new Map<string | null, { subject: string | null; open: number; closed: number; total: number }>();
  for (const row of rows) {
    const month = byMonth.get(row.month);
    if (month) {
      month[row.status] += row.n;
      month.total += row.n;
    }
    const subject = bySubject.get(row.subject) ?? { subject: row.subject, open: 0, closed: 0, total: 0 };
    subject[row.status] += row.n;
    subject.total += row.n;
    bySubject.set(row.subject, subject);
  }
  const subjects = [...bySubject.values()].sort((a, b) => b.total - a.total || (a.subject ?? '').localeCompare(b.subject ?? '', 'pt-BR'));
  return { from, to, total: subjects.reduce((sum, subject) => sum + subject.total, 0), by_subject: subjects, by_month: [...byMonth.values()] };
}

export function registerServiceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const open = limitedPerIp(withAccess(publicAccess), app.ipRateLimits.publicPages);
  const staff = withAccess(authenticated({ internalOnly: true }));
  const manage = withAccess(requireStaffPermission('manage-services'));

  app.get('/api/service', staff, async (request) => {
    const query = parseInput(serviceListQuerySchema, request.query);
    const page = parsePageQuery(request.query);
    const rows = allServices(ctx.db).filter(
      (row) => (query.status === undefined || row.status === query.status) && (query.sector_id === undefined || row.sector_id === query.sector_id) && found(row, query.search),
    );
    const items = rows.slice(page.offset, page.offset + page.perPage).map(toService);
    return buildPage({ items, total: rows.length, request: page, url: requestUrl(request) }) satisfies Page<Service>;
  });

  app.get('/api/service/:id', staff, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { data: toService(findService(ctx.db, id)) };
  });

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = parseInput(serviceSaveSchema, request.body);
    const row = ctx.db.transaction(() => {
      checkReferences(ctx.db, input, null);
      const now = isoAt(ctx.now());
      const id = ctx.db
        .prepare<Record<string, unknown>, number>(
          `INSERT INTO services (name, description, sector_id, subject_id, parent_service_id, document_type, who_may_request, how_to_request, deadline, cost, channels, created_at, updated_at)
           VALUES (@name, @description, @sector_id, @subject_id, @parent_service_id, @document_type, @who_may_request, @how_to_request, @deadline, @cost, @channels, @now, @now) RETURNING id`,
        )
        .pluck()
        .get({ ...serviceParams(input), now }) as number;
      return findService(ctx.db, id);
    })();
    return reply.code(201).send({ data: toService(row) });
  };
  app.post('/api/service', manage, create);
  app.post('/api/service/', manage, create);

  app.put('/api/service/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(serviceSaveSchema, request.body);
    const row = ctx.db.transaction(() => {
      const stored = findService(ctx.db, id);
      const input = serviceForSave(body, { documentType: stored.document_type, subjectId: stored.subject_id });
      checkReferences(ctx.db, input, id);
      ctx.db
        .prepare(
          `UPDATE services SET name = @name, description = @description, sector_id = @sector_id, subject_id = @subject_id, parent_service_id = @parent_service_id,
             document_type = @document_type, who_may_request = @who_may_request, how_to_request = @how_to_request, deadline = @deadline, cost = @cost,
             channels = @channels, updated_at = @now WHERE id = @id`,
        )
        .run({ ...serviceParams(input), now: isoAt(ctx.now()), id });
      return findService(ctx.db, id);
    })();
    return { data: toService(row) };
  });

  app.patch('/api/service/:id/status', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(serviceStatusRequestSchema, request.body);
    const row = ctx.db.transaction(() => {
      findService(ctx.db, id);
      ctx.db.prepare('UPDATE services SET status = ?, updated_at = ? WHERE id = ?').run(status, isoAt(ctx.now()), id);
      return findService(ctx.db, id);
    })();
    return { data: toService(row) };
  });

  app.get('/api/citizen/services', open, async (request) => {
    const query = parseInput(citizenQuery, request.query);
    return { data: allServices(ctx.db).filter((row) => isPublic(row) && found(row, query.search)).map(toPublicService) };
  });

  app.get('/api/citizen/services/:id', open, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const row = ctx.db.prepare<[number], ServiceRow>(`${SERVICE_SQL} WHERE sv.id = ?`).get(id);
    if (row === undefined || !isPublic(row)) throw new ApiError(404, { message: m.serviceNotFound });
    return { data: toPublicService(row) };
  });

  app.get('/api/citizen/figures', open, async (request) => {
    const query = parseInput(figuresQuery, request.query);
    const to = query.to ?? monthOf(ctx.now());
    const from = query.from ?? shiftMonth(to, -11);
    if (from > to) throw invalidFields({ from: [m.periodOrder] });
    if (monthIndex(to) - monthIndex(from) + 1 > MAX_FIGURE_MONTHS) throw invalidFields({ from: [m.periodTooLong(MAX_FIGURE_MONTHS)] });
    return { data: publicFigures(ctx.db, from, to) };
  });
}
