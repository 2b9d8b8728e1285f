// CSV files the API sends (the audit export, import templates, report exports): UTF-8 with a BOM and
// ';' between fields, which is what Excel in pt-BR opens as columns (',' is its decimal separator),
// CRLF line ends and RFC 4180 quoting.

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

/** Quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ is defused (CSV injection). */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly unknown[]): string => `${fields.map(csvField).join(SEPARATOR)}\r\n`;
