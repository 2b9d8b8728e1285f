// The sector settings (issue 18, companion §3 Sector, §4, §5, §7 Sectors) as the spec's rules.
import { describe, expect, it } from 'vitest';
import { sectorChartSchema, sectorPageSchema, sectorSchema, sectorSummarySchema, sectorUsersSchema, type SectorChartNode, type SectorInput } from '../../src-shared/api/sectors';
import { messages } from '../../src-shared/messages';
import { admin, call, server, useAdminServer } from '../testing/adminServer';
import { bearer, json, tokenFor, userIdOf } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';

const m = messages.sectors;
useAdminServer();

const CLERK = 'servidor@demo.gov.br';
const body = (overrides: Partial<SectorInput> = {}): SectorInput => ({ type: 'sector', name: 'Ouvidoria', symbol: 'OUV', ...overrides });
const sectorOf = (symbol: string) => sectorIdOf(server.db, symbol);
const primaryOf = (email: string) =>
  server.db.prepare<[number], string>('SELECT s.symbol FROM user_sectors us JOIN sectors s ON s.id = us.sector_id WHERE us.user_id = ? AND us.is_primary = 1').pluck().all(userIdOf(server.db, email));

/** A staff member whose only role grants exactly these permissions. */
async function holderOf(email: string, ...permissions: string[]): Promise<string> {
  const { db } = server;
  const userId = userIdOf(db, email);
  const roleId = db.prepare("INSERT INTO roles (name) VALUES ('Papel do teste') RETURNING id").pluck().get() as number;
  const grant = db.prepare('INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?');
  for (const name of permissions) grant.run(roleId, name);
  db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM user_permissions WHERE user_id = ?').run(userId);
  db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(userId, roleId);
  return tokenFor(server.app, email);
}

describe('POST/PUT /api/sector: the editor’s fields', () => {
  it('creates a sector and a work group, the symbol in capitals, update_ged_sector true unless said', async () => {
    const created = await call('POST', '/api/sector', admin, body({ symbol: 'ouv', color: '#AA3300', telephone: '(35) 3421-2000', ramal: '2000', parent_id: sectorOf('GAB') }));
    expect(created.statusCode).toBe(201);
    const sector = sectorSchema.parse(json(created));
    expect(sector).toMatchObject({ name: 'Ouvidoria', symbol: 'OUV', type: 'sector', status: 'enabled', update_ged_sector: true, parent: { symbol: 'GAB' } });
    // The same answer still serves the document form's address.
    expect(sector).toMatchObject({ sector_name: 'Ouvidoria', internalEmail: '' });
    const group = sectorSchema.parse(json(await call('POST', '/api/sector', admin, body({ type: 'work-group', name: 'Comissão de Obras', symbol: 'COB' }))));
    expect(group.type).toBe('work-group');
  });

  it.each([['A1'], ['A'], ['ABCDEFGHIJK'], ['AB C'], ['ÇA']])('refuses the symbol %s: letters only, 2 to 10 of them', async (symbol) => {
    const response = await call('POST', '/api/sector', admin, body({ symbol }));
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ symbol: [m.symbolRule] });
  });

  it('refuses a symbol another sector has, a bad colour, telephone and ramal, field by field', async () => {
    const response = await call('POST', '/api/sector', admin, body({ symbol: 'prot' }));
    expect(json(response).errors).toEqual({ symbol: [m.symbolTaken] });
    const fields = await call('POST', '/api/sector', admin, body({ color: 'red', telephone: '123', ramal: '12a' }));
    expect(json(fields).errors).toEqual({ color: [m.colorRule], telephone: [messages.validation.cellphone], ramal: [m.ramalRule] });
  });

  it('refuses a parent that is the sector itself or one of its sub-sectors (no cycles)', async () => {
    const semad = sectorSchema.parse(json(await call('GET', `/api/sector/${sectorOf('SEMAD')}`, admin)));
    const input = { type: semad.type, name: semad.name, symbol: semad.symbol };
    for (const parent of ['SEMAD', 'ARQ']) {
      const response = await call('PUT', `/api/sector/${semad.id}`, admin, { ...input, parent_id: sectorOf(parent) });
      expect(response.statusCode).toBe(422);
      expect(json(response).errors).toEqual({ parent_id: [m.parentCycle] });
    }
    const moved = await call('PUT', `/api/sector/${semad.id}`, admin, { ...input, parent_id: sectorOf('GAB') });
    expect(sectorSchema.parse(json(moved)).parent?.symbol).toBe('GAB');
  });

  it('takes an internal user as manager and refuses a citizen', async () => {
    const id = sectorOf('RH');
    const ok = await call('PUT', `/api/sector/${id}`, admin, body({ name: 'Recursos Humanos', symbol: 'RH', parent_id: sectorOf('SEMAD'), manager_id: userIdOf(server.db, CLERK) }));
    expect(sectorSchema.parse(json(ok)).manager?.id).toBe(userIdOf(server.db, CLERK));
    const citizen = await call('PUT', `/api/sector/${id}`, admin, body({ name: 'Recursos Humanos', symbol: 'RH', manager_id: userIdOf(server.db, 'cidadao@demo.gov.br') }));
    expect(json(citizen).errors).toEqual({ manager_id: [m.unknownManager] });
  });
});

