// Gov.br signature against the LOCAL FIXTURE of the ITI API (testing/govBrFixture.ts), the browser
// played by fetch: authorize → gov.br page → "Autorizar" → callback → status → sign. What is stored
// is a verified PKCS#7 (checked again by `openssl cms -verify`); bronze accounts, another user's
// authorisation, another person's gov.br account, a tampered CMS and an expired authorisation are
// refused; without configuration everything answers 503; the access token stays in memory only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { opensslVerify } from '../../tests/fixtures/pdf/externalTools';
import { govBrAuthorizationStatusSchema, govBrAuthorizeResponseSchema } from '../../src-shared/api/govBr';
import { documentSignersResponseSchema } from '../../src-shared/api/signatures';
import { gdocSignResponseSchema, signingSessionSchema } from '../../src-shared/api/signingSession';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import type { GovBrSettings } from '../govBr/govBr';
import { insertAttachment } from '../medias/store';
import { createRepos } from '../repos';
import { signedBytes } from '../signatures/documents';
import { trustListFromPem } from '../signatures/trustList';
import { startGovBrFixture, type GovBrFixture } from '../testing/govBrFixture';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid } from '../testing/inbox';

const m = messages.signing;
const g = m.govBr;
const CALLBACK = 'http://127.0.0.1:3100/api/signature/govbr/callback';
const CLERK_CPF = '37192584673';
const COLLEAGUE_CPF = '45381720653';
const BRONZE_CPF = '11144477735';

let fixture: GovBrFixture;
let server: TestServer;
let clerk: string;
let logs: string[];
let tmp: string;

const settings = (from: GovBrFixture): GovBrSettings => ({
  casUrl: from.casUrl,
  apiUrl: from.apiUrl,
  clientId: from.clientId,
  clientSecret: from.clientSecret,
  redirectUri: CALLBACK,
  trustList: trustListFromPem(readFileSync(from.trustAnchorsPath, 'utf8')),
});

function start(govBr: GovBrSettings | null): TestServer {
  logs = [];
  server = testServer({ govBr, logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } } });
  // The fixture's certificates are valid from when it made them: the clock is now.
  server.clock.set(new Date().toISOString());
  return server;
}

