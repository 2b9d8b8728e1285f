// The administration's CSV imports (issue 17, point 7): POST {resource}/import with the file in the
// multipart field `file` and `dryRun=true` in the query to check without writing, answered with a
// report line by line. Lines are numbered as the spreadsheet shows them (the header is line 1).
import { z } from 'zod';

export const CSV_IMPORT_FILE_FIELD = 'file';
export const CSV_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 2000;

export const csvImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const csvImportIssueSchema = z.object({
  line: z.number().int(),
  /** The column as the template names it; absent when the problem is the whole line. */
  field: z.string().optional(),
  message: z.string(),
});
export type CsvImportIssue = z.infer<typeof csvImportIssueSchema>;

export const csvImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data lines read (blank lines are not counted). */
  total: z.number().int(),
  /** Lines created, or in a dry run the lines that would be. */
  created: z.number().int(),
  /** Every problem of every refused line; a line may have several. */
  failed: z.array(csvImportIssueSchema),
  /** Lines created (or, in a dry run, to be) with something to tell: the first-access e-mail not sent, a column the line's kind leaves blank. */
  warnings: z.array(csvImportIssueSchema),
});
export type CsvImportReport = z.infer<typeof csvImportReportSchema>;
