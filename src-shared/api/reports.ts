// Reports (issue 20): the filter every report and the dashboard take, one contract for the client
// and the server. Reports answer on GET /api/reports/{report}?from&to&sector_id&with_subsectors&
// subject_id&document_type (report-access; usage statistics: can-access-usage-statistics-report),
// each as JSON, or as CSV (?format=csv) and PDF (?format=pdf) holding the same figures.
//
// The period is local days in America/Sao_Paulo (src-shared/deadlines.ts), both included: a
// document published at 23:30 on 31/01 in Brasília counts in January, though it is February in UTC.
import { z } from 'zod';
import { messages } from '../messages';

const m = messages.reports.server;

/** The longest period a report answers for, in days (five years: the comparative's widest use). */
export const REPORT_MAX_DAYS = 5 * 366;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));
const day = z.string().trim().refine(isDay, { error: m.invalidDate });
const id = z.coerce.number().int().positive();
const flag = z.enum(['0', '1']).transform((value) => value === '1');
const optionalText = z.string().trim().max(60).optional().transform((value) => (value === '' ? undefined : value));

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000;

export const reportFilterSchema = z
  .object({
    from: day,
    to: day,
    sector_id: id.optional(),
    /** With the sector's sub-sectors (the default), or the sector alone. */
    with_subsectors: flag.default(true),
    subject_id: id.optional(),
    document_type: optionalText,
  })
  // zod runs these even when a date failed its own check (field issues do not abort): a bad date
  // gets its message alone, not also an inverted or too long period.
  .refine((filter) => !isDay(filter.from) || !isDay(filter.to) || filter.from <= filter.to, { error: m.periodInverted, path: ['to'] })
  .refine((filter) => !isDay(filter.from) || !isDay(filter.to) || daysBetween(filter.from, filter.to) < REPORT_MAX_DAYS, {
    error: m.periodTooLong,
    path: ['to'],
  });
export type ReportFilter = z.output<typeof reportFilterSchema>;
export type ReportFilterInput = z.input<typeof reportFilterSchema>;

export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export const reportFormatSchema = z.object({ format: z.enum(REPORT_FORMATS).default('json') });

/**
 * Every report answers tables of one shape, so that one screen draws them (a chart and its table),
 * and one writer exports them to CSV and PDF with the same figures. A column's kind says how its
 * numbers read: counts; bytes (sizes, shown as KB/MB; raw in the CSV); seconds (durations, shown as days/hours); percent (0–100, one decimal);
 * money (reais, two decimals); a local day (YYYY-MM-DD) or month (YYYY-MM); or text.
 */
export const COLUMN_KINDS = ['text', 'count', 'bytes', 'seconds', 'percent', 'money', 'day', 'month'] as const;
export const reportColumnSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(COLUMN_KINDS) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportTableSchema = z.object({
  /** Its heading on screen, in the CSV (a section) and in the PDF. */
  title: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** The table's totals row, when summing (or a median over all rows) means something. */
  totals: reportRowSchema.nullable(),
  /** How the screen draws it: bars (when absent), or lines for a series over time (Gráficos). */
  chart: z.enum(['bar', 'line']).optional(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;
export const reportResultSchema = z.object({
  title: z.string(),
  /** Sentences shown with the figures: how a figure is computed (Economia's formula and prices). */
  notes: z.array(z.string()),
  tables: z.array(reportTableSchema),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/**
 * GET /api/dashboard (staff): the caller's numbers ("mine": its personal inbox and the connected
 * sector's items it is responsible for, as the work queue's Prazos card counts them) and the
 * connected sector's (null when the user has none). Each figure carries the work-queue screen and
 * query string it opens (the query without '?'); a duration is in seconds, null when nothing was
 * answered. Days are local (America/Sao_Paulo); the series holds the last 30 days, today last.
 */
export const dashboardLinkSchema = z.object({ path: z.string(), query: z.string() });
export type DashboardLink = z.infer<typeof dashboardLinkSchema>;
export const dashboardFigureSchema = z.object({ value: z.number().nullable(), link: dashboardLinkSchema });
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;
export const dashboardDaySchema = z.object({ day: z.string(), received: z.number().int(), answered: z.number().int() });
export const dashboardPanelSchema = z.object({
  /** The Tarefas list: items in the inbox, not archived. */
  to_do: dashboardFigureSchema,
  overdue: dashboardFigureSchema,
  /** Due from now to the end of this week (today included), as the Prazos card's "Esta semana". */
  due_this_week: dashboardFigureSchema,
  received_today: dashboardFigureSchema,
  /** Items first answered this week (Monday 00:00 to now), whenever they arrived. */
  answered_this_week: dashboardFigureSchema,
  /** Median time to first response of the items received in the last 30 days and answered. */
  median_first_response: dashboardFigureSchema,
  series: z.array(dashboardDaySchema),
});
export type DashboardPanel = z.infer<typeof dashboardPanelSchema>;
export const dashboardSchema = z.object({
  today: z.string(),
  week_from: z.string(),
  series_from: z.string(),
  connected_sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  mine: dashboardPanelSchema,
  sector: dashboardPanelSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
