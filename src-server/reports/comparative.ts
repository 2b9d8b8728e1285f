// Comparativo (issue 20): the period against the one just before it, of as many days, and sector
// against sector — the documents published, counted as Quantitativo counts them (quantitative.ts:
// every document that left the draft state, at its publication, local days in Brasília), by type
// and by sector, each row with both periods and the change between them.
import type { ReportColumn, ReportResult, ReportRow } from '../../src-shared/api/reports';
import { addDays, dayBounds } from '../../src-shared/deadlines';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { dayText } from './export/format';
import { scopeWhere, type ReportScope } from './scope';
import { periodDays, Tally } from './tables';

const m = messages.reports.comparative;
const c = messages.reports.common;

/** The period of as many local days that ends where the scope's begins. */
export function previousPeriod(scope: ReportScope): ReportScope {
  const { first, last } = periodDays(scope);
  const days = Math.round((Date.parse(`${last}T00:00:00.000Z`) - Date.parse(`${first}T00:00:00.000Z`)) / 86_400_000) + 1;
  return { ...scope, from: dayBounds(addDays(first, -days)).from, to: scope.from };
}

type Group = { type_key: string; sector_id: number | null; sector_name: string | null; documents: number };

function publishedGroups(db: Db, scope: ReportScope): Group[] {
  const at = 'COALESCE(d.published_at, d.created_at)';
  const where = scopeWhere(scope, { document: 'd', sector: 'd.sector_id', at });
  return db
    .prepare<unknown[], Group>(
      `SELECT CASE WHEN d.kind = 'process' THEN 'processo' ELSE d.document_type END AS type_key,
         d.sector_id, sec.name AS sector_name, COUNT(*) AS documents
       FROM documents d LEFT JOIN sectors sec ON sec.id = d.sector_id
       WHERE d.status <> 'draft' AND ${where.sql}
       GROUP BY type_key, d.sector_id`,
    )
    .all(...where.params);
}

/** The change from `before` to `now` in percent, one decimal; null when there was nothing before. */
export const changePercent = (before: number, now: number): number | null => (before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10);

const withChange = (row: ReportRow): ReportRow => ({ ...row, change: changePercent(row.previous as number, row.current as number) });

function comparedTable(title: string, label: ReportColumn, tally: Tally<'current' | 'previous'>) {
  const rows = tally.rows().map(withChange);
  const sum = (key: 'previous' | 'current') => rows.reduce((total, row) => total + (row[key] as number), 0);
  const columns: ReportColumn[] = [
    label,
    { key: 'previous', label: m.previous, kind: 'count' },
    { key: 'current', label: m.current, kind: 'count' },
    { key: 'change', label: m.change, kind: 'percent' },
  ];
  return { title, columns, rows, totals: withChange({ [label.key]: c.total, previous: sum('previous'), current: sum('current') }) };
}

export function comparativeReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const before = previousPeriod(scope);
  const byType = new Tally(['current', 'previous'] as const);
  const bySector = new Tally(['current', 'previous'] as const);
  const count = (groups: Group[], column: 'current' | 'previous') => {
    for (const group of groups) {
      byType.add(group.type_key, { type: messages.workQueue.documentTypes[group.type_key] ?? group.type_key }, column, group.documents);
      bySector.add(group.sector_id, { sector: group.sector_name ?? c.noSector }, column, group.documents);
    }
  };
  count(publishedGroups(db, scope), 'current');
  count(publishedGroups(db, before), 'previous');
  const shown = (period: ReportScope) => {
    const { first, last } = periodDays(period);
    return { from: dayText(first), to: dayText(last) };
  };
  return {
    title: m.title,
    notes: [m.notePeriods(shown(scope), shown(before)), m.noteChange, messages.reports.quantitative.notePublished],
    tables: [
      comparedTable(m.byType, { key: 'type', label: messages.reports.quantitative.type, kind: 'text' }, byType),
      comparedTable(m.bySector, { key: 'sector', label: c.sector, kind: 'text' }, bySector),
    ],
  };
}
