// Any report as a PDF, with the project's own text PDF writer (documents/textPdf.ts): the report's
// title, the filter in words, when it was made, the notes, and each table as lines — the header,
// one line per row, the totals — with the figures of the JSON answer formatted by column kind.
import type { ReportResult, ReportRow, ReportTable } from '../../../src-shared/api/reports';
import { messages } from '../../../src-shared/messages';
import { textPdf, type TextBlock } from '../../documents/textPdf';
import { cellText, dateTimeText } from './format';

const e = messages.reports.export;

/** Cells of a table line are set apart by this, which pdftotext and a reader both keep. */
export const PDF_CELL_SEPARATOR = ' | ';

/** A table's row as the PDF writes it. */
export const pdfRowLine = (table: ReportTable, row: ReportRow): string =>
  table.columns.map((column) => cellText(row[column.key], column.kind)).join(PDF_CELL_SEPARATOR);

export function reportPdf(result: ReportResult, options: { organization: string; filterLines: readonly string[]; now: number }): Buffer {
  const [period = '', ...otherFilters] = options.filterLines;
  const body: (string | TextBlock)[] = [[...otherFilters, e.generatedAt(dateTimeText(options.now))].join('\n')];
  if (result.notes.length > 0) {
    body.push({ text: e.notes, style: 'heading' });
    for (const note of result.notes) body.push({ text: note, style: 'small' });
  }
  for (const table of result.tables) {
    body.push({ text: table.title, style: 'heading' });
    const lines = [table.columns.map((column) => column.label).join(PDF_CELL_SEPARATOR)];
    if (table.rows.length === 0) lines.push(e.empty);
    for (const row of table.rows) lines.push(pdfRowLine(table, row));
    if (table.totals !== null) lines.push(pdfRowLine(table, table.totals));
    body.push(lines.join('\n'));
  }
  return textPdf({ heading: options.organization, number: e.pdfNumber(result.title), title: period, body, createdAt: new Date(options.now) });
}
