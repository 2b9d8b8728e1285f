// Citizen certificate login from the desktop app into the portal (issue 16): a citizen session
// opened with a certificate (type 2) gets a one-time portal code from POST /auth/portal-code; the
// portal trades it with POST /auth/login {type: 2, data: {token: code}} for a session of the same
// type. The code is good for a minute, once, for that citizen only; staff and other logins get none.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginType, loggedUserSchema } from '../../src-shared/api/auth';
import { citizenDraftSchema } from '../../src-shared/api/citizenFiling';
import { documentBodySchema } from '../../src-shared/api/documents';
import { PORTAL_CODE_PATH, portalCodeResponseSchema } from '../../src-shared/api/portalCode';
import { pkiTokenResponseSchema } from '../../src-shared/api/signatures';
import { messages } from '../../src-shared/messages';
import { PORTAL_CODE_TTL_SECONDS } from '../auth/portalCodes';
import { PARKING_CREDENTIAL_SUBJECT } from '../db/seed/documentCreation';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { cadesSign, createPki, type TestPkiHandle } from '../testing/icpSigning';
import type { DemoCertificate } from '../../scripts/demo/demoPki';

const p = messages.portalHandoff.server;
let pki: TestPkiHandle;
beforeAll(() => {
  pki = createPki();
});
afterAll(() => pki.remove());

let server: TestServer;
const start = (options: Parameters<typeof testServer>[0] = {}) => {
  server = testServer({ trustList: pki.trustList, ...options });
  // The test certificates are valid from the moment OpenSSL made them.
  server.clock.set(new Date().toISOString());
  return server;
};
afterEach(() => server.stop());

/** The desktop app's certificate login: a signed challenge sent as type 1 or 2. */
async function certificateSession(certificate: DemoCertificate, type: number = LoginType.ICP_EXTERNAL_USER): Promise<string> {
  const challenge = pkiTokenResponseSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/pki-token' }))).token;
  const cms = cadesSign(certificate, Buffer.from(challenge, 'ascii'), { attach: true });
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type, data: { token: cms.toString('base64') } } });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ access_token: string }>(response).access_token;
}

const askCode = (token: string) => server.app.inject({ method: 'POST', url: PORTAL_CODE_PATH, headers: bearer(token) });
const trade = (code: string, type: number = LoginType.ICP_EXTERNAL_USER) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type, data: { token: code } } });

async function portalCode(token: string): Promise<string> {
  const response = await askCode(token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const issued = portalCodeResponseSchema.parse(json(response));
  expect(issued.expires_in).toBe(PORTAL_CODE_TTL_SECONDS);
  expect(Buffer.from(issued.code, 'base64url')).toHaveLength(32);
  return issued.code;
}

const expectCodeRefused = (response: Awaited<ReturnType<typeof trade>>) => {
  expect(response.statusCode).toBe(401);
  expect(json(response)).toEqual({ message: p.codeInvalid });
};

describe('POST /api/auth/portal-code', () => {
  it('hands Carlos, logged in with his e-CPF (type 2), a code the portal trades once for a type 2 session of his', async () => {
    const { app, db } = start();
    const desktop = await certificateSession(pki.pki.certs.ecpfCitizen);
    const code = await portalCode(desktop);
    // Kept only as its hash: nothing in the database or the audit trail holds it.
    expect(JSON.stringify(db.prepare('SELECT * FROM audit_entries').all())).not.toContain(code);

    const traded = await trade(code);
    expect(traded.statusCode, traded.body).toBe(200);
    const portal = json<{ access_token: string }>(traded).access_token;
    expect(portal).not.toBe(desktop);
    const me = loggedUserSchema.parse(json(await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(portal) })));
    expect(me.person.cpfCnpj).toBe('51937468291');
    expect(db.prepare('SELECT login_type FROM access_tokens ORDER BY id').pluck().all()).toEqual([LoginType.ICP_EXTERNAL_USER, LoginType.ICP_EXTERNAL_USER]);

    expectCodeRefused(await trade(code));
  });

  it('is good for sixty seconds', async () => {
    const { clock } = start();
    const desktop = await certificateSession(pki.pki.certs.ecpfCitizen);
    const late = await portalCode(desktop);
    const onTime = await portalCode(desktop);
    clock.advance(PORTAL_CODE_TTL_SECONDS - 1);
    expect((await trade(onTime)).statusCode).toBe(200);
    clock.advance(1);
    expectCodeRefused(await trade(late));
  });

  it('refuses a made-up or malformed code without saying why, and a code as another login type', async () => {
    start();
    const code = await portalCode(await certificateSession(pki.pki.certs.ecpfCitizen));
    expectCodeRefused(await trade('A'.repeat(43)));
    const malformed = await trade('not-a-code!');
    expect(malformed.statusCode).toBe(422);
    // The gov.br login has codes of the same shape, but its own store: this one is not one of them.
    expect((await trade(code, LoginType.EGOV)).statusCode).not.toBe(200);
    // Staff certificate login (type 1) takes only a signed challenge.
    expect((await trade(code, LoginType.ICP)).statusCode).not.toBe(200);
  });

  it('refuses staff (403), a citizen whose session is not a certificate login (403) and no session (401)', async () => {
    const { app } = start();
    const staff = await askCode(await certificateSession(pki.pki.certs.ecpf, LoginType.ICP));
    expect(staff.statusCode).toBe(403);
    expect(json(staff)).toEqual({ message: messages.server.citizenOnly });
    const password = await askCode(await tokenFor(app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE));
    expect(password.statusCode).toBe(403);
    expect(json(password)).toEqual({ message: p.certificateSessionOnly });
    expect((await app.inject({ method: 'POST', url: PORTAL_CODE_PATH })).statusCode).toBe(401);
  });

  it('gives the portal a session that files under a subject demanding a certificate login (icp_login_required)', async () => {
    const { app, db } = start();
    const subjectId = db.prepare<[string], number>('SELECT id FROM subjects WHERE name = ?').pluck().get(PARKING_CREDENTIAL_SUBJECT) as number;
    db.prepare('UPDATE subjects SET icp_login_required = 1 WHERE id = ?').run(subjectId);
    const traded = await trade(await portalCode(await certificateSession(pki.pki.certs.ecpfCitizen)));
    const portal = json<{ access_token: string }>(traded).access_token;
    const draft = documentBodySchema.parse({ subjectId, content: '<p>Solicito a credencial para o meu pai, de 82 anos.</p>' });
    const made = await app.inject({ method: 'POST', url: '/api/citizen/filing/drafts', headers: bearer(portal), payload: { body: draft } });
    expect(made.statusCode, made.body).toBe(201);
    const { uuid } = citizenDraftSchema.parse(json(made));
    const published = await app.inject({ method: 'POST', url: `/api/citizen/filing/drafts/${uuid}/publish`, headers: bearer(portal) });
    expect(published.statusCode, published.body).toBe(200);
  });
});
