// Document models as the administration keeps them (companion §7 Blueprints): a member of a sector
// manages its models, a holder of sector-create-update those of any sector; content is stored
// sanitised; the paged list filters by sector and search; deleting one leaves documents alone.
import { describe, expect, it } from 'vitest';
import { blueprintItemSchema, blueprintPageSchema } from '../../src-shared/api/blueprints';
import { blueprintListSchema } from '../../src-shared/api/documents';
import { admin, call, server, useAdminServer } from '../testing/adminServer';
import { json, tokenFor } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';

useAdminServer();

const CLERK = 'servidor@demo.gov.br';
const blueprintsOf = (symbol: string) =>
  server.db.prepare<[string], number>('SELECT count(*) FROM blueprints b JOIN sectors s ON s.id = b.sector_id WHERE s.symbol = ?').pluck().get(symbol);

describe('saving a model', () => {
  it('stores the content sanitised: formatting stays, scripts and handlers go', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    const prot = sectorIdOf(server.db, 'PROT');
    const content = '<p>Prezado, <strong>atenção</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">aqui</a></p>';
    const created = await call('POST', '/api/document/blueprint/', clerk, { name: 'Aviso', content, sector_id: prot });
    expect(created.statusCode).toBe(201);
    const saved = blueprintItemSchema.parse(json(created));
    expect(saved.content).toContain('<strong>atenção</strong>');
    expect(saved.content).not.toMatch(/script|onerror|javascript:/);
    expect(saved).toMatchObject({ sector: { id: prot, name: expect.any(String) } });

    const edited = await call('PUT', `/api/document/blueprint/${saved.id}`, clerk, { name: 'Aviso', content: '<p onclick="x()"><em>Novo</em></p>', sector_id: prot });
    expect(blueprintItemSchema.parse(json(edited)).content).toBe('<p><em>Novo</em></p>');
    const stored = server.db.prepare('SELECT content FROM blueprints WHERE id = ?').pluck().get(saved.id);
    expect(stored).toBe('<p><em>Novo</em></p>');
    // The create form's picker of that sector offers it.
    const picker = blueprintListSchema.parse(json(await call('GET', `/api/document/blueprint/?sectorId=${prot}`, clerk))).data;
    expect(picker.map((blueprint) => blueprint.name)).toContain('Aviso');
  });

  it('refuses a blank name and no sector, field by field', async () => {
    const refused = await call('POST', '/api/document/blueprint/', admin, { name: ' ', content: '<p>x</p>' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(refused).errors).sort()).toEqual(['name', 'sector_id']);
  });
});

describe('the sector rule', () => {
  it("lets a clerk manage only their sectors' models, and a holder of sector-create-update any sector's", async () => {
    const clerk = await tokenFor(server.app, CLERK);
    const sesau = sectorIdOf(server.db, 'SESAU');
    expect((await call('POST', '/api/document/blueprint/', clerk, { name: 'Alheio', content: '', sector_id: sesau })).statusCode).toBe(403);
    const byAdmin = await call('POST', '/api/document/blueprint/', admin, { name: 'Da saúde', content: '<p>x</p>', sector_id: sesau });
    expect(byAdmin.statusCode).toBe(201);
    const id = blueprintItemSchema.parse(json(byAdmin)).id;
    expect((await call('GET', `/api/document/blueprint/${id}`, clerk)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/document/blueprint/${id}`, clerk)).statusCode).toBe(403);
    expect((await call('GET', `/api/document/blueprint/${id}`, admin)).statusCode).toBe(200);
  });

  it("pages the models the user manages, by sector and search; the clerk's list holds only their sectors'", async () => {
    const clerk = await tokenFor(server.app, CLERK);
    const own = blueprintPageSchema.parse(json(await call('GET', '/api/document/blueprint/manage', clerk)));
    expect(new Set(own.data.map((blueprint) => blueprint.sector?.name))).toEqual(new Set(['Protocolo Geral']));
    const every = blueprintPageSchema.parse(json(await call('GET', '/api/document/blueprint/manage', admin)));
    expect(every.total).toBe(server.db.prepare('SELECT count(*) FROM blueprints').pluck().get());
    const prot = sectorIdOf(server.db, 'PROT');
    const filtered = blueprintPageSchema.parse(json(await call('GET', `/api/document/blueprint/manage?sector_id=${prot}&search=RECEBIMENTO`, admin)));
    expect(filtered.data.map((blueprint) => blueprint.name)).toEqual(['Recebimento de processo']);
  });
});

describe('deleting a model', () => {
  it('removes the starting text only', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    const documents = server.db.prepare('SELECT count(*) FROM documents').pluck().get();
    const id = server.db.prepare("SELECT b.id FROM blueprints b JOIN sectors s ON s.id = b.sector_id WHERE s.symbol = 'PROT' LIMIT 1").pluck().get();
    const before = blueprintsOf('PROT') as number;
    expect((await call('DELETE', `/api/document/blueprint/${id}`, clerk)).statusCode).toBe(204);
    expect(blueprintsOf('PROT')).toBe(before - 1);
    expect(server.db.prepare('SELECT count(*) FROM documents').pluck().get()).toBe(documents);
    expect((await call('GET', `/api/document/blueprint/${id}`, clerk)).statusCode).toBe(404);
  });
});
