// gov.br login (login type 3) against the LOCAL FIXTURE of gov.br's Login Único
// (testing/govBrLoginFixture.ts), the browser played by inject and fetch: start → gov.br page →
// "Entrar" → callback → portal → POST /auth/login {type: 3, data: {token}}. PKCE is checked by the
// fixture, the state binds the login to the browser that began it, codes are used once, an unknown
// CPF creates nothing and goes to the signup with the prefill, and the organisation's flag and the
// server's configuration turn it all off.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginType, loggedUserSchema, loginResponseSchema } from '../../src-shared/api/auth';
import { parseSignupFormQuery } from '../../src-shared/api/signupPrefill';
import { messages } from '../../src-shared/messages';
import type { GovBrLoginSettings } from '../govBrLogin/govBrLogin';
import { startGovBrLoginFixture, type GovBrLoginFixture } from '../testing/govBrLoginFixture';
import { bearer, json, testServer, type TestServer } from '../testing/harness';

const m = messages.govBrLogin.server;
const CALLBACK = 'http://127.0.0.1:3100/api/auth/govbr/callback';

let fixture: GovBrLoginFixture;
let server: TestServer;
let logs: string[];

const settings = (from: GovBrLoginFixture, overrides: Partial<GovBrLoginSettings> = {}): GovBrLoginSettings => ({
  ssoUrl: from.ssoUrl,
  apiUrl: from.apiUrl,
  clientId: from.clientId,
  clientSecret: from.clientSecret,
  redirectUri: CALLBACK,
  ...overrides,
});

function start(govBrLogin: GovBrLoginSettings | null): TestServer {
  logs = [];
  server = testServer({ govBrLogin, logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } } });
  return server;
}

beforeAll(async () => {
  fixture = await startGovBrLoginFixture();
});
afterAll(() => fixture.stop());
afterEach(() => server.stop());

