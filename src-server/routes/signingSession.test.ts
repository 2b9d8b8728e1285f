// The signing screen's calls (issue 6, spec §2 /sign, §4 Signing, §7 Signatures): the session per
// batch type, GDOC signatures by password (and the request they accept), every signer of a
// document and its attachments, previews and manifests as real PDFs, and the signed list.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageSchema } from '../../src-shared/api/page';
import { documentSignersResponseSchema } from '../../src-shared/api/signatures';
import { gdocSignResponseSchema, signedDocumentSchema, signingSessionSchema, type SigningSession } from '../../src-shared/api/signingSession';
import { messages } from '../../src-shared/messages';
import { insertAttachment } from '../medias/store';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { bearer, json, loginRequest, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid } from '../testing/inbox';
import { checkPdf } from '../testing/pdfTools';

const m = messages.signing;
let server: TestServer;
let clerk: string;
let clerkId: number;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

type Request = { id: number; uuid: string; document_id: number; is_ged: number; status: string };
const requestsOf = (userId: number, status = 'created') =>
  server.db
    .prepare<[number, string], Request>('SELECT id, uuid, document_id, is_ged, status FROM signature_requests WHERE requested_user_id = ? AND status = ? ORDER BY id')
    .all(userId, status);
const requestStatus = (uuid: string) => server.db.prepare<[string], string>('SELECT status FROM signature_requests WHERE uuid = ?').pluck().get(uuid);
const get = (url: string, token: string | null = clerk) => server.app.inject({ method: 'GET', url, headers: token === null ? {} : bearer(token) });
const sign = (id: number, payload: object, token: string | null = clerk, type = 'doc') =>
  server.app.inject({ method: 'POST', url: `/api/signature/sign/${id}?type=${type}`, headers: token === null ? {} : bearer(token), payload });
