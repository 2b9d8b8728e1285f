// An import's template: the columns' names and one example line, as the audit export writes CSV
// (UTF-8 with a BOM, ';' between fields), which Excel in pt-BR opens as columns.
import { CSV_BOM, csvLine } from '../http/csv';
import type { ImportColumn } from './columns';

export function csvTemplate(columns: readonly ImportColumn[], example: readonly string[]): string {
  return CSV_BOM + csvLine(columns.map((column) => column.header)) + csvLine(example);
}
