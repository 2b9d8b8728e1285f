// Indicadores (issue 20): over the items delivered to sector inboxes in the period, the time to the
// holding sector's first answer (firstResponse.ts), the share answered within the item's deadline
// and the backlog with its age, by sector and by subject; and the time documents spend in each flow
// stage (stageTimes.ts). One statement per table family does the aggregation, medians included.
import type { ReportColumn, ReportResult, ReportRow, ReportTable } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { FIRST_RESPONSE, firstResponseColumns, secondsBetween } from './firstResponse';
import { medianSql } from './median';
import { scopeWhere, type ReportScope } from './scope';
import { stageTable } from './stageTimes';

const m = messages.reports.indicators;

type Dimension = 'sector' | 'subject' | 'all';

type SummaryRow = {
  dim: Dimension;
  k: number | null;
  name: string | null;
  received: number;
  answered: number;
  average: number | null;
  median: number | null;
  decided: number;
  within: number;
  backlog: number;
  backlog_median: number | null;
  oldest: number | null;
};

/**
 * The items: delivered to a sector inbox (a reopened copy is not a delivery), in the scope; whether
 * each is still live (neither archived nor closed, or reopened and its reopened copy live). The live
 * reopened copies are one list read once: asked per item (EXISTS on parent_id), SQLite scanned the
 * whole inbox for each item once ANALYZE had seen parent_id almost always NULL (bench:reports).
 */
function itemsSql(scope: ReportScope, nowIso: string): { sql: string; params: (string | number)[] } {
  const where = scopeWhere(scope, { document: 'd', sector: 'ie.sector_id', at: 'ie.created_at' });
  const first = firstResponseColumns('ie', nowIso);
  return {
    sql: `SELECT ie.sector_id, d.subject_id, ie.created_at AS delivered_at, ie.due_at, ${first.sql},
        (ie.is_archived = 0 AND ie.is_closed = 0) OR ie.id IN (
          SELECT ro.parent_id FROM inbox_emails ro WHERE ro.is_reopened = 1 AND ro.is_archived = 0 AND ro.is_closed = 0
        ) AS live
      FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
      WHERE ie.box = 'inbox' AND ie.sector_id IS NOT NULL AND ie.is_reopened = 0 AND ${where.sql}`,
    params: [...first.params, ...where.params],
  };
}

function summaries(db: Db, scope: ReportScope, nowIso: string): SummaryRow[] {
  const items = itemsSql(scope, nowIso);
  const sql = `
    WITH items AS MATERIALIZED (${items.sql}),
    answered AS MATERIALIZED (SELECT *, ${FIRST_RESPONSE} AS answered_at FROM items),
    facts AS MATERIALIZED (
      SELECT sector_id, subject_id,
        ${secondsBetween('delivered_at', 'answered_at')} AS seconds,
        CASE WHEN due_at IS NOT NULL AND (answered_at IS NOT NULL OR julianday(due_at) < julianday(?)) THEN 1 ELSE 0 END AS decided,
        CASE WHEN due_at IS NOT NULL AND answered_at IS NOT NULL AND julianday(answered_at) <= julianday(due_at) THEN 1 ELSE 0 END AS within,
        CASE WHEN answered_at IS NULL AND live THEN ${secondsBetween('delivered_at', '?')} END AS age
      FROM answered
    ),
    dims AS MATERIALIZED (
      SELECT 'sector' AS dim, sector_id AS k, seconds, decided, within, age FROM facts
      UNION ALL SELECT 'subject', subject_id, seconds, decided, within, age FROM facts
      UNION ALL SELECT 'all', NULL, seconds, decided, within, age FROM facts
    ),
    totals AS (
      SELECT dim, k, count(*) AS received, count(seconds) AS answered, avg(seconds) AS average, sum(decided) AS decided,
        sum(within) AS within, count(age) AS backlog, max(age) AS oldest
      FROM dims GROUP BY dim, k
    ),
    -- Materialized: joined per row of totals, a plain CTE was computed again for each row.
    answered_median AS MATERIALIZED (${medianSql('dims', 'seconds', ['dim', 'k'])}),
    backlog_median AS MATERIALIZED (${medianSql('dims', 'age', ['dim', 'k'])})
    SELECT t.dim, t.k, COALESCE(s.name, sb.name) AS name, t.received, t.answered, t.average, am.median, t.decided, t.within,
      t.backlog, bm.median AS backlog_median, t.oldest
    FROM totals t
    LEFT JOIN answered_median am ON am.dim = t.dim AND am.k IS t.k
    LEFT JOIN backlog_median bm ON bm.dim = t.dim AND bm.k IS t.k
    LEFT JOIN sectors s ON t.dim = 'sector' AND s.id = t.k
    LEFT JOIN subjects sb ON t.dim = 'subject' AND sb.id = t.k
    ORDER BY t.dim, t.k IS NULL, COALESCE(s.name, sb.name) COLLATE NOCASE, t.k`;
  return db.prepare<unknown[], SummaryRow>(sql).all(...items.params, nowIso, nowIso);
}

const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part * 1000) / whole) / 10);
const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value));

function responseColumns(first: ReportColumn): ReportColumn[] {
  const c = m.columns;
  return [
    first,
    { key: 'received', label: c.received, kind: 'count' },
    { key: 'answered', label: c.answered, kind: 'count' },
    { key: 'unanswered', label: c.unanswered, kind: 'count' },
    { key: 'median_response', label: c.medianResponse, kind: 'seconds' },
    { key: 'average_response', label: c.averageResponse, kind: 'seconds' },
    { key: 'with_deadline', label: c.withDeadline, kind: 'count' },
    { key: 'within_deadline', label: c.withinDeadline, kind: 'percent' },
    { key: 'backlog', label: c.backlog, kind: 'count' },
    { key: 'backlog_median_age', label: c.backlogMedianAge, kind: 'seconds' },
    { key: 'backlog_oldest', label: c.backlogOldest, kind: 'seconds' },
  ];
}

function responseRow(key: string, name: string, row: SummaryRow): ReportRow {
  return {
    [key]: name,
    received: row.received,
    answered: row.answered,
    unanswered: row.received - row.answered,
    median_response: row.median,
    average_response: rounded(row.average),
    with_deadline: row.decided,
    within_deadline: percent(row.within, row.decided),
    backlog: row.backlog,
    backlog_median_age: row.backlog_median,
    backlog_oldest: row.oldest,
  };
}

function responseTable(title: string, key: 'sector' | 'subject', rows: readonly SummaryRow[], all: SummaryRow | undefined): ReportTable {
  const nameOf = (row: SummaryRow) => row.name ?? (key === 'subject' ? m.noSubject : '');
  return {
    title,
    columns: responseColumns({ key, label: m.columns[key], kind: 'text' }),
    rows: rows.map((row) => responseRow(key, nameOf(row), row)),
    totals: all === undefined ? null : responseRow(key, m.total, all),
  };
}

/** The report: `now` (the server clock) places the backlog's age and the stages still current. */
export function indicatorsReport(db: Db, scope: ReportScope, now: number): ReportResult {
  const nowIso = new Date(now).toISOString();
  const rows = summaries(db, scope, nowIso);
  const all = rows.find((row) => row.dim === 'all');
  return {
    title: m.title,
    notes: [...m.notes],
    tables: [
      responseTable(m.bySector, 'sector', rows.filter((row) => row.dim === 'sector'), all),
      responseTable(m.bySubject, 'subject', rows.filter((row) => row.dim === 'subject'), all),
      stageTable(db, scope, nowIso),
    ],
  };
}
