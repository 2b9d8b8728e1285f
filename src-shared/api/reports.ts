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
 * numbers read: counts; seconds (durations, shown as days/hours); percent (0–100, one decimal);
 * money (reais, two decimals); a local day (YYYY-MM-DD) or month (YYYY-MM); or text.
 */
export const COLUMN_KINDS = ['text', 'count', 'seconds', 'percent', 'money', 'day', 'month'] as const;
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
});
export type ReportTable = z.infer<typeof reportTableSchema>;
export const reportResultSchema = z.object({
  title: z.string(),
  /** Sentences shown with the figures: how a figure is computed (Economia's formula and prices). */
  notes: z.array(z.string()),
  tables: z.array(reportTableSchema),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
