// The authenticity page's route (citizen portal, public): a printed code proves the document's
// type, number, date, sector and signatures; a wrong code proves nothing; the code is read however
// it was typed; an anonymous or confidential document's author stays hidden there too; the PDF and
// each .p7s come by the code alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authenticityResultSchema, type AuthenticityResult } from '../../src-shared/api/authenticity';
import { messages } from '../../src-shared/messages';
import { findEmailRow } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { personOf, signWithEcpf, writeAndSend } from '../testing/documentScenario';
import { createDraft, publish, publishableBody, receivedEmailUuid } from '../testing/documents';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { createPki, type TestPkiHandle } from '../testing/icpSigning';
import { checkPdf, qrOnPage } from '../testing/pdfTools';
import { requireReadingTools, revealed } from '../testing/revealed';

const m = messages.authenticity;
let pki: TestPkiHandle;
beforeAll(() => {
  requireReadingTools();
  pki = createPki();
});
afterAll(() => pki.remove());

let server: TestServer;
afterEach(() => server.stop());

let portal: string;
beforeAll(() => {
  portal = mkdtempSync(join(tmpdir(), 'gdoc-portal-'));
  writeFileSync(join(portal, 'index.html'), '<!doctype html><title>Portal do Cidadão</title>');
});
afterAll(() => rmSync(portal, { recursive: true, force: true }));

function start() {
  server = testServer({ trustList: pki.trustList, web: { citizenDir: portal } });
  // The test certificates are valid from the moment OpenSSL made them.
  server.clock.set(new Date().toISOString());
  return server;
}

const get = (url: string) => server.app.inject({ method: 'GET', url });
const cmsOf = (documentId: number, signatureId: number) =>
  server.db.prepare<[number, number], Buffer>('SELECT cms FROM signatures WHERE id = ? AND document_id = ?').pluck().get(signatureId, documentId) as Buffer;

/** Prints the Completo of the email as the user, and answers the code read from its QR code. */
async function printedCode(email: string, emailUuid: string): Promise<string> {
  const token = await tokenFor(server.app, email);
  const printout = await server.app.inject({ method: 'GET', url: `/api/inbox/email/${emailUuid}/print/full`, headers: bearer(token) });
  expect(printout.statusCode, printout.body.slice(0, 200)).toBe(200);
  const address = qrOnPage(printout.rawPayload, 1);
  expect(address).toMatch(/\/app\/citizen\/authenticity\?code=/);
  return new URL(address!).searchParams.get('code')!;
}

/** Mariana (Gabinete) writes an ofício to the Protocolo, publishes and signs it with her e-CPF. */
async function signedOficio() {
  const { app, db } = server;
  const mariana = await tokenFor(app, 'admin@demo.gov.br');
  const draft = await createDraft(app, mariana, publishableBody(db, 'PROT', { content: '<p>Texto reservado do ofício.</p>' }), { 'x-inboxtype': 'sector' });
  await publish(app, mariana, draft.inbox_email_uuid);
  const body = Buffer.from(db.prepare<[number], string>('SELECT body FROM documents WHERE id = ?').pluck().get(draft.id) ?? '', 'utf8');
  await signWithEcpf(server, pki, mariana, 'document', draft.id, body);
  const received = receivedEmailUuid(db, draft.id, 'PROT');
  return { documentId: draft.id, received, row: findEmailRow(db, received) as ItemRow };
}

const resultOf = (response: Awaited<ReturnType<typeof get>>): AuthenticityResult => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return authenticityResultSchema.parse(json(response));
};

