// One document, and what happens to it through the API only, for the tests that walk every route
// about it (documentRouteWalk.ts) and the public authenticity page: Mariana (Gabinete) writes an
// anonymous (or confidential) ofício with a PDF attached, publishes it to the Protocolo, signs the
// document and the attachment with her e-CPF, and asks João (Protocolo) to sign, plainly and in the
// GED; João replies to the sender and forwards it to Saúde with a despacho.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { makeSimplePdf } from '../../tests/fixtures/pdf/samplePdfs';
import { mediaUploadResultSchema } from '../../src-shared/api/documents';
import { signatureStartResponseSchema } from '../../src-shared/api/signatures';
import { createDraft, publish, publishableBody, receivedEmailUuid } from './documents';
import { bearer, json, tokenFor, userIdOf, type TestServer } from './harness';
import { cadesSign, type TestPkiHandle } from './icpSigning';
import { sectorIdOf } from './inbox';
import { multipartBody } from './multipart';
import type { Person } from './revealed';

export type Scenario = {
  documentId: number;
  documentUuid: string;
  /** Mariana's copy, in the Gabinete's Enviados. */
  sent: string;
  /** The Protocolo's copy. */
  received: string;
  /** Saúde's copy, forwarded by João. */
  forwarded: string;
  attachment: { id: number; key: string };
  signatures: { document: number; attachment: number; documentHash: string };
  requests: { plain: string; ged: string };
  dispatchIds: number[];
  /** Mariana's e-CPF (DER, base64), as the signing start asks for it. */
  certificate: string;
};

export type Reader = { email: string; token: string; sector: string; list: 'tasks' | 'sent'; userId: number; personId: number };

export type Call = InjectOptions & { url: string };

/** A demo user as what identifies them, with the primary sector they write from. */
export const personOf = (server: TestServer, email: string): Person => {
  const row = server.db
    .prepare<[string], Person>(
      `SELECT people.name, people.cpf_cnpj AS cpf, people.email, users.id AS userId, people.id AS personId,
         (SELECT sectors.name FROM user_sectors JOIN sectors ON sectors.id = user_sectors.sector_id
          WHERE user_sectors.user_id = users.id ORDER BY user_sectors.is_primary DESC LIMIT 1) AS sector
       FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?`,
    )
    .get(email);
  if (row === undefined) throw new Error(`No user ${email}`);
  return row;
};

export async function readerOf(server: TestServer, email: string, copy: string, sector: string, list: Reader['list']): Promise<Reader> {
  const person = personOf(server, email);
  return { email: copy, token: await tokenFor(server.app, email), sector, list, userId: person.userId, personId: person.personId };
}

