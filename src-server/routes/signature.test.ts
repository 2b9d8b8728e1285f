// ICP signatures of documents (§7 Signatures; issue 3): the client starts a signature with the
// signer's certificate, signs the digest on its token as CAdES AD-RB v2.4 and completes it; the
// server verifies the CMS over the document's bytes before storing it, and lists the signers.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  documentSignersResponseSchema,
  signatureCompleteResponseSchema,
  signatureStartResponseSchema,
  type SignatureStartResponse,
} from '../../src-shared/api/signatures';
import { ia5, octetString, oid, sequence, setOf, utcOrGeneralizedTime } from '../../src-shared/icp/der';
import { AlgorithmOid, CmsOid } from '../../src-shared/icp/oids';
import { SIGNATURE_POLICIES } from '../../src-shared/icp/policies';
import { messages } from '../../src-shared/messages';
import type { DemoCertificate } from '../../scripts/demo/demoPki';
import { SIGNATURE_START_TTL_SECONDS } from '../signatures/signatureStart';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { cadesSign, createPki, withAttribute, type CmsOptions, type TestPkiHandle } from '../testing/icpSigning';

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
let admin: string;
const start = async (options: Parameters<typeof testServer>[0] = {}) => {
  server = testServer({ trustList: pki.trustList, ...options });
  // The test certificates are valid from the moment OpenSSL made them.
  server.clock.set(new Date().toISOString());
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
  return server;
};
afterEach(() => server.stop());

const GAB_OFFICE = 'Ofício nº 12/2026 — GAB';
const PROT_MEMO = 'Memorando nº 45/2026 — PROT';
const documentId = (number: string) => server.db.prepare('SELECT id FROM documents WHERE number = ?').pluck().get(number) as number;
const contentOf = (id: number) => server.db.prepare('SELECT content FROM documents WHERE id = ?').pluck().get(id) as Buffer;
const signatureCount = () => server.db.prepare('SELECT count(*) FROM signatures').pluck().get();

function startRequest(token: string | null, id: number | string, certificateDer: Uint8Array, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ certificateContent: Buffer.from(certificateDer).toString('base64'), type: 'document', ...query });
  return server.app.inject({ method: 'GET', url: `/api/signature/start/${id}?${search}`, headers: token === null ? {} : bearer(token) });
}

async function startSigning(token: string, id: number, certificate: DemoCertificate): Promise<SignatureStartResponse> {
  const response = await startRequest(token, id, certificate.certDer);
  expect(response.statusCode, response.body).toBe(200);
  return signatureStartResponseSchema.parse(json(response));
}

function completeRequest(token: string | null, id: number | string, body: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: `/api/signature/sign/icp/${id}/complete`, headers: token === null ? {} : bearer(token), payload: body });
}

/** Signs the document's bytes (detached) and completes the start. */
function complete(token: string, id: number, started: SignatureStartResponse, certificate: DemoCertificate, options: CmsOptions = {}) {
  const cms = cadesSign(certificate, contentOf(id), options);
  return completeRequest(token, id, {
    type: 'document',
    signature: cms.toString('base64'),
    signature_id: started.signature_id,
    is_ged: false,
    signed_by_user: true,
  });
}

const expectRefused = (response: Awaited<ReturnType<typeof completeRequest>>, message: string, field = 'signature') => {
  expect(response.statusCode, response.body).toBe(422);
  expect(json(response)).toEqual({ message, errors: { [field]: [message] } });
};

