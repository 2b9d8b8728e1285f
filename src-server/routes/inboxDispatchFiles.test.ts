// Files sent with a despacho or a nota (issue 15 §3): POST dispatch as multipart stores them as the
// document's attachments in the dispatch's own transaction, checked as any upload is; the Sumário
// item lists them, the document's list has them, the complete printout merges their PDFs; a nota's
// files are as hidden as the nota.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaUploadResultSchema } from '../../src-shared/api/documents';
import { summarySchema, viewedEmailSchema } from '../../src-shared/api/inbox';
import { dispatchResponseSchema } from '../../src-shared/api/inboxDispatch';
import { messages } from '../../src-shared/messages';
import { authorVisibility } from '../documents/authorship';
import { fullPrintout, OUTSIDER } from '../documents/printJobs';
import { textPdf } from '../documents/textPdf';
import { findEmailRow } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { emailUuid, inboxHeaders, sectorIdOf } from '../testing/inbox';
import { multipartBody, SAMPLE, type FormPart } from '../testing/multipart';
import { checkPdf, checkZip } from '../testing/pdfTools';

const md = messages.medias;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const OPEN = "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND d.status <> 'draft'";
const protEmail = () => emailUuid(server.db, { sector: 'PROT' }, OPEN);
/** A real one-page PDF whose text the printout's pages show once merged. */
const annexPdf = (text: string) => textPdf({ heading: 'Anexo', number: 'Anexo', title: text, body: [text], createdAt: new Date('2026-01-10T12:00:00Z') });
const file = (filename: string, type: string, content: Buffer): FormPart => ({ name: 'files[]', filename, type, content });
const fields = (type: string, content: string, toSector = ''): FormPart[] => [
  { name: 'type', value: type },
  { name: 'content', value: content },
  { name: 'to_sector_id', value: toSector },
];
const postForm = (uuid: string, parts: readonly FormPart[], token = clerk) => {
  const { payload, headers } = multipartBody(parts);
  return server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/dispatch`, headers: { ...inboxHeaders(token), ...headers }, payload });
};
const get = (url: string, token = clerk) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const count = (table: string) => server.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
const forwardToHealth = async (uuid: string) => {
  const response = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/forward`, headers: inboxHeaders(clerk), payload: { recipients: [{ sector_id: sectorIdOf(server.db, 'SESAU') }] } });
  expect(response.statusCode, response.body).toBe(201);
  return server.db.prepare<[string], string>("SELECT uuid FROM inbox_emails WHERE document_id = (SELECT document_id FROM inbox_emails WHERE uuid = ?) AND sector_id = (SELECT id FROM sectors WHERE symbol = 'SESAU') ORDER BY id DESC").pluck().get(uuid)!;
};