describe('GET /api/sector and /api/sector/chart', () => {
  it('lists by name, filtered by search (name or symbol, accents ignored), status, type and parent', async () => {
    const symbols = async (query: string) => sectorPageSchema.parse(json(await call('GET', `/api/sector?${query}`, admin))).data.map((sector) => sector.symbol);
    expect(await symbols('search=saude')).toEqual(['SESAU']);
    expect(await symbols('search=visa')).toEqual(['VISA']);
    expect(await symbols(`parent=${sectorOf('SEMAD')}`)).toEqual(['PROT', 'RH', 'IMPORT']);
    await call('POST', '/api/sector', admin, body({ type: 'work-group', name: 'Comissão de Obras', symbol: 'COB' }));
    expect(await symbols('type=work-group')).toEqual(['COB', 'CPL']);
    await call('PATCH', `/api/sector/${sectorOf('TRIB')}/status`, admin, { status: 'disabled' });
    expect(await symbols('status=disabled')).toEqual(['TRIB']);
  });

  it('draws the organisation as a tree, every sector under its parent, siblings by name', async () => {
    const tree = sectorChartSchema.parse(json(await call('GET', '/api/sector/chart', admin))).data;
    const shape = (nodes: SectorChartNode[]): unknown[] => nodes.map((node) => (node.children.length === 0 ? node.symbol : { [node.symbol]: shape(node.children) }));
    expect(shape(tree)).toEqual(['CPL', 'GAB', { SEMAD: [{ PROT: ['ARQ'] }, 'RH', 'IMPORT'] }, 'SEMED', { SEFIN: ['TRIB'] }, { SESAU: ['ATB', 'VISA'] }]);
  });

  it('keeps a match’s ancestors so a searched sector is shown where it is', async () => {
    const tree = sectorChartSchema.parse(json(await call('GET', '/api/sector/chart?search=arquivo', admin))).data;
    expect(tree.map((node) => node.symbol)).toEqual(['SEMAD']);
    expect(tree[0]?.children.map((node) => node.symbol)).toEqual(['PROT']);
    expect(tree[0]?.children[0]?.children.map((node) => node.symbol)).toEqual(['ARQ']);
  });

  it('is refused to a clerk without sector-list', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    expect((await call('GET', '/api/sector', clerk)).statusCode).toBe(403);
    expect((await call('GET', '/api/sector/chart', clerk)).statusCode).toBe(403);
    expect((await call('POST', '/api/sector', clerk, body())).statusCode).toBe(403);
  });
});

describe('PATCH /api/sector/:id/status', () => {
  it('toggles a sector and answers the row as it is now', async () => {
    const off = await call('PATCH', `/api/sector/${sectorOf('TRIB')}/status`, admin, { status: 'disabled' });
    expect(sectorSchema.parse(json(off)).status).toBe('disabled');
    const on = await call('PATCH', `/api/sector/${sectorOf('TRIB')}/status`, admin, { status: 'enabled' });
    expect(sectorSchema.parse(json(on)).status).toBe('enabled');
  });

  it('refuses to disable a sector with enabled sub-sectors, naming them', async () => {
    const response = await call('PATCH', `/api/sector/${sectorOf('SESAU')}/status`, admin, { status: 'disabled' });
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe(m.hasEnabledChildren('Atenção Básica, Vigilância Sanitária'));
  });

  it('refuses to disable the only sector of an enabled user, and never deletes a sector', async () => {
    // Servidora has SESAU alone; its sub-sectors off first.
    for (const symbol of ['ATB', 'VISA']) await call('PATCH', `/api/sector/${sectorOf(symbol)}/status`, admin, { status: 'disabled' });
    const response = await call('PATCH', `/api/sector/${sectorOf('SESAU')}/status`, admin, { status: 'disabled' });
    expect(response.statusCode).toBe(422);
    expect(json(response).message).toBe(m.onlySectorOfUsers(1));
    expect((await call('DELETE', `/api/sector/${sectorOf('ATB')}`, admin)).statusCode).toBe(404);
  });
});

