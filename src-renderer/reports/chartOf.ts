// Which chart a report table makes, from its columns alone, so one screen draws any report: the
// first text/day/month column is the category axis, and the numeric columns of the first numeric
// column's kind are the bars (one scale: counts are not drawn against durations or percentages;
// the table shows every column anyway).
import type { ReportColumn, ReportTable } from '../../src-shared/api/reports';
import { formatValue } from './formatValue';

const CATEGORY_KINDS: ReadonlySet<ReportColumn['kind']> = new Set(['text', 'day', 'month']);
const NUMERIC_KINDS: ReadonlySet<ReportColumn['kind']> = new Set(['count', 'bytes', 'seconds', 'percent', 'money']);
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];
/** More bars than this make an unreadable chart; the table below it has every row. */
export const CHART_MAX_ROWS = 40;
/** A line reads many more points (a period day by day, five years month by month). */
export const LINE_MAX_POINTS = 400;
/** The category's key in the chart's data (series keys are s0, s1…: a report key with a dot would read as a path). */
export const CATEGORY_KEY = 'category';

export type ReportChart = {
  /** Bars, or lines for a series over time (the table's chart). */
  type: 'bar' | 'line';
  kind: ReportColumn['kind'];
  series: { name: string; label: string; color: string }[];
  data: Record<string, string | number | null>[];
  /** Whether rows were left out of the chart (CHART_MAX_ROWS). */
  truncated: boolean;
};

export function chartOf(table: ReportTable): ReportChart | null {
  const category = table.columns.find((column) => CATEGORY_KINDS.has(column.kind));
  const firstNumeric = table.columns.find((column) => NUMERIC_KINDS.has(column.kind));
  if (!category || !firstNumeric || table.rows.length === 0) return null;
  const columns = table.columns.filter((column) => column.kind === firstNumeric.kind);
  const series = columns.map((column, index) => ({ name: `s${index}`, label: column.label, color: COLORS[index % COLORS.length]! }));
  const type = table.chart ?? 'bar';
  const maxRows = type === 'line' ? LINE_MAX_POINTS : CHART_MAX_ROWS;
  const data = table.rows.slice(0, maxRows).map((row) => {
    const point: Record<string, string | number | null> = { [CATEGORY_KEY]: formatValue(category.kind, row[category.key]) };
    columns.forEach((column, index) => {
      const value = row[column.key];
      point[`s${index}`] = typeof value === 'number' ? value : null;
    });
    return point;
  });
  return { type, kind: firstNumeric.kind, series, data, truncated: table.rows.length > maxRows };
}