beforeAll(async () => {
  fixture = await startGovBrFixture();
  tmp = mkdtempSync(join(tmpdir(), 'gdoc-govbr-test-'));
}, 60_000);
afterAll(async () => {
  await fixture.stop();
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  Object.assign(fixture.faults, { tamper: false, signAs: null, failWith: null });
  start(settings(fixture));
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const get = (url: string, token: string | null = clerk) => server.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const signDoc = (id: number, payload: object, token = clerk, type = 'doc') =>
  server.app.inject({ method: 'POST', url: `/api/signature/sign/${id}?type=${type}`, headers: bearer(token), payload });
const status = async (state: string, token = clerk) => {
  const response = await get(`/api/signature/govbr/authorization/${state}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return govBrAuthorizationStatusSchema.parse(json(response));
};
const documentOfEmail = (uuid: string) => server.db.prepare<[string], number>('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid) as number;
const protDocuments = (count: number) =>
  server.db
    .prepare<[number], number>(
      `SELECT DISTINCT ie.document_id FROM inbox_emails ie WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = 'PROT') ORDER BY ie.document_id LIMIT ?`,
    )
    .pluck()
    .all(count);
const govBrSignatures = () => server.db.prepare<[], number>("SELECT count(*) FROM signatures WHERE kind = 'govbr'").pluck().get();

/** The user's browser: starts an authorisation, opens gov.br's page, presses an account's "Autorizar" (or "Não autorizar"). */
async function authorizeAs(cpf: string | 'deny', token = clerk): Promise<{ state: string; callback: LightMyRequestResponse; callbackUrl: string }> {
  const started = await server.app.inject({ method: 'POST', url: '/api/signature/govbr/authorize', headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(200);
  const { authorize_url: authorizeUrl, state } = govBrAuthorizeResponseSchema.parse(json(started));
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const form = new URLSearchParams(cpf === 'deny' ? { request, deny: '1' } : { request, cpf });
  const confirmed = await fetch(`${fixture.url}/cas/oauth2.0/authorize/confirm`, { method: 'POST', body: form, redirect: 'manual' });
  expect(confirmed.status).toBe(302);
  const location = new URL(confirmed.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.searchParams.get('state')).toBe(state);
  const callbackUrl = `${location.pathname}${location.search}`;
  return { state, callback: await server.app.inject({ method: 'GET', url: callbackUrl }), callbackUrl };
}

describe('without a gov.br configuration', () => {
  it('the session says canSignWithGovBR false and every gov.br call answers 503', async () => {
    await server.stop();
    start(null);
    clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const session = signingSessionSchema.parse(json(await get('/api/signature/session?batchType=batch-request-signature-pending')));
    expect(session.settings.canSignWithGovBR).toBe(false);
    const authorize = await server.app.inject({ method: 'POST', url: '/api/signature/govbr/authorize', headers: bearer(clerk) });
    expect(authorize.statusCode).toBe(503);
    expect(json(authorize).message).toBe(g.notConfigured);
    const state = 'a'.repeat(43);
    expect((await get(`/api/signature/govbr/authorization/${state}`)).statusCode).toBe(503);
    const callback = await get(`/api/signature/govbr/callback?code=x&state=${state}`, null);
    expect(callback.statusCode).toBe(503);
    expect(callback.headers['content-type']).toMatch(/^text\/html/);
    expect(callback.body).toContain(g.notConfigured);
    const signed = await signDoc(protDocuments(1)[0]!, { govbr_token: state });
    expect(signed.statusCode).toBe(503);
    expect(json(signed).message).toBe(g.notConfigured);
  });
});

describe('authorisation', () => {
  it('sends the user to gov.br with the authorization code request of the manual', async () => {
    const session = signingSessionSchema.parse(json(await get('/api/signature/session?batchType=batch-request-signature-pending')));
    expect(session.settings.canSignWithGovBR).toBe(true);
    const started = govBrAuthorizeResponseSchema.parse(json(await server.app.inject({ method: 'POST', url: '/api/signature/govbr/authorize', headers: bearer(clerk) })));
    const url = new URL(started.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fixture.casUrl}/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fixture.clientId,
      scope: 'signature_session',
      redirect_uri: CALLBACK,
      state: started.state,
    });
    expect(url.searchParams.get('client_secret')).toBeNull();
    expect(await status(started.state)).toEqual({ status: 'pending' });
    // A citizen may not start one.
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', 6);
    expect((await server.app.inject({ method: 'POST', url: '/api/signature/govbr/authorize', headers: bearer(citizen) })).statusCode).toBe(403);
  });

  it('completes on the callback, which answers a small page with a strict CSP, once', async () => {
    const { state, callback, callbackUrl } = await authorizeAs(CLERK_CPF);
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.headers['content-type']).toMatch(/^text\/html/);
    expect(callback.headers['content-security-policy']).toContain("default-src 'none'");
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(callback.body).toContain(g.pageDone);
    expect(callback.body).not.toMatch(/<script/i);
    expect(await status(state)).toEqual({ status: 'authorized' });
    // The same callback again (a reload, a replay) changes nothing.
    const again = await server.app.inject({ method: 'GET', url: callbackUrl });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(g.authorizationNotFound);
    expect(await status(state)).toEqual({ status: 'authorized' });
  });

  it('fails a bronze account with the bronze message and reason, and nothing can be signed with it', async () => {
    const { state, callback } = await authorizeAs(BRONZE_CPF);
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain(g.pageFailed);
    expect(callback.body).toContain(g.bronzeAccount);
    expect(await status(state)).toEqual({ status: 'failed', message: g.bronzeAccount, reason: 'bronze-account' });
    const signed = await signDoc(protDocuments(1)[0]!, { govbr_token: state });
    expect(signed.statusCode).toBe(422);
    expect(json(signed)).toMatchObject({ message: g.bronzeAccount, errors: { govbr_token: [g.bronzeAccount] } });
    expect(govBrSignatures()).toBe(0);
  });

  it('fails a bronze account that gov.br lets through to the API (403 there), as the real service does', async () => {
    const lenient = await startGovBrFixture({ bronzeAt: 'api' });
    try {
      await server.stop();
      start(settings(lenient));
      clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
      const previous = fixture;
      fixture = lenient;
      try {
        const { state, callback } = await authorizeAs(BRONZE_CPF);
        expect(callback.body).toContain(g.bronzeAccount);
        expect(await status(state)).toEqual({ status: 'failed', message: g.bronzeAccount, reason: 'bronze-account' });
      } finally {
        fixture = previous;
      }
    } finally {
      await lenient.stop();
    }
  }, 60_000);

  it('fails when the user does not authorise', async () => {
    const { state, callback } = await authorizeAs('deny');
    expect(callback.statusCode).toBe(400);
    expect(await status(state)).toEqual({ status: 'failed', message: g.denied });
  });

  it('fails another person’s gov.br account: the certificate must name the logged user’s CPF', async () => {
    const { state, callback } = await authorizeAs(COLLEAGUE_CPF);
    expect(callback.body).toContain(g.wrongAccount);
    expect(await status(state)).toEqual({ status: 'failed', message: g.wrongAccount });
    expect((await signDoc(protDocuments(1)[0]!, { govbr_token: state })).statusCode).toBe(422);
  });

  it('is its owner’s only: another user gets 403 on the status and on signing', async () => {
    const { state } = await authorizeAs(CLERK_CPF);
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const status403 = await get(`/api/signature/govbr/authorization/${state}`, colleague);
    expect(status403.statusCode).toBe(403);
    expect(json(status403).message).toBe(g.authorizationForbidden);
    const theirs = documentOfEmail(emailUuid(server.db, { sector: 'SESAU' }));
    const signed = await signDoc(theirs, { govbr_token: state }, colleague);
    expect(signed.statusCode).toBe(403);
    expect(json(signed).message).toBe(g.authorizationForbidden);
    expect(govBrSignatures()).toBe(0);
    // Unknown states are 404, malformed ones 422.
    expect((await get(`/api/signature/govbr/authorization/${'b'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/api/signature/govbr/authorization/curto')).statusCode).toBe(422);
  });

  it('expires 10 minutes after it started', async () => {
    const { state } = await authorizeAs(CLERK_CPF);
    server.clock.advance(10 * 60 + 1);
    expect(await status(state).catch(() => null)).toEqual({ status: 'expired', message: g.authorizationExpired });
    const { state: other } = await authorizeAs(CLERK_CPF);
    server.clock.advance(10 * 60 + 1);
    const signed = await signDoc(protDocuments(1)[0]!, { govbr_token: other });
    expect(signed.statusCode).toBe(422);
    expect(json(signed).message).toBe(g.authorizationExpired);
  });
});

