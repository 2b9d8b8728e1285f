// Broadcast lists as the administration keeps them (companion §2 Lista de transmissão, §6): members
// are sectors and people, at least one, each once; a list a subject or a document names is refused
// deletion with where it is used, and disabled instead; the create form's picker sees a new list.
import { describe, expect, it } from 'vitest';
import { broadcastListPageSchema, broadcastListResultSchema } from '../../src-shared/api/broadcastLists';
import { broadcastListSchema } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { admin, call, server, useAdminServer } from '../testing/adminServer';
import { json, tokenFor } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';

const m = messages.broadcastLists;
useAdminServer();

const personOf = (email: string) => server.db.prepare<[string], number>('SELECT id FROM people WHERE email = ?').pluck().get(email) as number;
const listNamed = (name: string) => server.db.prepare<[string], number>('SELECT id FROM broadcast_lists WHERE name = ?').pluck().get(name) as number;

describe('creating and editing a list', () => {
  it('keeps a sector and a person as members, and the picker of its sector offers it at once', async () => {
    const sesau = sectorIdOf(server.db, 'SESAU');
    const body = { name: 'Plantão da saúde', sector_id: sesau, members: [{ kind: 'sector', id: sectorIdOf(server.db, 'VISA') }, { kind: 'person', id: personOf('servidora@demo.gov.br') }] };
    const created = await call('POST', '/api/broadcast', admin, body);
    expect(created.statusCode).toBe(201);
    const list = broadcastListResultSchema.parse(json(created)).data;
    expect(list).toMatchObject({ name: 'Plantão da saúde', sector: { id: sesau }, status: 'enabled', members_count: 2 });
    expect(list.members.map((member) => member.kind)).toEqual(['sector', 'person']);

    const picker = broadcastListSchema.parse(json(await call('GET', `/api/broadcast?sectorId=${sesau}`, admin))).data;
    expect(picker).toContainEqual({ id: list.id, name: 'Plantão da saúde', recipients_count: 2 });
    // Audited as a broadcast list.
    expect(server.db.prepare("SELECT action, entity FROM audit_entries WHERE entity = 'broadcast'").all()).toEqual([{ action: 'create', entity: 'broadcast' }]);
  });

  it('replaces the members on update, and an organisation-wide list has no sector', async () => {
    const id = listNamed('Unidades de saúde');
    const updated = await call('PUT', `/api/broadcast/${id}`, admin, { name: 'Unidades de saúde', sector_id: null, members: [{ kind: 'sector', id: sectorIdOf(server.db, 'ATB') }] });
    expect(updated.statusCode).toBe(200);
    expect(broadcastListResultSchema.parse(json(updated)).data).toMatchObject({ sector_id: null, sector: null, members_count: 1 });
    expect(server.db.prepare('SELECT count(*) FROM broadcast_list_members WHERE broadcast_id = ?').pluck().get(id)).toBe(1);
    expect(server.db.prepare("SELECT action, entity_id FROM audit_entries WHERE entity = 'broadcast'").all()).toEqual([{ action: 'update', entity_id: String(id) }]);
  });

  it('refuses a list without members, a member twice, a member that does not exist and a name taken in the sector, keeping the list as it was', async () => {
    const gab = sectorIdOf(server.db, 'GAB');
    const prot = { kind: 'sector', id: sectorIdOf(server.db, 'PROT') };
    const empty = await call('POST', '/api/broadcast', admin, { name: 'Vazia', sector_id: gab, members: [] });
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors.members).toEqual([m.membersRequired]);
    const twice = await call('POST', '/api/broadcast', admin, { name: 'Repetida', sector_id: gab, members: [prot, prot] });
    expect(json<{ errors: Record<string, string[]> }>(twice).errors.members).toEqual([m.memberDuplicated]);
    const ghost = await call('POST', '/api/broadcast', admin, { name: 'Fantasma', sector_id: gab, members: [{ kind: 'person', id: 999_999 }] });
    expect(json<{ errors: Record<string, string[]> }>(ghost).errors.members).toEqual([m.unknownMember]);
    const taken = await call('POST', '/api/broadcast', admin, { name: 'SECRETARIAS municipais', sector_id: gab, members: [prot] });
    expect(json<{ errors: Record<string, string[]> }>(taken).errors.name).toEqual([m.nameTaken]);
    const id = listNamed('Secretarias municipais');
    const emptied = await call('PUT', `/api/broadcast/${id}`, admin, { name: 'Secretarias municipais', sector_id: gab, members: [] });
    expect(emptied.statusCode).toBe(422);
    expect(server.db.prepare('SELECT count(*) FROM broadcast_list_members WHERE broadcast_id = ?').pluck().get(id)).toBe(4);
    expect(server.db.prepare("SELECT count(*) FROM broadcast_lists WHERE name IN ('Vazia', 'Repetida', 'Fantasma')").pluck().get()).toBe(0);
  });
});

