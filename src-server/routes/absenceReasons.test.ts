// Absence reasons (issue 17, companion §3, §7): every organisation starts with the usual ones;
// staff read them, paged and searched; user-update creates, edits and deletes them; reasons are
// required, bounded and unique regardless of case and accents.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { absenceReasonPageSchema, absenceReasonResultSchema } from '../../src-shared/api/absenceReasons';
import { messages } from '../../src-shared/messages';
import { INITIAL_ABSENCE_REASONS } from '../db/migrations/026_absence_reasons';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';

const m = messages.absenceReasons;
const BASE = '/api/person/absences/reason';
let server: TestServer;
let admin: string;
beforeEach(async () => {
  server = testServer();
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
});
afterEach(() => server.stop());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (query = '', token = admin) => {
  const response = await call('GET', `${BASE}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return absenceReasonPageSchema.parse(json(response));
};

describe('GET /api/person/absences/reason', () => {
  it('lists the initial reasons by name to any staff member, and searches ignoring case and accents', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const page = await list('', clerk);
    expect(page.data.map((row) => row.reason)).toEqual(INITIAL_ABSENCE_REASONS.map((row) => row.reason).sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await list('?search=FERIAS')).data.map((row) => row.reason)).toEqual(['Férias']);
    expect((await list('?search=atestado')).data.map((row) => row.reason)).toEqual(['Licença médica']);
    expect(await list('?per_page=2&page=3')).toMatchObject({ total: 5, from: 5, to: 5 });
  });

  it('is refused to citizens (403) and without a login (401)', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', 6);
    expect((await call('GET', BASE, citizen)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});

describe('writing absence reasons', () => {
  it('creates, reads, edits and deletes a reason', async () => {
    const created = await call('POST', BASE, admin, { reason: ' Júri ', description: 'Convocação para o tribunal do júri' });
    expect(created.statusCode, created.body).toBe(201);
    const reason = absenceReasonResultSchema.parse(json(created)).data;
    expect(reason).toMatchObject({ reason: 'Júri', description: 'Convocação para o tribunal do júri' });

    expect(absenceReasonResultSchema.parse(json(await call('GET', `${BASE}/${reason.id}`, admin))).data).toEqual(reason);

    const edited = await call('PUT', `${BASE}/${reason.id}`, admin, { reason: 'Serviço do júri', description: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(absenceReasonResultSchema.parse(json(edited)).data).toEqual({ id: reason.id, reason: 'Serviço do júri', description: null });

    expect((await call('DELETE', `${BASE}/${reason.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/${reason.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${reason.id}`, admin)).statusCode).toBe(404);
  });

  it('answers field errors: reason required, too long, or taken in any case (but a reason keeps its own name)', async () => {
    const errorsOf = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
      const response = await call(method, url, admin, body);
      expect(response.statusCode).toBe(422);
      return json<{ errors: Record<string, string[]> }>(response).errors;
    };
    expect(await errorsOf('POST', BASE, { reason: '' })).toEqual({ reason: [messages.validation.required] });
    expect(await errorsOf('POST', BASE, { reason: 'x'.repeat(121) })).toEqual({ reason: [messages.validation.max(120)] });
    expect(await errorsOf('POST', BASE, { reason: 'FÉRIAS' })).toEqual({ reason: [m.reasonTaken] });
    const ferias = (await list('?search=ferias')).data[0]!;
    expect(await errorsOf('PUT', `${BASE}/${ferias.id}`, { reason: 'Capacitação' })).toEqual({ reason: [m.reasonTaken] });
    expect((await call('PUT', `${BASE}/${ferias.id}`, admin, { reason: 'férias', description: null })).statusCode).toBe(200);
  });

  it('needs user-update: a clerk reads but may not write', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('POST', BASE, clerk, { reason: 'Outro' })).statusCode).toBe(403);
    const first = (await list()).data[0]!;
    expect((await call('PUT', `${BASE}/${first.id}`, clerk, { reason: 'Outro' })).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/${first.id}`, clerk)).statusCode).toBe(403);
  });
});
