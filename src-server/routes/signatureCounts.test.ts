// GET /api/signature/counts (issue 19): the Assinaturas menu's counts, hand-counted from the seed
// and then moved by a new request, a signature and a deletion; each equal to what the /sign
// batch of the same name lists.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { signatureCountsSchema } from '../../src-shared/api/signatureCounts';
import { signingSessionSchema } from '../../src-shared/api/signingSession';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { requestSignature } from '../notifications/signatureRequests';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';

let server: TestServer;
let clerk: string;
let clerkId: number;
let adminId: number;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
  adminId = userIdOf(server.db, 'admin@demo.gov.br');
});
afterEach(() => server.stop());

const get = (url: string, token: string | null = clerk) => server.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const counts = async (token = clerk) => {
  const response = await get('/api/signature/counts', token);
  expect(response.statusCode, response.body).toBe(200);
  return signatureCountsSchema.parse(json(response));
};
const listed = async (batchType: string, token = clerk) =>
  signingSessionSchema.parse(json(await get(`/api/signature/session?batchType=${batchType}`, token))).documents.length;
/** The counts and the two /sign batches agree. */
const expectCounts = async (expected: { pending: number; finished: number }) => {
  expect(await counts()).toEqual(expected);
  expect(await listed('batch-request-signature-pending')).toBe(expected.pending);
  expect(await listed('batch-request-signature-finished')).toBe(expected.finished);
};
/** A document of the Protocolo's inbox nobody asked the clerk to sign yet. */
const unaskedDocument = () =>
  server.db
    .prepare<[number], { id: number; email_id: number }>(
      `SELECT d.id, ie.id AS email_id FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
       WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = 'PROT') AND d.status <> 'draft'
         AND NOT EXISTS (SELECT 1 FROM signature_requests r WHERE r.document_id = d.id AND r.requested_user_id = ?)
       ORDER BY ie.id LIMIT 1`,
    )
    .get(clerkId)!;
const ask = (documentId: number, inboxEmailId: number | null = null) =>
  requestSignature(server.db, { documentId, inboxEmailId, requestedUserId: clerkId, requestedByUserId: adminId, isGed: false, now: '2026-01-10T11:00:00.000Z' });

describe('GET /api/signature/counts', () => {
  it('counts the seed by hand: of the clerk’s four requests, two are pending (one plain, one GED), none finished; canceled and declined count nowhere', async () => {
    const statuses = server.db
      .prepare<[number], string>('SELECT status FROM signature_requests WHERE requested_user_id = ? ORDER BY status')
      .pluck()
      .all(clerkId);
    expect(statuses).toEqual(['canceled', 'created', 'created', 'declined']);
    await expectCounts({ pending: 2, finished: 0 });
    // The administrator's own: two pending.
    expect(await counts(await tokenFor(server.app, 'admin@demo.gov.br'))).toEqual({ pending: 2, finished: 0 });
  });

  it('a new request adds one pending; a second request for the same document does not; signing it moves one to finished', async () => {
    const document = unaskedDocument();
    ask(document.id, document.email_id);
    await expectCounts({ pending: 3, finished: 0 });
    ask(document.id, document.email_id);
    await expectCounts({ pending: 3, finished: 0 });

    // Signing a document answers the oldest pending request for it (signatureEffects.ts).
    const pendingPlain = server.db
      .prepare<[number], number>("SELECT document_id FROM signature_requests WHERE requested_user_id = ? AND status = 'created' AND is_ged = 0 ORDER BY id LIMIT 1")
      .pluck()
      .get(clerkId)!;
    const signed = await server.app.inject({ method: 'POST', url: `/api/signature/sign/${pendingPlain}?type=doc`, headers: bearer(clerk), payload: { password: DEMO_PASSWORD } });
    expect(signed.statusCode, signed.body).toBe(200);
    await expectCounts({ pending: 2, finished: 1 });
  });

  it('leaves out requests of documents that no longer exist', async () => {
    const document = unaskedDocument();
    const { id } = ask(document.id, null);
    await expectCounts({ pending: 3, finished: 0 });
    // The request row stays (as after a document is purged with its foreign keys off); the count follows the session.
    server.db.pragma('foreign_keys = OFF');
    server.db.prepare('UPDATE signature_requests SET document_id = ? WHERE id = ?').run(9_999_999, id);
    server.db.pragma('foreign_keys = ON');
    await expectCounts({ pending: 2, finished: 0 });
  });

  it('is staff only, with any Assinatura permission', async () => {
    expect((await get('/api/signature/counts', null)).statusCode).toBe(401);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await get('/api/signature/counts', citizen)).statusCode).toBe(403);
    // Without signature-sign and signature-request, signature-list alone still reads them.
    server.db
      .prepare("DELETE FROM role_permissions WHERE role_id = 2 AND permission_id IN (SELECT id FROM permissions WHERE name IN ('signature-sign', 'signature-request'))")
      .run();
    expect(await counts()).toEqual({ pending: 2, finished: 0 });
    server.db.prepare("DELETE FROM role_permissions WHERE role_id = 2 AND permission_id IN (SELECT id FROM permissions WHERE name = 'signature-list')").run();
    expect((await get('/api/signature/counts')).statusCode).toBe(403);
  });
});
