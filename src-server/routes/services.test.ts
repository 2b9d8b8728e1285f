// Carta de Serviços and the portal's public figures (issue 16): anyone reads the enabled services
// of enabled sectors, searched without regard to case or accents; a disabled service does not
// exist for the portal; staff list them all, paged. The figures count the requests the
// organisation received, by subject and by month with their status, and nothing that names anyone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { publicFiguresResultSchema, serviceListSchema, servicePageSchema, serviceResultSchema } from '../../src-shared/api/services';
import { messages } from '../../src-shared/messages';
import { DEMO_SERVICES, LAI_SUBJECT } from '../db/seed/services';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';
import { citizenRequest } from '../testing/replies';

const m = messages.citizenPublic;
let server: TestServer;
beforeEach(() => {
  server = testServer();
});
afterEach(() => server.stop());

const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
const publicList = async (query = '') => {
  const response = await get(`/api/citizen/services${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return serviceListSchema.parse(json(response)).data;
};
const idOf = (name: string) => server.db.prepare<[string], number>('SELECT id FROM services WHERE name = ?').pluck().get(name) as number;
const DISABLED = 'Protocolo em papel (descontinuado)';

describe('GET /api/citizen/services (public)', () => {
  it('lists, without a login, every enabled service with what a citizen reads, by sector then name', async () => {
    const services = await publicList();
    const enabled = DEMO_SERVICES.filter((service) => service.status !== 'disabled');
    expect(services.map((service) => service.name).sort()).toEqual(enabled.map((service) => service.name).sort());
    expect(services.every((service) => service.status === 'enabled')).toBe(true);
    const sectors = services.map((service) => service.sectorName);
    expect(sectors).toEqual([...sectors].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const lai = services.find((service) => service.name === 'Pedido de acesso à informação');
    const laiSubject = server.db.prepare('SELECT id FROM subjects WHERE name = ?').pluck().get(LAI_SUBJECT);
    expect(lai).toMatchObject({ sectorName: 'Protocolo Geral', subjectId: laiSubject, cost: '', channels: ['Portal do Cidadão', expect.stringContaining('Presencial')] });
    expect(lai?.deadline).toMatch(/20 dias/);
  });

  it('finds services ignoring case and accents, in the name, the description or the sector', async () => {
    expect((await publicList('?search=LICENCA')).map((service) => service.name)).toEqual(['Licença sanitária de funcionamento']);
    expect((await publicList('?search=atencao basica')).map((service) => service.name)).toEqual(['Agendamento na unidade básica de saúde']);
    expect((await publicList(`?search=${encodeURIComponent('árvores')}`)).map((service) => service.name)).toEqual(['Poda ou remoção de árvore']);
    expect(await publicList('?search=nada-parecido')).toEqual([]);
    expect((await publicList('?search=descontinuado')).map((service) => service.name)).toEqual([]);
  });

  it('leads "Solicitar" only to subjects citizens may file under: each demo service\'s subject is one', async () => {
    const services = await publicList();
    const withSubject = services.filter((service) => service.subjectId !== null);
    expect(withSubject.length).toBe(services.length);
    const open = server.db.prepare<[number], number>('SELECT external_can_create FROM subjects WHERE id = ? AND sector_id IS NOT NULL').pluck();
    for (const service of withSubject) expect(open.get(service.subjectId!), service.name).toBe(1);

    const lai = services.find((service) => service.name === 'Pedido de acesso à informação')!;
    server.db.prepare('UPDATE subjects SET external_can_create = 0 WHERE id = ?').run(lai.subjectId);
    expect((await publicList()).find((service) => service.id === lai.id)?.subjectId).toBeNull();
    expect(serviceResultSchema.parse(json(await get(`/api/citizen/services/${lai.id}`))).data.subjectId).toBeNull();
  });

  it('hides the services of a disabled sector', async () => {
    server.db.prepare("UPDATE sectors SET status = 'disabled' WHERE symbol = 'TRIB'").run();
    expect((await publicList()).filter((service) => service.sectorName === 'Tributos')).toEqual([]);
    expect((await get(`/api/citizen/services/${idOf('Parcelamento de débitos de IPTU')}`)).statusCode).toBe(404);
  });
});

describe('GET /api/citizen/services/:id (public)', () => {
  it('reads an enabled service; a disabled or unknown one is 404', async () => {
    const response = await get(`/api/citizen/services/${idOf('Transporte escolar')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(serviceResultSchema.parse(json(response)).data).toMatchObject({ name: 'Transporte escolar', sectorName: 'Secretaria Municipal de Educação' });
    for (const url of [`/api/citizen/services/${idOf(DISABLED)}`, '/api/citizen/services/999999']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toMatchObject({ message: m.serviceNotFound });
    }
  });
});

