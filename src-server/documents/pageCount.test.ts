// A published document stores the pages of its printout (Padrão: the document alone), as
// publishing counts them; documents published before that (the demo seed, older data) are counted
// by the startup backfill the same way. Drafts are never counted.
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { ITEM_COLUMNS, ITEM_FROM, type ItemRow } from '../inbox/items';
import { backfillDocumentPageCounts } from '../medias/pageCountBackfill';
import { createDraft, publish, publishableBody } from '../testing/documents';
import { testServer, tokenFor, type TestServer } from '../testing/harness';
import { documentPdf } from './printouts';

let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const pageCountOf = (db: Db, documentId: number) => db.prepare('SELECT page_count FROM documents WHERE id = ?').pluck().get(documentId);
/** The pages of the Padrão printout as pdf-lib reads the file the print route would make. */
async function printedPages(db: Db, documentId: number): Promise<number> {
  // Read as the print route reads it: through an inbox email of the document.
  const row = db.prepare<[number], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.document_id = ? ORDER BY ie.id LIMIT 1`).get(documentId)!;
  const pdf = documentPdf(db, row, { dispatches: null, attachments: null, at: new Date(), author: { hidden: false } });
  return (await PDFDocument.load(pdf)).getPageCount();
}

async function published(content: string): Promise<number> {
  const draft = await createDraft(server.app, clerk, publishableBody(server.db, 'RH', { content }));
  const documentId = server.db.prepare('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(draft.inbox_email_uuid) as number;
  expect(pageCountOf(server.db, documentId)).toBeNull();
  await publish(server.app, clerk, draft.inbox_email_uuid);
  return documentId;
}

describe('page count of a published document', () => {
  it('a short ofício: one page', async () => {
    expect(pageCountOf(server.db, await published('<p>Texto do ofício.</p>'))).toBe(1);
  });

  it('a long one: the pages of its printout', async () => {
    const documentId = await published(Array.from({ length: 150 }, (_, index) => `<p>Parágrafo ${index + 1} do ofício, com texto bastante para uma linha.</p>`).join(''));
    const pages = pageCountOf(server.db, documentId);
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBe(await printedPages(server.db, documentId));
  });

  it('the backfill counts the published documents that have no count (the seed), not drafts', async () => {
    const uncounted = () => server.db.prepare("SELECT count(*) FROM documents WHERE page_count IS NULL AND status <> 'draft'").pluck().get() as number;
    expect(uncounted()).toBeGreaterThan(0);
    const draftsBefore = server.db.prepare("SELECT count(*) FROM documents WHERE status = 'draft' AND page_count IS NULL").pluck().get();
    const result = await backfillDocumentPageCounts(server.db, { batchSize: 50 });
    expect(result.counted).toBeGreaterThan(0);
    expect(uncounted()).toBe(0);
    expect(server.db.prepare("SELECT count(*) FROM documents WHERE status = 'draft' AND page_count IS NULL").pluck().get()).toBe(draftsBefore);
    const sample = server.db.prepare("SELECT min(document_id) FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE d.status <> 'draft'").pluck().get() as number;
    expect(pageCountOf(server.db, sample)).toBe(await printedPages(server.db, sample));
  });
});
