// The audit CSV, written as every CSV the API sends (http/csv.ts: BOM, ';', CRLF, RFC 4180 quoting).
import type { AuditEntryView } from '../../src-shared/api/audit';
import { messages } from '../../src-shared/messages';
import { CSV_BOM, csvLine } from '../http/csv';

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