describe('the administration list', () => {
  it('pages with search, status and sector filters and counts members', async () => {
    const page = broadcastListPageSchema.parse(json(await call('GET', '/api/broadcast/manage', admin)));
    expect(page.data.map((list) => [list.name, list.members_count])).toEqual([
      ['Chefias da Administração', 4],
      ['Secretarias municipais', 4],
      ['Unidades de saúde', 3],
    ]);
    const bySector = broadcastListPageSchema.parse(json(await call('GET', `/api/broadcast/manage?sector_id=${sectorIdOf(server.db, 'SESAU')}`, admin)));
    expect(bySector.data.map((list) => list.name)).toEqual(['Unidades de saúde']);
    const bySearch = broadcastListPageSchema.parse(json(await call('GET', '/api/broadcast/manage?search=saude', admin)));
    expect(bySearch.data.map((list) => list.name)).toEqual(['Unidades de saúde']);
    await call('PATCH', `/api/broadcast/${listNamed('Unidades de saúde')}/status`, admin, { status: 'disabled' });
    const disabled = broadcastListPageSchema.parse(json(await call('GET', '/api/broadcast/manage?status=disabled', admin)));
    expect(disabled.data.map((list) => list.name)).toEqual(['Unidades de saúde']);
    const picker = broadcastListSchema.parse(json(await call('GET', `/api/broadcast?sectorId=${sectorIdOf(server.db, 'SESAU')}`, admin))).data;
    expect(picker.map((list) => list.name)).not.toContain('Unidades de saúde');
  });

  it('is closed to a clerk holding no broadcast permission', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/broadcast/manage', clerk)).statusCode).toBe(403);
    expect((await call('POST', '/api/broadcast', clerk, { name: 'X', sector_id: null, members: [{ kind: 'sector', id: 1 }] })).statusCode).toBe(403);
  });
});

describe('deleting a list', () => {
  it('refuses a list a subject names, saying where it is used, and leaves it to be disabled', async () => {
    const id = listNamed('Secretarias municipais');
    const refused = await call('DELETE', `/api/broadcast/${id}`, admin);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe(m.inUse(1, 0));
    expect(m.inUse(1, 0)).toBe('A lista é destinatária de 1 assunto e não pode ser excluída: desative-a.');
    expect((await call('PATCH', `/api/broadcast/${id}/status`, admin, { status: 'disabled' })).statusCode).toBe(200);
    expect(server.db.prepare('SELECT status FROM broadcast_lists WHERE id = ?').pluck().get(id)).toBe('disabled');
  });

  it("refuses a list a document's recipients name", async () => {
    const id = listNamed('Unidades de saúde');
    const document = server.db.prepare<[], number>('SELECT id FROM documents ORDER BY id LIMIT 1').pluck().get() as number;
    server.db.prepare('INSERT INTO document_recipients (document_id, position, is_cc, broadcast_id) VALUES (?, 9, 0, ?)').run(document, id);
    const refused = await call('DELETE', `/api/broadcast/${id}`, admin);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe(m.inUse(0, 1));
  });

  it('deletes a list nothing names', async () => {
    const id = listNamed('Chefias da Administração');
    expect((await call('DELETE', `/api/broadcast/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/broadcast/${id}`, admin)).statusCode).toBe(404);
  });
});