describe('GET /api/signature/start/{id}', () => {
  it('checks the certificate and answers the SHA-256 of the document and the AD-RB v2.4 policy', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    expect(started).toEqual({
      signature_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      docId: id,
      type: 'document',
      is_ged: false,
      signed_by_user: true,
      hash: createHash('sha256').update(contentOf(id)).digest('base64'),
      hash_algorithm: 'sha256',
      policy: 'CAdES-AD_RB-2.4',
    });
    const row = server.db.prepare('SELECT * FROM signature_starts WHERE uuid = ?').get(started.signature_id) as Record<string, unknown>;
    expect(row).toMatchObject({ document_id: id, user_id: userIdOf(server.db, 'admin@demo.gov.br'), completed_at: null });
    expect(Date.parse(String(row.expires_at)) - Date.parse(String(row.created_at))).toBe(SIGNATURE_START_TTL_SECONDS * 1000);
    expect(Buffer.compare(row.certificate_der as Buffer, pki.pki.certs.ecpf.certDer)).toBe(0);
  });

  it('reads the flags as the client sends them, and a "+" that arrived as a space', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const flags = json(await startRequest(admin, id, pki.pki.certs.ecpf.certDer, { is_ged: '1', signed_by_user: 'false' }));
    expect(flags).toMatchObject({ is_ged: true, signed_by_user: false });
    const base64 = pki.pki.certs.ecpf.certDer.toString('base64');
    expect(base64).toContain('+');
    const raw = await server.app.inject({ method: 'GET', url: `/api/signature/start/${id}?certificateContent=${base64}`, headers: bearer(admin) });
    expect(raw.statusCode).toBe(200);
  });

  it('lets the responsible person sign with the organisation’s e-CNPJ', async () => {
    await start();
    await startSigning(admin, documentId(GAB_OFFICE), pki.pki.certs.ecnpj);
  });

  it('refuses someone else’s certificate', async () => {
    await start();
    expectRefused(await startRequest(admin, documentId(GAB_OFFICE), pki.pki.certs.ecpfCitizen.certDer), m.certificateNotYours, 'certificateContent');
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expectRefused(await startRequest(clerk, documentId(PROT_MEMO), pki.pki.certs.ecpf.certDer), m.certificateNotYours, 'certificateContent');
  });

  it('refuses certificates that are not valid now, untrusted, malformed or of a CA', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const refused = async (der: Uint8Array) => {
      const response = await startRequest(admin, id, der);
      expect(response.statusCode).toBe(422);
      return json<{ message: string }>(response).message;
    };
    expect(await refused(pki.pki.certs.expired.certDer)).toMatch(/^Certificado vencido em/);
    expect(await refused(pki.pki.certs.notYetValid.certDer)).toMatch(/^Certificado válido somente a partir de/);
    expect(await refused(pki.pki.certs.weakKey.certDer)).toBe(messages.signer.weakKey(1024));
    expect(await refused(otherPki.pki.certs.ecpf.certDer)).toBe(m.certificateUntrusted);
    expect(await refused(Buffer.from('certificado'))).toBe(m.certificateMalformed);
    expect(await refused(pki.pki.caCertDer)).toBe(m.certificateIsCa);
    expect(server.db.prepare('SELECT count(*) FROM signature_starts').pluck().get()).toBe(0);
  });

  it('refuses every ICP signature when no trust list is configured', async () => {
    await start({ trustList: null });
    expectRefused(await startRequest(admin, documentId(GAB_OFFICE), pki.pki.certs.ecpf.certDer), m.trustListMissing, 'certificateContent');
  });

  it('answers 401 without a session, 403 for a document of another sector and 404 for none', async () => {
    await start();
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await startRequest(null, documentId(GAB_OFFICE), pki.pki.certs.ecpf.certDer)).statusCode).toBe(401);
    expect((await startRequest(clerk, documentId(GAB_OFFICE), pki.pki.certs.ecpf.certDer)).statusCode).toBe(403);
    expect((await startRequest(admin, 9_999_999, pki.pki.certs.ecpf.certDer)).statusCode).toBe(404);
    expect((await startRequest(admin, 'abc', pki.pki.certs.ecpf.certDer)).statusCode).toBe(404);
    const noCertificate = await server.app.inject({ method: 'GET', url: `/api/signature/start/${documentId(GAB_OFFICE)}`, headers: bearer(admin) });
    expect(noCertificate.statusCode).toBe(422);
    expect(json(noCertificate).errors).toHaveProperty('certificateContent');
  });
});

