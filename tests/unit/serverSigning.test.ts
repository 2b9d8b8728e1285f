// The server-driven ICP flow end to end, below the UI: the reference server (start, complete,
// doc-signers), the real signer process on a SoftHSM2 token, and the shared batch orchestration
// the signature screen uses. One PIN entry for 25 documents; one document the user may not sign
// stops the run, and the report says exactly which documents were signed.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentSignersResponseSchema,
  signatureCompleteResponseSchema,
  signatureStartResponseSchema,
} from '../../src-shared/api/signatures';
import { signerError } from '../../src-shared/signer/errors';
import { signDocumentsOnServer, type ServerSigningApi } from '../../src-shared/signer/serverSigning';
import type { BatchEvent } from '../../src-shared/signer/batch';
import { trustListFromPem } from '../../src-server/signatures/trustList';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../../src-server/testing/harness';
import { spawnNodeSigner } from '../../src-signer/client/nodeTransport';
import { createSignerClient, type SignerClient } from '../../src-signer/client/signerClient';
import { createSoftHsmToken, type SoftHsmToken } from '../fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL } from '../../scripts/demo/demoToken';

let dir: string;
let token: SoftHsmToken;
let server: TestServer;
let signer: SignerClient;
let admin: string;

class HttpError extends Error {
  constructor(readonly status: number, readonly body: { message?: string }) {
    super(`HTTP ${status}`);
  }
}

const api = (): ServerSigningApi => ({
  async start({ id, type }, certificateContent) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/signature/start/${id}`,
      query: { certificateContent, type },
      headers: bearer(admin),
    });
    if (response.statusCode !== 200) throw new HttpError(response.statusCode, json(response));
    return signatureStartResponseSchema.parse(json(response));
  },
  async complete({ id }, body) {
    const response = await server.app.inject({ method: 'POST', url: `/api/signature/sign/icp/${id}/complete`, payload: body, headers: bearer(admin) });
    if (response.statusCode !== 200) throw new HttpError(response.statusCode, json(response));
    return signatureCompleteResponseSchema.parse(json(response));
  },
});

/** 25 documents of the admin's sector, the 14th written in a sector she does not belong to. */
function documentsToSign(): number[] {
  const adminId = userIdOf(server.db, 'admin@demo.gov.br');
  const own = server.db.prepare<[number], { sector_id: number }>('SELECT sector_id FROM documents WHERE created_by = ? LIMIT 1').get(adminId)!;
  const foreign = server.db
    .prepare<[number], { id: number }>('SELECT id FROM sectors WHERE id NOT IN (SELECT sector_id FROM user_sectors WHERE user_id = ?) LIMIT 1')
    .get(adminId)!;
  const insert = server.db.prepare(
    `INSERT INTO documents (uuid, title, number, sector_id, created_by, created_at, media_type, content, content_sha256)
     VALUES (?, ?, ?, ?, ?, '2026-01-09T10:00:00.000Z', 'application/pdf', ?, ?)`,
  );
  return Array.from({ length: 25 }, (_, index) => {
    const content = Buffer.from(`%PDF-1.4\n% Memorando ${index + 1}/2026\n`);
    const mine = index !== 13;
    const { lastInsertRowid } = insert.run(
      randomUUID(),
      `Memorando ${index + 1}/2026`,
      `Memorando nº ${index + 1}/2026`,
      mine ? own.sector_id : foreign.id,
      mine ? adminId : null,
      content,
      createHash('sha256').update(content).digest('hex'),
    );
    return Number(lastInsertRowid);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-server-signing-'));
  token = createSoftHsmToken(join(dir, 'token'));
  server = testServer({ trustList: trustListFromPem(readFileSync(token.pki.chainPemPath, 'utf8')), now: () => Date.now() });
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
  signer = createSignerClient({ spawn: () => spawnNodeSigner({ env: token.env, stderr: 'ignore' }), log: () => undefined });
});
afterAll(async () => {
  signer.dispose();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('signing server documents with an A3 token', () => {
  it('signs in batches of 10 after one PIN, stops at the first refusal and reports every document', async () => {
    const inventory = await signer.call('inventory', { refresh: false, extraPaths: [token.module], only: true });
    if (!inventory.ok) throw new Error(inventory.error.message);
    const certificate = inventory.value.certificates.find((entry) => entry.ref.tokenLabel === DEMO_TOKEN_LABEL && entry.ref.certId === token.pki.certs.ecpf.id)!;
    const opened = await signer.call('openSession', { certificate: certificate.ref, pin: new Uint8Array(Buffer.from(token.pin)), userLibraries: [token.module] });
    if (!opened.ok) throw new Error(opened.error.message);

    const ids = documentsToSign();
    const events: BatchEvent[] = [];
    const batches: string[][] = [];
    const report = await signDocumentsOnServer({
      targets: ids.map((id) => ({ key: String(id), id, type: 'document' as const })),
      certificateDer: certificate.der,
      sessionId: opened.value.sessionId,
      runId: randomUUID(),
      api: api(),
      sign: (args) => signer.call('sign', args),
      describeHttpError: (error) =>
        signerError('sign-failed', { message: error instanceof HttpError && error.body.message ? error.body.message : 'Erro ao assinar' }),
      onEvent: (event) => events.push(event),
      onBatchDone: (batch) => batches.push(batch),
    });

    const asIds = (list: number[]) => list.map(String);
    expect(report.failed?.id).toBe(String(ids[13]));
    expect(report.failed?.error.message).toMatch(/\S/);
    expect(report.done.map((entry) => entry.id).sort()).toEqual(asIds([...ids.slice(0, 13), ...ids.slice(14, 20)]).sort());
    expect(report.notDone).toEqual(asIds(ids.slice(20)));
    expect(batches).toEqual([asIds(ids.slice(0, 10))]);
    expect(events.filter((event) => event.status === 'signed')).toHaveLength(19);

    // What the server kept is what the report says: a verified signature on each signed document, none on the others.
    for (const [index, id] of ids.entries()) {
      const response = await server.app.inject({ method: 'GET', url: `/api/signature/doc-signers/${id}?type=document`, headers: bearer(admin) });
      if (index === 13) {
        expect(response.statusCode).toBe(403);
        continue;
      }
      const signers = documentSignersResponseSchema.parse(json(response));
      expect(signers.map((entry) => entry.name)).toEqual(index < 20 ? ['MARIANA COSTA RIBEIRO'] : []);
    }
    await signer.call('closeSession', { sessionId: opened.value.sessionId });
  });
});