async function ok(app: FastifyInstance, call: Call, status = 200) {
  const response = await app.inject(call);
  if (response.statusCode !== status) throw new Error(`${call.method} ${call.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response;
}

/** Mariana signs the document, or its attachment, with her e-CPF (start, CAdES over the bytes, complete). */
export async function signWithEcpf(server: TestServer, pki: TestPkiHandle, token: string, type: 'document' | 'attachment', id: number, bytes: Buffer): Promise<void> {
  const certificate = pki.pki.certs.ecpf;
  const search = new URLSearchParams({ certificateContent: certificate.certDer.toString('base64'), type });
  const started = signatureStartResponseSchema.parse(json(await ok(server.app, { method: 'GET', url: `/api/signature/start/${id}?${search}`, headers: bearer(token) })));
  const signature = cadesSign(certificate, bytes).toString('base64');
  await ok(server.app, { method: 'POST', url: `/api/signature/sign/icp/${id}/complete`, headers: bearer(token), payload: { type, signature, signature_id: started.signature_id } });
}

/**
 * The scenario, in a database holding no other document (so whatever an answer says about
 * Mariana, it says because of this one). The server's clock must be now: the test PKI's
 * certificates are valid from when they were made.
 */
export async function writeAndSend(server: TestServer, pki: TestPkiHandle, identification: 'anonymous' | 'confidential'): Promise<Scenario> {
  const { app, db } = server;
  db.exec('DELETE FROM documents; DELETE FROM notifications;');
  const mariana = await tokenFor(app, 'admin@demo.gov.br');
  const joao = await tokenFor(app, 'servidor@demo.gov.br');
  const sector = { 'x-inboxtype': 'sector' };

  const body = publishableBody(db, 'PROT', { identification, subject: 'Denúncia de irregularidade no almoxarifado', content: '<p>Relato de irregularidade.</p>' });
  const draft = await createDraft(app, mariana, body, { ...sector, 'x-inboxsectorid': String(sectorIdOf(db, 'GAB')) });
  const pdf = makeSimplePdf({ lines: ['Fotografias do almoxarifado.'] });
  const upload = multipartBody([{ name: 'files[]', filename: 'fotos.pdf', type: 'application/pdf', content: pdf }]);
  const uploaded = await ok(app, { method: 'POST', url: `/api/inbox/email/${draft.inbox_email_uuid}/medias`, headers: { ...bearer(mariana), ...upload.headers }, payload: upload.payload }, 201);
  const file = mediaUploadResultSchema.parse(json(uploaded)).files[0]!;
  const { inbox_email_uuid: sent } = await publish(app, mariana, draft.inbox_email_uuid);
  const received = receivedEmailUuid(db, draft.id, 'PROT');

  const documentBytes = Buffer.from(db.prepare<[number], string>('SELECT body FROM documents WHERE id = ?').pluck().get(draft.id) ?? '', 'utf8');
  await signWithEcpf(server, pki, mariana, 'document', draft.id, documentBytes);
  await signWithEcpf(server, pki, mariana, 'attachment', file.id, pdf);
  const signatureOf = (attachment: 'IS NULL' | 'IS NOT NULL') =>
    db.prepare<[number], { id: number; sha256: string }>(`SELECT id, sha256 FROM signatures WHERE document_id = ? AND attachment_id ${attachment}`).get(draft.id)!;

  const ask = async (isGed: boolean) =>
    json<{ data: { uuid: string }[] }>(
      await ok(
        app,
        { method: 'POST', url: '/api/signature/request', headers: bearer(mariana), payload: { document_uuid: draft.uuid, user_ids: [userIdOf(db, 'servidor@demo.gov.br')], is_ged: isGed } },
        201,
      ),
    ).data[0]!.uuid;
  const requests = { plain: await ask(false), ged: await ask(true) };

  // João answers the sender: the reply goes to Mariana's sector, which must stay as hidden as she is.
  const reply = await ok(app, { method: 'POST', url: '/api/inbox/email', headers: { ...bearer(joao), ...sector }, payload: { content: '<p>Recebido; apuraremos.</p>', reply_to: { inbox_email_uuid: received } } }, 201);
  await publish(app, joao, json<{ inbox_email_uuid: string }>(reply).inbox_email_uuid);

  await ok(
    app,
    { method: 'POST', url: `/api/inbox/email/${received}/forward`, headers: { ...bearer(joao), ...sector }, payload: { recipients: [{ sector_id: sectorIdOf(db, 'SESAU') }], note: 'Para análise da Saúde.' } },
    201,
  );
  return {
    documentId: draft.id,
    documentUuid: draft.uuid,
    sent,
    received,
    forwarded: receivedEmailUuid(db, draft.id, 'SESAU'),
    attachment: { id: file.id, key: file.remote_file_key },
    signatures: { document: signatureOf('IS NULL').id, attachment: signatureOf('IS NOT NULL').id, documentHash: signatureOf('IS NULL').sha256 },
    requests,
    dispatchIds: db.prepare<[number], number>('SELECT id FROM dispatches WHERE document_id = ? ORDER BY id').pluck().all(draft.id),
    certificate: pki.pki.certs.ecpf.certDer.toString('base64'),
  };
}