describe('the sector’s users', () => {
  it('lists them with their primary flag', async () => {
    const users = sectorUsersSchema.parse(json(await call('GET', `/api/sector/${sectorOf('PROT')}/users`, admin))).data;
    expect(users.find((user) => user.email === CLERK)).toMatchObject({ is_primary: true });
  });

  it('adds a user (the primary sector kept unless asked) and removes them, never from their last sector', async () => {
    const clerk = userIdOf(server.db, CLERK);
    const rh = sectorOf('RH');
    expect((await call('POST', `/api/sector/${rh}/users/${clerk}`, admin, {})).statusCode).toBe(201);
    expect(primaryOf(CLERK)).toEqual(['PROT']);
    expect(json(await call('POST', `/api/sector/${rh}/users/${clerk}`, admin, {})).errors).toEqual({ user_id: [m.alreadyMember] });
    // Leaving the primary sector makes the other one primary (§4: exactly one).
    expect((await call('DELETE', `/api/sector/${sectorOf('PROT')}/users/${clerk}`, admin)).statusCode).toBe(200);
    expect(primaryOf(CLERK)).toEqual(['RH']);
    const last = await call('DELETE', `/api/sector/${rh}/users/${clerk}`, admin);
    expect(last.statusCode).toBe(422);
    expect(json(last).message).toBe(m.onlySectorOfUser);
    // Joining as primary replaces the previous primary.
    await call('POST', `/api/sector/${sectorOf('ARQ')}/users/${clerk}`, admin, { primary: true });
    expect(primaryOf(CLERK)).toEqual(['ARQ']);
  });

  it('needs manage-sector-users to add or remove', async () => {
    const lister = await holderOf('servidora@demo.gov.br', 'sector-list', 'sector-create-update');
    const clerk = userIdOf(server.db, CLERK);
    expect((await call('GET', `/api/sector/${sectorOf('RH')}/users`, lister)).statusCode).toBe(200);
    expect((await call('POST', `/api/sector/${sectorOf('RH')}/users/${clerk}`, lister, {})).statusCode).toBe(403);
    expect((await call('DELETE', `/api/sector/${sectorOf('PROT')}/users/${clerk}`, lister)).statusCode).toBe(403);
  });

  it('counts the sector’s figures for the Relatório tab', async () => {
    const summary = sectorSummarySchema.parse(json(await call('GET', `/api/sector/${sectorOf('SEMAD')}/summary`, admin)));
    expect(summary).toMatchObject({ sub_sectors: 3 });
    expect(summary.users).toBeGreaterThanOrEqual(1);
  });
});

describe('Meu Setor: sector-settings-access without sector-create-update', () => {
  it('may change the sector it is connected to, and no other', async () => {
    const token = await holderOf(CLERK, 'sector-settings-access');
    const prot = sectorSchema.parse(json(await call('GET', `/api/sector/${sectorOf('PROT')}`, token)));
    const input = { type: prot.type, name: 'Protocolo Central', symbol: prot.symbol, parent_id: prot.parent_id, ramal: '1115' };
    const own = await call('PUT', `/api/sector/${prot.id}`, token, input);
    expect(own.statusCode).toBe(200);
    expect(sectorSchema.parse(json(own))).toMatchObject({ name: 'Protocolo Central', ramal: '1115' });

    const other = await call('PUT', `/api/sector/${sectorOf('RH')}`, token, body({ name: 'Recursos Humanos', symbol: 'RH' }));
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe(m.ownSectorOnly);
    // Connected to a sub-sector (X-InboxSectorId), that one is theirs instead.
    const arq = sectorOf('ARQ');
    const asArq = await server.app.inject({
      method: 'PUT',
      url: `/api/sector/${prot.id}`,
      headers: { ...bearer(token), 'x-inboxsectorid': String(arq) },
      payload: input,
    });
    expect(asArq.statusCode).toBe(403);
    expect(json(await call('GET', `/api/sector/${sectorOf('RH')}/users`, token)).message).toBe(m.ownSectorOnly);
  });

  it('may not move its sector in the tree or change its type', async () => {
    const token = await holderOf(CLERK, 'sector-settings-access');
    const prot = sectorOf('PROT');
    const response = await call('PUT', `/api/sector/${prot}`, token, { type: 'work-group', name: 'Protocolo Geral', symbol: 'PROT', parent_id: null });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ type: [m.ownSectorKeepsPlace], parent_id: [m.ownSectorKeepsPlace] });
  });
});