describe('POST /api/signature/sign/icp/{id}/complete', () => {
  it('verifies and stores the CAdES, which OpenSSL verifies over the document too', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    const response = await complete(admin, id, started, pki.pki.certs.ecpf);
    expect(response.statusCode, response.body).toBe(200);
    const body = signatureCompleteResponseSchema.parse(json(response));
    expect(body).toEqual({
      message: 'Documento assinado com sucesso',
      signature: { id: expect.any(Number), signed_at: new Date(server.clock.now()).toISOString(), signer: { name: 'MARIANA COSTA RIBEIRO', cpf_cnpj: '***.163.579-**' } },
    });
    const start_ = server.db.prepare('SELECT completed_at FROM signature_starts WHERE uuid = ?').pluck().get(started.signature_id);
    expect(start_).toBe(body.signature.signed_at);

    const stored = server.db.prepare('SELECT * FROM signatures').get() as Record<string, unknown>;
    expect(stored).toMatchObject({
      document_id: id,
      kind: 'icp',
      format: 'cades',
      policy_oid: '2.16.76.1.7.1.1.2.4',
      signer_name: 'MARIANA COSTA RIBEIRO',
      signer_cpf: '28416357919',
      signer_cnpj: null,
      user_id: userIdOf(server.db, 'admin@demo.gov.br'),
    });
    const dir = mkdtempSync(join(tmpdir(), 'gdoc-cms-'));
    try {
      writeFileSync(join(dir, 'doc.pdf'), contentOf(id));
      writeFileSync(join(dir, 'sig.p7s'), stored.cms as Buffer);
      const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', 'sig.p7s', '-content', 'doc.pdf', '-CAfile', pki.pki.chainPemPath, '-purpose', 'any', '-out', '/dev/null'];
      expect(execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records an e-CNPJ signature under the company, with the CNPJ shown whole', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const response = await complete(admin, id, await startSigning(admin, id, pki.pki.certs.ecnpj), pki.pki.certs.ecnpj);
    expect(json(response)).toMatchObject({ signature: { signer: { name: 'PREFEITURA MUNICIPAL DE VALE VERDE', cpf_cnpj: '18.374.652/0001-51' } } });
  });

  it('refuses a CMS whose digest is not the document’s', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { contentDigest: randomBytes(32) }), m.cmsDocumentDigestMismatch);
    expect(signatureCount()).toBe(0);
  });

  it('refuses another user’s start, and a start of another document', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    server.db.prepare("INSERT INTO user_sectors (user_id, sector_id) SELECT ?, id FROM sectors WHERE symbol = 'GAB'").run(userIdOf(server.db, 'servidor@demo.gov.br'));
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expectRefused(await complete(clerk, id, started, pki.pki.certs.ecpf), m.signatureStartNotFound);
    const other = documentId('Ofício nº 3/2026 — SEMAD');
    expectRefused(await complete(admin, other, started, pki.pki.certs.ecpf), m.signatureStartNotFound);
    expectRefused(await complete(admin, id, { ...started, signature_id: 'não-existe' }, pki.pki.certs.ecpf), m.signatureStartNotFound);
    expect(signatureCount()).toBe(0);
  });

  it('refuses a signature made with another certificate than the one given at start', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecnpj), m.signatureCertificateChanged);
  });

  it('refuses a policy other than CAdES AD-RB v2.4, or its hash or URL changed', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    const policy = SIGNATURE_POLICIES['CAdES-AD_RB-2.4'];
    const policyAttribute = (hash: Buffer, uri: string) =>
      sequence(
        oid(CmsOid.signaturePolicyIdentifier),
        setOf([sequence(oid(policy.oid), sequence(sequence(oid(AlgorithmOid.sha256)), octetString(hash)), sequence(sequence(oid(CmsOid.spqEtsUri), ia5(uri))))]),
      );
    const rightHash = Buffer.from(policy.signPolicyHash, 'hex');
    // The same attribute rebuilt by hand is accepted (the test itself is right)…
    const rebuilt = { editAttributes: withAttribute(CmsOid.signaturePolicyIdentifier, policyAttribute(rightHash, policy.uri)) };
    const variants: CmsOptions[] = [
      { editAttributes: withAttribute(CmsOid.signaturePolicyIdentifier, policyAttribute(randomBytes(32), policy.uri)) },
      { editAttributes: withAttribute(CmsOid.signaturePolicyIdentifier, policyAttribute(rightHash, 'http://example.com/PA_AD_RB_v2_4.der')) },
      { policy: 'CAdES-AD_RB-2.3' },
    ];
    for (const variant of variants) expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, variant), m.cadesPolicyInvalid);
    expect((await complete(admin, id, started, pki.pki.certs.ecpf, rebuilt)).statusCode).toBe(200);
  });

  it('refuses a fifth signed attribute, or one of the four missing', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    const signingTime = sequence(oid(CmsOid.signingTime), setOf([utcOrGeneralizedTime(new Date())]));
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { editAttributes: withAttribute(CmsOid.signingTime, signingTime) }), m.cadesAttributesInvalid);
    const withoutPolicy = (members: Uint8Array[]) => withAttribute(CmsOid.signingTime, signingTime)(members).slice(0, 3);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { editAttributes: withoutPolicy }), m.cadesAttributesInvalid);
  });

  it('refuses a signingCertificateV2 that names another certificate', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    const otherHash = createHash('sha256').update(pki.pki.certs.ecpfCitizen.certDer).digest();
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { certificateHash: otherHash }), m.cadesSigningCertificateInvalid);
  });

  it('refuses a broken signature, an attached CMS and bytes that are no CMS', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { corruptSignature: true }), m.cmsSignatureInvalid);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { keyPath: pki.pki.certs.ecpfCitizen.keyPath }), m.cmsSignatureInvalid);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf, { attach: true }), m.cmsContentAttached);
    const garbage = await completeRequest(admin, id, { type: 'document', signature: 'AAAA', signature_id: started.signature_id });
    expectRefused(garbage, m.cmsMalformed);
    expect(signatureCount()).toBe(0);
  });

  it('refuses a start older than 15 minutes, and one already completed', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const late = await startSigning(admin, id, pki.pki.certs.ecpf);
    server.clock.advance(SIGNATURE_START_TTL_SECONDS + 1);
    expectRefused(await complete(admin, id, late, pki.pki.certs.ecpf), m.signatureStartExpired);

    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    expect((await complete(admin, id, started, pki.pki.certs.ecpf)).statusCode).toBe(200);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf), m.signatureStartCompleted);
    expect(signatureCount()).toBe(1);
  });

  it('refuses a document changed after the start', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    const changed = Buffer.concat([contentOf(id), Buffer.from('\n% alterado\n')]);
    server.db.prepare('UPDATE documents SET content = ?, content_sha256 = ? WHERE id = ?').run(changed, createHash('sha256').update(changed).digest('hex'), id);
    expectRefused(await complete(admin, id, started, pki.pki.certs.ecpf), m.documentChangedSinceStart);
  });

  it('refuses every ICP signature when no trust list is configured', async () => {
    await start({ trustList: null });
    const response = await completeRequest(admin, documentId(GAB_OFFICE), { type: 'document', signature: 'AAAA', signature_id: 'x' });
    expectRefused(response, m.trustListMissing);
  });

  it('answers 401 without a session, 403 for a document of another sector, and 422 for a bad body', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const body = { type: 'document', signature: 'AAAA', signature_id: 'x' };
    expect((await completeRequest(null, id, body)).statusCode).toBe(401);
    expect((await completeRequest(await tokenFor(server.app, 'servidor@demo.gov.br'), id, body)).statusCode).toBe(403);
    expect((await completeRequest(admin, 9_999_999, body)).statusCode).toBe(404);
    const bad = await completeRequest(admin, id, { type: 'folder', signature: '%%', signature_id: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors as object).sort()).toEqual(['signature', 'signature_id', 'type']);
  });
});

