// Roles (issue 17, companion §6, §7 Roles): manage-roles lists, reads, creates, edits and deletes
// them; the administrator role keeps every permission and stays; a role users hold stays; names are
// unique; one default role; and a user's permissions follow their role at their next request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rolePageSchema, roleResultSchema } from '../../src-shared/api/roles';
import { messages } from '../../src-shared/messages';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import { CLERK_ROLE } from '../db/seed/permissions';
import { ACCESS_CHANGED_EVENT } from '../../src-shared/api/auth';
import { privateUserChannel } from '../../src-shared/api/chat';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { recordingRealtimeHub } from '../testing/recordingHub';

const m = messages.roles;
let server: TestServer;
let admin: string;
beforeEach(async () => {
  server = testServer();
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
});
afterEach(() => server.stop());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const permissionId = (name: string) => server.db.prepare<[string], number>('SELECT id FROM permissions WHERE name = ?').pluck().get(name) as number;
const allPermissionIds = () => server.db.prepare<[], number>('SELECT id FROM permissions ORDER BY id').pluck().all();
const create = async (body: Record<string, unknown>) => {
  const response = await call('POST', '/api/role', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return roleResultSchema.parse(json(response)).data;
};

describe('GET /api/role', () => {
  it('pages the roles by name with their permissions and how many users hold them, and searches ignoring accents', async () => {
    const response = await call('GET', '/api/role', admin);
    expect(response.statusCode).toBe(200);
    const page = rolePageSchema.parse(json(response));
    expect(page.data.map((role) => role.name)).toEqual(['Administrador', 'Servidor']);
    expect(page.total).toBe(2);
    const clerk = page.data.find((role) => role.id === CLERK_ROLE.id)!;
    expect(clerk.users_count).toBeGreaterThan(0);
    expect(clerk.permissions).toContain(permissionId('workspaceAccess'));
    expect(clerk.is_default).toBe(true);

    await create({ name: 'Protocolista', description: 'Atendimento ao público' });
    const found = rolePageSchema.parse(json(await call('GET', '/api/role?search=ATENDIMENTO', admin)));
    expect(found.data.map((role) => role.name)).toEqual(['Protocolista']);
    const second = rolePageSchema.parse(json(await call('GET', '/api/role?per_page=2&page=2', admin)));
    expect(second).toMatchObject({ current_page: 2, total: 3, from: 3 });
  });

  it('narrows to one sector’s roles with sector_id (the sector editor’s Perfis tab)', async () => {
    const sectorId = server.db.prepare<[], number>("SELECT id FROM sectors WHERE symbol = 'PROT'").pluck().get() as number;
    await create({ name: 'Protocolista', sector_id: sectorId });
    await create({ name: 'Sem setor' });
    const found = rolePageSchema.parse(json(await call('GET', `/api/role?sector_id=${sectorId}`, admin)));
    expect(found.data.map((role) => role.name)).toEqual(['Protocolista']);
  });

  it('is refused without manage-roles (403) and without a login (401)', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/role', clerk)).statusCode).toBe(403);
    expect((await call('POST', '/api/role', clerk, { name: 'X' })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/role' })).statusCode).toBe(401);
  });
});

describe('POST and PUT /api/role', () => {
  it('creates a role with its sector, flag and permissions, reads it back, then edits it', async () => {
    const sector = server.db.prepare("SELECT id, name FROM sectors WHERE symbol = 'PROT'").get() as { id: number; name: string };
    const role = await create({ name: '  Protocolista ', description: 'Recebe requerimentos', sector_id: sector.id, permissions: [permissionId('workspaceAccess'), permissionId('user-list')] });
    expect(role).toMatchObject({ name: 'Protocolista', sector: sector, is_default: false, users_count: 0 });
    expect(role.permissions).toEqual([permissionId('workspaceAccess'), permissionId('user-list')].sort((a, b) => a - b));

    const read = roleResultSchema.parse(json(await call('GET', `/api/role/${role.id}`, admin))).data;
    expect(read).toEqual(role);

    const edited = await call('PUT', `/api/role/${role.id}`, admin, { name: 'Protocolista', description: '', sector_id: null, permissions: [permissionId('audit-list')] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(roleResultSchema.parse(json(edited)).data).toMatchObject({ description: null, sector: null, permissions: [permissionId('audit-list')] });
  });

  it('answers field errors: name required or taken (any case), unknown sector and permissions', async () => {
    const empty = await call('POST', '/api/role', admin, { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors.name).toEqual([messages.validation.required]);

    const taken = await call('POST', '/api/role', admin, { name: 'servidor', sector_id: 999_999, permissions: [999_999] });
    expect(taken.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(taken).errors).toEqual({
      name: [m.nameTaken],
      sector_id: [m.unknownSector],
      permissions: [m.unknownPermission],
    });
    // A role keeps its own name when edited.
    const same = await call('PUT', `/api/role/${CLERK_ROLE.id}`, admin, { name: 'Servidor', is_default: true });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('keeps one default role: marking a role unmarks the others', async () => {
    const role = await create({ name: 'Estagiário', is_default: true });
    const defaults = server.db.prepare<[], number>('SELECT id FROM roles WHERE is_default = 1').pluck().all();
    expect(defaults).toEqual([role.id]);
  });

  it('never takes a permission from the administrator role (422 with the reason), and still edits its text', async () => {
    const fewer = allPermissionIds().filter((id) => id !== permissionId('audit-list'));
    const refused = await call('PUT', `/api/role/${ADMINISTRATOR_ROLE_ID}`, admin, { name: 'Administrador', permissions: fewer });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ message: m.administratorKeepsAll, errors: { permissions: [m.administratorKeepsAll] } });
    expect(server.db.prepare('SELECT count(*) FROM role_permissions WHERE role_id = 1').pluck().get()).toBe(allPermissionIds().length);

    const renamed = await call('PUT', `/api/role/${ADMINISTRATOR_ROLE_ID}`, admin, { name: 'Administração geral', permissions: allPermissionIds() });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('answers 404 for a role that does not exist', async () => {
    expect((await call('GET', '/api/role/999999', admin)).statusCode).toBe(404);
    expect((await call('PUT', '/api/role/999999', admin, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/role/:id', () => {
  it('deletes a role nobody holds, with its permissions', async () => {
    const role = await create({ name: 'Temporária', permissions: [permissionId('audit-list')] });
    expect((await call('DELETE', `/api/role/${role.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/role/${role.id}`, admin)).statusCode).toBe(404);
    expect(server.db.prepare('SELECT count(*) FROM role_permissions WHERE role_id = ?').pluck().get(role.id)).toBe(0);
  });

  it('refuses the administrator role and a role users hold (422 with the reason)', async () => {
    const administrator = await call('DELETE', `/api/role/${ADMINISTRATOR_ROLE_ID}`, admin);
    expect(administrator.statusCode).toBe(422);
    expect(json(administrator)).toMatchObject({ message: m.administratorNotDeleted });

    const holders = server.db.prepare('SELECT count(*) FROM user_roles WHERE role_id = ?').pluck().get(CLERK_ROLE.id) as number;
    const inUse = await call('DELETE', `/api/role/${CLERK_ROLE.id}`, admin);
    expect(inUse.statusCode).toBe(422);
    expect(json(inUse)).toMatchObject({ message: m.inUse(holders) });
    expect((await call('GET', `/api/role/${CLERK_ROLE.id}`, admin)).statusCode).toBe(200);
  });
});

describe("a role's change reaches its users at their next request, without a new login", () => {
  it('grants and then withdraws a permission on the same token', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/role', clerk)).statusCode).toBe(403);

    const current = roleResultSchema.parse(json(await call('GET', `/api/role/${CLERK_ROLE.id}`, admin))).data;
    const granted = await call('PUT', `/api/role/${CLERK_ROLE.id}`, admin, { name: current.name, permissions: [...current.permissions, permissionId('manage-roles')] });
    expect(granted.statusCode).toBe(200);
    expect((await call('GET', '/api/role', clerk)).statusCode).toBe(200);

    await call('PUT', `/api/role/${CLERK_ROLE.id}`, admin, { name: current.name, permissions: current.permissions });
    expect((await call('GET', '/api/role', clerk)).statusCode).toBe(403);
  });

  it('is audited with who changed it and the permissions before and after, by name', async () => {
    const current = roleResultSchema.parse(json(await call('GET', `/api/role/${CLERK_ROLE.id}`, admin))).data;
    const same = { name: current.name, description: current.description, sector_id: current.sector_id, is_default: current.is_default };
    expect((await call('PUT', `/api/role/${CLERK_ROLE.id}`, admin, { ...same, permissions: [...current.permissions, permissionId('manage-roles')] })).statusCode).toBe(200);
    const entries = server.db.prepare("SELECT user_id, action, entity, entity_id, changes FROM audit_entries WHERE entity = 'role'").all() as Array<{ changes: string }>;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: userIdOf(server.db, 'admin@demo.gov.br'), action: 'update', entity: 'role', entity_id: String(CLERK_ROLE.id) });
    const [before, after] = (JSON.parse(entries[0]!.changes) as { permissions: [string[], string[]] }).permissions;
    expect(after.filter((name) => !before.includes(name))).toEqual(['manage-roles']);
    expect(Object.keys(JSON.parse(entries[0]!.changes) as object)).toEqual(['permissions']);
  });
});

describe("a role's holders are told at once (realtime access-changed), so their apps stop routing on what they had", () => {
  it('tells every holder of the edited role, and nobody else; a new role holds nobody to tell', async () => {
    await server.stop();
    const { hub, published } = recordingRealtimeHub();
    server = testServer({ realtime: hub });
    admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const holders = server.db.prepare<[number], number>('SELECT user_id FROM user_roles WHERE role_id = ? ORDER BY user_id').pluck().all(CLERK_ROLE.id);
    expect(holders).toContain(userIdOf(server.db, 'servidor@demo.gov.br'));
    expect(holders).not.toContain(userIdOf(server.db, 'admin@demo.gov.br'));

    const current = roleResultSchema.parse(json(await call('GET', `/api/role/${CLERK_ROLE.id}`, admin))).data;
    const edited = await call('PUT', `/api/role/${CLERK_ROLE.id}`, admin, { name: current.name, permissions: current.permissions.filter((id) => id !== permissionId('workspaceAccess')) });
    expect(edited.statusCode).toBe(200);
    expect(published).toEqual(holders.map((userId) => ({ channel: privateUserChannel(userId), event: ACCESS_CHANGED_EVENT, data: {} })));

    published.length = 0;
    await create({ name: 'Protocolo', permissions: [permissionId('workspaceAccess')] });
    expect(published).toEqual([]);
    // A refused edit tells nobody.
    expect((await call('PUT', `/api/role/${CLERK_ROLE.id}`, admin, { name: '' })).statusCode).toBe(422);
    expect(published).toEqual([]);
  });
});
