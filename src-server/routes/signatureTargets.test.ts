// What an ICP signature covers (issue 6, spec §4 Signing): a document written in the editor (its
// text is the HTML body, it has no stored bytes) and any attachment are signed like a stored
// document — the digest of exactly the bytes the GDOC signature covers, the CMS verified over them
// — and signing answers the signer's pending signature request.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentSignersResponseSchema, signatureStartResponseSchema, type SignatureStartResponse } from '../../src-shared/api/signatures';
import { messages } from '../../src-shared/messages';
import { insertAttachment } from '../medias/store';
import { requestSignature, setRequestStatus } from '../notifications/signatureRequests';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { cadesSign, createPki, type TestPkiHandle } from '../testing/icpSigning';

let pki: TestPkiHandle;
beforeAll(() => {
  pki = createPki();
});
afterAll(() => pki.remove());

let server: TestServer;
let admin: string;
afterEach(() => server.stop());
async function start() {
  server = testServer({ trustList: pki.trustList });
  server.clock.set(new Date().toISOString());
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
}

/** A Gabinete process written in the editor, with attachments: Mariana (admin) works in Gabinete. */
const EDITOR_DOCUMENT = 'Processo nº 1/2024 — GAB';
const documentId = () => server.db.prepare('SELECT id FROM documents WHERE number = ?').pluck().get(EDITOR_DOCUMENT) as number;
const bodyOf = (id: number) => Buffer.from(server.db.prepare('SELECT body FROM documents WHERE id = ?').pluck().get(id) as string, 'utf8');
/** A file attached to the document, as the upload route stores it. */
const attachmentOf = (id: number) =>
  insertAttachment(
    server.db,
    id,
    userIdOf(server.db, 'admin@demo.gov.br'),
    { name: 'parecer.txt', group: 'Anexos', extension: 'txt', mime: 'text/plain', bytes: Buffer.from('Parecer favorável.\n', 'utf8') },
    new Date().toISOString(),
  ).id;
const fileOf = (attachmentId: number) =>
  server.db.prepare('SELECT content FROM attachment_contents WHERE attachment_id = ?').pluck().get(attachmentId) as Buffer;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

type Target = 'document' | 'attachment';

async function startOn(type: Target, id: number): Promise<SignatureStartResponse> {
  const search = new URLSearchParams({ certificateContent: pki.pki.certs.ecpf.certDer.toString('base64'), type });
  const response = await server.app.inject({ method: 'GET', url: `/api/signature/start/${id}?${search}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return signatureStartResponseSchema.parse(json(response));
}

function completeOn(type: Target, id: number, started: SignatureStartResponse, bytes: Buffer) {
  const signature = cadesSign(pki.pki.certs.ecpf, bytes).toString('base64');
  return server.app.inject({
    method: 'POST',
    url: `/api/signature/sign/icp/${id}/complete`,
    headers: bearer(admin),
    payload: { type, signature, signature_id: started.signature_id },
  });
}

const signers = async (id: number, type: 'doc' | 'attachment') =>
  documentSignersResponseSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/signature/doc-signers/${id}?type=${type}`, headers: bearer(admin) })));

