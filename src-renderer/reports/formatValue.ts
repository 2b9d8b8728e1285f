// How a report's figure reads on screen, by its column's kind (src-shared/api/reports.ts): counts
// with thousands separators, durations in words ("2 h 30 min", "3 d 4 h"), percentages with one
// decimal, reais, and local days / months as DD/MM/YYYY and MM/YYYY. Null is a dash.
import type { ReportColumn } from '../../src-shared/api/reports';
import { formatFileSize } from '../../src-shared/fileSize';
import { messages } from '../../src-shared/messages';

const d = messages.reports.duration;
const number = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * A duration in its two largest units, rounded down to the minute: 9000 → "2 h 30 min",
 * 273600 → "3 d 4 h", 172800 → "2 d". Under a minute (but not zero) says so.
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes === 0) return seconds > 0 ? d.lessThanAMinute : d.minutes(0);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = days > 0 ? [d.days(days), hours > 0 && d.hours(hours)] : [hours > 0 && d.hours(hours), rest > 0 && d.minutes(rest)];
  return parts.filter((part): part is string => typeof part === 'string').join(' ');
}

export function formatValue(kind: ReportColumn['kind'], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return messages.reports.screen.empty;
  if (typeof value === 'string') {
    if (kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
    if (kind === 'month' && /^\d{4}-\d{2}$/.test(value)) return `${value.slice(5, 7)}/${value.slice(0, 4)}`;
    return value;
  }
  switch (kind) {
    case 'seconds':
      return formatDuration(value);
    case 'percent':
      return `${percent.format(value)}%`;
    case 'money':
      return money.format(value);
    case 'bytes':
      return formatFileSize(value);
    default:
      return number.format(value);
  }
}
