// Local days in America/Sao_Paulo: an instant's day, a day's bounds, day arithmetic.
import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, daysBetween, isDay, localDay } from './localDays';

describe('local days (America/Sao_Paulo)', () => {
  it('an instant belongs to the local day, not the UTC one', () => {
    expect(localDay('2026-11-27T02:59:59.999Z')).toBe('2026-11-26');
    expect(localDay('2026-11-27T03:00:00.000Z')).toBe('2026-11-27');
  });

  it('a day runs from local midnight to the next one', () => {
    expect(dayBounds('2026-11-27')).toEqual({ start: '2026-11-27T03:00:00.000Z', end: '2026-11-28T03:00:00.000Z' });
  });

  it('a day of the old summer time (2018) is 23 hours long where the clock moved', () => {
    const { start, end } = dayBounds('2018-11-04');
    expect(start).toBe('2018-11-04T03:00:00.000Z');
    expect(end).toBe('2018-11-05T02:00:00.000Z');
  });

  it('days add across months and years, and only real days are days', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-12-12')).toBe(41);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-2-1')).toBe(false);
  });
});
