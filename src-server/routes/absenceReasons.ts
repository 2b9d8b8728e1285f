// Absence reasons (issue 17, companion §7): GET/POST /api/person/absences/reason and
// GET/PUT/DELETE /api/person/absences/reason/:id. Any staff member reads them (recording an
// absence picks one); keeping the list is user administration, so writes need user-update.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { absenceReasonInputSchema, type AbsenceReason } from '../../src-shared/api/absenceReasons';
import type { Page } from '../../src-shared/api/page';
import { foldForSearch } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { authenticated, requireStaffPermission, withAccess } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError, invalidFields } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';

const m = messages.absenceReasons;
const BASE = '/api/person/absences/reason';
const listQuery = z.object({ search: z.string().trim().max(200).optional().catch(undefined) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

type Row = { id: number; reason: string; description: string | null };
const toReason = (row: Row): AbsenceReason => ({ id: row.id, reason: row.reason, description: row.description });

function findReason(db: Db, id: number): Row {
  const row = db.prepare<[number], Row>('SELECT id, reason, description FROM absence_reasons WHERE id = ?').get(id);
  if (row === undefined) throw new ApiError(404, { message: m.notFound });
  return row;
}

const allReasons = (db: Db) =>
  db
    .prepare<[], Row>('SELECT id, reason, description FROM absence_reasons')
    .all()
    .sort((a, b) => a.reason.localeCompare(b.reason, 'pt-BR') || a.id - b.id);

/** Reason names are unique regardless of case and accents ("Ferias" is "Férias"): a field error. */
function assertReasonFree(db: Db, reason: string, exceptId: number | null): void {
  const wanted = foldForSearch(reason);
  if (allReasons(db).some((row) => row.id !== exceptId && foldForSearch(row.reason) === wanted)) {
    throw invalidFields({ reason: [m.reasonTaken] });
  }
}

export function registerAbsenceReasonRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const write = withAccess(requireStaffPermission('user-update'));

  app.get(BASE, withAccess(authenticated({ internalOnly: true })), async (request) => {
    const { search } = parseInput(listQuery, request.query);
    const wanted = foldForSearch(search ?? '');
    const rows = allReasons(ctx.db).filter((row) => wanted === '' || foldForSearch(`${row.reason} ${row.description ?? ''}`).includes(wanted));
    return paginate(rows.map(toReason), parsePageQuery(request.query), requestUrl(request)) satisfies Page<AbsenceReason>;
  });

  app.get(`${BASE}/:id`, withAccess(authenticated({ internalOnly: true })), async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { data: toReason(findReason(ctx.db, id)) };
  });

  app.post(BASE, write, async (request, reply) => {
    const input = parseInput(absenceReasonInputSchema, request.body);
    const row = ctx.db.transaction(() => {
      assertReasonFree(ctx.db, input.reason, null);
      const now = isoAt(ctx.now());
      return ctx.db
        .prepare<[string, string | null, string, string], Row>(
          'INSERT INTO absence_reasons (reason, description, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id, reason, description',
        )
        .get(input.reason, input.description || null, now, now) as Row;
    })();
    return reply.code(201).send({ data: toReason(row) });
  });

  app.put(`${BASE}/:id`, write, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(absenceReasonInputSchema, request.body);
    const row = ctx.db.transaction(() => {
      findReason(ctx.db, id);
      assertReasonFree(ctx.db, input.reason, id);
      return ctx.db
        .prepare<[string, string | null, string, number], Row>(
          'UPDATE absence_reasons SET reason = ?, description = ?, updated_at = ? WHERE id = ? RETURNING id, reason, description',
        )
        .get(input.reason, input.description || null, isoAt(ctx.now()), id) as Row;
    })();
    return { data: toReason(row) };
  });

  app.delete(`${BASE}/:id`, write, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    ctx.db.transaction(() => {
      findReason(ctx.db, id);
      ctx.db.prepare('DELETE FROM absence_reasons WHERE id = ?').run(id);
    })();
    return reply.code(204).send();
  });
}
