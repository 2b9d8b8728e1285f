// The attachment writer stores the pages its caller counted; files stored without them (before
// migration 036, or by the seed) are counted by the startup backfill, batch by batch, PDFs and
// images only; what cannot be counted stays not counted, and a count already stored is kept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/open';
import { bareDb, organisation } from '../reports/testing/organisation';
import { SAMPLE } from '../testing/multipart';
import { backfillAttachmentPageCounts } from './pageCountBackfill';
import { insertAttachment, type NewAttachment } from './store';
import { pdfOfPages } from './testing/pdfs';

let db: Db;
let documentId: number;
beforeEach(() => {
  db = bareDb();
  const org = organisation(db);
  documentId = org.document({ sectorId: org.sector('Protocolo', 'PROT'), createdAt: '2026-01-10T12:00:00.000Z' });
});
afterEach(() => db.close());

const store = (file: Omit<NewAttachment, 'group'>) => insertAttachment(db, documentId, null, { ...file, group: 'Anexos' }, '2026-01-10T12:00:00.000Z');
const pagesOf = (id: number) => db.prepare('SELECT page_count FROM attachments WHERE id = ?').pluck().get(id);

describe('insertAttachment', () => {
  it('stores the pages its caller counted, and answers them in the row', async () => {
    const row = store({ name: 'planta.pdf', extension: 'pdf', mime: 'application/pdf', bytes: await pdfOfPages(4), pages: 4 });
    expect(row.page_count).toBe(4);
    expect(pagesOf(row.id)).toBe(4);
  });

  it('without a count, stores NULL: not counted yet', () => {
    const row = store({ name: 'foto.png', extension: 'png', mime: 'image/png', bytes: SAMPLE.png });
    expect(row.page_count).toBeNull();
  });
});

describe('backfillAttachmentPageCounts', () => {
  it('counts every uncounted PDF and image, in batches, and leaves the rest not counted', async () => {
    const pdfs = await Promise.all([1, 2, 3, 5, 7].map(async (pages) => store({ name: `${pages}.pdf`, extension: 'pdf', mime: 'application/pdf', bytes: await pdfOfPages(pages) })));
    const image = store({ name: 'foto.jpg', extension: 'jpg', mime: 'image/jpeg', bytes: SAMPLE.jpeg });
    const broken = store({ name: 'quebrado.pdf', extension: 'pdf', mime: 'application/pdf', bytes: SAMPLE.pdf });
    const text = store({ name: 'notas.txt', extension: 'txt', mime: 'text/plain', bytes: SAMPLE.txt });

    const result = await backfillAttachmentPageCounts(db, { batchSize: 2 });

    expect(pdfs.map((row) => pagesOf(row.id))).toEqual([1, 2, 3, 5, 7]);
    expect(pagesOf(image.id)).toBe(1);
    expect(pagesOf(broken.id)).toBeNull();
    expect(pagesOf(text.id)).toBeNull();
    // The text file is never read: it has no pages to count.
    expect(result).toEqual({ read: 7, counted: 6 });
  });

  it('keeps a count already stored, and a second run has nothing left but the broken file', async () => {
    const counted = store({ name: 'a.pdf', extension: 'pdf', mime: 'application/pdf', bytes: await pdfOfPages(2), pages: 2 });
    store({ name: 'quebrado.pdf', extension: 'pdf', mime: 'application/pdf', bytes: SAMPLE.pdf });
    expect(await backfillAttachmentPageCounts(db)).toEqual({ read: 1, counted: 0 });
    expect(pagesOf(counted.id)).toBe(2);
  });

  it('stops before the next batch when told to (the server is closing)', async () => {
    for (const pages of [1, 2, 3]) store({ name: `${pages}.pdf`, extension: 'pdf', mime: 'application/pdf', bytes: await pdfOfPages(pages) });
    let batches = 0;
    const result = await backfillAttachmentPageCounts(db, { batchSize: 1, shouldStop: () => batches++ >= 1 });
    expect(result).toEqual({ read: 1, counted: 1 });
    expect(db.prepare('SELECT count(*) FROM attachments WHERE page_count IS NULL').pluck().get()).toBe(2);
  });
});
