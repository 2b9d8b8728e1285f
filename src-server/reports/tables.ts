// What the report modules share to build their tables: counting rows under a label, the totals row,
// a stable order, and the local days and months (America/Sao_Paulo) of instants and of the period.
import type { ReportColumn, ReportRow, ReportTable } from '../../src-shared/api/reports';
import { localDay, zoneOffset } from '../../src-shared/deadlines';
import { messages } from '../../src-shared/messages';
import type { ReportScope } from './scope';

const c = messages.reports.common;

/** Labels sorted as a pt-BR reader expects (accents beside their letter). */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** SQL placeholders for an IN list. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

type Entry<Column extends string> = { key: string; text: Record<string, string>; counts: Record<Column, number> };

/**
 * Counts under a key, keeping each key's text cells (a name, a sector) and one count per column.
 * Keys are what the SQL groups by (ids), the text what the table shows, so two sectors of the same
 * name stay apart.
 */
export class Tally<Column extends string> {
  private readonly entries = new Map<string, Entry<Column>>();

  constructor(private readonly columns: readonly Column[]) {}

  add(key: string | number | null, text: Record<string, string>, column: Column, count: number): void {
    const id = String(key);
    let entry = this.entries.get(id);
    if (entry === undefined) {
      entry = { key: id, text, counts: Object.fromEntries(this.columns.map((name) => [name, 0])) as Record<Column, number> };
      this.entries.set(id, entry);
    }
    entry.counts[column] += count;
  }

  /** Ensures a row for the key even with nothing counted (a chart's zero). */
  touch(key: string | number | null, text: Record<string, string>): void {
    const [first] = this.columns;
    if (first !== undefined) this.add(key, text, first, 0);
  }

  /** The most counted first (by the first column, then the next…), ties by their text in pt-BR order. */
  rows(): ReportRow[] {
    return this.sorted((a, b) => {
      for (const column of this.columns) if (a.counts[column] !== b.counts[column]) return b.counts[column] - a.counts[column];
      return collator.compare(Object.values(a.text).join(' '), Object.values(b.text).join(' '));
    });
  }

  /** In the order of their keys as text: days and months (YYYY-MM-DD, YYYY-MM) chronologically. */
  rowsByKey(): ReportRow[] {
    return this.sorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** In the order of `keys`, a fixed vocabulary (statuses, signature kinds, clients). */
  rowsInOrder(keys: readonly string[]): ReportRow[] {
    return this.sorted((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
  }

  private sorted(compare: (a: Entry<Column>, b: Entry<Column>) => number): ReportRow[] {
    return [...this.entries.values()].sort(compare).map((entry) => ({ ...entry.text, ...entry.counts }));
  }
}

/** A table whose count columns add up into its totals row, labelled Total under the first column. */
export function summedTable(title: string, columns: readonly ReportColumn[], rows: ReportRow[]): ReportTable {
  const [first, ...rest] = columns;
  const totals: ReportRow = first === undefined ? {} : { [first.key]: c.total };
  for (const column of rest) {
    totals[column.key] = column.kind === 'count' || column.kind === 'bytes' ? rows.reduce((sum, row) => sum + (typeof row[column.key] === 'number' ? (row[column.key] as number) : 0), 0) : null;
  }
  return { title, columns: [...columns], rows, totals };
}

/**
 * The local day of a UTC hour ('YYYY-MM-DDTHH', what SQL's substr(at, 1, 13) gives). Grouping by
 * the UTC hour in SQL and reading its local day here is exact because America/Sao_Paulo's offsets
 * (now -03:00, -02:00 in the old summer time) are whole hours: a UTC hour lies within one local day.
 *
 * The zone's offset is asked once per UTC day, at its first and last hour, rather than per hour: a
 * year of hours asked one by one cost a quarter of a second of Intl formatting, most of Gráficos'
 * time (bench:reports). A day whose two answers differ (a summer time change) asks each hour.
 */
export function localDayOfHour(): (hour: string) => string {
  const days = new Map<string, string>();
  const dayOffsets = new Map<string, number | null>();
  const offsetOfDay = (utcDay: string): number | null => {
    let offset = dayOffsets.get(utcDay);
    if (offset === undefined) {
      const start = Date.parse(`${utcDay}T00:00:00.000Z`);
      const first = zoneOffset(new Date(start));
      offset = zoneOffset(new Date(start + 23 * HOUR_MS)) === first ? first : null;
      dayOffsets.set(utcDay, offset);
    }
    return offset;
  };
  return (hour) => {
    let day = days.get(hour);
    if (day === undefined) {
      const at = Date.parse(`${hour}:00:00.000Z`);
      day = new Date(at + (offsetOfDay(hour.slice(0, 10)) ?? zoneOffset(new Date(at)))).toISOString().slice(0, 10);
      days.set(hour, day);
    }
    return day;
  };
}

const HOUR_MS = 3_600_000;

/** The first and last local days of the scope's period. */
export function periodDays(scope: Pick<ReportScope, 'from' | 'to'>): { first: string; last: string } {
  return { first: localDay(scope.from), last: localDay(Date.parse(scope.to) - 1) };
}

/** Every month ('YYYY-MM') from the period's first to its last, both included. */
export function periodMonths(scope: Pick<ReportScope, 'from' | 'to'>): string[] {
  const { first, last } = periodDays(scope);
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = last.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= end) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
