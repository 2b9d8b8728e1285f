// A spreadsheet saved as CSV, read the way people save them: Excel in pt-BR writes ';' between
// fields (',' is its decimal separator) and, unless told "CSV UTF-8", Windows-1252 text; other tools
// write ',' and UTF-8, often with a BOM. Each record keeps the line number the spreadsheet shows
// (the header is 1), blank lines included, so the report points at the right row.
import { parse } from 'csv-parse/sync';
import { CSV_IMPORT_MAX_ROWS } from '../../src-shared/api/csvImport';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../http/errors';

const m = messages.csvImport.server;

export type CsvRow = { line: number; cells: string[] };
export type CsvTable = { header: string[]; rows: CsvRow[] };

/** The file's refusal as a whole: 422 (or 413 when too big), under errors.file. */
export const fileRefused = (status: 413 | 422, message: string) => new ApiError(status, { message, errors: { file: [message] } });

/** UTF-8 when the bytes are UTF-8 (BOM dropped), else Windows-1252, which is what Excel writes otherwise. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' or ',' — whichever the header line holds more of (outside quotes); ';' on a tie. */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The header and the data rows with their spreadsheet line numbers; blank rows are left out. */
export function readCsv(bytes: Uint8Array, maxRows = CSV_IMPORT_MAX_ROWS): CsvTable {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    const parsed = (error as { records?: number }).records;
    throw fileRefused(422, m.unreadable(typeof parsed === 'number' ? parsed + 1 : 1));
  }
  // The spreadsheet's row n is record n-1, whatever line breaks quoted cells hold.
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex < 0) throw fileRefused(422, m.empty);
  const rows: CsvRow[] = [];
  records.forEach((cells, index) => {
    if (index > headerIndex && !isBlank(cells)) rows.push({ line: index + 1, cells });
  });
  if (rows.length === 0) throw fileRefused(422, m.empty);
  if (rows.length > maxRows) throw fileRefused(413, m.tooManyRows(maxRows));
  return { header: records[headerIndex] as string[], rows };
}