describe('a document’s signers and their .p7s', () => {
  const signers = (token: string | null, id: number | string, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/signature/doc-signers/${id}${query}`, headers: token === null ? {} : bearer(token) });
  const p7s = (token: string | null, id: number | string, signatureId: number | string) =>
    server.app.inject({ method: 'GET', url: `/api/signature/documents/${id}/signatures/${signatureId}/p7s`, headers: token === null ? {} : bearer(token) });

  it('lists each signature with the masked CPF, the certificate and the policy, and serves its CMS', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    expect(json(await signers(admin, id))).toEqual([]);
    const cms = cadesSign(pki.pki.certs.ecpf, contentOf(id));
    const started = await startSigning(admin, id, pki.pki.certs.ecpf);
    const completed = await completeRequest(admin, id, { type: 'document', signature: cms.toString('base64'), signature_id: started.signature_id });
    const signatureId = json<{ signature: { id: number } }>(completed).signature.id;

    const list = documentSignersResponseSchema.parse(json(await signers(admin, id, '?type=document')));
    expect(list).toEqual([
      {
        id: signatureId,
        name: 'MARIANA COSTA RIBEIRO',
        cpf_cnpj: '***.163.579-**',
        type: 'ICP',
        signed_at: new Date(server.clock.now()).toISOString(),
        certificate: {
          subject: expect.stringContaining('CN=MARIANA COSTA RIBEIRO:***.163.579-**'),
          issuer: expect.stringContaining('CN=AC GDoc Testes v1'),
          serial: expect.stringMatching(/^[0-9A-F]+$/),
          not_after: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        policy: { oid: '2.16.76.1.7.1.1.2.4', id: 'CAdES-AD_RB-2.4' },
        attachment_id: null,
        hash: createHash('sha256').update(cms).digest('hex'),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('28416357919');

    const download = await p7s(admin, id, signatureId);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pkcs7-signature');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="documento-${id}-assinatura-${signatureId}.p7s"`);
    expect(download.rawPayload.equals(cms)).toBe(true);
  });

  it('answers 401 without a session, 403 for another sector’s document and 404 for what does not exist', async () => {
    await start();
    const id = documentId(GAB_OFFICE);
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await signers(null, id)).statusCode).toBe(401);
    expect((await signers(clerk, id)).statusCode).toBe(403);
    expect((await signers(admin, 9_999_999)).statusCode).toBe(404);
    expect((await signers(admin, id, '?type=planilha')).statusCode).toBe(422);
    expect((await p7s(null, id, 1)).statusCode).toBe(401);
    expect((await p7s(clerk, id, 1)).statusCode).toBe(403);
    expect((await p7s(admin, id, 1)).statusCode).toBe(404);
    expect((await p7s(admin, id, 'x')).statusCode).toBe(404);
    // The clerk sees the signers of his own sector's memo.
    expect((await signers(clerk, documentId(PROT_MEMO))).statusCode).toBe(200);
  });
});
