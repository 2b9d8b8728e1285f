import { afterEach, describe, expect, it } from 'vitest';
import { LoginType, loggedUserSchema, loginResponseSchema, type LoggedUser } from '../../src-shared/api/auth';
import { apiErrorBodySchema } from '../../src-shared/api/errors';
import { messages } from '../../src-shared/messages';
import { PERMISSIONS } from '../../src-shared/permissions';
import { needsRehash } from '../auth/passwords';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/tokens';
import { CLERK_PERMISSIONS } from '../db/seed/permissions';
import { bearer, json, loginRequest, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { legacyPasswordHash } from '../testing/passwords';

const m = messages.server;
let server: TestServer;
const start = (options: Parameters<typeof testServer>[0] = {}) => (server = testServer(options));
afterEach(() => server.stop());

const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/login', () => {
  it('logs a staff user in by e-mail, in any letter case, and answers a bearer token', async () => {
    const { app } = start();
    const response = await loginRequest(app, { email: ' Admin@Demo.GOV.br ' });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(json(response));
    expect(body).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', expires_in: DEFAULT_TOKEN_TTL_SECONDS });
  });

  it('logs a staff user in by CPF, with or without the mask', async () => {
    const { app } = start();
    expect((await loginRequest(app, { cpf_cnpj: '284.163.579-19' })).statusCode).toBe(200);
    expect((await loginRequest(app, { cpf_cnpj: '28416357919' })).statusCode).toBe(200);
  });

  it('logs a citizen in through the citizen login type (6)', async () => {
    const { app } = start();
    const response = await loginRequest(app, { email: 'cidadao@demo.gov.br' }, undefined, LoginType.EXTERNAL_NATIVE);
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const { app } = start();
    const wrong = await loginRequest(app, { email: 'admin@demo.gov.br' }, 'errada123');
    const unknown = await loginRequest(app, { email: 'ninguem@demo.gov.br' });
    const unknownCpf = await loginRequest(app, { cpf_cnpj: '13579246828' });
    for (const response of [wrong, unknown, unknownCpf]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: m.invalidCredentials });
    }
  });

  it('refuses a disabled user with the right password as 403 disabled-user, and with a wrong one as 401', async () => {
    const { app } = start();
    const right = await loginRequest(app, { email: 'desativado@demo.gov.br' });
    expect(right.statusCode).toBe(403);
    expect(json(right)).toEqual({ message: m.disabledUser, reason: 'disabled-user' });
    expect((await loginRequest(app, { email: 'desativado@demo.gov.br' }, 'errada123')).statusCode).toBe(401);
  });

  it('sends citizens to their portal and staff to their app with 400 and the server message', async () => {
    const { app } = start();
    const citizenAsStaff = await loginRequest(app, { email: 'cidadao@demo.gov.br' }, undefined, LoginType.NATIVE);
    expect(citizenAsStaff.statusCode).toBe(400);
    expect(json(citizenAsStaff)).toEqual({ message: m.staffOnly });
    const staffAsCitizen = await loginRequest(app, { email: 'admin@demo.gov.br' }, undefined, LoginType.EXTERNAL_NATIVE);
    expect(staffAsCitizen.statusCode).toBe(400);
    expect(json(staffAsCitizen)).toEqual({ message: m.citizenOnly });
  });

  it('records that the user has logged in', async () => {
    const { app, db } = start();
    const flag = () => db.prepare("SELECT has_been_logged FROM users WHERE id = ?").pluck().get(userIdOf(db, 'importacao@demo.gov.br'));
    expect(flag()).toBe(0);
    await tokenFor(app, 'importacao@demo.gov.br');
    expect(flag()).toBe(1);
  });

  it('throttles an identifier after 10 failures in 15 minutes, counted before the password is checked (of 50 parallel guesses 10 are checked), even for the right password, then lets it in', async () => {
    const { app, clock } = start();
    const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => loginRequest(app, { email: 'servidor@demo.gov.br' }, `errada${i}`)));
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);

    const blocked = await loginRequest(app, { email: 'servidor@demo.gov.br' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ message: m.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginRequest(app, { email: 'servidora@demo.gov.br' })).statusCode).toBe(200);
    clock.advance(15 * 60 + 1);
    expect((await loginRequest(app, { email: 'servidor@demo.gov.br' })).statusCode).toBe(200);
  });

  it('counts guesses at unknown accounts the same way', async () => {
    const { app } = start({ loginThrottle: { maxFailures: 2, windowSeconds: 60 } });
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => loginRequest(app, { email: 'ninguem@demo.gov.br' }, `errada${i}`)));
    expect(guesses.filter((response) => response.statusCode === 401)).toHaveLength(2);
    expect(guesses.filter((response) => response.statusCode === 429)).toHaveLength(18);
  });

  it("clears the count after a success, the success's own attempt included", async () => {
    const { app } = start({ loginThrottle: { maxFailures: 2, windowSeconds: 60 } });
    const attempt = async (password: string) => (await loginRequest(app, { email: 'servidor@demo.gov.br' }, password)).statusCode;
    expect([await attempt('errada123'), await attempt('demo1234'), await attempt('errada123'), await attempt('demo1234')]).toEqual([401, 200, 401, 200]);
  });

  it('lets the throttle be configured or turned off', async () => {
    const twoWrongThenRight = async (app: TestServer['app']) => {
      await loginRequest(app, { email: 'servidor@demo.gov.br' }, 'errada123');
      await loginRequest(app, { email: 'servidor@demo.gov.br' }, 'errada123');
      return (await loginRequest(app, { email: 'servidor@demo.gov.br' })).statusCode;
    };
    expect(await twoWrongThenRight(start({ loginThrottle: { maxFailures: 2, windowSeconds: 60 } }).app)).toBe(429);
    await server.stop();
    expect(await twoWrongThenRight(start({ loginThrottle: false }).app)).toBe(200);
  });

  it('upgrades a hash made with lower scrypt parameters at the next successful login, not at a failed one', async () => {
    const { app, db } = start();
    const id = userIdOf(db, 'servidor@demo.gov.br');
    const stored = () => db.prepare<[number], string>('SELECT password_hash FROM users WHERE id = ?').pluck().get(id) ?? '';
    const legacy = legacyPasswordHash('demo1234');
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(legacy, id);

    expect((await loginRequest(app, { email: 'servidor@demo.gov.br' }, 'errada123')).statusCode).toBe(401);
    expect(stored()).toBe(legacy);
    expect((await loginRequest(app, { email: 'servidor@demo.gov.br' })).statusCode).toBe(200);
    expect(stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(stored())).toBe(false);
    expect((await loginRequest(app, { email: 'servidor@demo.gov.br' })).statusCode).toBe(200);
  });

  it('issues tokens with the configured lifetime', async () => {
    const { app } = start({ tokenTtlSeconds: 60 });
    expect(json(await loginRequest(app, { email: 'admin@demo.gov.br' })).expires_in).toBe(60);
  });

  const badBodies: Array<[string, unknown, string]> = [
    ['no data', { type: 0 }, 'data'],
    ['no type', { data: { email: 'admin@demo.gov.br', password: 'demo1234' } }, 'type'],
    ['an unsupported login type', { type: LoginType.GOOGLE, data: { email: 'admin@demo.gov.br', password: 'demo1234' } }, 'type'],
    ['a gov.br login with a password instead of its code', { type: 3, data: { email: 'admin@demo.gov.br', password: 'demo1234' } }, 'data.token'],
    ['a type sent as text', { type: '0', data: { email: 'admin@demo.gov.br', password: 'demo1234' } }, 'type'],
    ['both identifiers', { type: 0, data: { email: 'admin@demo.gov.br', cpf_cnpj: '28416357919', password: 'demo1234' } }, 'data.cpf_cnpj'],
    ['no identifier', { type: 0, data: { password: 'demo1234' } }, 'data.cpf_cnpj'],
    ['an invalid e-mail', { type: 0, data: { email: 'admin@', password: 'demo1234' } }, 'data.email'],
    ['an invalid CPF', { type: 0, data: { cpf_cnpj: '123.456.789-00', password: 'demo1234' } }, 'data.cpf_cnpj'],
    ['no password', { type: 0, data: { email: 'admin@demo.gov.br' } }, 'data.password'],
    ['a numeric password', { type: 0, data: { email: 'admin@demo.gov.br', password: 12345678 } }, 'data.password'],
    ['a huge password', { type: 0, data: { email: 'admin@demo.gov.br', password: 'x'.repeat(100_000) } }, 'data.password'],
    ['a huge e-mail', { type: 0, data: { email: `${'a'.repeat(500_000)}@x.com`, password: 'x' } }, 'data.email'],
    ['an array', [{ type: 0 }], 'body'],
    ['a JSON string', 'admin', 'body'],
    ['JSON null', null, 'body'],
  ];

  it.each(badBodies)('answers 422 with field errors for %s', async (_, payload, key) => {
    const { app } = start();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(422);
    const body = apiErrorBodySchema.parse(json(response));
    expect(body.message).toBe(m.invalidBody);
    expect(Object.keys(body.errors ?? {})).toContain(key);
    expect(JSON.stringify(body)).not.toContain('demo1234');
  });

  it('names the login-type and identifier problems in Portuguese', async () => {
    const { app } = start();
    const type = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: LoginType.GOOGLE, data: { email: 'a@b.com', password: 'x' } } });
    expect(json(type).errors).toEqual({ type: [m.invalidLoginType] });
    const both = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 0, data: { password: 'x' } } });
    expect(json(both).errors).toEqual({ 'data.cpf_cnpj': [m.exactlyOneIdentifier] });
    const empty = await app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(json(empty).errors).toEqual({ body: [messages.validation.required] });
  });
});