const location = (response: LightMyRequestResponse) => String(response.headers.location ?? '');
const cookieOf = (response: LightMyRequestResponse) => String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** Start, then choose the account on the fixture's page: gov.br's redirect back (code and state) and this browser's cookie. */
async function authorizeAs(cpf: string): Promise<{ callback: URL; cookie: string; authorizeUrl: URL }> {
  const started = await server.app.inject({ method: 'GET', url: '/api/auth/govbr/login' });
  expect(started.statusCode, started.body).toBe(302);
  const authorizeUrl = new URL(location(started));
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const confirmed = await fetch(`${fixture.url}/sso/authorize/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, cpf }).toString(),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(302);
  return { callback: new URL(confirmed.headers.get('location') ?? ''), cookie: cookieOf(started), authorizeUrl };
}

const callback = (url: URL, cookie: string) =>
  server.app.inject({ method: 'GET', url: `/api/auth/govbr/callback${url.search}`, headers: cookie === '' ? {} : { cookie } });

const loginWithCode = (token: string) => server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: LoginType.EGOV, data: { token } } });

/** The portal path the callback sent the browser to, and its query. */
function portal(response: LightMyRequestResponse): URL {
  expect(response.statusCode, response.body).toBe(302);
  return new URL(location(response), 'http://portal');
}

const userCount = () => server.db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number;

describe('gov.br login', () => {
  it('sends the browser to gov.br with the Login Único scopes, a PKCE S256 challenge and the state also in a cookie', async () => {
    start(settings(fixture));
    const started = await server.app.inject({ method: 'GET', url: '/api/auth/govbr/login' });
    const target = new URL(location(started));
    expect(`${target.origin}${target.pathname}`).toBe(`${fixture.ssoUrl}/authorize`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fixture.clientId,
      scope: 'openid email profile govbr_confiabilidades',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
    });
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(started)).toBe(`gdoc_govbr_state=${target.searchParams.get('state')}`);
    expect(String(started.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('logs a known citizen in through a one-time code, with provider govbr and the account level', async () => {
    start(settings(fixture));
    const { callback: back, cookie } = await authorizeAs(fixture.accounts.citizen.cpf);
    const landed = portal(await callback(back, cookie));
    expect(landed.pathname).toBe('/app/citizen/v2/login');
    const code = landed.searchParams.get('govbr') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await loginWithCode(code);
    expect(response.statusCode, response.body).toBe(200);
    const { access_token: token } = loginResponseSchema.parse(json(response));
    const me = loggedUserSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })));
    expect(me.person.cpfCnpj).toBe(fixture.accounts.citizen.cpf);
    expect(me).toMatchObject({ provider: 'govbr', account_level: 'silver', has_internal_access: false });
    const loginType = server.db.prepare('SELECT login_type FROM access_tokens ORDER BY id DESC LIMIT 1').pluck().get();
    expect(loginType).toBe(LoginType.EGOV);

    // Used once.
    const replayed = await loginWithCode(code);
    expect(replayed.statusCode).toBe(401);
    expect(json(replayed)).toEqual({ message: m.codeInvalid });
    // Nothing gov.br gave, nor the code, is in the logs.
    const logged = logs.join('\n');
    for (const secret of [...fixture.issuedTokens, code, fixture.clientSecret]) expect(logged).not.toContain(secret);
  });

  it('refuses an unknown or made-up exchange code', async () => {
    start(settings(fixture));
    const response = await loginWithCode('A'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: m.codeInvalid });
  });

  it('sends an unknown CPF to the signup with the prefill, and creates no user', async () => {
    start(settings(fixture));
    const before = userCount();
    const { callback: back, cookie } = await authorizeAs(fixture.accounts.unknown.cpf);
    const landed = portal(await callback(back, cookie));
    expect(landed.pathname).toBe('/app/citizen/v2/signup/type');
    expect(parseSignupFormQuery(landed.searchParams.get('form'))).toEqual({
      name: fixture.accounts.unknown.name,
      cpf_cnpj: fixture.accounts.unknown.cpf,
      email: fixture.accounts.unknown.email,
      login_type: LoginType.EGOV,
      provider: { name: 'govbr', id: fixture.accounts.unknown.cpf },
    });
    expect(userCount()).toBe(before);
    expect(server.db.prepare('SELECT COUNT(*) FROM people WHERE cpf_cnpj = ?').pluck().get(fixture.accounts.unknown.cpf)).toBe(0);
    expect(logs.join('\n')).not.toContain(fixture.accounts.unknown.cpf);
  });

  it('refuses a staff member in the citizen portal after gov.br vouched for them', async () => {
    start(settings(fixture));
    const { callback: back, cookie } = await authorizeAs(fixture.accounts.staff.cpf);
    const code = portal(await callback(back, cookie)).searchParams.get('govbr') ?? '';
    const response = await loginWithCode(code);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: messages.server.citizenOnly });
  });

  it('refuses a wrong state, a callback in another browser and a replayed callback', async () => {
    start(settings(fixture));
    const { callback: back, cookie } = await authorizeAs(fixture.accounts.citizen.cpf);
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    const wrongState = portal(await callback(forged, `gdoc_govbr_state=${'x'.repeat(43)}`));
    expect(Object.fromEntries(wrongState.searchParams)).toEqual({ govbr_error: 'expired' });

    // Someone else's callback URL (a login they started) opened in this browser: no cookie for it.
    const otherBrowser = portal(await callback(back, ''));
    expect(Object.fromEntries(otherBrowser.searchParams)).toEqual({ govbr_error: 'expired' });

    // The browser that began the login still ends it; that uses the state up, so the same URL again is refused.
    expect(portal(await callback(back, cookie)).searchParams.has('govbr')).toBe(true);
    const replay = portal(await callback(back, cookie));
    expect(Object.fromEntries(replay.searchParams)).toEqual({ govbr_error: 'expired' });
  });

  it('is refused by gov.br when the verifier does not match the challenge, and a code is used once', async () => {
    start(settings(fixture));
    const { callback: back, cookie } = await authorizeAs(fixture.accounts.citizen.cpf);
    const code = back.searchParams.get('code') ?? '';
    const basic = Buffer.from(`${fixture.clientId}:${fixture.clientSecret}`).toString('base64');
    const wrongVerifier = await fetch(`${fixture.ssoUrl}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: 'w'.repeat(43) }).toString(),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toEqual({ error: 'invalid_grant' });
    // The code was spent by that attempt: the server's own exchange (right verifier) is refused now.
    const landed = portal(await callback(back, cookie));
    expect(Object.fromEntries(landed.searchParams)).toEqual({ govbr_error: 'expired' });
  });

  it('tells the portal when the person cancelled at gov.br', async () => {
    start(settings(fixture));
    const started = await server.app.inject({ method: 'GET', url: '/api/auth/govbr/login' });
    const state = new URL(location(started)).searchParams.get('state') ?? '';
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/auth/govbr/callback?error=access_denied&state=${state}`,
      headers: { cookie: cookieOf(started) },
    });
    expect(Object.fromEntries(portal(response).searchParams)).toEqual({ govbr_error: 'denied' });
    // A failed login in the audit, with the reason, and nothing of the state.
    const entries = server.db.prepare("SELECT action, user_id, entity, route, changes FROM audit_entries WHERE action = 'login_failed'").all();
    expect(entries).toEqual([
      { action: 'login_failed', user_id: null, entity: 'user', route: 'GET /api/auth/govbr/callback', changes: JSON.stringify({ type: [null, LoginType.EGOV], reason: [null, 'govbr-denied'] }) },
    ]);
    expect(JSON.stringify(server.db.prepare('SELECT * FROM audit_entries').all())).not.toContain(state);
  });

  it('answers failed when gov.br does not accept the client (wrong secret)', async () => {
    start(settings(fixture, { clientSecret: 'not-the-secret' }));
    const { callback: back, cookie } = await authorizeAs(fixture.accounts.citizen.cpf);
    // 401 invalid_client is this server's configuration, not the person's login: said as a failure, and logged.
    expect(Object.fromEntries(portal(await callback(back, cookie)).searchParams)).toEqual({ govbr_error: 'failed' });
    expect(logs.join('\n')).toContain('token: HTTP 401');
    expect(logs.join('\n')).not.toContain('not-the-secret');
  });

  it('answers 404 everywhere while the organisation has gov.br login off', async () => {
    start(settings(fixture));
    server.db.prepare('UPDATE organization SET is_govbr_login_enable = 0').run();
    for (const url of ['/api/auth/govbr/login', '/api/auth/govbr/callback?code=a&state=b']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toEqual({ message: m.disabled });
    }
    expect((await loginWithCode('A'.repeat(43))).statusCode).toBe(404);
  });

  it('answers 503 when the server has no gov.br login configuration', async () => {
    start(null);
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/govbr/login' });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ message: m.notConfigured });
  });
});
