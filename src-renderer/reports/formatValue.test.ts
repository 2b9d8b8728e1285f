import { describe, expect, it } from 'vitest';
import { formatDuration, formatValue } from './formatValue';

describe('a duration in words', () => {
  it('says its two largest units', () => {
    expect(formatDuration(2 * 3600 + 30 * 60)).toBe('2 h 30 min');
    expect(formatDuration(3 * 86400 + 4 * 3600 + 59 * 60)).toBe('3 d 4 h');
    expect(formatDuration(2 * 86400)).toBe('2 d');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(45 * 60 + 59)).toBe('45 min');
  });

  it('says less than a minute rather than zero when something was measured', () => {
    expect(formatDuration(59)).toBe('menos de 1 min');
    expect(formatDuration(0)).toBe('0 min');
  });
});

describe('a figure by its column kind', () => {
  it('formats numbers the Brazilian way', () => {
    expect(formatValue('count', 12345)).toBe('12.345');
    expect(formatValue('percent', 87.25)).toBe('87,3%');
    expect(formatValue('money', 1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    // Sizes as the attachment list writes them (Consumo's attachments).
    expect(formatValue('bytes', 908_929)).toBe('887,6 KB');
    expect(formatValue('seconds', 9000)).toBe('2 h 30 min');
  });

  it('writes days and months as DD/MM/YYYY and MM/YYYY', () => {
    expect(formatValue('day', '2026-03-07')).toBe('07/03/2026');
    expect(formatValue('month', '2026-03')).toBe('03/2026');
    expect(formatValue('text', 'Gabinete')).toBe('Gabinete');
  });

  it('shows a dash for a missing figure', () => {
    expect(formatValue('seconds', null)).toBe('—');
    expect(formatValue('count', undefined)).toBe('—');
  });
});