describe('ICP signatures of what the signing screen lists', () => {
  it('signs a document written in the editor over its body’s UTF-8 bytes', async () => {
    await start();
    const id = documentId();
    const body = bodyOf(id);
    expect(body.length).toBeGreaterThan(0);
    const started = await startOn('document', id);
    expect(started.hash).toBe(sha256(body));
    const completed = await completeOn('document', id, started, body);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await signers(id, 'doc')).toEqual([expect.objectContaining({ type: 'ICP', attachment_id: null })]);
  });

  it('signs an attachment over its file, flags it signed and lists it apart from the document', async () => {
    await start();
    const id = documentId();
    const attachmentId = attachmentOf(id);
    const started = await startOn('attachment', attachmentId);
    expect(started).toMatchObject({ docId: attachmentId, type: 'attachment', hash: sha256(fileOf(attachmentId)) });

    // A CMS over the document's bytes is not a signature of the attachment.
    const wrong = await completeOn('attachment', attachmentId, started, bodyOf(id));
    expect(wrong.statusCode).toBe(422);
    const completed = await completeOn('attachment', attachmentId, started, fileOf(attachmentId));
    expect(completed.statusCode, completed.body).toBe(200);

    expect(await signers(attachmentId, 'attachment')).toEqual([expect.objectContaining({ type: 'ICP', attachment_id: attachmentId })]);
    expect(await signers(id, 'doc')).toEqual([]);
    expect(server.db.prepare('SELECT is_signed FROM attachments WHERE id = ?').pluck().get(attachmentId)).toBe(1);
  });

  it('does not complete a start of the document as the attachment’s, nor the other way round', async () => {
    await start();
    const id = documentId();
    const attachmentId = attachmentOf(id);
    const ofDocument = await startOn('document', id);
    const crossed = await completeOn('attachment', attachmentId, ofDocument, fileOf(attachmentId));
    expect(json(crossed)).toMatchObject({ message: messages.server.signatureStartNotFound });
    const ofAttachment = await startOn('attachment', attachmentId);
    const back = await completeOn('document', id, ofAttachment, bodyOf(id));
    expect(json(back)).toMatchObject({ message: messages.server.signatureStartNotFound });
  });

  it('refuses to start a second signature of what the user already signed', async () => {
    await start();
    const id = documentId();
    const started = await startOn('document', id);
    expect((await completeOn('document', id, started, bodyOf(id))).statusCode).toBe(200);
    const search = new URLSearchParams({ certificateContent: pki.pki.certs.ecpf.certDer.toString('base64') });
    const again = await server.app.inject({ method: 'GET', url: `/api/signature/start/${id}?${search}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ message: messages.signing.alreadySigned });
  });

  it('answers the signer’s pending request for the document', async () => {
    await start();
    const id = documentId();
    const adminId = userIdOf(server.db, 'admin@demo.gov.br');
    const requester = userIdOf(server.db, 'servidor@demo.gov.br');
    const request = requestSignature(server.db, { documentId: id, requestedUserId: adminId, requestedByUserId: requester, isGed: false, now: new Date().toISOString() });
    const started = await startOn('document', id);
    expect((await completeOn('document', id, started, bodyOf(id))).statusCode).toBe(200);
    expect(server.db.prepare('SELECT status FROM signature_requests WHERE id = ?').pluck().get(request.id)).toBe('accepted');
  });

  it('lets who was asked to sign a document of another sector sign it, until the request is canceled', async () => {
    await start();
    const other = server.db.prepare("SELECT id FROM documents WHERE number = 'Memorando nº 8/2026 — SESAU'").pluck().get() as number;
    const search = new URLSearchParams({ certificateContent: pki.pki.certs.ecpf.certDer.toString('base64') });
    const before = await server.app.inject({ method: 'GET', url: `/api/signature/start/${other}?${search}`, headers: bearer(admin) });
    expect(before.statusCode).toBe(403);
    const adminId = userIdOf(server.db, 'admin@demo.gov.br');
    const requester = userIdOf(server.db, 'servidora@demo.gov.br');
    const request = requestSignature(server.db, { documentId: other, requestedUserId: adminId, requestedByUserId: requester, isGed: false, now: new Date().toISOString() });
    const after = await server.app.inject({ method: 'GET', url: `/api/signature/start/${other}?${search}`, headers: bearer(admin) });
    expect(after.statusCode, after.body).toBe(200);
    setRequestStatus(server.db, request.id, 'canceled', new Date().toISOString());
    const canceled = await server.app.inject({ method: 'GET', url: `/api/signature/start/${other}?${search}`, headers: bearer(admin) });
    expect(canceled.statusCode).toBe(403);
  });
});
