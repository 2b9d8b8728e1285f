// Roles (issue 17, companion §6 and §7 Roles), all behind manage-roles:
// - GET /api/role?search=&sector_id=&page=: paged, by name; search ignores case and accents;
//   sector_id narrows to one sector's roles.
// - GET /api/role/:id; POST /api/role; PUT /api/role/:id (the form plus permission ids); DELETE.
// Role 1 is the administrator: it keeps the whole catalogue and is never deleted. A role users hold
// is not deleted either. Only one role is the default: marking one unmarks the others.
// A user's permissions are read from these tables at every request (auth/session.ts), so a change
// here reaches their next call without a new login; an edit also tells the role's holders' open
// apps (access-changed), which then reload their permissions before they route again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Page } from '../../src-shared/api/page';
import { roleInputSchema, type Role } from '../../src-shared/api/roles';
import { foldForSearch } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import { changedFields } from '../audit/log';
import { recordRequest } from '../audit/trail';
import { requireStaffPermission, withAccess } from '../auth/access';
import { holdersOfRole, notifyAccessChanged } from '../auth/accessEvents';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError, invalidFields } from '../http/errors';
import { paginate, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';

const m = messages.roles;
const listQuery = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  // The sector editor's Perfis tab: the roles of one sector.
  sector_id: z.coerce.number().int().positive().optional().catch(undefined),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
type RoleInput = z.output<typeof roleInputSchema>;

type RoleRow = {
  id: number;
  name: string;
  description: string | null;
  sector_id: number | null;
  sector_name: string | null;
  is_default: 0 | 1;
  users_count: number;
};

const ROLE_SQL = `SELECT r.id, r.name, r.description, r.sector_id, s.name AS sector_name, r.is_default,
    (SELECT count(*) FROM user_roles ur WHERE ur.role_id = r.id) AS users_count
  FROM roles r LEFT JOIN sectors s ON s.id = r.sector_id`;

function permissionIdsOf(db: Db, roleId: number): number[] {
  return db.prepare<[number], number>('SELECT permission_id FROM role_permissions WHERE role_id = ? ORDER BY permission_id').pluck().all(roleId);
}

const toRole = (db: Db, row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sector_id: row.sector_id,
  sector: row.sector_id !== null && row.sector_name !== null ? { id: row.sector_id, name: row.sector_name } : null,
  is_default: row.is_default === 1,
  permissions: permissionIdsOf(db, row.id),
  users_count: row.users_count,
});

/** What the audit compares of a role: its fields and its permissions by name. */
function auditedRole(db: Db, row: RoleRow): Record<string, unknown> {
  const names = db
    .prepare<[number], string>('SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = ? ORDER BY p.name')
    .pluck()
    .all(row.id);
  return { name: row.name, description: row.description, sector_id: row.sector_id, is_default: row.is_default, permissions: names };
}

function findRole(db: Db, id: number): RoleRow {
  const row = db.prepare<[number], RoleRow>(`${ROLE_SQL} WHERE r.id = ?`).get(id);
  if (row === undefined) throw new ApiError(404, { message: m.notFound });
  return row;
}

