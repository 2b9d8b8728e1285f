// What a report's filter selects (src-shared/api/reports.ts), resolved once for every report:
// the period as half-open UTC instants of its local days, the sectors (the chosen one and, unless
// the filter says otherwise, its whole subtree), the subject and the document type. A sector or
// subject that does not exist is refused with the field's message, never answered as empty.
import type { ReportFilter } from '../../src-shared/api/reports';
import { dayBounds } from '../../src-shared/deadlines';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { invalidFields } from '../http/errors';

const m = messages.reports.server;

export type ReportScope = {
  /** [from, to) in ISO UTC: 00:00 of the first local day to 00:00 after the last. */
  from: string;
  to: string;
  /** The sectors counted; null: every sector. */
  sectorIds: readonly number[] | null;
  subjectId: number | null;
  documentType: string | null;
};

const SUBTREE_SQL = `
  WITH RECURSIVE tree(id) AS (
    SELECT id FROM sectors WHERE id = ?
    UNION SELECT s.id FROM sectors s JOIN tree ON s.parent_id = tree.id
  )
  SELECT id FROM tree ORDER BY id`;

export function resolveReportScope(db: Db, filter: ReportFilter): ReportScope {
  let sectorIds: number[] | null = null;
  if (filter.sector_id !== undefined) {
    if (db.prepare('SELECT 1 FROM sectors WHERE id = ?').get(filter.sector_id) === undefined) throw invalidFields({ sector_id: [m.sectorNotFound] });
    sectorIds = filter.with_subsectors ? (db.prepare(SUBTREE_SQL).pluck().all(filter.sector_id) as number[]) : [filter.sector_id];
  }
  if (filter.subject_id !== undefined && db.prepare('SELECT 1 FROM subjects WHERE id = ?').get(filter.subject_id) === undefined) {
    throw invalidFields({ subject_id: [m.subjectNotFound] });
  }
  return {
    from: dayBounds(filter.from).from,
    to: dayBounds(filter.to).to,
    sectorIds,
    subjectId: filter.subject_id ?? null,
    documentType: filter.document_type ?? null,
  };
}

/**
 * The scope as SQL conditions on a documents alias and the column holding the sector an item is
 * counted for (a document's own sector, or the inbox item's), with their parameters in order.
 * `at` names the instant the period applies to (published_at, an item's created_at, …).
 */
export function scopeWhere(scope: ReportScope, columns: { document: string; sector: string; at: string }): { sql: string; params: (string | number)[] } {
  const conditions = [`${columns.at} >= ?`, `${columns.at} < ?`];
  const params: (string | number)[] = [scope.from, scope.to];
  if (scope.sectorIds !== null) {
    conditions.push(`${columns.sector} IN (${scope.sectorIds.map(() => '?').join(', ')})`);
    params.push(...scope.sectorIds);
  }
  if (scope.subjectId !== null) {
    conditions.push(`${columns.document}.subject_id = ?`);
    params.push(scope.subjectId);
  }
  if (scope.documentType !== null) {
    conditions.push(`${columns.document}.document_type = ?`);
    params.push(scope.documentType);
  }
  return { sql: conditions.join(' AND '), params };
}