describe('authentication of protected calls', () => {
  it('refuses a missing, malformed or unknown token with 401', async () => {
    const { app } = start();
    const headers = [{}, { authorization: 'Bearer' }, { authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=' }, { authorization: 'Bearer not-a-token' }, bearer('A'.repeat(43))];
    for (const header of headers) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: header });
      expect(response.statusCode, JSON.stringify(header)).toBe(401);
      expect(json(response)).toEqual({ message: m.unauthenticated });
    }
  });

  it('rejects an expired token with 401', async () => {
    const { app, clock } = start({ tokenTtlSeconds: 3600 });
    const token = await tokenFor(app, 'servidor@demo.gov.br');
    clock.advance(3599);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(1);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('rejects a revoked token with 401', async () => {
    const { app } = start();
    const token = await tokenFor(app, 'servidor@demo.gov.br');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers 403 disabled-user to the token of a user disabled after logging in', async () => {
    const { app, db } = start();
    const token = await tokenFor(app, 'servidor@demo.gov.br');
    db.prepare("UPDATE users SET status = 'disabled' WHERE id = ?").run(userIdOf(db, 'servidor@demo.gov.br'));
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: m.disabledUser, reason: 'disabled-user' });
  });
});

describe('GET /api/auth/me', () => {
  const schemaKeys = Object.keys(loggedUserSchema.shape).sort();

  it('describes the administrator: sectors with the primary marked, role 1 with every permission', async () => {
    const { app } = start();
    const response = await me(await tokenFor(app, 'admin@demo.gov.br'));
    expect(response.statusCode).toBe(200);
    const raw = json(response);
    expect(Object.keys(raw).sort()).toEqual(schemaKeys);
    const user: LoggedUser = loggedUserSchema.parse(raw);
    expect(user.person).toMatchObject({ name: 'Mariana Costa Ribeiro', email: 'admin@demo.gov.br', cpfCnpj: '28416357919' });
    expect(user.sectors.map((sector) => [sector.symbol, sector.pivot.isPrimarySector])).toEqual([
      ['GAB', true],
      ['SEMAD', false],
    ]);
    expect(user.roles).toHaveLength(1);
    expect(user.roles[0]).toMatchObject({ id: 1, name: 'Administrador' });
    expect(user.roles[0]?.permissions.map((permission) => permission.name)).toEqual(PERMISSIONS.map((permission) => permission.name));
    expect(user.permissions).toEqual([]);
    expect(user).toMatchObject({ has_internal_access: true, origin: 'internal', hasBeenLogged: true, user_preferences: { default_inbox_sort: 'unread', desktop_notifications: true } });
  });

  it('describes a clerk with the clerk role and its permissions', async () => {
    const { app } = start();
    const user = loggedUserSchema.parse(json(await me(await tokenFor(app, 'servidor@demo.gov.br'))));
    expect(user.roles.map((role) => role.name)).toEqual(['Servidor']);
    expect(user.roles[0]?.permissions.map((permission) => permission.name).sort()).toEqual([...CLERK_PERMISSIONS].sort());
    expect(user.sectors).toEqual([{ id: expect.any(Number), name: 'Protocolo Geral', symbol: 'PROT', parentSectorId: expect.any(Number), pivot: { isPrimarySector: true } }]);
  });

  it('describes a citizen: no sectors, no roles, external, silver', async () => {
    const { app } = start();
    const user = loggedUserSchema.parse(json(await me(await tokenFor(app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE))));
    expect(user).toMatchObject({ sectors: [], roles: [], has_internal_access: false, origin: 'external', account_level: 'silver' });
    expect(user.accountVerifiedAt).not.toBeNull();
  });

  it('shows the flags that drive the post-login redirects', async () => {
    const { app } = start();
    const flags = async (email: string) => loggedUserSchema.parse(json(await me(await tokenFor(app, email))));
    expect(await flags('contatos@demo.gov.br')).toMatchObject({ need_update_contacts: true, person: { cellphone: null } });
    expect(await flags('senha@demo.gov.br')).toMatchObject({ need_update_password: true });
    const importer = await flags('importacao@demo.gov.br');
    expect(importer.reset_password_on_login).toBe(true);
    expect(importer.sectors.find((sector) => sector.pivot.isPrimarySector)?.name).toContain('Importação');
  });

  it('lists direct permissions separately from the roles', async () => {
    const { app, db } = start();
    db.prepare("INSERT INTO user_permissions (user_id, permission_id) SELECT ?, id FROM permissions WHERE name = 'ged-access'").run(
      userIdOf(db, 'servidor@demo.gov.br'),
    );
    const user = loggedUserSchema.parse(json(await me(await tokenFor(app, 'servidor@demo.gov.br'))));
    expect(user.permissions.map((permission) => permission.name)).toEqual(['ged-access']);
  });
});
