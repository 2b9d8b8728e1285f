// Quantitativo (issue 20): the documents published in the period by type, subject, sector, status
// and local month. "Published" is every document that left the draft state: published, and later
// archived, closed or canceled; each is counted once, at its publication, in its status of today.
// Documents written before publication had a date (the seed's, migration 005) count at their
// creation, as the citizen receipt dates them (documents/citizenReceipt.ts).
import type { ReportResult } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { scopeWhere, type ReportScope } from './scope';
import { localDayOfHour, periodMonths, summedTable, Tally } from './tables';

const m = messages.reports.quantitative;
const c = messages.reports.common;

/** The statuses a published document may be in, in the order the table lists them. */
export const PUBLISHED_STATUSES = ['published', 'archived', 'closed', 'canceled'] as const;

type Group = {
  type_key: string;
  subject_id: number | null;
  subject_name: string | null;
  sector_id: number | null;
  sector_name: string | null;
  status: string;
  hour: string;
  documents: number;
};

export function quantitativeReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const at = 'COALESCE(d.published_at, d.created_at)';
  const where = scopeWhere(scope, { document: 'd', sector: 'd.sector_id', at });
  // One pass over the period's documents, grouped by everything the tables split on; the UTC hour
  // gives the local month (tables.ts localDayOfHour).
  const groups = db
    .prepare<unknown[], Group>(
      `SELECT CASE WHEN d.kind = 'process' THEN 'processo' ELSE d.document_type END AS type_key,
         d.subject_id, s.name AS subject_name, d.sector_id, sec.name AS sector_name, d.status,
         substr(${at}, 1, 13) AS hour, COUNT(*) AS documents
       FROM documents d
       LEFT JOIN subjects s ON s.id = d.subject_id
       LEFT JOIN sectors sec ON sec.id = d.sector_id
       WHERE d.status <> 'draft' AND ${where.sql}
       GROUP BY type_key, d.subject_id, d.sector_id, d.status, hour`,
    )
    .all(...where.params);

  const byType = new Tally(['documents'] as const);
  const bySubject = new Tally(['documents'] as const);
  const bySector = new Tally(['documents'] as const);
  const byStatus = new Tally(['documents'] as const);
  const byMonth = new Tally(['documents'] as const);
  const dayOf = localDayOfHour();
  const statusLabel = (status: string) => ({ status: messages.workQueue.documentStatuses[status] ?? status });
  for (const status of PUBLISHED_STATUSES) byStatus.touch(status, statusLabel(status));
  for (const month of periodMonths(scope)) byMonth.touch(month, { month });
  for (const group of groups) {
    const month = dayOf(group.hour).slice(0, 7);
    byType.add(group.type_key, { type: messages.workQueue.documentTypes[group.type_key] ?? group.type_key }, 'documents', group.documents);
    bySubject.add(group.subject_id, { subject: group.subject_name ?? c.noSubject }, 'documents', group.documents);
    bySector.add(group.sector_id, { sector: group.sector_name ?? c.noSector }, 'documents', group.documents);
    byStatus.add(group.status, statusLabel(group.status), 'documents', group.documents);
    byMonth.add(month, { month }, 'documents', group.documents);
  }

  const documents = { key: 'documents', label: c.documents, kind: 'count' } as const;
  return {
    title: m.title,
    notes: [m.notePublished, m.noteSector],
    tables: [
      summedTable(m.byType, [{ key: 'type', label: m.type, kind: 'text' }, documents], byType.rows()),
      summedTable(m.bySubject, [{ key: 'subject', label: m.subject, kind: 'text' }, documents], bySubject.rows()),
      summedTable(m.bySector, [{ key: 'sector', label: c.sector, kind: 'text' }, documents], bySector.rows()),
      summedTable(m.byStatus, [{ key: 'status', label: m.status, kind: 'text' }, documents], byStatus.rowsInOrder(PUBLISHED_STATUSES)),
      summedTable(m.byMonth, [{ key: 'month', label: c.month, kind: 'month' }, documents], byMonth.rowsByKey()),
    ],
  };
}
