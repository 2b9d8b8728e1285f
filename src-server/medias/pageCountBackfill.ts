// Counting the pages of files stored before migration 036 (and of the demo seed, which cannot count
// them while it writes: seeding is synchronous, counting a PDF is not). Runs after the server
// starts listening, in small batches with a turn of the event loop between them, so that a large
// archive (100 000 files) never delays the start nor holds requests for long: requests are served
// between batches. Only PDFs and images are read: other files have no countable pages
// (pageCount.ts) and stay NULL without being read on every start. Published documents get their
// printed page count the same way (documents/pageCount.ts, as publishing stores it).
import type { Db } from '../db/open';
import { storeDocumentPageCount } from '../documents/pageCount';
import { countPages } from './pageCount';

export type BackfillOptions = {
  /** Files read per batch (their bytes are in memory together). */
  batchSize?: number;
  /** Asked before each batch: true stops (the server is closing). */
  shouldStop?: () => boolean;
};

/** Rows read, and rows given a count. */
export type Counted = { read: number; counted: number };
export type BackfillResult = { attachments: Counted; documents: Counted };

const COUNTABLE = "(a.mime_type = 'application/pdf' OR a.mime_type LIKE 'image/%')";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function backfillAttachmentPageCounts(db: Db, options: BackfillOptions = {}): Promise<Counted> {
  const batchSize = options.batchSize ?? 20;
  const batch = db.prepare<[number, number], { id: number; mime_type: string; content: Buffer | null }>(
    `SELECT a.id, a.mime_type, c.content FROM attachments a LEFT JOIN attachment_contents c ON c.attachment_id = a.id
     WHERE a.page_count IS NULL AND ${COUNTABLE} AND a.id > ? ORDER BY a.id LIMIT ?`,
  );
  // Only a row still uncounted is written: an upload that raced the backfill keeps its own count.
  const store = db.prepare<[number, number]>('UPDATE attachments SET page_count = ? WHERE id = ? AND page_count IS NULL');
  const result: Counted = { read: 0, counted: 0 };
  // By id, so a file whose pages cannot be counted (a broken PDF) is read once per run, not forever.
  let after = 0;
  for (;;) {
    if (options.shouldStop?.() === true) return result;
    const rows = batch.all(after, batchSize);
    if (rows.length === 0) return result;
    const counts = await Promise.all(rows.map((row) => (row.content === null ? Promise.resolve(null) : countPages(row.mime_type, row.content))));
    db.transaction(() => {
      rows.forEach((row, index) => {
        const pages = counts[index] ?? null;
        if (pages !== null && store.run(pages, row.id).changes === 1) result.counted += 1;
      });
    })();
    result.read += rows.length;
    after = rows.at(-1)!.id;
    await nextTurn();
  }
}

/** The published documents without a page count, laid out as publishing would have counted them. */
export async function backfillDocumentPageCounts(db: Db, options: BackfillOptions = {}): Promise<Counted> {
  const batchSize = options.batchSize ?? 20;
  const batch = db.prepare<[number, number], { id: number; at: string }>(
    `SELECT id, COALESCE(published_at, created_at) AS at FROM documents WHERE page_count IS NULL AND status <> 'draft' AND id > ? ORDER BY id LIMIT ?`,
  );
  const result = { read: 0, counted: 0 };
  let after = 0;
  for (;;) {
    if (options.shouldStop?.() === true) return result;
    const rows = batch.all(after, batchSize);
    if (rows.length === 0) return result;
    db.transaction(() => {
      for (const row of rows) if (storeDocumentPageCount(db, row.id, row.at) !== null) result.counted += 1;
    })();
    result.read += rows.length;
    after = rows.at(-1)!.id;
    await nextTurn();
  }
}

/** Attachments, then documents: what the server runs once it has started. */
export async function backfillPageCounts(db: Db, options: BackfillOptions = {}): Promise<BackfillResult> {
  const attachments = await backfillAttachmentPageCounts(db, options);
  return { attachments, documents: await backfillDocumentPageCounts(db, options) };
}
