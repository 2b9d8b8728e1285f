// The deadline vocabulary of issue 19: overdue, due today and due this week, in America/Sao_Paulo
// (UTC-03:00 all year since 2019), a week running Monday to Sunday.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayBounds,
  deadlineState,
  deadlineWindow,
  endOfWeek,
  formatDueAt,
  isoWeekday,
  localDateTimeToIso,
  localDay,
} from './deadlines';

// Wednesday 11 February 2026, 10:00 in São Paulo.
const NOW = '2026-02-11T13:00:00.000Z';

describe('local days in America/Sao_Paulo', () => {
  it('puts an instant on its São Paulo day, not the UTC one', () => {
    expect(localDay('2026-02-11T02:59:59.999Z')).toBe('2026-02-10');
    expect(localDay('2026-02-11T03:00:00.000Z')).toBe('2026-02-11');
    expect(localDay(new Date('2026-12-31T23:00:00.000Z'))).toBe('2026-12-31');
  });

  it('bounds a day from its local midnight to the next', () => {
    expect(dayBounds('2026-02-11')).toEqual({ from: '2026-02-11T03:00:00.000Z', to: '2026-02-12T03:00:00.000Z' });
    expect(dayBounds('2026-12-31')).toEqual({ from: '2026-12-31T03:00:00.000Z', to: '2027-01-01T03:00:00.000Z' });
    expect(() => dayBounds('11/02/2026')).toThrow(RangeError);
  });

  it('had daylight saving until 2019: the day it began had 23 hours', () => {
    // 4 November 2018: clocks went from 00:00 to 01:00 (UTC-02:00 until 17 February 2019).
    expect(dayBounds('2018-11-04')).toEqual({ from: '2018-11-04T03:00:00.000Z', to: '2018-11-05T02:00:00.000Z' });
  });

  it('counts days by the calendar and weeks from Monday', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isoWeekday('2026-02-09')).toBe(1);
    expect(isoWeekday('2026-02-15')).toBe(7);
    expect(localDateTimeToIso('2026-02-13', '17:30')).toBe('2026-02-13T20:30:00.000Z');
  });
});

describe('deadlineState', () => {
  it('has no state without a deadline', () => {
    expect(deadlineState(null, NOW)).toBeNull();
    expect(deadlineState(undefined, NOW)).toBeNull();
  });

  it('is overdue as soon as the due instant has passed', () => {
    expect(deadlineState('2026-02-11T12:59:59.999Z', NOW)).toBe('overdue');
    expect(deadlineState('2026-01-01T00:00:00.000Z', NOW)).toBe('overdue');
  });

  it('is due today from now to local midnight', () => {
    expect(deadlineState(NOW, NOW)).toBe('today');
    expect(deadlineState('2026-02-12T02:59:59.999Z', NOW)).toBe('today'); // 23:59:59 local
  });

  it('is due this week until Sunday 24:00, then later', () => {
    expect(deadlineState('2026-02-12T03:00:00.000Z', NOW)).toBe('week'); // Thursday 00:00 local
    expect(deadlineState('2026-02-16T02:59:59.999Z', NOW)).toBe('week'); // Sunday 23:59:59 local
    expect(deadlineState('2026-02-16T03:00:00.000Z', NOW)).toBe('later'); // Monday 00:00 local
  });

  it('on a Sunday, this week ends with today', () => {
    const sunday = '2026-02-15T20:00:00.000Z';
    expect(endOfWeek(sunday)).toBe('2026-02-16T03:00:00.000Z');
    expect(deadlineState('2026-02-16T10:00:00.000Z', sunday)).toBe('later');
  });
});

describe('deadlineWindow', () => {
  it('gives the half-open bounds each filter selects', () => {
    expect(deadlineWindow('overdue', NOW)).toEqual({ from: null, to: NOW });
    expect(deadlineWindow('today', NOW)).toEqual({ from: NOW, to: '2026-02-12T03:00:00.000Z' });
    expect(deadlineWindow('week', new Date(NOW))).toEqual({ from: NOW, to: '2026-02-16T03:00:00.000Z' });
  });
});

describe('formatDueAt', () => {
  it('shows the São Paulo date and time, or the date alone for an end-of-day deadline', () => {
    expect(formatDueAt('2026-02-13T20:30:00.000Z')).toBe('13/02/2026 17:30');
    expect(formatDueAt('2026-02-14T02:59:00.000Z')).toBe('13/02/2026');
  });
});
