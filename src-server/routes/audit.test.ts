// The audit trail as the server writes it and administrators read it (issue 17 point 4).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntryView } from '../../src-shared/api/audit';
import { LoginType } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { verifyChain } from '../audit/chain';
import { REDACTED } from '../audit/redact';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { bearer, json, loginRequest, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid } from '../testing/inbox';

let server: TestServer;
let admin: string;
let clerk: string;

beforeEach(async () => {
  server = testServer();
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: { ...bearer(token), 'user-agent': BROWSER }, remoteAddress: '10.1.2.3', ...(payload === undefined ? {} : { payload }) });
const entries = () => server.db.prepare('SELECT * FROM audit_entries ORDER BY id').all() as (Omit<AuditEntryView, 'changes'> & { changes: string | null })[];
const last = () => entries().at(-1)!;
const changesOf = (entry: { changes: string | null }) => JSON.parse(entry.changes ?? 'null') as Record<string, [unknown, unknown]>;
const list = async (query = '', token = admin) => {
  const response = await call('GET', `/api/audit${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return auditPageSchema.parse(json(response));
};

describe('what the server records', () => {
  it('a login with who, IP, user agent and time, and never the password', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': BROWSER },
      remoteAddress: '10.9.9.9',
      payload: { type: LoginType.NATIVE, data: { email: 'admin@demo.gov.br', password: DEMO_PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    const entry = last();
    expect(entry).toMatchObject({ action: 'login', user_id: userIdOf(server.db, 'admin@demo.gov.br'), ip: '10.9.9.9', user_agent: BROWSER, route: 'POST /api/auth/login' });
    expect(entry.at).toBe('2026-01-10T12:00:00.000Z');
    expect(JSON.stringify(entries())).not.toContain(DEMO_PASSWORD);
  });

  it('a failed login, with the account it aimed at and no user, and nothing of the password', async () => {
    const response = await loginRequest(server.app, { email: 'admin@demo.gov.br' }, 'wrong-password');
    expect(response.statusCode).toBe(401);
    const entry = last();
    expect(entry).toMatchObject({ action: 'login_failed', user_id: null, entity: 'user', entity_id: String(userIdOf(server.db, 'admin@demo.gov.br')), status: 401 });
    expect(changesOf(entry).identifier).toEqual([null, 'admin@demo.gov.br']);
    expect(JSON.stringify(entries())).not.toContain('wrong-password');
  });

  it('logins the per-IP limit refuses, once per address and window, with the reason and nothing typed', async () => {
    await server.stop();
    server = testServer({ rateLimits: { login: { max: 1, windowSeconds: 60 } } });
    const attempt = (address: string) => server.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { type: LoginType.NATIVE, data: { email: 'admin@demo.gov.br', password: 'adivinha' } } });
    expect((await attempt('10.7.7.7')).statusCode).toBe(401);
    expect((await attempt('10.7.7.7')).statusCode).toBe(429);
    expect((await attempt('10.7.7.7')).statusCode).toBe(429);
    expect((await attempt('10.8.8.8')).statusCode).toBe(401);
    expect((await attempt('10.8.8.8')).statusCode).toBe(429);
    const refused = entries().filter((row) => row.status === 429);
    expect(refused.map((row) => ({ action: row.action, user_id: row.user_id, entity: row.entity, ip: row.ip, changes: changesOf(row) }))).toEqual([
      { action: 'login_failed', user_id: null, entity: 'user', ip: '10.7.7.7', changes: { reason: [null, 'rate-limited'] } },
      { action: 'login_failed', user_id: null, entity: 'user', ip: '10.8.8.8', changes: { reason: [null, 'rate-limited'] } },
    ]);
    expect(JSON.stringify(entries())).not.toContain('adivinha');
    expect(verifyChain(server.db)).toMatchObject({ ok: true });
  });

  it('a logout, under the user whose session ended', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(clerk) });
    expect(response.statusCode).toBe(200);
    expect(last()).toMatchObject({ action: 'logout', user_id: userIdOf(server.db, 'servidor@demo.gov.br') });
  });

  it('an email action with the fields it changed, before and after, and the document', async () => {
    const uuid = emailUuid(server.db, { sector: 'PROT' }, 'ie.is_favorite = 0');
    expect((await call('PUT', `/api/inbox/email/${uuid}/favorite`, clerk)).statusCode).toBe(200);
    const entry = last();
    expect(entry).toMatchObject({ action: 'favorite', entity: 'inbox-email', entity_id: uuid, user_id: userIdOf(server.db, 'servidor@demo.gov.br'), ip: '10.1.2.3' });
    expect(entry.document_id).toBe(server.db.prepare('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid));
    expect(changesOf(entry).is_favorite).toEqual([0, 1]);
    expect(entries().filter((row) => row.action === 'favorite' || row.action === 'update')).toHaveLength(1);
  });

  it('a profile update with its before and after', async () => {
    const before = server.db.prepare("SELECT p.name FROM people p JOIN users u ON u.person_id = p.id WHERE u.id = ?").pluck().get(userIdOf(server.db, 'servidor@demo.gov.br'));
    const response = await call('PUT', '/api/user/profile', clerk, { name: 'Servidor Renomeado' });
    expect(response.statusCode, response.body).toBe(200);
    const entry = last();
    expect(entry).toMatchObject({ action: 'update', entity: 'user', entity_id: String(userIdOf(server.db, 'servidor@demo.gov.br')), route: 'PUT /api/user/profile' });
    expect(changesOf(entry)).toEqual({ name: [before, 'Servidor Renomeado'] });
  });

  it('any other successful write as a generic entry with its route and status', async () => {
    const uuid = emailUuid(server.db, { sector: 'PROT' });
    const responsibleId = userIdOf(server.db, 'servidor@demo.gov.br');
    const response = await server.app.inject({ method: 'PATCH', url: `/api/inbox/email/${uuid}/responsible`, headers: bearer(clerk), payload: { responsible_id: responsibleId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(last()).toMatchObject({ action: 'update', entity: 'inbox-email', entity_id: uuid, route: 'PATCH /api/inbox/email/:id/responsible', status: 200 });
  });

  it('nothing for a failed write, nor for ordinary reads', async () => {
    const count = entries().length;
    const uuid = emailUuid(server.db, { sector: 'SESAU' });
    expect((await call('PUT', `/api/inbox/email/${uuid}/favorite`, clerk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/user/profile', clerk, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await call('GET', '/api/auth/me', clerk)).statusCode).toBe(200);
    expect(entries()).toHaveLength(count);
  });

  it('a view of a document, a print and a download', async () => {
    const uuid = emailUuid(server.db, { sector: 'PROT' });
    const documentId = server.db.prepare('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid);
    expect((await call('GET', `/api/inbox/email/${uuid}`, clerk)).statusCode).toBe(200);
    expect(last()).toMatchObject({ action: 'view', entity: 'inbox-email', entity_id: uuid, document_id: documentId, route: 'GET /api/inbox/email/:id' });
    expect((await call('GET', `/api/inbox/email/${uuid}/print/standard`, clerk)).statusCode).toBe(200);
    expect(last()).toMatchObject({ action: 'print', document_id: documentId, route: 'GET /api/inbox/email/:id/print/standard' });
    expect((await call('GET', `/api/inbox/email/${uuid}/zip-full-document`, clerk)).statusCode).toBe(200);
    expect(last()).toMatchObject({ action: 'download', document_id: documentId, route: 'GET /api/inbox/email/:id/zip-full-document' });
  });

  it('keeps the chain whole across all of it', async () => {
    await loginRequest(server.app, { email: 'admin@demo.gov.br' }, 'wrong');
    await call('GET', `/api/inbox/email/${emailUuid(server.db, { sector: 'PROT' })}`, clerk);
    expect(verifyChain(server.db)).toEqual({ ok: true, count: entries().length });
  });
});

/** Sessions open at the clock's new time (tokens live 12 hours). */
const freshTokens = async () => ({ admin: await tokenFor(server.app, 'admin@demo.gov.br'), clerk: await tokenFor(server.app, 'servidor@demo.gov.br') });

describe('GET /api/audit', () => {
  beforeEach(async () => {
    await loginRequest(server.app, { email: 'servidor@demo.gov.br' }, 'wrong');
    server.clock.set('2026-02-03T09:00:00.000Z');
    ({ admin, clerk } = await freshTokens());
    await call('GET', `/api/inbox/email/${emailUuid(server.db, { sector: 'PROT' })}`, clerk);
    server.clock.set('2026-02-05T09:00:00.000Z');
    ({ admin, clerk } = await freshTokens());
    await call('PUT', `/api/inbox/email/${emailUuid(server.db, { sector: 'PROT' }, 'ie.is_favorite = 0')}/favorite`, clerk);
  });

  it('pages the entries newest first, with the user and document named', async () => {
    const page = await list('?per_page=2');
    expect(page).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(page.data.map((entry) => entry.action)).toEqual(['favorite', 'view']);
    expect(page.data[1]!.user_name).toBeTruthy();
    expect(page.data[1]!.document_number).toBeTruthy();
  });

  it('filters by action, user, entity, document (number or id) and period', async () => {
    const clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
    expect((await list('?action=login_failed')).data.map((entry) => entry.action)).toEqual(['login_failed']);
    expect((await list(`?user_id=${clerkId}`)).data.map((entry) => entry.action)).toEqual(['favorite', 'view']);
    expect((await list('?entity=inbox-email')).data.map((entry) => entry.action)).toEqual(['favorite', 'view']);
    expect((await list('?entity=user')).data.map((entry) => entry.action)).toEqual(['login_failed']);
    const viewed = (await list('?action=view')).data[0]!;
    expect((await list(`?document=${encodeURIComponent(viewed.document_number!)}&action=view`)).total).toBe(1);
    expect((await list(`?document=${viewed.document_id}&action=view`)).total).toBe(1);
    expect((await list('?from=2026-02-03&to=2026-02-03')).data.map((entry) => entry.action)).toEqual(['view']);
    expect((await list('?from=2026-02-04')).data.map((entry) => entry.action)).toEqual(['favorite']);
  });

  it('refuses a bad date or an inverted period with field errors', async () => {
    const bad = await call('GET', '/api/audit?from=03/02/2026', admin);
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.from).toEqual([messages.audit.server.invalidDate]);
    const inverted = await call('GET', '/api/audit?from=2026-02-05&to=2026-02-01', admin);
    expect(inverted.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(inverted).errors.to).toEqual([messages.audit.server.periodInverted]);
  });

  it('is for holders of audit-list only: a clerk and a citizen are refused', async () => {
    expect((await call('GET', '/api/audit', clerk)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit/export.csv', clerk)).statusCode).toBe(403);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await call('GET', '/api/audit', citizen)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('lists the users who appear in the trail, for the user filter', async () => {
    const response = await call('GET', '/api/audit/users', admin);
    expect(json<{ data: { id: number }[] }>(response).data.map((user) => user.id)).toEqual([userIdOf(server.db, 'servidor@demo.gov.br')]);
  });
});

describe('GET /api/audit/export.csv', () => {
  it('answers the filtered rows as CSV with a BOM and a header row, secrets redacted', async () => {
    await call('PUT', '/api/user/profile', clerk, { name: 'Nome; com "aspas"' });
    await call('GET', `/api/inbox/email/${emailUuid(server.db, { sector: 'PROT' })}`, clerk);
    const response = await call('GET', '/api/audit/export.csv?action=update', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(messages.audit.csvHeader.join(';'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';update;user;');
    expect(lines[1]).toContain('Nome; com ""aspas""');
    expect(text).not.toContain('view');
  });

  it('shows that a password changed, never the password', async () => {
    const response = await call('PUT', '/api/user/me', clerk, { current_password: DEMO_PASSWORD, password: 'NovaSenha#2026', password_confirmation: 'NovaSenha#2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(changesOf(last()).password).toBe(REDACTED);
    const csv = (await call('GET', '/api/audit/export.csv', admin)).body;
    expect(csv).toContain(';update;user;');
    expect(csv).not.toContain('NovaSenha#2026');
    expect(csv).not.toContain(DEMO_PASSWORD);
  });
});