describe('POST /api/signature/sign/{id} with govbr_token', () => {
  it('signs several documents and an attachment with one authorisation, each a verified PKCS#7 over the signed content', async () => {
    const { state } = await authorizeAs(CLERK_CPF);
    const [first, second] = protDocuments(2) as [number, number];
    const attachment = insertAttachment(server.db, first, userIdOf(server.db, 'servidor@demo.gov.br'), {
      name: 'laudo.pdf', group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    }, '2026-01-10T12:00:00.000Z');
    const responses = await Promise.all([
      signDoc(first, { govbr_token: state, location: 'Vale Verde' }),
      signDoc(second, { govbr_token: state }),
      signDoc(attachment.id, { govbr_token: state }, clerk, 'attachment'),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const body = gdocSignResponseSchema.parse(json(responses[0]!));
    expect(body).toMatchObject({ message: m.signed, signature: { signer: { cpf_cnpj: '***.925.846-**' } } });
    expect(govBrSignatures()).toBe(3);
    expect(server.db.prepare('SELECT is_signed FROM attachments WHERE id = ?').pluck().get(attachment.id)).toBe(1);

    type Row = { cms: Buffer; format: string; signer_cpf: string; certificate_issuer: string; sha256: string; location: string | null };
    const row = server.db.prepare<[number], Row>("SELECT cms, format, signer_cpf, certificate_issuer, sha256, location FROM signatures WHERE document_id = ? AND kind = 'govbr' AND attachment_id IS NULL").get(first)!;
    expect(row).toMatchObject({ format: 'cades', signer_cpf: CLERK_CPF, sha256: body.signature.hash, location: JSON.stringify('Vale Verde') });
    expect(row.certificate_issuer).toContain('AC Final gov.br de Testes GDoc v1');
    // A tool we did not write agrees: the CMS is a detached signature of the document's signed bytes.
    const ctx = { db: server.db, repos: createRepos(server.db) } as ServerContext;
    const document = ctx.repos.documents.findById(first)!;
    const verified = opensslVerify(row.cms, signedBytes(ctx, { document, attachment: null, dispatch: null }), fixture.trustAnchorsPath, tmp);
    expect(verified.status, verified.output).toBe(0);

    const signers = documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${first}/all`)));
    expect(signers.filter((signer) => signer.type === 'GOVBR').map((signer) => signer.attachment_id).sort()).toEqual([attachment.id, null].sort());
    expect(signers.find((signer) => signer.type === 'GOVBR')?.certificate?.subject).toContain('***.925.846-**');
    const again = await signDoc(first, { govbr_token: state });
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe(m.alreadySigned);
  });

  it('accepts the signature request it answers, as GDOC does', async () => {
    const clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
    const request = server.db
      .prepare<[number], { uuid: string; document_id: number }>("SELECT uuid, document_id FROM signature_requests WHERE requested_user_id = ? AND status = 'created' AND is_ged = 0 ORDER BY id LIMIT 1")
      .get(clerkId)!;
    const { state } = await authorizeAs(CLERK_CPF);
    const signed = await signDoc(request.document_id, { govbr_token: state, signature_request_uuid: request.uuid });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(json(signed).signature_request_uuid).toBe(request.uuid);
    expect(server.db.prepare('SELECT status FROM signature_requests WHERE uuid = ?').pluck().get(request.uuid)).toBe('accepted');
  });

  it('refuses a PKCS#7 signed for another CPF, a tampered one, and says when gov.br is down; nothing is stored', async () => {
    const { state } = await authorizeAs(CLERK_CPF);
    const [id] = protDocuments(1) as [number];
    fixture.faults.signAs = COLLEAGUE_CPF;
    const other = await signDoc(id, { govbr_token: state });
    expect(other.statusCode).toBe(422);
    expect(json(other).message).toBe(g.wrongAccount);

    fixture.faults.signAs = null;
    fixture.faults.tamper = true;
    const tampered = await signDoc(id, { govbr_token: state });
    expect(tampered.statusCode).toBe(422);
    expect(json(tampered).message).toBe(g.signatureInvalid(messages.server.cmsSignatureInvalid));

    fixture.faults.tamper = false;
    fixture.faults.failWith = 503;
    const down = await signDoc(id, { govbr_token: state });
    expect(down.statusCode).toBe(502);
    expect(json(down).message).toBe(g.unavailable);
    expect(govBrSignatures()).toBe(0);

    fixture.faults.failWith = null;
    expect((await signDoc(id, { govbr_token: state })).statusCode).toBe(200);
  });

  it('validates the body: a malformed token is a field error; GDOC bodies keep asking for the password', async () => {
    const [id] = protDocuments(1) as [number];
    const malformed = await signDoc(id, { govbr_token: 'x' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(malformed).errors)).toEqual(['govbr_token']);
    const unknown = await signDoc(id, { govbr_token: 'c'.repeat(43) });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).message).toBe(g.authorizationNotFound);
    const started = govBrAuthorizeResponseSchema.parse(json(await server.app.inject({ method: 'POST', url: '/api/signature/govbr/authorize', headers: bearer(clerk) })));
    const pending = await signDoc(id, { govbr_token: started.state });
    expect(pending.statusCode).toBe(422);
    expect(json(pending).message).toBe(g.authorizationPending);
    const noPassword = await signDoc(id, {});
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(noPassword).errors)).toEqual(['password']);
  });

  it('keeps the access token out of the database and the logs', async () => {
    const { state, callbackUrl } = await authorizeAs(CLERK_CPF);
    expect((await signDoc(protDocuments(1)[0]!, { govbr_token: state })).statusCode).toBe(200);
    expect(fixture.issuedTokens.length).toBeGreaterThan(0);
    const database = server.db.serialize().toString('latin1');
    const logText = logs.join('\n');
    expect(logText).toContain('/api/signature/govbr/callback');
    for (const secret of [...fixture.issuedTokens, fixture.clientSecret]) {
      expect(database).not.toContain(secret);
      expect(logText).not.toContain(secret);
    }
    // The code and state of the callback URL are redacted from request logs too.
    const code = new URL(callbackUrl, 'http://x').searchParams.get('code')!;
    expect(logText).not.toContain(code);
  });
});
