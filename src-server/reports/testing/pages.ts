// The small organisation Consumo and Economia are counted by hand over (usage.test.ts,
// economy.test.ts): documents and attachments with their pages, around the edges of January and
// February 2026 in Brasília, and files without a page count.
import type { Db } from '../../db/open';
import { organisation } from './organisation';

export const NOW = Date.parse('2026-03-10T12:00:00.000Z');
/** January and February 2026 in Brasília. */
export const PERIOD = { from: '2026-01-01', to: '2026-02-28' };

export function pagesOrganisation(db: Db) {
  const org = organisation(db);
  const gab = org.sector('Gabinete', 'GAB');
  const obr = org.sector('Obras', 'OBR', gab);
  const sau = org.sector('Saúde', 'SAU');
  // Documents (published at their creation unless said otherwise).
  // d1. Gabinete, January, 2 pages.
  const d1 = org.document({ sectorId: gab, createdAt: '2026-01-10T12:00:00.000Z', pageCount: 2 });
  // d2. Obras, 3 pages, JANUARY: 02:30 UTC on 1 February is 23:30 on 31 January in Brasília.
  const d2 = org.document({ sectorId: obr, createdAt: '2026-01-25T12:00:00.000Z', publishedAt: '2026-02-01T02:30:00.000Z', pageCount: 3 });
  // d3. Saúde, February, pages not counted.
  const d3 = org.document({ sectorId: sau, createdAt: '2026-02-14T13:00:00.000Z', pageCount: null });
  // d4. A draft of 5 pages: not a document produced.
  const d4 = org.document({ sectorId: gab, createdAt: '2026-01-15T12:00:00.000Z', status: 'draft', pageCount: 5 });
  // d5. 20:00 on 31 December in Brasília: before the period.
  const d5 = org.document({ sectorId: gab, createdAt: '2025-12-31T23:00:00.000Z', pageCount: 4 });
  // d6. Obras, archived since, February, 1 page.
  org.document({ sectorId: obr, createdAt: '2026-02-20T12:00:00.000Z', status: 'archived', pageCount: 1 });
  // Attachments, counted when stored, in the sector of their document.
  // a. Gabinete, January: 3 pages, 1000 bytes.
  org.attachment(d1, '2026-01-11T12:00:00.000Z', 3, 1000);
  // b. Gabinete, 23:59 on 28 February in Brasília (1 March in UTC): February, 1 page, 500 bytes.
  org.attachment(d1, '2026-03-01T02:59:00.000Z', 1, 500);
  // c. Saúde, February, pages not counted (an office file), 2000 bytes.
  org.attachment(d3, '2026-02-15T12:00:00.000Z', null, 2000);
  // d. Gabinete, January, stored in a draft: a file stored all the same, 2 pages, 100 bytes.
  org.attachment(d4, '2026-01-16T12:00:00.000Z', 2, 100);
  // e. 00:00 on 1 March in Brasília: after the period.
  org.attachment(d5, '2026-03-01T03:00:00.000Z', 6, 300);
  // f. 23:00 on 31 December in Brasília: before the period.
  org.attachment(d2, '2026-01-01T02:00:00.000Z', 9, 300);
  return { org, gab, obr, sau };
}
