// The figures' period: the current month and the 59 before it, the default being the last 12.
import { describe, expect, it } from 'vitest';
import { defaultPeriod, monthsBack } from './publicFigures';

describe('public figures period', () => {
  it('offers the last 60 months, newest first, across years', () => {
    const months = monthsBack(new Date(2026, 0, 15));
    expect(months).toHaveLength(60);
    expect(months.slice(0, 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(months.at(-1)).toBe('2021-02');
  });

  it('starts with the last 12 months', () => {
    expect(defaultPeriod(new Date(2026, 0, 15))).toEqual({ from: '2025-02', to: '2026-01' });
  });
});
