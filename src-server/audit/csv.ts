// The audit CSV: UTF-8 with a BOM and ';' between fields, which is what Excel in pt-BR opens
// as columns (',' is its decimal separator), CRLF line ends and RFC 4180 quoting.
import type { AuditEntryView } from '../../src-shared/api/audit';
import { messages } from '../../src-shared/messages';

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

/** Quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ is defused (CSV injection). */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly unknown[]): string => `${fields.map(csvField).join(SEPARATOR)}\r\n`;

export const csvHeaderLine = (): string => CSV_BOM + csvLine(messages.audit.csvHeader);

export function csvEntryLine(entry: AuditEntryView): string {
  return csvLine([
    entry.id,
    entry.at,
    entry.user_id,
    entry.user_name,
    entry.action,
    entry.entity,
    entry.entity_id,
    entry.document_id,
    entry.document_number,
    entry.route,
    entry.status,
    entry.ip,
    entry.user_agent,
    entry.changes,
    entry.hash,
  ]);
}

/** The CSV as it is written: the header, then the rows one by one, then a line saying so if `cap` was passed. */
export function* csvOf(rows: Iterable<AuditEntryView>, cap: number): Generator<string> {
  yield csvHeaderLine();
  let count = 0;
  for (const row of rows) {
    count += 1;
    if (count > cap) {
      yield csvLine([messages.audit.csvCapped(cap)]);
      return;
    }
    yield csvEntryLine(row);
  }
}