describe('POST /api/inbox/email/:id/dispatch with files', () => {
  it('records a despacho with its files: listed in its Sumário item and in the document’s list, opened by key, merged in the complete printout', async () => {
    const uuid = protEmail();
    const response = await postForm(uuid, [
      ...fields('add-dispatch', 'Junte-se o laudo ao processo.'),
      file('laudo.pdf', 'application/pdf', annexPdf('LAUDO TECNICO DO DESPACHO')),
      file('foto.png', 'image/png', SAMPLE.png),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = dispatchResponseSchema.parse(json(response)).data[0]!;
    expect(created.attachments.map((item) => item.name)).toEqual(['laudo.pdf', 'foto.png']);

    const summary = summarySchema.parse(json(await get(`/api/inbox/email/${uuid}/summary`))).data;
    const item = summary.find((entry) => entry.dispatch_uuid === created.dispatch_uuid)!;
    expect(item.attachments.map((entry) => [entry.name, entry.groupName])).toEqual([
      ['laudo.pdf', messages.dispatch.filesGroup['add-dispatch']],
      ['foto.png', messages.dispatch.filesGroup['add-dispatch']],
    ]);
    const listed = mediaUploadResultSchema.parse(json(await get(`/api/inbox/email/${uuid}/medias`))).files.map((entry) => entry.name);
    expect(listed).toEqual(expect.arrayContaining(['laudo.pdf', 'foto.png']));

    const opened = await get(`/api/upload?key=${item.attachments[0]!.remote_file_key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    const printed = checkPdf((await get(`/api/inbox/email/${uuid}/print/full`)).rawPayload).text;
    expect(printed).toContain('LAUDO TECNICO DO DESPACHO');
  });

  it('stores nothing when a file is refused: no despacho, no file, the reason under files', async () => {
    const uuid = protEmail();
    const before = { dispatches: count('dispatches'), attachments: count('attachments') };
    const cases: [FormPart[], number, string][] = [
      [[file('pagina.html', 'text/html', SAMPLE.html)], 422, md.uploadTypeNotAllowed('pagina.html')],
      [[file('falso.pdf', 'application/pdf', SAMPLE.png)], 422, md.uploadContentMismatch('falso.pdf')],
      [[file('vazio.pdf', 'application/pdf', Buffer.alloc(0))], 422, md.uploadEmptyFile('vazio.pdf')],
      // A good file first does not save half a despacho.
      [[file('bom.pdf', 'application/pdf', SAMPLE.pdf), file('pagina.html', 'text/html', SAMPLE.html)], 422, md.uploadTypeNotAllowed('pagina.html')],
    ];
    for (const [files, status, reason] of cases) {
      const response = await postForm(uuid, [...fields('add-dispatch', 'Segue anexo.'), ...files]);
      expect(response.statusCode, response.body).toBe(status);
      expect(json(response)).toMatchObject({ message: reason, errors: { files: [reason] } });
    }
    // Bad fields with good files: the field's error, and still nothing stored.
    const empty = await postForm(uuid, [...fields('add-dispatch', '   '), file('bom.pdf', 'application/pdf', SAMPLE.pdf)]);
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ content: [messages.dispatch.contentRequired] });
    const unknown = await postForm(uuid, [...fields('add-dispatch', 'x'), { name: 'owner', value: '1' }]);
    expect(unknown.statusCode).toBe(422);
    expect({ dispatches: count('dispatches'), attachments: count('attachments') }).toEqual(before);
  });

  it('rolls the despacho back when storing a file fails halfway', async () => {
    const uuid = protEmail();
    const before = { dispatches: count('dispatches'), attachments: count('attachments'), emails: count('inbox_emails') };
    // A file the database refuses after the dispatch row is written: the whole despacho goes.
    server.db.exec(`CREATE TRIGGER refuse_second_file BEFORE INSERT ON attachments WHEN NEW.name = 'segundo.pdf' BEGIN SELECT RAISE(ABORT, 'disk full'); END;`);
    const response = await postForm(uuid, [
      ...fields('add-dispatch', 'Dois anexos.', String(sectorIdOf(server.db, 'SEMED'))),
      file('primeiro.pdf', 'application/pdf', SAMPLE.pdf),
      file('segundo.pdf', 'application/pdf', SAMPLE.pdf),
    ]);
    expect(response.statusCode).toBe(500);
    // No despacho, no file, and the document was not delivered to the Educação.
    expect({ dispatches: count('dispatches'), attachments: count('attachments'), emails: count('inbox_emails') }).toEqual(before);
  });

  it('moves the document with a despacho sent as a form, and refuses another sector’s email and no session', async () => {
    const uuid = protEmail();
    const moved = await postForm(uuid, [...fields('add-dispatch', 'À Educação.', String(sectorIdOf(server.db, 'SEMED'))), file('oficio.pdf', 'application/pdf', SAMPLE.pdf)]);
    expect(moved.statusCode, moved.body).toBe(201);
    expect(json(moved).message).toBe(messages.dispatch.moved('Secretaria Municipal de Educação'));

    const before = count('attachments');
    const foreign = await postForm(emailUuid(server.db, { sector: 'SESAU' }), [...fields('note', 'x'), file('a.pdf', 'application/pdf', SAMPLE.pdf)]);
    expect(foreign.statusCode).toBe(403);
    const { payload, headers } = multipartBody([...fields('note', 'x'), file('a.pdf', 'application/pdf', SAMPLE.pdf)]);
    const anonymous = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/dispatch`, headers, payload });
    expect(anonymous.statusCode).toBe(401);
    expect(count('attachments')).toBe(before);
  });

  it('keeps a nota’s files with the nota: the holding sector sees them; another sector, the ZIP it downloads, outsiders and the counts do not', async () => {
    const uuid = protEmail();
    const response = await postForm(uuid, [...fields('note', 'Ver a foto antes de seguir.'), file('foto-interna.pdf', 'application/pdf', annexPdf('FOTO INTERNA DA NOTA'))]);
    expect(response.statusCode, response.body).toBe(201);
    const note = dispatchResponseSchema.parse(json(response)).data[0]!;
    const key = note.attachments[0]!.remote_file_key;
    expect(mediaUploadResultSchema.parse(json(await get(`/api/inbox/email/${uuid}/medias`))).files.map((entry) => entry.name)).toContain('foto-interna.pdf');
    expect((await get(`/api/upload?key=${key}`)).statusCode).toBe(200);
    expect(checkPdf((await get(`/api/inbox/email/${uuid}/print/full`)).rawPayload).text).toContain('FOTO INTERNA DA NOTA');

    const health = await forwardToHealth(uuid);
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const seen = [
      JSON.stringify(json(await get(`/api/inbox/email/${health}/medias`, colleague))),
      JSON.stringify(viewedEmailSchema.parse(json(await get(`/api/inbox/email/${health}/`, colleague)))),
      JSON.stringify(json(await get(`/api/inbox/email/${health}/summary`, colleague))),
      checkPdf((await get(`/api/inbox/email/${health}/print/full`, colleague)).rawPayload).text,
      checkZip((await get(`/api/inbox/email/${health}/zip-full-document`, colleague)).rawPayload).join(' '),
    ];
    for (const text of seen) {
      expect(text).not.toContain('foto-interna');
      expect(text).not.toContain('FOTO INTERNA DA NOTA');
    }
    // Its key does not open it for them either: as if it did not exist.
    expect((await get(`/api/upload?key=${key}`, colleague)).statusCode).toBe(404);
    expect((await get(`/api/upload/link?key=${key}`, colleague)).statusCode).toBe(404);
    // Nor can they ask for its revision by its id.
    const reject = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${health}/attachment/${note.attachments[0]!.id}/reject`, headers: bearer(colleague), payload: { rejected_message: 'Refazer' } });
    expect(reject.statusCode).toBe(404);

    // Sent outside (Enviar externamente prints for an outsider): no nota, no nota's file.
    const row = findEmailRow(server.db, uuid) as ItemRow;
    const external = await fullPrintout({ db: server.db, row, reader: OUTSIDER, author: authorVisibility(server.db, row.document_id, OUTSIDER), at: new Date(), portalOrigin: 'http://localhost' }, 'merge');
    expect(checkPdf(external).text).not.toContain('FOTO INTERNA DA NOTA');
    // The queue's count of files does not tell the nota's file exists.
    const files = server.db.prepare<[number], number>('SELECT count(*) FROM attachments WHERE document_id = ?').pluck().get(row.document_id)!;
    expect((findEmailRow(server.db, health) as ItemRow).attachments_count).toBe(files - 1);
  });
});
