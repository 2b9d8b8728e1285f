// Certificate login (§7 Session; issue 3): GET /pki-token hands out a challenge, the client signs
// it with its token into an attached CMS and sends it to POST /auth/login as type 1 (staff) or 2
// (citizen). The certificate must chain to --trust-anchors and name a user by CPF or CNPJ.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginType, loggedUserSchema } from '../../src-shared/api/auth';
import { certificateUserNotFoundBodySchema, pkiTokenResponseSchema } from '../../src-shared/api/signatures';
import { messages } from '../../src-shared/messages';
import { PKI_TOKEN_TTL_SECONDS } from '../auth/pkiTokens';
import { trustListFromPem } from '../signatures/trustList';
import { bearer, json, testServer, type TestServer } from '../testing/harness';
import { cadesSign, createPki, type CmsOptions, type TestPkiHandle } from '../testing/icpSigning';
import type { DemoCertificate } from '../../scripts/demo/demoPki';

const m = messages.server;
let pki: TestPkiHandle;
let otherPki: TestPkiHandle;
beforeAll(() => {
  pki = createPki();
  otherPki = createPki();
});
afterAll(() => {
  pki.remove();
  otherPki.remove();
});

let server: TestServer;
const start = (options: Parameters<typeof testServer>[0] = {}) => {
  server = testServer({ trustList: pki.trustList, ...options });
  // The test certificates are valid from the moment OpenSSL made them.
  server.clock.set(new Date().toISOString());
  return server;
};
afterEach(() => server.stop());

async function challenge(): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/pki-token' });
  expect(response.statusCode).toBe(200);
  return pkiTokenResponseSchema.parse(json(response)).token;
}

const loginWith = (cms: Buffer, type: number = LoginType.ICP) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type, data: { token: cms.toString('base64') } } });

/** Signs a fresh challenge with the certificate, attached, as the desktop client does. */
async function signedChallenge(certificate: DemoCertificate, options: CmsOptions = {}): Promise<Buffer> {
  return cadesSign(certificate, Buffer.from(await challenge(), 'ascii'), { attach: true, ...options });
}

const expectCertificateInvalid = (response: Awaited<ReturnType<typeof loginWith>>, message: string) => {
  expect(response.statusCode).toBe(401);
  expect(json(response)).toEqual({ message, reason: 'certificate-invalid' });
};

describe('GET /api/pki-token', () => {
  it('answers a new 32-byte base64url challenge each time, and 10,000 of them leave the database as it was', async () => {
    // A limit above the 10,000 calls: this is about storage, the per-IP limit has its own tests.
    const { db } = start({ rateLimits: { pkiToken: { max: 20_000, windowSeconds: 60 } } });
    const first = await challenge();
    const second = await challenge();
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);

    const writes = () => db.prepare('SELECT total_changes()').pluck().get();
    const pages = () => db.pragma('page_count', { simple: true });
    const before = { writes: writes(), pages: pages() };
    for (let i = 0; i < 10_000; i += 1) {
      const response = await server.app.inject({ method: 'GET', url: '/api/pki-token' });
      if (response.statusCode !== 200) expect(response.statusCode).toBe(200);
    }
    expect({ writes: writes(), pages: pages() }).toEqual(before);
  });

  it('is valid for five minutes', async () => {
    const { clock } = start();
    const cms = await signedChallenge(pki.pki.certs.ecpf);
    clock.advance(PKI_TOKEN_TTL_SECONDS + 1);
    expectCertificateInvalid(await loginWith(cms), m.certificateLoginTokenInvalid);
  });

  it('works once: the same signed challenge cannot log in twice', async () => {
    start();
    const cms = await signedChallenge(pki.pki.certs.ecpf);
    expect((await loginWith(cms)).statusCode).toBe(200);
    expectCertificateInvalid(await loginWith(cms), m.certificateLoginTokenInvalid);
  });
});

