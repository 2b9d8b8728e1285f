// How a report's figures read in the PDF (the CSV keeps them raw: export/csv.ts), by column kind,
// in pt-BR and America/Sao_Paulo, and the filter said in words for both files' heading.
import type { ReportColumn, ReportFilter } from '../../../src-shared/api/reports';
import { DEADLINE_TIME_ZONE, localDay } from '../../../src-shared/deadlines';
import { formatFileSize } from '../../../src-shared/fileSize';
import { messages } from '../../../src-shared/messages';
import type { Db } from '../../db/open';

const e = messages.reports.export;

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: DEADLINE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else (the totals row's "Total") as it is. */
export const dayText = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
};

/** 'YYYY-MM' → 'MM/YYYY'. */
export const monthText = (month: string): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[2]}/${match[1]}` : month;
};

/** DD/MM/YYYY HH:mm in Brasília. */
export const dateTimeText = (ms: number): string => `${dayText(localDay(ms))} ${clock.format(new Date(ms))}`;

/** One cell as the PDF shows it; an empty cell is a dash. */
export function cellText(value: string | number | null | undefined, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return kind === 'day' ? dayText(value) : kind === 'month' ? monthText(value) : value;
  switch (kind) {
    case 'seconds':
      return `${integer.format(value)} s`;
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'money':
      return money.format(value);
    case 'bytes':
      return formatFileSize(value);
    default:
      return Number.isInteger(value) ? integer.format(value) : String(value).replace('.', ',');
  }
}

/** The filter in words, one line per field: period, sector, subject, document type. */
export function filterInWords(db: Db, filter: ReportFilter): string[] {
  const sector =
    filter.sector_id === undefined ? undefined : db.prepare<[number], string>('SELECT name FROM sectors WHERE id = ?').pluck().get(filter.sector_id);
  const subject =
    filter.subject_id === undefined ? undefined : db.prepare<[number], string>('SELECT name FROM subjects WHERE id = ?').pluck().get(filter.subject_id);
  const type = filter.document_type;
  return [
    e.period(dayText(filter.from), dayText(filter.to)),
    sector === undefined ? e.allSectors : e.sector(sector, filter.with_subsectors),
    subject === undefined ? e.allSubjects : e.subject(subject),
    type === undefined ? e.allDocumentTypes : e.documentType(messages.workQueue.documentTypes[type] ?? type),
  ];
}