describe('GET /api/authenticity/:code', () => {
  it("the published document's printed code checks out: type, number, date, sector and each signature (name, masked CPF, ICP, date, policy)", async () => {
    start();
    const { row } = await signedOficio();
    const code = await printedCode('servidor@demo.gov.br', row.uuid);
    const result = resultOf(await get(`/api/authenticity/${code}`));
    const mariana = personOf(server, 'admin@demo.gov.br');
    expect(result.code).toBe(code);
    expect(result.document).toEqual({ type: 'oficio', type_label: 'Ofício', number: row.number, date: row.document_created_at, sector: row.sender_sector_name });
    expect(result.signatures).toHaveLength(1);
    const [signature] = result.signatures;
    // The name as her e-CPF carries it.
    expect(signature).toMatchObject({ type: 'ICP', has_p7s: true });
    expect(signature!.name.toLowerCase()).toBe(mariana.name.toLowerCase());
    expect(signature!.cpf_cnpj).toBe(`***.${mariana.cpf.slice(3, 6)}.${mariana.cpf.slice(6, 9)}-**`);
    expect(signature!.policy?.oid).toMatch(/^2\.16\.76\.1\.7\.1\./);
    expect(signature!.policy?.id).toMatch(/AD_RB/);
    // The body is not what the code proves: it stays on the paper.
    expect(JSON.stringify(result)).not.toContain('Texto reservado');
  });

  it('a wrong code does not check out (404, pt-BR); one that cannot be a code is a field error; a code never printed is unknown', async () => {
    start();
    const { row } = await signedOficio();
    const code = await printedCode('servidor@demo.gov.br', row.uuid);
    const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
    const unknown = await get(`/api/authenticity/${wrong}`);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: m.codeNotFound });
    const malformed = await get('/api/authenticity/not-a-code');
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed)).toMatchObject({ errors: { code: [m.codeInvalid] } });
    server.db.prepare('DELETE FROM verification_codes').run();
    expect((await get(`/api/authenticity/${code}`)).statusCode).toBe(404);
  });

  it('reads the code whatever its case, dashes and spaces', async () => {
    start();
    const { row } = await signedOficio();
    const code = await printedCode('servidor@demo.gov.br', row.uuid);
    for (const typed of [code.toLowerCase(), code.replace(/-/g, ''), code.replace(/-/g, ' '), ` ${code.toLowerCase().replace(/-/g, ' - ')} `]) {
      expect(resultOf(await get(`/api/authenticity/${encodeURIComponent(typed)}`)).code, typed).toBe(code);
    }
  });

  it('downloads the Completo as an outsider reads it and each signature’s .p7s by the code alone', async () => {
    start();
    const { row, documentId } = await signedOficio();
    const code = await printedCode('servidor@demo.gov.br', row.uuid);
    const pdf = await get(`/api/authenticity/${code}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+-completo\.pdf"/);
    const text = checkPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain(row.number.trim());
    expect(text).toContain(code);
    const [signature] = resultOf(await get(`/api/authenticity/${code}`)).signatures;
    const p7s = await get(`/api/authenticity/${code}/signatures/${signature!.id}/p7s`);
    expect(p7s.statusCode).toBe(200);
    expect(p7s.headers['content-type']).toBe('application/pkcs7-signature');
    expect(p7s.rawPayload.equals(cmsOf(documentId, signature!.id))).toBe(true);
    // A signature of another document is not reached through this code.
    expect((await get(`/api/authenticity/${code}/signatures/${signature!.id + 1000}/p7s`)).statusCode).toBe(404);
    expect((await get(`/api/authenticity/0000-0000-0000-0000/pdf`)).statusCode).toBe(404);
  });

  it.each(['anonymous', 'confidential'] as const)('a document marked %s names neither its author nor her sector: not in the facts, the signatures, the PDF; her .p7s is refused', async (identification) => {
    start();
    const scenario = await writeAndSend(server, pki, identification);
    // Printed by the Protocolo, who received it directly (for a confidential one it sees the author).
    const code = await printedCode('servidor@demo.gov.br', scenario.received);
    const mariana = personOf(server, 'admin@demo.gov.br');
    const answer = await get(`/api/authenticity/${code}`);
    const result = resultOf(answer);
    expect(revealed(answer, mariana)).toEqual([]);
    expect(result.document.sector).toBeNull();
    const hidden = messages.server.authorHidden[identification];
    expect(result.signatures).toEqual([expect.objectContaining({ id: scenario.signatures.document, name: hidden, cpf_cnpj: '', type: 'ICP', has_p7s: false })]);
    expect(revealed(await get(`/api/authenticity/${code}/pdf`), mariana)).toEqual([]);
    const p7s = await get(`/api/authenticity/${code}/signatures/${scenario.signatures.document}/p7s`);
    expect(p7s.statusCode).toBe(403);
    expect(json(p7s)).toEqual({ message: m.signatureOfHiddenAuthor });
  });
});

describe("ITI's validator (validar.iti.gov.br) calling the QR code's address", () => {
  const iti = (code: string, secret: string | null) =>
    get(`/app/citizen/authenticity?code=${code}&_format=application/validador-iti+json${secret === null ? '' : `&_secretCode=${encodeURIComponent(secret)}`}`);

  it('gets the JSON its developer guide expects, whose URL is the PDF; the same address without _format is the portal page', async () => {
    start();
    const { row } = await signedOficio();
    const code = await printedCode('servidor@demo.gov.br', row.uuid);
    const answer = await iti(code, code.toLowerCase().replace(/-/g, ''));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = json<{ version: string; prescription: { signatureFiles: { url: string }[] } }>(answer);
    expect(body).toEqual({ version: '1.0.0', prescription: { signatureFiles: [{ url: `http://localhost:80/api/authenticity/${code}/pdf` }] } });
    const pdf = await get(new URL(body.prescription.signatureFiles[0]!.url).pathname);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(checkPdf(pdf.rawPayload).text).toContain(code);

    const page = await server.app.inject({ method: 'GET', url: `/app/citizen/authenticity?code=${code}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Portal do Cidadão');
  });

  it('a secret code that is not the QR code’s, or none, is 401; a code no document carries is 404', async () => {
    start();
    const { row } = await signedOficio();
    const code = await printedCode('servidor@demo.gov.br', row.uuid);
    const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`;
    expect((await iti(code, wrong)).statusCode).toBe(401);
    expect(json(await iti(code, null))).toEqual({ message: m.itiWrongCode });
    const unknown = await iti(wrong, wrong);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: m.codeNotFound });
  });
});