describe('POST /api/auth/login with a certificate', () => {
  it('logs Mariana into the staff app with her e-CPF (type 1)', async () => {
    const { app, db } = start();
    const response = await loginWith(await signedChallenge(pki.pki.certs.ecpf), LoginType.ICP);
    expect(response.statusCode).toBe(200);
    const token = json<{ access_token: string }>(response).access_token;
    const me = loggedUserSchema.parse(json(await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })));
    expect(me.person).toMatchObject({ name: 'Mariana Costa Ribeiro', cpfCnpj: '28416357919' });
    expect(db.prepare('SELECT login_type FROM access_tokens').pluck().all()).toEqual([LoginType.ICP]);
  });

  it('logs Carlos into the citizen portal with his e-CPF (type 2)', async () => {
    start();
    const response = await loginWith(await signedChallenge(pki.pki.certs.ecpfCitizen), LoginType.ICP_EXTERNAL_USER);
    expect(response.statusCode).toBe(200);
  });

  it('accepts SHA-512, the AC certificate inside the CMS, and the challenge signed as its 32 bytes', async () => {
    start({ trustList: trustListFromPem(readFileSync(pki.pki.rootCertPath, 'utf8')) });
    const withoutChain = await signedChallenge(pki.pki.certs.ecpf);
    expectCertificateInvalid(await loginWith(withoutChain), m.certificateUntrusted);
    const bytes = Buffer.from(await challenge(), 'base64url');
    const cms = cadesSign(pki.pki.certs.ecpf, bytes, { attach: true, hash: 'sha512', withChain: pki.pki.caCertDer });
    expect((await loginWith(cms)).statusCode).toBe(200);
  });

  it('sends staff and citizens to their own app with the password login’s 400s', async () => {
    start();
    const citizenAsStaff = await loginWith(await signedChallenge(pki.pki.certs.ecpfCitizen), LoginType.ICP);
    expect(citizenAsStaff.statusCode).toBe(400);
    expect(json(citizenAsStaff)).toEqual({ message: m.staffOnly });
    const staffAsCitizen = await loginWith(await signedChallenge(pki.pki.certs.ecpf), LoginType.ICP_EXTERNAL_USER);
    expect(staffAsCitizen.statusCode).toBe(400);
    expect(json(staffAsCitizen)).toEqual({ message: m.citizenOnly });
  });

  it('refuses a disabled user as 403 disabled-user', async () => {
    const { db } = start();
    db.prepare("UPDATE users SET status = 'disabled' WHERE person_id = (SELECT id FROM people WHERE cpf_cnpj = '28416357919')").run();
    const response = await loginWith(await signedChallenge(pki.pki.certs.ecpf));
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: m.disabledUser, reason: 'disabled-user' });
  });

  it('answers an unknown CPF with 401 certificate-user-not-found and what the signup form needs', async () => {
    start();
    const certificate = pki.pki.certs.ecpfUnknown;
    const response = await loginWith(await signedChallenge(certificate), LoginType.ICP_EXTERNAL_USER);
    expect(response.statusCode).toBe(401);
    expect(certificateUserNotFoundBodySchema.parse(json(response))).toEqual({
      message: m.certificateUserNotFound,
      reason: 'certificate-user-not-found',
      signup: {
        name: 'JOSE DA SILVA TESTE',
        cpf_cnpj: '11144477735',
        icp_hash: createHash('sha256').update(certificate.certDer).digest('hex'),
        icp_issuer_display_name: 'AC GDoc Testes v1',
      },
    });
  });

  it('looks an e-CNPJ up by its CNPJ, not by the responsible person’s CPF', async () => {
    start();
    const response = await loginWith(await signedChallenge(pki.pki.certs.ecnpj), LoginType.ICP_EXTERNAL_USER);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({
      reason: 'certificate-user-not-found',
      signup: { name: 'PREFEITURA MUNICIPAL DE VALE VERDE', cpf_cnpj: '18374652000151' },
    });
  });

  it('refuses a tampered signature, a challenge it did not issue and a detached CMS', async () => {
    start();
    expectCertificateInvalid(await loginWith(await signedChallenge(pki.pki.certs.ecpf, { corruptSignature: true })), m.cmsSignatureInvalid);
    const someoneElsesKey = await signedChallenge(pki.pki.certs.ecpf, { keyPath: pki.pki.certs.ecpfCitizen.keyPath });
    expectCertificateInvalid(await loginWith(someoneElsesKey), m.cmsSignatureInvalid);
    const wrongDigest = await signedChallenge(pki.pki.certs.ecpf, { contentDigest: randomBytes(32) });
    expectCertificateInvalid(await loginWith(wrongDigest), m.cmsMessageDigestMismatch);
    const invented = cadesSign(pki.pki.certs.ecpf, Buffer.from(randomBytes(32).toString('base64url')), { attach: true });
    expectCertificateInvalid(await loginWith(invented), m.certificateLoginTokenInvalid);
    expectCertificateInvalid(await loginWith(await signedChallenge(pki.pki.certs.ecpf, { attach: false })), m.cmsContentMissing);
    expectCertificateInvalid(await loginWith(Buffer.from('not a CMS at all')), m.cmsMalformed);
  });

  it('refuses expired, not yet valid and weak-key certificates', async () => {
    start();
    const { expired, notYetValid, weakKey } = pki.pki.certs;
    for (const certificate of [expired, notYetValid, weakKey]) {
      const response = await loginWith(await signedChallenge(certificate));
      expect(response.statusCode, certificate.name).toBe(401);
      expect(json(response), certificate.name).toMatchObject({ reason: 'certificate-invalid' });
    }
    expect(json(await loginWith(await signedChallenge(expired))).message).toMatch(/^Certificado vencido em \d{2}\/\d{2}\/2023\.$/);
    expect(json(await loginWith(await signedChallenge(weakKey))).message).toBe(messages.signer.weakKey(1024));
  });

  it('refuses a certificate from a root that is not in the trust list', async () => {
    start();
    expectCertificateInvalid(await loginWith(await signedChallenge(otherPki.pki.certs.ecpf)), m.certificateUntrusted);
    const withItsChain = await signedChallenge(otherPki.pki.certs.ecpf, { withChain: otherPki.pki.caCertDer });
    expectCertificateInvalid(await loginWith(withItsChain), m.certificateUntrusted);
  });

  it('refuses every certificate login when no trust list is configured', async () => {
    start({ trustList: null });
    expectCertificateInvalid(await loginWith(await signedChallenge(pki.pki.certs.ecpf)), m.trustListMissing);
  });

  it('throttles a certificate after repeated failures, then lets it in', async () => {
    const { clock } = start({ loginThrottle: { maxFailures: 2, windowSeconds: 60 } });
    for (let i = 0; i < 2; i += 1) await loginWith(await signedChallenge(pki.pki.certs.ecpf, { corruptSignature: true }));
    const blocked = await loginWith(await signedChallenge(pki.pki.certs.ecpf));
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ message: m.tooManyAttempts });
    expect((await loginWith(await signedChallenge(pki.pki.certs.ecpfCitizen), LoginType.ICP_EXTERNAL_USER)).statusCode).toBe(200);
    clock.advance(61);
    expect((await loginWith(await signedChallenge(pki.pki.certs.ecpf))).statusCode).toBe(200);
  });

  it('validates the body: a token that is not base64, and password fields, are 422', async () => {
    start();
    const post = (data: unknown) => server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 1, data } });
    expect(Object.keys(json(await post({ token: '%%%' })).errors as object)).toEqual(['data.token']);
    expect(Object.keys(json(await post({ token: 'AAAA', password: 'x' })).errors as object)).toEqual(['data.password']);
    expect((await post({})).statusCode).toBe(422);
  });

  it('never logs the challenge or the signed CMS', async () => {
    const lines: string[] = [];
    start({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
    const nonce = await challenge();
    const cms = cadesSign(pki.pki.certs.ecpf, Buffer.from(nonce), { attach: true });
    expect((await loginWith(cms)).statusCode).toBe(200);
    await loginWith(cms);
    const logged = lines.join('');
    expect(logged).not.toContain(nonce);
    expect(logged).not.toContain(cms.toString('base64').slice(0, 40));
  });
});
