// Sectors and work groups (issue 18, companion §3 Sector, §4, §5, §6, §7 Sectors):
// - GET /api/inbox/user-sectors/list (staff): the sectors a user may connect to.
// - GET /api/sector (sector-list): paged, by name; search (name or symbol, ignoring case and
//   accents), status, type and parent filters.
// - GET /api/sector/chart?search&status (sector-list): the organisation's tree.
// - GET /api/sector/:id (any staff member): the sector, also as an address for the document form.
// - POST /api/sector (sector-create-update); PUT /api/sector/:id (sector-create-update, or
//   sector-settings-access for the sector the user is connected to alone — Meu Setor — which may not
//   change its type or parent); PATCH /api/sector/:id/status (sector-create-update).
// - GET /api/sector/:id/users and /summary (sector-list, sector-create-update, manage-sector-users,
//   or sector-settings-access for the connected sector); POST and DELETE
//   /api/sector/:id/users/:userId (manage-sector-users).
// Sectors are never deleted (documents are filed under them): they are disabled. Disabling is
// refused while the sector has enabled sub-sectors (they would hang from a disabled branch and
// vanish from their users' sector choice) or is the only enabled sector of an enabled user (who
// could connect to no sector at all); the message says what to do first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Page } from '../../src-shared/api/page';
import {
  sectorInputSchema,
  sectorStatusInputSchema,
  sectorUserAddSchema,
  type Sector,
  type SectorChartNode,
  type SectorOption,
  type SectorSummary,
  type SectorUser,
} from '../../src-shared/api/sectors';
import { foldForSearch } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { authenticated, authOf, requireStaffPermission, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { chosenWithDescendants, sectorChart, wouldCycle } from '../domain/sectorTree';
import { ApiError, invalidFields } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { resolveScope } from '../inbox/scope';
import type { SectorRow } from '../repos/sectors';

const m = messages.sectors;
type SectorInput = z.output<typeof sectorInputSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const memberParams = idParams.extend({ userId: z.coerce.number().int().positive() });
const lenient = <Schema extends z.ZodType>(schema: Schema) => schema.optional().catch(undefined);
const listQuery = z.object({
  search: lenient(z.string().trim().max(200)),
  status: lenient(z.enum(['enabled', 'disabled'])),
  type: lenient(z.enum(['sector', 'work-group'])),
  parent: lenient(z.coerce.number().int().positive()),
});
const chartQuery = z.object({ search: lenient(z.string().trim().max(200)), status: lenient(z.enum(['enabled', 'disabled'])) });

type Row = SectorRow & {
  parent_name: string | null;
  parent_symbol: string | null;
  manager_name: string | null;
  users_count: number;
  children_count: number;
};

const SECTOR_SQL = `SELECT s.*, p.name AS parent_name, p.symbol AS parent_symbol, mp.name AS manager_name,
    (SELECT count(*) FROM user_sectors us WHERE us.sector_id = s.id) AS users_count,
    (SELECT count(*) FROM sectors c WHERE c.parent_id = s.id) AS children_count
  FROM sectors s
  LEFT JOIN sectors p ON p.id = s.parent_id
  LEFT JOIN users mu ON mu.id = s.manager_id
  LEFT JOIN people mp ON mp.id = mu.person_id`;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const toSector = (row: Row): Sector => ({
  id: row.id,
  name: row.name,
  symbol: row.symbol,
  type: row.type,
  parent_id: row.parent_id,
  parentSectorId: row.parent_id,
  parent: row.parent_id !== null && row.parent_name !== null ? { id: row.parent_id, name: row.parent_name, symbol: row.parent_symbol ?? '' } : null,
  color: row.color,
  telephone: row.telephone,
  ramal: row.ramal,
  internal_email: row.internal_email,
  status: row.status,
  manager_id: row.manager_id,
  manager: row.manager_id !== null && row.manager_name !== null ? { id: row.manager_id, name: row.manager_name } : null,
  access_ged_sector_id: row.access_ged_sector_id,
  update_ged_sector: row.update_ged_sector === 1,
  users_count: row.users_count,
  children_count: row.children_count,
  sector_name: row.name,
  internalEmail: row.internal_email ?? '',
});

function findSector(db: Db, id: number): Row {
  const row = db.prepare<[number], Row>(`${SECTOR_SQL} WHERE s.id = ?`).get(id);
  if (row === undefined) throw new ApiError(404, { message: m.notFound });
  return row;
}

const allSectors = (db: Db) => db.prepare<[], Row>(SECTOR_SQL).all();

/** Field by field, as the editor shows them: a free symbol, an existing parent that is not the sector itself or below it, an internal manager. */
function checkInput(db: Db, input: SectorInput, sectorId: number | null): void {
  const errors: Record<string, string[]> = {};
  const taken = db.prepare<[string, number], number>('SELECT id FROM sectors WHERE upper(symbol) = ? AND id <> ?').pluck().get(input.symbol, sectorId ?? 0);
  if (taken !== undefined) errors.symbol = [m.symbolTaken];
  if (input.parent_id !== null) {
    const tree = db.prepare<[], { id: number; parentId: number | null }>('SELECT id, parent_id AS parentId FROM sectors').all();
    if (!tree.some((sector) => sector.id === input.parent_id)) errors.parent_id = [m.unknownParent];
    else if (sectorId !== null && wouldCycle(tree, sectorId, input.parent_id)) errors.parent_id = [m.parentCycle];
  }
  if (input.manager_id !== null) {
    const manager = db
      .prepare<[number], number>("SELECT id FROM users WHERE id = ? AND has_internal_access = 1 AND status = 'enabled'")
      .pluck()
      .get(input.manager_id);
    // Keeping a manager who has since left stays possible; choosing one is not.
    const unchanged = sectorId !== null && db.prepare<[number], number | null>('SELECT manager_id FROM sectors WHERE id = ?').pluck().get(sectorId) === input.manager_id;
    if (manager === undefined && !unchanged) errors.manager_id = [m.unknownManager];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

function writeSector(db: Db, input: SectorInput, sectorId: number | null): number {
  const fields = {
    name: input.name,
    symbol: input.symbol,
    type: input.type,
    parent_id: input.parent_id,
    color: input.color,
    telephone: input.telephone,
    ramal: input.ramal,
    internal_email: input.internal_email,
    manager_id: input.manager_id,
    access_ged_sector_id: input.access_ged_sector_id,
    update_ged_sector: input.update_ged_sector ? 1 : 0,
  };
  if (sectorId === null) {
    return db
      .prepare<typeof fields, number>(
        `INSERT INTO sectors (name, symbol, type, parent_id, color, telephone, ramal, internal_email, manager_id, access_ged_sector_id, update_ged_sector, status)
         VALUES (@name, @symbol, @type, @parent_id, @color, @telephone, @ramal, @internal_email, @manager_id, @access_ged_sector_id, @update_ged_sector, 'enabled') RETURNING id`,
      )
      .pluck()
      .get(fields) as number;
  }
  db.prepare(
    `UPDATE sectors SET name = @name, symbol = @symbol, type = @type, parent_id = @parent_id, color = @color, telephone = @telephone,
       ramal = @ramal, internal_email = @internal_email, manager_id = @manager_id, access_ged_sector_id = @access_ged_sector_id,
       update_ged_sector = @update_ged_sector WHERE id = @id`,
  ).run({ ...fields, id: sectorId });
  return sectorId;
}

/** Why a sector may not be disabled now, or null. */
function disableRefusal(db: Db, id: number): string | null {
  const children = db.prepare<[number], string>("SELECT name FROM sectors WHERE parent_id = ? AND status = 'enabled' ORDER BY name").pluck().all(id);
  if (children.length > 0) return m.hasEnabledChildren(children.join(', '));
  const stranded = db
    .prepare<[number], number>(
      `SELECT count(*) FROM user_sectors us JOIN users u ON u.id = us.user_id
       WHERE us.sector_id = ? AND u.status = 'enabled' AND u.has_internal_access = 1
         AND NOT EXISTS (SELECT 1 FROM user_sectors other JOIN sectors os ON os.id = other.sector_id
                         WHERE other.user_id = us.user_id AND other.sector_id <> us.sector_id AND os.status = 'enabled')`,
    )
    .pluck()
    .get(id) as number;
  return stranded > 0 ? m.onlySectorOfUsers(stranded) : null;
}

type MemberRow = { id: number; name: string; email: string | null; cellphone: string | null; status: 'enabled' | 'disabled'; is_primary: 0 | 1 };

const membersOf = (db: Db, sectorId: number): SectorUser[] =>
  db
    .prepare<[number], MemberRow>(
      `SELECT u.id, p.name, p.email, p.cellphone, u.status, us.is_primary FROM user_sectors us
       JOIN users u ON u.id = us.user_id JOIN people p ON p.id = u.person_id WHERE us.sector_id = ?`,
    )
    .all(sectorId)
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
    .map((row) => ({ ...row, is_primary: row.is_primary === 1 }));

function summaryOf(db: Db, sectorId: number, nowMs: number): SectorSummary {
  const now = new Date(nowMs);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const count = (sql: string, ...params: Array<string | number>) => db.prepare<Array<string | number>, number>(sql).pluck().get(...params) as number;
  return {
    users: count('SELECT count(*) FROM user_sectors WHERE sector_id = ?', sectorId),
    sub_sectors: count('SELECT count(*) FROM sectors WHERE parent_id = ?', sectorId),
    open_items: count("SELECT count(*) FROM inbox_emails WHERE sector_id = ? AND box = 'inbox' AND is_archived = 0 AND is_closed = 0", sectorId),
    documents_this_month: count("SELECT count(*) FROM documents WHERE sector_id = ? AND status <> 'draft' AND created_at >= ?", sectorId, monthStart),
  };
}

export function registerSectorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** The sector the request is connected to (X-InboxSectorId, else the primary one). */
  const connectedSector = (request: FastifyRequest) => resolveScope(ctx, request, authOf(request).userId).sectorId;
  /** A holder of sector-settings-access alone reaches the sector it is connected to, no other. */
  const ownSectorOnly = (request: FastifyRequest, id: number, broader: readonly string[]) => {
    const held = authOf(request).permissions();
    if (broader.some((name) => held.has(name))) return false;
    if (connectedSector(request) !== id) throw new ApiError(403, { message: m.ownSectorOnly });
    return true;
  };
  const READERS = ['sector-list', 'sector-create-update', 'manage-sector-users'] as const;

  // The sectors a staff user may connect to: their own and all sub-sectors below them.
  app.get('/api/inbox/user-sectors/list', withAccess(authenticated({ internalOnly: true })), async (request) => {
    const { userId } = authOf(request);
    const enabled = ctx.repos.sectors.allEnabled().map((sector) => ({ ...sector, parentId: sector.parent_id }));
    const own = new Set(ctx.repos.sectors.membershipsOf(userId).map((sector) => sector.id));
    const sectors: SectorOption[] = chosenWithDescendants(enabled, own).map((sector) => ({
      id: sector.id,
      name: sector.name,
      symbol: sector.symbol,
      parentSectorId: sector.parent_id,
    }));
    return { sectors };
  });

  app.get('/api/sector', withAccess(requireStaffPermission('sector-list')), async (request) => {
    const { search, status, type, parent } = parseInput(listQuery, request.query);
    const wanted = foldForSearch(search ?? '');
    const rows = allSectors(db)
      .filter((row) => status === undefined || row.status === status)
      .filter((row) => type === undefined || row.type === type)
      .filter((row) => parent === undefined || row.parent_id === parent)
      .filter((row) => wanted === '' || foldForSearch(`${row.name} ${row.symbol}`).includes(wanted))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    const page = paginate(rows, parsePageQuery(request.query), requestUrl(request));
    return { ...page, data: page.data.map(toSector) } satisfies Page<Sector>;
  });

  app.get('/api/sector/chart', withAccess(requireStaffPermission('sector-list')), async (request) => {
    const { search, status } = parseInput(chartQuery, request.query);
    const wanted = foldForSearch(search ?? '');
    const nodes = allSectors(db).map((row) => ({
      id: row.id,
      name: row.name,
      symbol: row.symbol,
      type: row.type,
      status: row.status,
      manager: row.manager_id !== null && row.manager_name !== null ? { id: row.manager_id, name: row.manager_name } : null,
      parentId: row.parent_id,
    }));
    const tree = sectorChart(nodes, (node) => (status === undefined || node.status === status) && (wanted === '' || foldForSearch(`${node.name} ${node.symbol}`).includes(wanted)));
    const strip = (node: (typeof tree)[number]): SectorChartNode => ({
      id: node.id,
      name: node.name,
      symbol: node.symbol,
      type: node.type,
      status: node.status,
      manager: node.manager,
      children: node.children.map(strip),
    });
    return { data: tree.map(strip) };
  });

  // Any staff member: the document create form reads a sector as an address (sector_name, internalEmail).
  app.get('/api/sector/:id', withAccess(authenticated({ internalOnly: true })), async (request): Promise<Sector> => {
    const { id } = parseInput(idParams, request.params);
    return toSector(findSector(db, id));
  });

  app.post('/api/sector', withAccess(requireStaffPermission('sector-create-update')), async (request, reply) => {
    const input = parseInput(sectorInputSchema, request.body);
    const sector = db.transaction(() => {
      checkInput(db, input, null);
      return toSector(findSector(db, writeSector(db, input, null)));
    })();
    return reply.code(201).send(sector);
  });

  app.put('/api/sector/:id', withAccess(requireStaffPermission('sector-create-update', 'sector-settings-access')), async (request): Promise<Sector> => {
    const { id } = parseInput(idParams, request.params);
    findSector(db, id);
    const ownOnly = ownSectorOnly(request, id, ['sector-create-update']);
    const input = parseInput(sectorInputSchema, request.body);
    return db.transaction(() => {
      const before = findSector(db, id);
      if (ownOnly) {
        const errors: Record<string, string[]> = {};
        if (input.type !== before.type) errors.type = [m.ownSectorKeepsPlace];
        if (input.parent_id !== before.parent_id) errors.parent_id = [m.ownSectorKeepsPlace];
        if (Object.keys(errors).length > 0) throw invalidFields(errors);
      }
      checkInput(db, input, id);
      return toSector(findSector(db, writeSector(db, input, id)));
    })();
  });

  app.patch('/api/sector/:id/status', withAccess(requireStaffPermission('sector-create-update')), async (request): Promise<Sector> => {
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(sectorStatusInputSchema, request.body);
    return db.transaction(() => {
      const row = findSector(db, id);
      if (status === 'disabled' && row.status === 'enabled') {
        const refusal = disableRefusal(db, id);
        if (refusal !== null) throw new ApiError(422, { message: refusal, errors: { status: [refusal] } });
      }
      ctx.repos.sectors.setStatus(id, status);
      return toSector(findSector(db, id));
    })();
  });

  const readAccess = withAccess(requireStaffPermission(...READERS, 'sector-settings-access'));

  app.get('/api/sector/:id/users', readAccess, async (request) => {
    const { id } = parseInput(idParams, request.params);
    findSector(db, id);
    ownSectorOnly(request, id, READERS);
    return { data: membersOf(db, id) };
  });

  app.get('/api/sector/:id/summary', readAccess, async (request): Promise<SectorSummary> => {
    const { id } = parseInput(idParams, request.params);
    findSector(db, id);
    ownSectorOnly(request, id, READERS);
    return summaryOf(db, id, ctx.now());
  });

  const manageUsers = withAccess(requireStaffPermission('manage-sector-users'));

  // A user joins the sector; a user without a primary sector gets this one, and `primary` makes it
  // the primary one, replacing the previous (§4).
  app.post('/api/sector/:id/users/:userId', manageUsers, async (request, reply) => {
    const { id, userId } = parseInput(memberParams, request.params);
    const { primary } = parseInput(sectorUserAddSchema, request.body ?? {});
    const members = db.transaction(() => {
      findSector(db, id);
      const user = db.prepare<[number], { has_internal_access: 0 | 1 }>('SELECT has_internal_access FROM users WHERE id = ?').get(userId);
      if (user === undefined) throw new ApiError(404, { message: m.userNotFound });
      if (user.has_internal_access !== 1) throw invalidFields({ user_id: [m.notInternalUser] });
      if (db.prepare('SELECT 1 FROM user_sectors WHERE user_id = ? AND sector_id = ?').get(userId, id) !== undefined) {
        throw invalidFields({ user_id: [m.alreadyMember] });
      }
      const hasPrimary = db.prepare('SELECT 1 FROM user_sectors WHERE user_id = ? AND is_primary = 1').get(userId) !== undefined;
      const makePrimary = primary === true || !hasPrimary;
      if (makePrimary) db.prepare('UPDATE user_sectors SET is_primary = 0 WHERE user_id = ?').run(userId);
      db.prepare('INSERT INTO user_sectors (user_id, sector_id, is_primary) VALUES (?, ?, ?)').run(userId, id, makePrimary ? 1 : 0);
      return membersOf(db, id);
    })();
    return reply.code(201).send({ data: members });
  });

  // A user leaves the sector; never its last sector (it could connect nowhere). Leaving its primary
  // sector makes its first other sector (by name) the primary one.
  app.delete('/api/sector/:id/users/:userId', manageUsers, async (request) => {
    const { id, userId } = parseInput(memberParams, request.params);
    const members = db.transaction(() => {
      findSector(db, id);
      const membership = db.prepare<[number, number], { is_primary: 0 | 1 }>('SELECT is_primary FROM user_sectors WHERE user_id = ? AND sector_id = ?').get(userId, id);
      if (membership === undefined) throw new ApiError(404, { message: m.notMember });
      const others = db
        .prepare<[number, number], number>('SELECT us.sector_id FROM user_sectors us JOIN sectors s ON s.id = us.sector_id WHERE us.user_id = ? AND us.sector_id <> ? ORDER BY s.name, s.id')
        .pluck()
        .all(userId, id);
      if (others.length === 0) throw new ApiError(422, { message: m.onlySectorOfUser, errors: { user_id: [m.onlySectorOfUser] } });
      db.prepare('DELETE FROM user_sectors WHERE user_id = ? AND sector_id = ?').run(userId, id);
      if (membership.is_primary === 1) db.prepare('UPDATE user_sectors SET is_primary = 1 WHERE user_id = ? AND sector_id = ?').run(userId, others[0]);
      return membersOf(db, id);
    })();
    return { data: members };
  });
}
