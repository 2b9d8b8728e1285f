// Document models (blueprints, issue 18, companion §7 Blueprints; contract in src-shared/api/
// blueprints.ts and documents.ts). The create form lists a sector's models and loads one; the
// administration pages through them, writes and deletes them. A model is only a starting text:
// deleting it changes no document. Content is stored sanitised (the document sanitiser), since
// whoever opens the model loads it into their editor.
// Who: staff manage the models of the sectors they belong to and their sub-sectors (as the create
// form always allowed), and holders of sector-create-update those of any sector, since they shape
// the sectors themselves.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BlueprintItem } from '../../src-shared/api/blueprints';
import { blueprintBodySchema } from '../../src-shared/api/documents';
import type { Page } from '../../src-shared/api/page';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { matches } from '../documents/subjects';
import { sanitizeStoredHtml } from '../html/storedHtml';
import { ApiError } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { visibleSectorIds } from '../inbox/scope';
import { staffOnly } from './inbox';

const m = messages.documents;
const ANY_SECTOR = 'sector-create-update';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const search = z.string().max(255, { error: m.searchTooLong }).optional();
const pickerQuery = z.object({ search, sectorId: id.optional() });
const manageQuery = z.object({ search, sector_id: id.optional() });

type BlueprintRow = { id: number; name: string; content: string; sector_id: number; sector_name: string | null; updated_at: string };

const BLUEPRINT_SQL = `SELECT b.id, b.name, b.content, b.sector_id, s.name AS sector_name, b.updated_at
  FROM blueprints b LEFT JOIN sectors s ON s.id = b.sector_id`;

const blueprintOut = (row: BlueprintRow): BlueprintItem => ({
  id: row.id,
  name: row.name,
  content: row.content,
  sector_id: row.sector_id,
  type: 'memo',
  sector: row.sector_name === null ? null : { id: row.sector_id, name: row.sector_name },
  updated_at: row.updated_at,
});

export function registerBlueprintRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const byId = (blueprintId: number) => ctx.db.prepare<[number], BlueprintRow>(`${BLUEPRINT_SQL} WHERE b.id = ?`).get(blueprintId);
  const all = () => ctx.db.prepare<[], BlueprintRow>(`${BLUEPRINT_SQL} ORDER BY b.name COLLATE NOCASE, b.id`).all();
  const forbidden = () => new ApiError(403, { message: m.blueprintForbidden });

  /** The sectors whose models the user manages: null for every sector. */
  const managedBy = (request: FastifyRequest): ReadonlySet<number> | null => {
    const auth = authOf(request);
    return auth.permissions().has(ANY_SECTOR) ? null : new Set(visibleSectorIds(ctx, auth.userId));
  };
  const mayManage = (request: FastifyRequest, sectorId: number) => {
    const sectors = managedBy(request);
    if (sectors !== null && !sectors.has(sectorId)) throw forbidden();
  };
  const blueprintFor = (request: FastifyRequest) => {
    const row = byId(parseInput(idParams, request.params).id);
    if (row === undefined) throw new ApiError(404, { message: m.blueprintNotFound });
    mayManage(request, row.sector_id);
    return row;
  };

  // The create form's picker: one sector's models, or those of every sector the user is in.
  const listForPicker = async (request: FastifyRequest) => {
    const { search: term, sectorId } = parseInput(pickerQuery, request.query);
    if (sectorId !== undefined) mayManage(request, sectorId);
    const own = new Set(visibleSectorIds(ctx, authOf(request).userId));
    return {
      data: all()
        .filter((row) => (sectorId === undefined ? own.has(row.sector_id) : row.sector_id === sectorId) && matches(row.name, term))
        .map(blueprintOut),
    };
  };
  app.get('/api/document/blueprint', staffOnly, listForPicker);
  app.get('/api/document/blueprint/', staffOnly, listForPicker);

  app.get('/api/document/blueprint/manage', staffOnly, async (request) => {
    const { search: term, sector_id: sectorId } = parseInput(manageQuery, request.query);
    const sectors = managedBy(request);
    const rows = all().filter(
      (row) => (sectors === null || sectors.has(row.sector_id)) && (sectorId === undefined || row.sector_id === sectorId) && matches(row.name, term),
    );
    const shown = paginate(rows, parsePageQuery(request.query), requestUrl(request));
    return { ...shown, data: shown.data.map(blueprintOut) } satisfies Page<BlueprintItem>;
  });

  app.get('/api/document/blueprint/:id', staffOnly, async (request) => blueprintOut(blueprintFor(request)));

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseInput(blueprintBodySchema, request.body);
    mayManage(request, body.sector_id);
    const at = isoAt(ctx.now());
    const saved = ctx.db.transaction(() => {
      const { lastInsertRowid } = ctx.db
        .prepare("INSERT INTO blueprints (name, content, sector_id, type, created_by, created_at, updated_at) VALUES (?, ?, ?, 'memo', ?, ?, ?)")
        .run(body.name, sanitizeStoredHtml(body.content), body.sector_id, authOf(request).userId, at, at);
      return byId(Number(lastInsertRowid)) as BlueprintRow;
    })();
    return reply.code(201).send(blueprintOut(saved));
  };
  app.post('/api/document/blueprint', staffOnly, create);
  app.post('/api/document/blueprint/', staffOnly, create);

  app.put('/api/document/blueprint/:id', staffOnly, async (request) => {
    const body = parseInput(blueprintBodySchema, request.body);
    const saved = ctx.db.transaction(() => {
      const row = blueprintFor(request);
      mayManage(request, body.sector_id);
      ctx.db
        .prepare('UPDATE blueprints SET name = ?, content = ?, sector_id = ?, updated_at = ? WHERE id = ?')
        .run(body.name, sanitizeStoredHtml(body.content), body.sector_id, isoAt(ctx.now()), row.id);
      return byId(row.id) as BlueprintRow;
    })();
    return blueprintOut(saved);
  });

  app.delete('/api/document/blueprint/:id', staffOnly, async (request, reply) => {
    ctx.db.transaction(() => {
      const row = blueprintFor(request);
      ctx.db.prepare('DELETE FROM blueprints WHERE id = ?').run(row.id);
    })();
    return reply.code(204).send();
  });
}
