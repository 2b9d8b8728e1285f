// A published document's printed pages (migration 036), stored once when it is published so that
// Consumo and Economia add stored numbers instead of laying out 100 000 documents per report. The
// count is the Padrão printout's (printouts.ts documentPageCount): pure text layout, no rendering,
// cheap enough to run inside the publishing transaction. It reads the document's own columns, so a
// document no inbox holds (sent to no one, its inboxes gone) is counted all the same.
import type { Db } from '../db/open';
import { documentPageCount, type PrintedDocument } from './printouts';

/** Counts and stores the document's pages; null for a document that does not exist. */
export function storeDocumentPageCount(db: Db, documentId: number, at: string): number | null {
  const row = db
    .prepare<[number], PrintedDocument>(
      `SELECT d.number, d.title, d.body, d.created_at AS document_created_at, subj.name AS subject_name, ss.name AS sender_sector_name, d.sender_name
       FROM documents d LEFT JOIN subjects subj ON subj.id = d.subject_id LEFT JOIN sectors ss ON ss.id = d.sector_id
       WHERE d.id = ?`,
    )
    .get(documentId);
  if (row === undefined) return null;
  const pages = documentPageCount(db, row, new Date(at));
  db.prepare('UPDATE documents SET page_count = ? WHERE id = ?').run(pages, documentId);
  return pages;
}
