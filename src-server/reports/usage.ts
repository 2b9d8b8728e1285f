// Consumo (issue 20): the documents produced in the period (published, as the Quantitativo counts
// them) and their pages, and the attachments stored in it (how many, their pages and bytes), by
// sector and by local month. Pages are the stored counts (migration 036); files without one are
// not guessed: a note says how many there were.
import type { ReportResult } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { attachmentPageGroups, documentPageGroups, uncountedOf } from './pages';
import type { ReportScope } from './scope';
import { localDayOfHour, periodMonths, summedTable, Tally } from './tables';

const m = messages.reports.usage;
const p = messages.reports.pages;
const c = messages.reports.common;

const COLUMNS = ['documents', 'documentPages', 'attachments', 'attachmentPages', 'attachmentBytes'] as const;

export function usageReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const documents = documentPageGroups(db, scope);
  const attachments = attachmentPageGroups(db, scope);

  const bySector = new Tally(COLUMNS);
  const byMonth = new Tally(COLUMNS);
  const dayOf = localDayOfHour();
  for (const month of periodMonths(scope)) byMonth.touch(month, { month });
  const add = (group: (typeof documents)[number], counts: [(typeof COLUMNS)[number], number][]) => {
    const sector = { sector: group.sector_name ?? c.noSector };
    const month = dayOf(group.hour).slice(0, 7);
    for (const [column, count] of counts) {
      bySector.add(group.sector_id, sector, column, count);
      byMonth.add(month, { month }, column, count);
    }
  };
  for (const group of documents) add(group, [['documents', group.files], ['documentPages', group.pages]]);
  for (const group of attachments) add(group, [['attachments', group.files], ['attachmentPages', group.pages], ['attachmentBytes', group.bytes]]);

  const counts = [
    { key: 'documents', label: c.documents, kind: 'count' },
    { key: 'documentPages', label: p.documentPages, kind: 'count' },
    { key: 'attachments', label: p.attachments, kind: 'count' },
    { key: 'attachmentPages', label: p.attachmentPages, kind: 'count' },
    { key: 'attachmentBytes', label: p.attachmentBytes, kind: 'bytes' },
  ] as const;
  const uncounted = { documents: uncountedOf(documents), attachments: uncountedOf(attachments) };
  return {
    title: m.title,
    notes: [
      p.noteDocuments,
      p.noteAttachments,
      ...(uncounted.documents + uncounted.attachments > 0 ? [p.noteUncounted(uncounted.documents, uncounted.attachments)] : []),
    ],
    tables: [
      summedTable(m.bySector, [{ key: 'sector', label: c.sector, kind: 'text' }, ...counts], bySector.rows()),
      summedTable(m.byMonth, [{ key: 'month', label: c.month, kind: 'month' }, ...counts], byMonth.rowsByKey()),
    ],
  };
}
