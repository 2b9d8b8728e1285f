// Gráficos (issue 20): the documents published over the period, drawn as lines — against the same
// days or months one year before (seasonality is what a manager reads from a year's curve; the
// period just before is Comparativo's), and sector against sector for the sectors that publish
// most. Counted as Quantitativo counts (quantitative.ts): every document that left the draft state,
// at its publication, in local days of Brasília.
import type { ReportColumn, ReportResult, ReportRow } from '../../src-shared/api/reports';
import { addDays, dayBounds } from '../../src-shared/deadlines';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { dayText } from './export/format';
import { scopeWhere, type ReportScope } from './scope';
import { localDayOfHour, periodDays, periodMonths, summedTable } from './tables';

const m = messages.reports.charts;
const c = messages.reports.common;

/** Up to this many days a period is drawn day by day (two months); longer, month by month. */
export const DAILY_MAX_DAYS = 62;
/** Sector against sector draws this many sectors; the rest add up in one line. */
export const TOP_SECTORS = 5;

type Bucket = 'day' | 'month';
type Group = { sector_id: number | null; hour: string; documents: number };

/** The same local day one year earlier; 29/02 becomes 28/02. */
export function yearBefore(day: string): string {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, '0');
  const shifted = `${year}${day.slice(4)}`;
  return day.slice(5) === '02-29' ? `${year}-02-28` : shifted;
}

/** The bucket keys of the period, in order: its local days, or its months. */
function bucketsOf(scope: ReportScope, bucket: Bucket): string[] {
  if (bucket === 'month') return periodMonths(scope);
  const { first, last } = periodDays(scope);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

function publishedByHour(db: Db, scope: ReportScope): Group[] {
  const at = 'COALESCE(d.published_at, d.created_at)';
  const where = scopeWhere(scope, { document: 'd', sector: 'd.sector_id', at });
  // Grouped by the UTC hour, whose local day tables.ts reads exactly. Sectors are named after, for
  // the few drawn: joining them to every document cost more than the count (bench:reports).
  return db
    .prepare<unknown[], Group>(
      `SELECT d.sector_id, substr(${at}, 1, 13) AS hour, COUNT(*) AS documents
       FROM documents d
       WHERE d.status <> 'draft' AND ${where.sql}
       GROUP BY d.sector_id, hour`,
    )
    .all(...where.params);
}

function sectorNames(db: Db, ids: readonly number[]): Map<number, string> {
  const rows = db.prepare<[string], { id: number; name: string }>('SELECT id, name FROM sectors WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function chartsReport(db: Db, scope: ReportScope, _now: number): ReportResult {
  const { first, last } = periodDays(scope);
  const days = Math.round((Date.parse(`${last}T00:00:00.000Z`) - Date.parse(`${first}T00:00:00.000Z`)) / 86_400_000) + 1;
  const bucket: Bucket = days <= DAILY_MAX_DAYS ? 'day' : 'month';
  const keyOf = (day: string) => (bucket === 'day' ? day : day.slice(0, 7));
  const dayOf = localDayOfHour();
  const buckets = bucketsOf(scope, bucket);

  // A period ending on a month's last day ends on that month's last day a year before (29/02 too).
  const endsMonth = addDays(last, 1).slice(8) === '01';
  const before = { first: yearBefore(first), last: endsMonth ? addDays(yearBefore(addDays(last, 1)), -1) : yearBefore(last) };
  // One pass from the year before to the period's end (documents are read once), split by hour: the
  // bounds are local midnights, whole UTC hours, so an hour lies wholly in, before or between them.
  const hourOf = (iso: string) => iso.slice(0, 13);
  const beforeEnd = hourOf(dayBounds(before.last).to);
  const periodStart = hourOf(scope.from);
  const current: Group[] = [];
  const earlier: Group[] = [];
  for (const group of publishedByHour(db, { ...scope, from: dayBounds(before.first).from })) {
    if (group.hour >= periodStart) current.push(group);
    else if (group.hour < beforeEnd) earlier.push(group);
  }

  // Year over year: each bucket against the bucket one year before (its key plus a year).
  const now = new Map<string, number>();
  const then = new Map<string, number>();
  for (const group of current) add(now, keyOf(dayOf(group.hour)), group.documents);
  for (const group of earlier) add(then, keyOf(nextYear(dayOf(group.hour))), group.documents);
  const label: ReportColumn = { key: 'bucket', label: bucket === 'day' ? c.day : c.month, kind: bucket };
  const yearRows: ReportRow[] = buckets.map((key) => ({
    bucket: key,
    current: now.get(key) ?? 0,
    // A 29/02 has no day a year before.
    year_before: bucket === 'day' && key.slice(5) === '02-29' ? null : (then.get(key) ?? 0),
  }));

  // Sector against sector: the sectors that published most, each a line, the rest in one.
  const totals = new Map<number | null, { name: string; documents: number }>();
  for (const group of current) {
    const entry = totals.get(group.sector_id) ?? { name: '', documents: 0 };
    entry.documents += group.documents;
    totals.set(group.sector_id, entry);
  }
  const names = sectorNames(db, [...totals.keys()].filter((id) => id !== null));
  for (const [id, entry] of totals) entry.name = (id === null ? undefined : names.get(id)) ?? c.noSector;
  const ranked = [...totals.entries()].sort(([, a], [, b]) => b.documents - a.documents || a.name.localeCompare(b.name, 'pt-BR'));
  const shown = ranked.slice(0, TOP_SECTORS);
  const hasOthers = ranked.length > TOP_SECTORS;
  const columnOf = new Map(shown.map(([id], index) => [id, `sector_${index}`]));
  const sectorColumns: ReportColumn[] = [
    ...shown.map(([, entry], index) => ({ key: `sector_${index}`, label: entry.name, kind: 'count' as const })),
    ...(hasOthers ? [{ key: 'others', label: m.otherSectors, kind: 'count' as const }] : []),
  ];
  const sectorRows = new Map(buckets.map((key) => [key, Object.fromEntries([['bucket', key], ...sectorColumns.map((column) => [column.key, 0])]) as ReportRow]));
  for (const group of current) {
    const row = sectorRows.get(keyOf(dayOf(group.hour)));
    const column = columnOf.get(group.sector_id) ?? 'others';
    if (row) row[column] = (row[column] as number) + group.documents;
  }

  return {
    title: m.title,
    notes: [m.noteBuckets(bucket), m.noteYearBefore(dayText(before.first), dayText(before.last)), m.noteTopSectors(TOP_SECTORS), messages.reports.quantitative.notePublished],
    tables: [
      {
        ...summedTable(m.yearOverYear, [label, { key: 'current', label: m.current, kind: 'count' }, { key: 'year_before', label: m.yearBefore, kind: 'count' }], yearRows),
        chart: 'line',
      },
      { ...summedTable(m.bySector, [label, ...sectorColumns], [...sectorRows.values()]), chart: 'line' },
    ],
  };
}

function add(map: Map<string, number>, key: string, count: number): void {
  map.set(key, (map.get(key) ?? 0) + count);
}

/** The same local day one year later (the inverse of yearBefore, 28/02 staying 28/02). */
function nextYear(day: string): string {
  return `${String(Number(day.slice(0, 4)) + 1).padStart(4, '0')}${day.slice(4)}`;
}