const session = async (query: string, token = clerk): Promise<SigningSession> => {
  const response = await get(`/api/signature/session?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return signingSessionSchema.parse(json(response));
};
const documentOfEmail = (uuid: string) =>
  server.db.prepare<[string], number>('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid) as number;
/** A document of the Gabinete the clerk can neither see, open in an inbox, nor was asked to sign. */
const foreignDocument = () =>
  server.db
    .prepare<[{ me: number }], number>(
      `WITH RECURSIVE mine(id) AS (SELECT sector_id FROM user_sectors WHERE user_id = @me UNION SELECT s.id FROM sectors s JOIN mine ON s.parent_id = mine.id)
       SELECT d.id FROM documents d WHERE d.sector_id = (SELECT id FROM sectors WHERE symbol = 'GAB') AND d.created_by IS NOT @me
         AND NOT EXISTS (SELECT 1 FROM inbox_emails ie WHERE ie.document_id = d.id AND (ie.user_id = @me OR ie.sector_id IN (SELECT id FROM mine)))
         AND NOT EXISTS (SELECT 1 FROM signature_requests r WHERE r.document_id = d.id AND r.requested_user_id = @me)
       ORDER BY d.id LIMIT 1`,
    )
    .pluck()
    .get({ me: clerkId }) as number;
const pdfText = (response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return checkPdf(response.rawPayload);
};

describe('access', () => {
  it('answers 401 without a session, 403 to a citizen and to staff without the Assinatura permission', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', 6);
    const [request] = requestsOf(clerkId);
    expect(request).toBeDefined();
    const urls = [
      '/api/signature/session?batchType=batch-request-signature-pending',
      `/api/signature/preview/${request!.document_id}`,
      `/api/signature/preview?ids=${request!.document_id}`,
      `/api/signature/ged/preview?ids=${request!.document_id}`,
      `/api/signature/doc-signers/${request!.document_id}/all`,
      '/api/signature/signed',
    ];
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, citizen)).statusCode, url).toBe(403);
    }
    expect((await sign(request!.document_id, { password: DEMO_PASSWORD }, null)).statusCode).toBe(401);
    expect((await sign(request!.document_id, { password: DEMO_PASSWORD }, citizen)).statusCode).toBe(403);

    server.db
      .prepare("DELETE FROM role_permissions WHERE role_id = 2 AND permission_id IN (SELECT id FROM permissions WHERE name IN ('signature-sign', 'signature-list'))")
      .run();
    expect((await get('/api/signature/session?batchType=batch-request-signature-pending')).statusCode).toBe(403);
    expect((await get('/api/signature/signed')).statusCode).toBe(403);
    expect((await sign(request!.document_id, { password: DEMO_PASSWORD })).statusCode).toBe(403);
    expect(requestStatus(request!.uuid)).toBe('created');
  });

  it('refuses documents the user cannot open (403) and what does not exist (404)', async () => {
    const foreign = foreignDocument();
    expect(foreign).toBeGreaterThan(0);
    const refused = await sign(foreign, { password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(m.documentForbidden);
    expect((await sign(9_999_999, { password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect((await sign(9_999_999, { password: DEMO_PASSWORD }, clerk, 'attachment')).statusCode).toBe(404);
    expect((await get(`/api/signature/preview/${foreign}`)).statusCode).toBe(403);
    expect((await get(`/api/signature/preview?ids=${foreign}`)).statusCode).toBe(403);
    expect((await get(`/api/signature/doc-signers/${foreign}/all`)).statusCode).toBe(403);
    expect((await get(`/api/signature/print-file/${foreign}?type=doc`)).statusCode).toBe(403);
    expect((await get('/api/signature/print/' + 'a'.repeat(64) + '/pades')).statusCode).toBe(404);
    expect((await get('/api/signature/preview?ids=abc')).statusCode).toBe(422);
    expect((await sign(foreign, {})).statusCode).toBe(422);
  });
});

describe('GET /api/signature/session', () => {
  it('emails and standard: the documents of the emails the user can open, with their attachments', async () => {
    const own = emailUuid(server.db, { sector: 'PROT' });
    const foreign = emailUuid(server.db, { sector: 'GAB' });
    const documentId = documentOfEmail(own);
    const file = insertAttachment(server.db, documentId, clerkId, { name: 'planilha.pdf', group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }, '2026-01-10T12:00:00.000Z');
    const locked = insertAttachment(
      server.db,
      documentId,
      clerkId,
      { name: 'protegido.pdf', group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4\ntrailer << /Encrypt 5 0 R >>\n%%EOF\n') },
      '2026-01-10T12:00:00.000Z',
    );
    const files = server.db.prepare<[number], number>('SELECT id FROM attachments WHERE document_id = ? ORDER BY id').pluck().all(documentId);
    expect(files.slice(-2)).toEqual([file.id, locked.id]);
    for (const batchType of ['emails', 'standard']) {
      const result = await session(`batchType=${batchType}&ids=${own},${foreign}`);
      expect(result.documents.map((entry) => entry.localId)).toEqual([`doc-${documentId}`, ...files.map((id) => `att-${id}`)]);
      expect(result.documents.find((entry) => entry.id === locked.id && entry.type === 'attachment')?.attachmentHasPassword).toBe(true);
      expect(result.documents.find((entry) => entry.id === file.id && entry.type === 'attachment')?.attachmentHasPassword).toBe(false);
      expect(result.documents.every((entry) => !entry.hasBeenSigned)).toBe(true);
      expect(result.document_uuid).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      // No gov.br configuration in this server: see govBr.test.ts for the configured one.
      expect(result.settings).toEqual({ canChooseDocs: true, canSignWithIcp: true, canSignWithGdoc: true, hidePasswordField: false, canSignWithGovBR: false });
      expect(result.signer).toEqual({ name: 'João Pedro Almeida', cpf: '***.925.846-**', sector: expect.any(String), photo_link: null });
    }
    expect((await get('/api/signature/session?batchType=emails&ids=nope')).statusCode).toBe(422);
    expect((await get('/api/signature/session?batchType=outro')).statusCode).toBe(422);
  });

  it('pending and finished requests, and one request (signature-request, ged) without choosing', async () => {
    const pending = requestsOf(clerkId);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const result = await session('batchType=batch-request-signature-pending');
    expect(result.documents.map((entry) => entry.id).sort()).toEqual([...new Set(pending.map((request) => request.document_id))].sort());
    expect(result.documents.every((entry) => entry.type === 'doc' && !entry.hasBeenSigned)).toBe(true);
    expect((await session('batchType=batch-request-signature-finished')).documents).toEqual([]);

    const plain = pending.find((request) => request.is_ged === 0)!;
    const one = await session(`batchType=signature-request&signature_request_uuid=${plain.uuid}`);
    expect(one.documents.map((entry) => entry.id)).toEqual([plain.document_id]);
    expect(one.settings.canChooseDocs).toBe(false);
    expect(one.document_type).toEqual(expect.any(String));
    const ged = pending.find((request) => request.is_ged === 1)!;
    expect((await session(`batchType=ged&signature_request_uuid=${ged.uuid}`)).documents.map((entry) => entry.id)).toEqual([ged.document_id]);

    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    expect((await get(`/api/signature/session?batchType=signature-request&signature_request_uuid=${plain.uuid}`, admin)).statusCode).toBe(403);
    expect((await get('/api/signature/session?batchType=signature-request')).statusCode).toBe(422);
    expect((await get(`/api/signature/session?batchType=ged&signature_request_uuid=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('POST /api/signature/sign/{id} (GDOC)', () => {
  it('refuses a wrong password, signs with the right one, accepts the request and refuses a second signature', async () => {
    const request = requestsOf(clerkId).find((candidate) => candidate.is_ged === 0)!;
    const wrong = await sign(request.document_id, { password: 'errada123' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ message: m.wrongPassword, errors: { password: [m.wrongPassword] } });
    expect(requestStatus(request.uuid)).toBe('created');

    const signed = await sign(request.document_id, { password: DEMO_PASSWORD, location: { latitude: -21.8, longitude: -46.5 } });
    expect(signed.statusCode, signed.body).toBe(200);
    const body = gdocSignResponseSchema.parse(json(signed));
    expect(body).toMatchObject({ message: m.signed, signature_request_uuid: request.uuid, signature: { signer: { name: 'João Pedro Almeida', cpf_cnpj: '***.925.846-**' } } });
    expect(requestStatus(request.uuid)).toBe('accepted');

    const again = await sign(request.document_id, { password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe(m.alreadySigned);

    // The session follows: no longer pending, now finished and signed.
    expect((await session('batchType=batch-request-signature-pending')).documents.map((entry) => entry.id)).not.toContain(request.document_id);
    const finished = await session('batchType=batch-request-signature-finished');
    expect(finished.documents).toEqual([expect.objectContaining({ id: request.document_id, hasBeenSigned: true })]);

    // Signers: GDOC without certificate, in doc-signers and /all.
    const signers = documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${request.document_id}?type=doc`)));
    expect(signers).toEqual([
      { id: body.signature.id, name: 'João Pedro Almeida', cpf_cnpj: '***.925.846-**', type: 'GDOC', signed_at: body.signature.signed_at, certificate: null, policy: null, attachment_id: null, hash: body.signature.hash },
    ]);
    expect(documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${request.document_id}/all`)))).toEqual(signers);

    // The manifest and the printed document are PDFs naming the signer.
    const manifest = pdfText(await get(`/api/signature/print/${body.signature.hash}/pades`));
    expect(manifest.pages).toBe(1);
    if (manifest.text !== '') {
      expect(manifest.text).toContain(m.manifestTitle);
      expect(manifest.text).toContain('João Pedro Almeida');
      expect(manifest.text).toContain(body.signature.hash);
    }
    const printed = pdfText(await get(`/api/signature/print-file/${request.document_id}?type=doc`));
    if (printed.text !== '') expect(printed.text).toContain(m.signersHeading);
    // Someone who cannot open the document does not get the manifest.
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await get(`/api/signature/print/${body.signature.hash}/pades`, colleague)).statusCode).toBe(403);
  });

  it('signs an attachment, which /all lists with the document’s signatures and print-file serves as stored', async () => {
    const uuid = emailUuid(server.db, { sector: 'PROT' });
    const documentId = documentOfEmail(uuid);
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const file = insertAttachment(server.db, documentId, clerkId, { name: 'laudo.pdf', group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes }, '2026-01-10T12:00:00.000Z');
    expect((await sign(file.id, { password: DEMO_PASSWORD, location: 'Pouso Alegre' }, clerk, 'attachment')).statusCode).toBe(200);
    expect((await sign(documentId, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await sign(file.id, { password: DEMO_PASSWORD }, clerk, 'attachment')).statusCode).toBe(422);
    expect(server.db.prepare('SELECT is_signed FROM attachments WHERE id = ?').pluck().get(file.id)).toBe(1);

    const all = documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${documentId}/all`)));
    expect(all.map((entry) => [entry.type, entry.attachment_id])).toEqual([
      ['GDOC', file.id],
      ['GDOC', null],
    ]);
    expect(documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${file.id}?type=attachment`))).map((entry) => entry.attachment_id)).toEqual([file.id]);
    expect(documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${documentId}`))).map((entry) => entry.attachment_id)).toEqual([null]);

    const served = await get(`/api/signature/print-file/${file.id}?type=attachment`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const manifest = pdfText(await get(`/api/signature/print/${all[0]!.hash}/pades`));
    if (manifest.text !== '') expect(manifest.text).toContain('laudo.pdf');

    const emailSession = await session(`batchType=emails&ids=${uuid}`);
    expect(emailSession.documents.filter((entry) => entry.localId === `att-${file.id}` || entry.localId === `doc-${documentId}`).every((entry) => entry.hasBeenSigned)).toBe(true);
  });

  it('refuses a request that is not the caller’s, of another document or no longer pending', async () => {
    const [first, second] = requestsOf(clerkId);
    const adminId = userIdOf(server.db, 'admin@demo.gov.br');
    const [adminRequest] = requestsOf(adminId);
    expect((await sign(first!.document_id, { password: DEMO_PASSWORD, signature_request_uuid: adminRequest!.uuid })).statusCode).toBe(403);
    const other = await sign(first!.document_id, { password: DEMO_PASSWORD, signature_request_uuid: second!.uuid });
    expect(json(other).message).toBe(m.requestOfOtherDocument);
    const declined = requestsOf(clerkId, 'declined')[0]!;
    expect(json(await sign(declined.document_id, { password: DEMO_PASSWORD, signature_request_uuid: declined.uuid })).message).toBe(m.requestNotPending);
    expect((await sign(first!.document_id, { password: DEMO_PASSWORD, signature_request_uuid: first!.uuid })).statusCode).toBe(200);
    expect(requestStatus(first!.uuid)).toBe('accepted');
  });

  it('counts wrong passwords against the login throttle, each before it is checked, so parallel guesses get no more tries than the limit', async () => {
    await server.stop();
    server = testServer({ loginThrottle: { maxFailures: 3, windowSeconds: 60 } });
    clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const request = requestsOf(clerkId)[0]!;
    const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => sign(request.document_id, { password: `errada${i}` })));
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
    const throttled = await sign(request.document_id, { password: DEMO_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
    expect((await loginRequest(server.app, { email: 'servidor@demo.gov.br' })).statusCode).toBe(429);
  });

  it('checks a batch sent at once with one password once, so an earlier typo does not let the batch throttle itself', async () => {
    const documents = server.db
      .prepare<[], number>("SELECT DISTINCT ie.document_id FROM inbox_emails ie WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = 'PROT') ORDER BY ie.document_id LIMIT 10")
      .pluck()
      .all();
    expect(documents).toHaveLength(10);
    expect((await sign(documents[0]!, { password: 'errada' })).statusCode).toBe(422);
    const batch = await Promise.all(documents.map((id) => sign(id, { password: DEMO_PASSWORD })));
    expect(batch.map((response) => response.statusCode)).toEqual(documents.map(() => 200));
  });
});

describe('previews', () => {
  it('a document, a request, a batch and the GED preview are PDFs', async () => {
    const [first, second] = requestsOf(clerkId);
    const one = pdfText(await get(`/api/signature/preview/${first!.document_id}`));
    expect(one.pages).toBeGreaterThanOrEqual(1);
    if (one.text !== '') {
      expect(one.text).toContain(m.signersHeading);
      expect(one.text).toContain(m.noSigners);
    }
    const requested = pdfText(await get(`/api/signature/request/preview/${first!.uuid}`));
    if (requested.text !== '') expect(requested.text).toContain('Mariana Costa Ribeiro');
    // The requester may preview it too; someone else may not.
    expect((await get(`/api/signature/request/preview/${first!.uuid}`, await tokenFor(server.app, 'admin@demo.gov.br'))).statusCode).toBe(200);
    expect((await get(`/api/signature/request/preview/${first!.uuid}`, await tokenFor(server.app, 'servidora@demo.gov.br'))).statusCode).toBe(403);
    expect((await get(`/api/signature/request/preview/${crypto.randomUUID()}`)).statusCode).toBe(404);

    const batch = pdfText(await get(`/api/signature/preview?ids=${first!.document_id},${second!.document_id}`));
    if (batch.text !== '') expect(batch.text.split(m.signersHeading).length - 1).toBe(2);
    pdfText(await get(`/api/signature/ged/preview?ids=${first!.uuid},${second!.uuid}&is_request=true`));
    pdfText(await get(`/api/signature/ged/preview?ids=${first!.document_id}`));
    const file = insertAttachment(server.db, first!.document_id, clerkId, { name: 'ged.pdf', group: 'GED', extension: 'pdf', mime: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }, '2026-01-10T12:00:00.000Z');
    const upload = pdfText(await get(`/api/signature/ged/preview?ids=${file.id}&is_upload=1`));
    if (upload.text !== '') expect(upload.text).toContain('ged.pdf');
    expect((await get('/api/signature/ged/preview')).statusCode).toBe(422);
  });
});

describe('GET /api/signature/signed', () => {
  it('pages the documents the caller signed, newest first, with their signers', async () => {
    const empty = pageSchema(signedDocumentSchema).parse(json(await get('/api/signature/signed')));
    expect(empty.total).toBe(0);
    const [first, second] = requestsOf(clerkId);
    expect((await sign(first!.document_id, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    server.clock.advance(60);
    expect((await sign(second!.document_id, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    const page = pageSchema(signedDocumentSchema).parse(json(await get('/api/signature/signed?per_page=1')));
    expect(page.total).toBe(2);
    expect(page.last_page).toBe(2);
    expect(page.data).toEqual([
      expect.objectContaining({ document_id: second!.document_id, type: 'GDOC', signers: [expect.objectContaining({ name: 'João Pedro Almeida', type: 'GDOC', attachment_id: null })] }),
    ]);
    const next = pageSchema(signedDocumentSchema).parse(json(await get('/api/signature/signed?per_page=1&page=2')));
    expect(next.data.map((entry) => entry.document_id)).toEqual([first!.document_id]);
    // Another user's list does not show them.
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    expect(pageSchema(signedDocumentSchema).parse(json(await get('/api/signature/signed', admin))).total).toBe(0);
  });

  it('names the file of each signature: the document itself, or which attachment', async () => {
    const documentId = documentOfEmail(emailUuid(server.db, { sector: 'PROT' }));
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const file = insertAttachment(server.db, documentId, clerkId, { name: 'laudo técnico.pdf', group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes }, '2026-01-10T12:00:00.000Z');
    expect((await sign(documentId, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    server.clock.advance(60);
    expect((await sign(file.id, { password: DEMO_PASSWORD }, clerk, 'attachment')).statusCode).toBe(200);
    const [signed] = pageSchema(signedDocumentSchema).parse(json(await get('/api/signature/signed'))).data;
    expect(signed!.signers.map((signer) => [signer.attachment_id, signer.attachment_name])).toEqual([
      [null, null],
      [file.id, 'laudo técnico.pdf'],
    ]);
  });
});
