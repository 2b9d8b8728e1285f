// The signer process as the app and the CLI use it: a real child process on a real SoftHSM2
// token, reached through the client. Signatures are checked by OpenSSL.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSignedData } from '../../src-shared/icp/cms';
import type { CertificateEntry, SignProgress } from '../../src-shared/signer/protocol';
import { opensslVerify } from '../../tests/fixtures/pdf/externalTools';
import { createSoftHsmToken, type SoftHsmToken } from '../../tests/fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL } from '../../scripts/demo/demoToken';
import { spawnNodeSigner } from '../client/nodeTransport';
import { createSignerClient, type SignerClient, type SignerClientOptions } from '../client/signerClient';
import { TEST_FAULTS_ENV, type ProcessFaultPlan } from './testFaults';

let dir: string;
let token: SoftHsmToken;
const clients: SignerClient[] = [];
const pin = (text = token.pin) => new Uint8Array(Buffer.from(text));

function client(options: { faults?: ProcessFaultPlan } & Partial<SignerClientOptions> = {}): SignerClient {
  const env: Record<string, string> = { ...token.env };
  if (options.faults) env[TEST_FAULTS_ENV] = JSON.stringify(options.faults);
  const created = createSignerClient({ spawn: () => spawnNodeSigner({ env, stderr: 'ignore' }), log: () => undefined, ...options });
  clients.push(created);
  return created;
}

async function certificate(signer: SignerClient, name: keyof SoftHsmToken['pki']['certs']): Promise<CertificateEntry> {
  const inventory = await signer.call('inventory', { refresh: false, extraPaths: [token.module], only: true });
  if (!inventory.ok) throw new Error(inventory.error.message);
  const found = inventory.value.certificates.find((entry) => entry.ref.tokenLabel === DEMO_TOKEN_LABEL && entry.ref.certId === token.pki.certs[name].id);
  if (!found) throw new Error(`certificate ${name} not on the token`);
  return found;
}

async function openSession(signer: SignerClient, name: keyof SoftHsmToken['pki']['certs'] = 'ecpf'): Promise<string> {
  const opened = await signer.call('openSession', { certificate: (await certificate(signer, name)).ref, pin: pin(), userLibraries: [token.module] });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.sessionId;
}