/** Field by field, as the editor shows them: the name is free (regardless of case and accents), the sector and permissions exist. */
function checkInput(db: Db, input: RoleInput, roleId: number | null): void {
  const errors: Record<string, string[]> = {};
  const wantedName = foldForSearch(input.name);
  const names = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM roles').all();
  if (names.some((role) => role.id !== roleId && foldForSearch(role.name) === wantedName)) errors.name = [m.nameTaken];
  if (input.sector_id != null && db.prepare('SELECT 1 FROM sectors WHERE id = ?').get(input.sector_id) === undefined) {
    errors.sector_id = [m.unknownSector];
  }
  const wanted = [...new Set(input.permissions ?? [])];
  if (wanted.length > 0) {
    const known = new Set(db.prepare<[], number>('SELECT id FROM permissions').pluck().all());
    if (wanted.some((id) => !known.has(id))) errors.permissions = [m.unknownPermission];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

function writeRole(db: Db, input: RoleInput, roleId: number | null): number {
  const fields = {
    name: input.name,
    description: input.description || null,
    sector_id: input.sector_id ?? null,
    is_default: input.is_default === true ? 1 : 0,
  };
  const id =
    roleId === null
      ? (db
          .prepare<typeof fields, number>(
            'INSERT INTO roles (name, description, sector_id, is_default) VALUES (@name, @description, @sector_id, @is_default) RETURNING id',
          )
          .pluck()
          .get(fields) as number)
      : (db.prepare('UPDATE roles SET name = @name, description = @description, sector_id = @sector_id, is_default = @is_default WHERE id = @id').run({ ...fields, id: roleId }),
        roleId);
  if (fields.is_default === 1) db.prepare('UPDATE roles SET is_default = 0 WHERE id <> ?').run(id);
  if (input.permissions !== undefined) {
    db.prepare('DELETE FROM role_permissions WHERE role_id = ?').run(id);
    const grant = db.prepare('INSERT INTO role_permissions (role_id, permission_id) VALUES (?, ?)');
    for (const permissionId of new Set(input.permissions)) grant.run(id, permissionId);
  }
  return id;
}

export function registerRoleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const access = withAccess(requireStaffPermission('manage-roles'));

  app.get('/api/role', access, async (request) => {
    const { search, sector_id: sectorId } = parseInput(listQuery, request.query);
    const wanted = foldForSearch(search ?? '');
    const rows = ctx.db
      .prepare<[], RoleRow>(ROLE_SQL)
      .all()
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id)
      .filter((row) => sectorId === undefined || row.sector_id === sectorId)
      .filter((row) => wanted === '' || foldForSearch(`${row.name} ${row.description ?? ''}`).includes(wanted));
    const page = parsePageQuery(request.query);
    const shown = paginate(rows, page, requestUrl(request));
    return { ...shown, data: shown.data.map((row) => toRole(ctx.db, row)) } satisfies Page<Role>;
  });

  app.get('/api/role/:id', access, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { data: toRole(ctx.db, findRole(ctx.db, id)) };
  });

  app.post('/api/role', access, async (request, reply) => {
    const input = parseInput(roleInputSchema, request.body);
    const role = ctx.db.transaction(() => {
      checkInput(ctx.db, input, null);
      return toRole(ctx.db, findRole(ctx.db, writeRole(ctx.db, input, null)));
    })();
    return reply.code(201).send({ data: role });
  });

  app.put('/api/role/:id', access, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(roleInputSchema, request.body);
    let holders: number[] = [];
    const role = ctx.db.transaction(() => {
      const before = auditedRole(ctx.db, findRole(ctx.db, id));
      checkInput(ctx.db, input, id);
      holders = holdersOfRole(ctx.db, id);
      if (id === ADMINISTRATOR_ROLE_ID && input.permissions !== undefined) {
        const kept = new Set(input.permissions);
        const all = ctx.db.prepare<[], number>('SELECT id FROM permissions').pluck().all();
        if (all.some((permissionId) => !kept.has(permissionId))) {
          throw new ApiError(422, { message: m.administratorKeepsAll, errors: { permissions: [m.administratorKeepsAll] } });
        }
      }
      const after = findRole(ctx.db, writeRole(ctx.db, input, id));
      // Who changed which permissions of whom: the permissions by name, before and after.
      recordRequest(ctx, request, { action: 'update', entity: 'role', entityId: id, status: 200, changes: changedFields(before, auditedRole(ctx.db, after)) });
      return toRole(ctx.db, after);
    })();
    // After the commit, so the holders' apps read the new permissions when they ask.
    notifyAccessChanged(ctx.realtime, holders);
    return { data: role };
  });

  app.delete('/api/role/:id', access, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    ctx.db.transaction(() => {
      const row = findRole(ctx.db, id);
      if (id === ADMINISTRATOR_ROLE_ID) throw new ApiError(422, { message: m.administratorNotDeleted });
      if (row.users_count > 0) throw new ApiError(422, { message: m.inUse(row.users_count) });
      ctx.db.prepare('DELETE FROM roles WHERE id = ?').run(id);
    })();
    return reply.code(204).send();
  });
}
