// Services in the administration (issue 18, companion §3 Service, §4, §7 Services): staff read
// them, filtered by search, status and sector; manage-services creates, edits and disables them.
// The sector must be enabled, the subject enabled, the parent neither the service nor below it;
// changing the document type drops the old subject (§4), and what is saved is what the portal's
// Carta de Serviços shows.
import { describe, expect, it } from 'vitest';
import { servicePageSchema, serviceResultSchema, type ServiceSaveRequest } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { admin, call, server, useAdminServer } from '../testing/adminServer';
import { json, tokenFor } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';

const a = messages.adminServices;
useAdminServer();

const subjectId = (name: string) => server.db.prepare<[string], number>('SELECT id FROM subjects WHERE name = ?').pluck().get(name) as number;
const anySubject = () => server.db.prepare<[], number>("SELECT min(id) FROM subjects WHERE status = 'enabled'").pluck().get() as number;
const body = (overrides: Partial<ServiceSaveRequest> = {}): ServiceSaveRequest => ({
  name: 'Poda de árvore',
  description: 'Peça a poda de uma árvore em via pública.',
  sectorId: sectorIdOf(server.db, 'PROT'),
  documentType: 'requerimento',
  subjectId: null,
  parentServiceId: null,
  whoMayRequest: 'Qualquer morador.',
  howToRequest: 'Informe o endereço.',
  deadline: '30 dias',
  cost: '',
  channels: ['Portal do Cidadão'],
  ...overrides,
});
const create = async (overrides: Partial<ServiceSaveRequest> = {}) => {
  const response = await call('POST', '/api/service', admin, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return serviceResultSchema.parse(json(response)).data;
};
const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

describe('POST /api/service and PUT /api/service/:id', () => {
  it('saves every field and the portal shows the service at once', async () => {
    const subject = anySubject();
    const service = await create({ subjectId: subject, channels: ['Portal do Cidadão', 'Presencial'] });
    expect(service).toMatchObject({ name: 'Poda de árvore', sectorName: 'Protocolo Geral', documentType: 'requerimento', subjectId: subject, status: 'enabled', deadline: '30 dias', channels: ['Portal do Cidadão', 'Presencial'] });
    const portal = await server.app.inject({ method: 'GET', url: '/api/citizen/services?search=poda' });
    expect((json<{ data: Array<{ id: number }> }>(portal)).data.map((row) => row.id)).toContain(service.id);
    // The trailing-slash form of §7 (POST /service/) saves the same way.
    expect((await call('POST', '/api/service/', admin, body({ name: 'Outro serviço' }))).statusCode).toBe(201);
  });

  it('refuses a missing name, an unknown document type, a disabled sector and a disabled subject, all in one answer, saving nothing', async () => {
    const before = server.db.prepare('SELECT count(*) FROM services').pluck().get();
    const invalid = await call('POST', '/api/service', admin, body({ name: ' ', documentType: 'carta' as never }));
    expect(invalid.statusCode).toBe(422);
    expect(errorsOf(invalid)).toMatchObject({ name: [messages.validation.required], documentType: [a.documentTypeInvalid] });

    const sector = sectorIdOf(server.db, 'GAB');
    server.db.prepare("UPDATE sectors SET status = 'disabled' WHERE id = ?").run(sector);
    const subject = anySubject();
    server.db.prepare("UPDATE subjects SET status = 'disabled' WHERE id = ?").run(subject);
    const refused = await call('POST', '/api/service', admin, body({ sectorId: sector, subjectId: subject }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ sectorId: [a.sectorInvalid], subjectId: [a.subjectInvalid] });
    expect(server.db.prepare('SELECT count(*) FROM services').pluck().get()).toBe(before);
  });

  it('§4: changing the document type clears the subject the save still carries; a subject chosen with the new type stays', async () => {
    const first = anySubject();
    const service = await create({ subjectId: first });
    const stale = await call('PUT', `/api/service/${service.id}`, admin, body({ documentType: 'oficio', subjectId: first }));
    expect(stale.statusCode, stale.body).toBe(200);
    expect(serviceResultSchema.parse(json(stale)).data).toMatchObject({ documentType: 'oficio', subjectId: null });

    const other = subjectId('Pedido de acesso à informação (LAI)');
    const chosen = await call('PUT', `/api/service/${service.id}`, admin, body({ documentType: 'requerimento', subjectId: other }));
    expect(serviceResultSchema.parse(json(chosen)).data).toMatchObject({ documentType: 'requerimento', subjectId: other });
    // The same type keeps the subject.
    const same = await call('PUT', `/api/service/${service.id}`, admin, body({ documentType: 'requerimento', subjectId: other, name: 'Renomeado' }));
    expect(serviceResultSchema.parse(json(same)).data).toMatchObject({ name: 'Renomeado', subjectId: other });
  });

  it('refuses a parent that is the service itself or one below it', async () => {
    const top = await create({ name: 'Serviço superior' });
    const middle = await create({ name: 'Serviço do meio', parentServiceId: top.id });
    const bottom = await create({ name: 'Serviço de baixo', parentServiceId: middle.id });
    for (const parentServiceId of [top.id, bottom.id]) {
      const response = await call('PUT', `/api/service/${top.id}`, admin, body({ name: 'Serviço superior', parentServiceId }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ parentServiceId: [a.parentCycle] });
    }
    expect(server.db.prepare('SELECT parent_service_id FROM services WHERE id = ?').pluck().get(top.id)).toBeNull();
    const missing = await call('POST', '/api/service', admin, body({ parentServiceId: 999999 }));
    expect(errorsOf(missing)).toEqual({ parentServiceId: [a.parentInvalid] });
  });
});

describe('GET /api/service, GET /api/service/:id and PATCH /api/service/:id/status', () => {
  it('filters by search, status and sector; a disabled service leaves the portal', async () => {
    const gab = sectorIdOf(server.db, 'GAB');
    const service = await create({ name: 'Audiência com o prefeito', sectorId: gab });
    const list = async (query: string) => servicePageSchema.parse(json(await call('GET', `/api/service?${query}`, admin))).data;
    expect((await list(`sector_id=${gab}`)).every((row) => row.sectorId === gab)).toBe(true);
    expect((await list(`sector_id=${gab}&search=audiencia`)).map((row) => row.id)).toEqual([service.id]);

    const disabled = await call('PATCH', `/api/service/${service.id}/status`, admin, { status: 'disabled' });
    expect(serviceResultSchema.parse(json(disabled)).data.status).toBe('disabled');
    expect((await list('status=enabled&search=audiencia')).length).toBe(0);
    expect((await list('status=disabled&search=audiencia')).map((row) => row.id)).toEqual([service.id]);
    expect((await server.app.inject({ method: 'GET', url: `/api/citizen/services/${service.id}` })).statusCode).toBe(404);
    expect(serviceResultSchema.parse(json(await call('GET', `/api/service/${service.id}`, admin))).data.name).toBe('Audiência com o prefeito');
    expect((await call('GET', '/api/service/999999', admin)).json()).toMatchObject({ message: a.notFound });
  });

  it('lets a clerk read services but not write them', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/service', clerk)).statusCode).toBe(200);
    expect((await call('POST', '/api/service', clerk, body())).statusCode).toBe(403);
    const id = server.db.prepare('SELECT min(id) FROM services').pluck().get() as number;
    expect((await call('PUT', `/api/service/${id}`, clerk, body())).statusCode).toBe(403);
    expect((await call('PATCH', `/api/service/${id}/status`, clerk, { status: 'disabled' })).statusCode).toBe(403);
  });
});
