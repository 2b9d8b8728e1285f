// Printing (spec §7): every call answers a real PDF (qpdf --check, pdfinfo, pdftotext) or a ZIP
// that unzip accepts, and only to who can open the email.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { verificationCode } from '../documents/printouts';
import { textPdf } from '../documents/textPdf';
import type { ItemRow } from '../inbox/items';
import { findEmailRow } from '../inbox/emails';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { storeFile } from '../testing/documents';
import { emailUuid } from '../testing/inbox';
import { SAMPLE } from '../testing/multipart';
import { checkPdf, checkZip, pageText, qrOnPage, unzipEntry } from '../testing/pdfTools';

const m = messages.medias;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const withDispatches = () => emailUuid(server.db, { sector: 'PROT' }, '(SELECT count(*) FROM dispatches WHERE document_id = d.id) >= 2');
const rowOf = (uuid: string) => findEmailRow(server.db, uuid) as ItemRow;
const dispatchIds = (uuid: string) =>
  server.db.prepare<[number], number>('SELECT id FROM dispatches WHERE document_id = ? ORDER BY created_at, id').pluck().all(rowOf(uuid).document_id);
const request = (method: 'GET' | 'POST', url: string, payload?: unknown, token = clerk) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const pdfOf = (response: Awaited<ReturnType<typeof request>>) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
  return checkPdf(response.rawPayload);
};
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Two files on the document, put in the store directly: these tests are about printing them. */
function attach(uuid: string) {
  const documentId = rowOf(uuid).document_id;
  storeFile(server.db, documentId, null, { name: 'parecer.pdf' });
  storeFile(server.db, documentId, null, { name: 'foto.png', mime: 'image/png', extension: 'png', content: SAMPLE.png });
}

