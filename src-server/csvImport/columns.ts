// Matching a spreadsheet's header to an import's columns: each column has the name the template
// uses and the other names people write for it, compared without case, accents, spaces or
// punctuation ("E-mail", "email" and "E mail" are one column). Unknown columns are ignored.
import { messages } from '../../src-shared/messages';
import { fileRefused } from './readCsv';

const m = messages.csvImport.server;

export type ImportColumn = {
  /** What the declaration calls it. */
  key: string;
  /** The name the template writes and the report shows. */
  header: string;
  aliases?: readonly string[];
  required?: boolean;
};

/** "Matrícula(s)" → "matriculas". */
export const headerKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** For each column key, the index of its cell in a row (absent when the file has no such column). */
export type ColumnIndex = ReadonlyMap<string, number>;

export function matchColumns(header: readonly string[], columns: readonly ImportColumn[]): ColumnIndex {
  const byName = new Map<string, ImportColumn>();
  for (const column of columns) {
    for (const name of [column.header, ...(column.aliases ?? [])]) byName.set(headerKey(name), column);
  }
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const column = byName.get(headerKey(name));
    if (column === undefined) return;
    if (index.has(column.key)) throw fileRefused(422, m.repeatedColumn(column.header));
    index.set(column.key, position);
  });
  const missing = columns.filter((column) => column.required && !index.has(column.key)).map((column) => column.header);
  if (missing.length > 0) throw fileRefused(422, m.missingColumns(missing));
  return index;
}

/** A row's cells by column key; a column the file lacks, or a short row, reads as ''. */
export function cellsOf(cells: readonly string[], index: ColumnIndex, columns: readonly ImportColumn[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const column of columns) {
    const position = index.get(column.key);
    result[column.key] = position === undefined ? '' : (cells[position] ?? '').trim();
  }
  return result;
}