const documents = (count: number) => Array.from({ length: count }, (_, index) => Buffer.from(`Ofício nº ${index + 1}/2026 — conteúdo do documento`));
const digestItems = (contents: Buffer[]) => contents.map((content, index) => ({ id: `doc-${index + 1}`, digest: createHash('sha256').update(content).digest('base64') }));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-signer-process-'));
  token = createSoftHsmToken(join(dir, 'token'));
});
afterAll(() => {
  for (const each of clients) each.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('the signer process', () => {
  it('lists the tokens and the ICP-Brasil fields of their certificates', async () => {
    const entry = await certificate(client(), 'ecpf');
    expect(entry.details.icp).toMatchObject({ kind: 'e-CPF', cpf: '28416357919', holderName: 'MARIANA COSTA RIBEIRO' });
    expect(entry.problem).toBeNull();
    expect(entry.keyStatus).toBe('ok');
  });

  it('signs a batch of 25 after one PIN entry; every CAdES AD-RB verifies with OpenSSL', async () => {
    const progress: SignProgress[] = [];
    const signer = client({ onProgress: (event) => progress.push(event) });
    const sessionId = await openSession(signer);
    const contents = documents(25);
    const runId = randomUUID();
    const run = await signer.call('sign', { sessionId, runId, policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: digestItems(contents) });
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(run.value).toMatchObject({ failed: null, notSigned: [], cancelled: false });
    expect(run.value.signed).toHaveLength(25);
    for (const [index, signed] of run.value.signed.entries()) {
      const cms = Buffer.from(signed.cms, 'base64');
      expect(parseSignedData(cms).signer.policy?.oid).toBe('2.16.76.1.7.1.1.2.4');
      if (index % 12 === 0) expect(opensslVerify(cms, contents[index]!, token.pki.chainPemPath, dir).status).toBe(0);
    }
    const tampered = Buffer.from(contents[0]!);
    tampered.writeUInt8(tampered.readUInt8(0) ^ 1, 0);
    expect(opensslVerify(Buffer.from(run.value.signed[0]!.cms, 'base64'), tampered, token.pki.chainPemPath, dir).status).not.toBe(0);
    expect(progress.filter((event) => event.runId === runId && event.status === 'signed')).toHaveLength(25);
    expect(progress.filter((event) => event.status === 'loading')).toHaveLength(25);
    await expect(signer.call('closeSession', { sessionId })).resolves.toEqual({ ok: true, value: null });
    expect(signer.starts()).toBe(1);
  });

  it('answers a wrong PIN with a typed error and never tries again on its own', async () => {
    const signer = client();
    const entry = await certificate(signer, 'ecpf');
    await expect(signer.call('openSession', { certificate: entry.ref, pin: pin('00000000'), userLibraries: [token.module] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'pin-incorrect' },
    });
    // The next attempt is the user's, with the right PIN.
    const opened = await signer.call('openSession', { certificate: entry.ref, pin: pin(), userLibraries: [token.module] });
    expect(opened.ok).toBe(true);
  });

  it('refuses an expired certificate before asking for a PIN', async () => {
    const signer = client();
    const entry = await certificate(signer, 'expired');
    expect(entry.problem?.code).toBe('certificate-expired');
    await expect(signer.call('openSession', { certificate: entry.ref, pin: pin(), userLibraries: [token.module] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'certificate-expired', message: expect.stringContaining('Certificado vencido em') },
    });
  });

  it('refuses an older policy for a certificate whose root is not proven to be v5', async () => {
    const signer = client();
    const sessionId = await openSession(signer);
    const run = await signer.call('sign', { sessionId, runId: randomUUID(), policy: 'CAdES-AD_RB-2.3', hash: 'sha256', items: digestItems(documents(1)) });
    expect(run).toMatchObject({ ok: false, error: { code: 'policy-not-allowed' } });
  });

  it('is cancelled between batches and reports exactly what was signed', async () => {
    let runId = '';
    // A slow card (50 ms a signature), so the cancel lands while documents are still waiting.
    const signer: SignerClient = client({
      faults: { slowSignMs: 50 },
      onProgress: (event) => {
        if (event.status === 'signed' && event.itemId === 'doc-3') void signer.call('cancel', { runId });
      },
    });
    const sessionId = await openSession(signer);
    runId = randomUUID();
    const run = await signer.call('sign', { sessionId, runId, policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: digestItems(documents(60)) });
    if (!run.ok) throw new Error(run.error.message);
    expect(run.value.cancelled).toBe(true);
    expect(run.value.signed.length).toBeGreaterThanOrEqual(10);
    expect(run.value.signed.length).toBeLessThan(60);
    expect(run.value.signed.length + run.value.notSigned.length).toBe(60);
  });

  it('reports a hung module, kills the process and starts a fresh one on the next call', async () => {
    const signer = client({ faults: { hangOn: 'C_SignAsync' }, timeoutsMs: { sign: 500 } });
    const sessionId = await openSession(signer);
    const run = await signer.call('sign', { sessionId, runId: randomUUID(), policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: digestItems(documents(1)) });
    expect(run).toMatchObject({ ok: false, error: { code: 'module-hung' } });
    await expect(signer.call('ping', null)).resolves.toMatchObject({ ok: true });
    expect(signer.starts()).toBe(2);
    // The new process has no session: the user is asked for the PIN again.
    const again = await signer.call('sign', { sessionId, runId: randomUUID(), policy: 'CAdES-AD_RB-2.4', hash: 'sha256', items: digestItems(documents(1)) });
    expect(again).toMatchObject({ ok: false, error: { code: 'session-not-found' } });
  });

  it('reports a crashed module and keeps working with a new process', async () => {
    const signer = client({ faults: { crashOn: 'C_Login' } });
    const entry = await certificate(signer, 'ecpf');
    await expect(signer.call('openSession', { certificate: entry.ref, pin: pin(), userLibraries: [token.module] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'module-crashed' },
    });
    await expect(signer.call('ping', null)).resolves.toMatchObject({ ok: true });
    expect(signer.starts()).toBe(2);
  });

  it('wipes the PIN bytes it was given once they are sent', async () => {
    const signer = client();
    const entry = await certificate(signer, 'ecpf');
    const bytes = pin();
    await signer.call('openSession', { certificate: entry.ref, pin: bytes, userLibraries: [token.module] });
    expect([...bytes].every((byte) => byte === 0)).toBe(true);
  });
});
