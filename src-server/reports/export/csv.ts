// Any report as one CSV file (http/csv.ts: BOM, ';', CRLF): its title, the filter in words and the
// notes, then each table as a section — its title, the header row, the rows and the totals row —
// with an empty line between sections. Figures stay exact: integers as they are, other numbers with
// the decimal comma Excel in pt-BR reads, durations in seconds, sizes in bytes, days as YYYY-MM-DD.
import type { ReportResult, ReportRow, ReportTable } from '../../../src-shared/api/reports';
import { messages } from '../../../src-shared/messages';
import { CSV_BOM, csvLine } from '../../http/csv';

const e = messages.reports.export;

function cell(value: ReportRow[string] | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value : String(value).replace('.', ',');
  return value;
}

const rowLine = (table: ReportTable, row: ReportRow): string => csvLine(table.columns.map((column) => cell(row[column.key])));

export function reportCsv(result: ReportResult, filterLines: readonly string[]): string {
  let text = CSV_BOM + csvLine([result.title]);
  for (const line of [...filterLines, ...result.notes]) text += csvLine([line]);
  for (const table of result.tables) {
    text += '\r\n' + csvLine([table.title]) + csvLine(table.columns.map((column) => (column.kind === 'bytes' ? e.inBytes(column.label) : column.label)));
    for (const row of table.rows) text += rowLine(table, row);
    if (table.totals !== null) text += rowLine(table, table.totals);
  }
  return text;
}