describe('the public calls', () => {
  it('are limited per IP address like the other public calls', async () => {
    await server.stop();
    server = testServer({ rateLimits: { publicPages: { max: 2, windowSeconds: 60 } } });
    for (const url of ['/api/citizen/services', '/api/citizen/figures', `/api/citizen/services/${idOf('Transporte escolar')}`]) {
      expect((await get(url)).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(200);
      const third = await get(url);
      expect(third.statusCode).toBe(429);
      expect(json(third)).toEqual({ message: messages.server.tooManyRequests });
    }
  });
});

describe('GET /api/service (staff)', () => {
  it('is for staff only', async () => {
    expect((await get('/api/service')).statusCode).toBe(401);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await get('/api/service', citizen)).statusCode).toBe(403);
  });

  it('lists every service, paged, filtered by status and search', async () => {
    const staff = await tokenFor(server.app, 'servidor@demo.gov.br');
    const all = servicePageSchema.parse(json(await get('/api/service?per_page=5', staff)));
    expect(all.total).toBe(DEMO_SERVICES.length);
    expect(all.data).toHaveLength(5);
    const disabled = servicePageSchema.parse(json(await get('/api/service?status=disabled', staff)));
    expect(disabled.data.map((service) => service.name)).toEqual([DISABLED]);
    const search = servicePageSchema.parse(json(await get('/api/service?search=iptu', staff)));
    expect(search.data.map((service) => service.name)).toEqual(['Parcelamento de débitos de IPTU']);
    const invalid = await get('/api/service?status=talvez', staff);
    expect(invalid.statusCode).toBe(422);
    expect(json(invalid)).toMatchObject({ errors: { status: [messages.documents.statusInvalid] } });
  });
});

describe('GET /api/citizen/figures (public)', () => {
  const figures = async (query: string) => {
    const response = await get(`/api/citizen/figures${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicFiguresResultSchema.parse(json(response)).data;
  };

  it('counts the requests of the period by month and subject with their status, and names nobody', async () => {
    const before = await figures('?from=2026-02&to=2026-03');
    expect(before.total).toBe(0);
    expect(before.by_month).toEqual([
      { month: '2026-02', open: 0, closed: 0, total: 0 },
      { month: '2026-03', open: 0, closed: 0, total: 0 },
    ]);
    const citizenId = userIdOf(server.db, 'cidadao@demo.gov.br');
    const prot = sectorIdOf(server.db, 'PROT');
    const subject = server.db.prepare('SELECT id FROM subjects WHERE name = ?').pluck().get(LAI_SUBJECT);
    const filed = [
      citizenRequest(server.db, citizenId, prot, '2026-02-03T10:00:00.000Z'),
      citizenRequest(server.db, citizenId, prot, '2026-02-20T10:00:00.000Z', 'anonymous'),
      citizenRequest(server.db, citizenId, prot, '2026-03-01T10:00:00.000Z', 'confidential'),
    ];
    for (const { documentUuid } of filed) server.db.prepare('UPDATE documents SET subject_id = ? WHERE uuid = ?').run(subject, documentUuid);
    server.db.prepare("UPDATE documents SET status = 'closed' WHERE uuid = ?").run(filed[2]?.documentUuid);
    // A staff memo is no request.
    server.db.prepare("UPDATE documents SET created_at = '2026-02-10T10:00:00.000Z' WHERE id = (SELECT d.id FROM documents d JOIN users u ON u.id = d.created_by WHERE u.has_internal_access = 1 AND d.document_type = 'memorando' AND d.status = 'published' LIMIT 1)").run();

    const response = await get('/api/citizen/figures?from=2026-02&to=2026-03');
    const after = publicFiguresResultSchema.parse(json(response)).data;
    expect(after).toEqual({
      from: '2026-02',
      to: '2026-03',
      total: 3,
      by_subject: [{ subject: LAI_SUBJECT, open: 2, closed: 1, total: 3 }],
      by_month: [
        { month: '2026-02', open: 2, closed: 0, total: 2 },
        { month: '2026-03', open: 0, closed: 1, total: 1 },
      ],
    });
    expect(response.body).not.toMatch(/Carlos Eduardo|Poda de árvore|Requerimento nº/);
  });

  it('answers the last 12 months by default and refuses a reversed or too long period', async () => {
    const recent = await figures('');
    expect(recent.to).toBe('2026-01');
    expect(recent.from).toBe('2025-02');
    expect(recent.by_month).toHaveLength(12);
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBe(recent.by_month.reduce((sum, month) => sum + month.total, 0));
    const reversed = await get('/api/citizen/figures?from=2026-03&to=2026-01');
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed)).toMatchObject({ errors: { from: [m.periodOrder] } });
    const long = await get('/api/citizen/figures?from=2000-01&to=2026-01');
    expect(json(long)).toMatchObject({ errors: { from: [m.periodTooLong(60)] } });
    expect((await get('/api/citizen/figures?from=2026-13')).statusCode).toBe(422);
  });
});
