// A despacho signed through the signing screen's calls (issue 15 §3): its author signs its page
// once, with GDOC, ICP (start/complete) or gov.br through the same target; the Sumário then shows
// who signed, when and how, and the signature is verified as a document's is (its manifest).
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { summarySchema } from '../../src-shared/api/inbox';
import { dispatchResponseSchema } from '../../src-shared/api/inboxDispatch';
import { documentSignersResponseSchema, signatureStartResponseSchema } from '../../src-shared/api/signatures';
import { gdocSignResponseSchema, signingSessionSchema } from '../../src-shared/api/signingSession';
import { messages } from '../../src-shared/messages';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { cadesSign, createPki, type TestPkiHandle } from '../testing/icpSigning';
import { emailUuid, inboxHeaders, sectorIdOf } from '../testing/inbox';
import { checkPdf } from '../testing/pdfTools';

const s = messages.signing;
let pki: TestPkiHandle;
beforeAll(() => {
  pki = createPki();
});
afterAll(() => pki.remove());

let server: TestServer;
afterEach(() => server.stop());
async function start() {
  server = testServer({ trustList: pki.trustList });
  server.clock.set(new Date().toISOString());
}

const OPEN = "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND d.status <> 'draft'";
const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
async function dispatchOn(uuid: string, token: string, type: 'add-dispatch' | 'note' = 'add-dispatch', content = 'Defiro o pedido. Publique-se.', toSector: number | null = null) {
  const payload = { type, content, to_sector_id: toSector };
  const response = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/dispatch`, headers: inboxHeaders(token), payload });
  expect(response.statusCode, response.body).toBe(201);
  return dispatchResponseSchema.parse(json(response)).data[0]!;
}
const signGdoc = (id: number, token: string, password = DEMO_PASSWORD) =>
  server.app.inject({ method: 'POST', url: `/api/signature/sign/${id}?type=dispatch`, headers: bearer(token), payload: { password } });
const itemOf = async (uuid: string, token: string, dispatchUuid: string) =>
  summarySchema.parse(json(await get(`/api/inbox/email/${uuid}/summary`, token))).data.find((item) => item.dispatch_uuid === dispatchUuid)!;

describe('signing a despacho', () => {
  it('lets its author sign its page once with the password; the Sumário shows who, when and how, and the manifest verifies it', async () => {
    await start();
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const uuid = emailUuid(server.db, { sector: 'PROT' }, OPEN);
    const dispatch = await dispatchOn(uuid, clerk);
    expect(dispatch).toMatchObject({ can_sign: true, signatures: [] });

    // The signing screen's session for it, and the page it previews: number, author, sector, text.
    const session = signingSessionSchema.parse(json(await get(`/api/signature/session?batchType=dispatch&ids=${dispatch.dispatch_uuid}`, clerk)));
    expect(session.documents).toEqual([expect.objectContaining({ type: 'dispatch', id: dispatch.email_id, localId: `dsp-${dispatch.email_id}`, hasBeenSigned: false })]);
    expect(session.settings.canChooseDocs).toBe(false);
    const page = (await get(`/api/signature/print-file/${dispatch.email_id}?type=dispatch`, clerk)).rawPayload;
    const text = checkPdf(page).text.replace(/\s+/g, ' ');
    const number = server.db.prepare<[string], string>('SELECT d.number FROM documents d JOIN inbox_emails ie ON ie.document_id = d.id WHERE ie.uuid = ?').pluck().get(uuid)!;
    for (const part of [number, 'João Pedro Almeida', 'Protocolo Geral', 'Defiro o pedido. Publique-se.']) expect(text).toContain(part);
    // Frozen: the same bytes every time, whatever is printed later.
    expect((await get(`/api/signature/print-file/${dispatch.email_id}?type=dispatch`, clerk)).rawPayload.equals(page)).toBe(true);

    const wrong = await signGdoc(dispatch.email_id, clerk, 'errada');
    expect(json(wrong)).toMatchObject({ message: s.wrongPassword, errors: { password: [s.wrongPassword] } });
    const signed = await signGdoc(dispatch.email_id, clerk);
    expect(signed.statusCode, signed.body).toBe(200);
    const { signature } = gdocSignResponseSchema.parse(json(signed));

    const item = await itemOf(uuid, clerk, dispatch.dispatch_uuid);
    expect(item.can_sign).toBe(false);
    expect(item.signatures).toEqual([{ name: 'João Pedro Almeida', cpf_cnpj: expect.any(String), type: 'GDOC', signed_at: signature.signed_at, hash: signature.hash }]);
    const again = await signGdoc(dispatch.email_id, clerk);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ message: s.dispatch.alreadySigned });

    // The despacho's signature is not the document's: the document is still unsigned by anyone.
    const documentId = server.db.prepare<[string], number>('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid)!;
    expect(documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${documentId}`, clerk)))).toEqual([]);
    expect(documentSignersResponseSchema.parse(json(await get(`/api/signature/doc-signers/${dispatch.email_id}?type=dispatch`, clerk)))).toEqual([
      expect.objectContaining({ type: 'GDOC', hash: signature.hash }),
    ]);
    const manifest = checkPdf((await get(`/api/signature/print/${signature.hash}/pades`, clerk)).rawPayload).text.replace(/\s+/g, '');
    expect(manifest).toContain(signature.hash);
    expect(manifest).toContain(createHash('sha256').update(page).digest('hex'));
    expect(manifest).toContain(`${s.manifestDispatch}:`);
  });

  it('refuses whoever did not write it, a nota, and lists neither in the session', async () => {
    await start();
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const uuid = emailUuid(server.db, { sector: 'PROT' }, OPEN);
    const note = await dispatchOn(uuid, clerk, 'note', 'Só para nós.');
    const dispatch = await dispatchOn(uuid, clerk, 'add-dispatch', 'À Saúde, para parecer.', sectorIdOf(server.db, 'SESAU'));

    // The Saúde, where the despacho sent the document, reads it but may not sign it.
    const health = await tokenFor(server.app, 'servidora@demo.gov.br');
    const delivered = server.db.prepare<[string], string>("SELECT ie.uuid FROM inbox_emails ie JOIN dispatches dp ON dp.id = ie.dispatch_id WHERE dp.uuid = ? AND ie.box = 'inbox'").pluck().get(dispatch.dispatch_uuid)!;
    expect(await itemOf(delivered, health, dispatch.dispatch_uuid)).toMatchObject({ can_sign: false, signatures: [] });
    const foreign = await signGdoc(dispatch.email_id, health);
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign)).toMatchObject({ message: s.dispatch.notAuthor });
    expect(signingSessionSchema.parse(json(await get(`/api/signature/session?batchType=dispatch&ids=${dispatch.dispatch_uuid}`, health))).documents).toEqual([]);
    // Nor may it sign (or learn of) the nota it cannot see.
    expect((await signGdoc(note.email_id, health)).statusCode).toBe(404);

    const ofNote = await signGdoc(note.email_id, clerk);
    expect(ofNote.statusCode).toBe(422);
    expect(json(ofNote)).toMatchObject({ message: s.dispatch.notSignable });
    expect(note.can_sign).toBe(false);
    expect(signingSessionSchema.parse(json(await get(`/api/signature/session?batchType=dispatch&ids=${note.dispatch_uuid}`, clerk))).documents).toEqual([]);
    expect((await signGdoc(9_999_999, clerk)).statusCode).toBe(404);
    expect(server.db.prepare('SELECT count(*) FROM signatures WHERE dispatch_id IS NOT NULL').pluck().get()).toBe(0);
  });

  it('signs it with ICP through the same start and complete, over its page', async () => {
    await start();
    // Mariana (admin) holds the test e-CPF and works in the Gabinete.
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const uuid = emailUuid(server.db, { sector: 'GAB' }, OPEN);
    const dispatch = await dispatchOn(uuid, admin);
    const search = new URLSearchParams({ certificateContent: pki.pki.certs.ecpf.certDer.toString('base64'), type: 'dispatch' });
    const started = await get(`/api/signature/start/${dispatch.email_id}?${search}`, admin);
    expect(started.statusCode, started.body).toBe(200);
    const opened = signatureStartResponseSchema.parse(json(started));
    const page = (await get(`/api/signature/print-file/${dispatch.email_id}?type=dispatch`, admin)).rawPayload;
    expect(opened).toMatchObject({ docId: dispatch.email_id, type: 'dispatch', hash: createHash('sha256').update(page).digest('base64') });

    const complete = (content: Buffer, type = 'dispatch') =>
      server.app.inject({
        method: 'POST',
        url: `/api/signature/sign/icp/${dispatch.email_id}/complete`,
        headers: bearer(admin),
        payload: { type, signature: cadesSign(pki.pki.certs.ecpf, content).toString('base64'), signature_id: opened.signature_id },
      });
    // A CMS over other bytes is no signature of the page.
    expect((await complete(Buffer.from('outra coisa'))).statusCode).toBe(422);
    const done = await complete(page);
    expect(done.statusCode, done.body).toBe(200);
    expect((await itemOf(uuid, admin, dispatch.dispatch_uuid)).signatures).toEqual([expect.objectContaining({ type: 'ICP' })]);
    const restart = await get(`/api/signature/start/${dispatch.email_id}?${search}`, admin);
    expect(json(restart)).toMatchObject({ message: s.dispatch.alreadySigned });
  });
});
