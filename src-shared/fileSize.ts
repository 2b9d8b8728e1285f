// A file size as the product writes it everywhere: attachments, upload limits, report figures.
const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** 1024-based, one decimal from KB up, pt-BR comma: 1,5 MB. Stops at YB (§9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `${shown} ${SIZE_UNITS[unit]}`;
}