describe('PDF printouts', () => {
  it('print/full: the document, its dispatches and its attachment list; no_medias leaves the list out', async () => {
    const uuid = withDispatches();
    attach(uuid);
    const row = rowOf(uuid);
    const full = pdfOf(await request('GET', `/api/inbox/email/${uuid}/print/full`));
    expect(full.pages).toBeGreaterThanOrEqual(1);
    const text = flat(full.text);
    expect(text).toContain(flat(row.number));
    expect(text).toContain(m.printDispatchesHeading);
    expect(text).toContain('parecer.pdf');
    expect(text).toContain('foto.png');
    const bare = flat(pdfOf(await request('GET', `/api/inbox/email/${uuid}/print/full?no_medias=1`)).text);
    expect(bare).toContain(m.printDispatchesHeading);
    expect(bare).not.toContain('parecer.pdf');
    expect(flat(pdfOf(await request('GET', `/api/inbox/email/${uuid}/print/full?no_medias`)).text)).not.toContain('parecer.pdf');
  });

  it('print/full merges the attachment PDFs after the document; every page carries the number, the code and a QR code of the authenticity page; the code is kept', async () => {
    const uuid = withDispatches();
    const row = rowOf(uuid);
    const opinion = textPdf({ heading: 'Procuradoria', number: 'Parecer 7/2026', title: 'Parecer técnico', body: ['Texto do parecer anexado.'], createdAt: new Date() });
    storeFile(server.db, row.document_id, null, { name: 'parecer.pdf', content: opinion });
    const code = verificationCode(server.db, row);
    const response = await request('GET', `/api/inbox/email/${uuid}/print/full`);
    const full = pdfOf(response);
    const bare = pdfOf(await request('GET', `/api/inbox/email/${uuid}/print/full?no_medias=1`));
    // The opinion's one page comes last, after the document's own (which list the file).
    expect(full.pages).toBeGreaterThan(bare.pages);
    expect(flat(pageText(response.rawPayload, full.pages))).toContain('Texto do parecer anexado.');
    expect(flat(pageText(response.rawPayload, full.pages - 1))).not.toContain('Texto do parecer anexado.');
    expect(flat(full.text)).toContain(`parecer.pdf`);
    expect(flat(full.text)).toContain(m.printAttachmentMerged);
    const address = `http://localhost:80/app/citizen/authenticity?code=${code}`;
    for (let page = 1; page <= full.pages; page += 1) {
      const text = flat(pageText(response.rawPayload, page));
      expect(text).toContain(flat(m.stampNumber(row.number, page, full.pages)));
      expect(text).toContain(m.stampCode(code));
      expect(qrOnPage(response.rawPayload, page)).toBe(address);
    }
    expect(server.db.prepare('SELECT document_id FROM verification_codes WHERE code = ?').pluck().get(code)).toBe(row.document_id);
  });

  it('print/full names a PDF it cannot merge (damaged or encrypted) as not merged, and prints the rest', async () => {
    const uuid = withDispatches();
    storeFile(server.db, rowOf(uuid).document_id, null, { name: 'danificado.pdf', content: Buffer.from('%PDF-1.4\nnão é um PDF de verdade\n%%EOF\n') });
    const full = pdfOf(await request('GET', `/api/inbox/email/${uuid}/print/full`));
    const text = flat(full.text);
    expect(text).toContain(`danificado.pdf`);
    expect(text).toContain(m.printAttachmentNotMerged);
    expect(text).toContain(flat(m.printAttachmentsNotEmbedded));
  });

  it('print/standard: the document without dispatches', async () => {
    const uuid = withDispatches();
    const text = flat(pdfOf(await request('GET', `/api/inbox/email/${uuid}/print/standard`)).text);
    expect(text).toContain(flat(rowOf(uuid).number));
    expect(text).not.toContain(m.printDispatchesHeading);
  });

  it('print/partial: only the chosen dispatches; others of the document or unknown ids are 422', async () => {
    const uuid = withDispatches();
    const [first] = dispatchIds(uuid);
    const report = pdfOf(await request('POST', `/api/inbox/email/${uuid}/print/partial`, { dispatch_ids: [first] }));
    expect(flat(report.text)).toContain(m.printDispatchesHeading);
    const unknown = await request('POST', `/api/inbox/email/${uuid}/print/partial`, { dispatch_ids: [first, 99999999] });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({ errors: { dispatch_ids: [m.printDispatchUnknown([99999999])] } });
    expect((await request('POST', `/api/inbox/email/${uuid}/print/partial`, { dispatch_ids: [] })).statusCode).toBe(422);
  });

  it('print-preview: the HTML as text, tags stripped, entities decoded, paragraphs kept, long content over several pages', async () => {
    const subject = server.db.prepare<[], { id: number; name: string }>('SELECT id, name FROM subjects ORDER BY id LIMIT 1').get()!;
    const content = `<p>Senhor &amp; Senhora,</p><script>alert("x")</script><p>Solicitamos <strong>informa&ccedil;&otilde;es</strong> &lt;urgentes&gt;.</p>${'<p>Parágrafo de teste com bastante texto para ocupar linhas.</p>'.repeat(80)}`;
    const report = pdfOf(await request('POST', '/api/inbox/email/print-preview', { content, subject_id: subject.id }));
    expect(report.pages).toBeGreaterThan(1);
    const text = flat(report.text);
    expect(text).toContain('Senhor & Senhora,');
    expect(text).toContain('Solicitamos informações <urgentes>.');
    expect(text).not.toContain('alert');
    expect(text).toContain(flat(subject.name));
    expect((await request('POST', '/api/inbox/email/print-preview', { content: '<p>x</p>', subject_id: 99999999 })).statusCode).toBe(422);
    expect(pdfOf(await request('POST', '/api/inbox/email/print-preview', { content: '' })).pages).toBe(1);
  });

  it('print/cover: number, title, sender, date, subject and a verification code that reprints the same', async () => {
    const uuid = withDispatches();
    const row = rowOf(uuid);
    const report = pdfOf(await request('POST', `/api/inbox/email/${uuid}/print/cover`, { items: [], has_cover: true }));
    expect(report.pages).toBe(1);
    const text = flat(report.text);
    const code = verificationCode(server.db, row);
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    for (const expected of [row.number, row.title.slice(0, 30), m.coverSender, m.coverDate, m.coverVerification, code]) expect(text).toContain(flat(expected));
    const again = flat(pdfOf(await request('POST', `/api/inbox/email/${uuid}/print/cover`, { items: [], has_cover: true })).text);
    expect(again).toContain(code);
    const refused = await request('POST', `/api/inbox/email/${uuid}/print/cover`, { items: [], has_cover: false });
    expect(refused.statusCode).toBe(422);
  });

  it('refuses another sector (403), citizens-free staff-only calls and unknown emails (404)', async () => {
    const uuid = withDispatches();
    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    for (const [method, url, payload] of [
      ['GET', `/api/inbox/email/${uuid}/print/full`, undefined],
      ['GET', `/api/inbox/email/${uuid}/print/standard`, undefined],
      ['POST', `/api/inbox/email/${uuid}/print/partial`, { dispatch_ids: [1] }],
      ['POST', `/api/inbox/email/${uuid}/print/cover`, { items: [], has_cover: true }],
      ['GET', `/api/inbox/email/${uuid}/zip-full-document`, undefined],
    ] as const) {
      expect((await request(method, url, payload, other)).statusCode, url).toBe(403);
    }
    expect((await request('GET', '/api/inbox/email/00000000-0000-4000-8000-000000000000/print/full')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/api/inbox/email/print-preview', payload: { content: 'x' } })).statusCode).toBe(401);
  });
});

describe('GET /api/inbox/email/:id/zip-full-document', () => {
  it('packs the printed document and the attachments, seeded and uploaded; unzip accepts it and reads the bytes back', async () => {
    // A document that came with seeded attachments (real files since the seed stores their bytes).
    const uuid = emailUuid(server.db, { sector: 'PROT' }, '(SELECT count(*) FROM dispatches WHERE document_id = d.id) >= 2 AND EXISTS (SELECT 1 FROM attachments WHERE document_id = d.id)');
    const seeded = server.db
      .prepare<[number], { name: string; content: Buffer }>('SELECT a.name, c.content FROM attachments a JOIN attachment_contents c ON c.attachment_id = a.id WHERE a.document_id = ? ORDER BY a.id')
      .all(rowOf(uuid).document_id);
    expect(seeded.length).toBeGreaterThan(0);
    attach(uuid);
    const response = await request('GET', `/api/inbox/email/${uuid}/zip-full-document`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"/);
    const names = checkZip(response.rawPayload);
    expect(names).toHaveLength(1 + seeded.length + 2);
    const documentName = names.find((name) => name.startsWith('documento-'))!;
    expect(documentName).toMatch(/\.pdf$/);
    checkPdf(unzipEntry(response.rawPayload, documentName));
    expect(names).toEqual(expect.arrayContaining(['parecer.pdf', 'foto.png', ...seeded.map((file) => file.name)]));
    expect(unzipEntry(response.rawPayload, 'foto.png').equals(SAMPLE.png)).toBe(true);
    expect(unzipEntry(response.rawPayload, seeded[0]!.name).equals(seeded[0]!.content)).toBe(true);

    expect(checkZip((await request('GET', `/api/inbox/email/${uuid}/zip-full-document?no_medias=1`)).rawPayload)).toEqual([documentName]);
    expect(checkZip((await request('GET', `/api/inbox/email/${uuid}/zip-full-document?no_documents=1`)).rawPayload).sort()).toEqual(
      ['foto.png', 'parecer.pdf', ...seeded.map((file) => file.name)].sort(),
    );
    const nothing = await request('GET', `/api/inbox/email/${uuid}/zip-full-document?no_documents&no_medias`);
    expect(nothing.statusCode).toBe(422);
    expect(json(nothing)).toMatchObject({ message: m.zipEmpty });
  });
});
