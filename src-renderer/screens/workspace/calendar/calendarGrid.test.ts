// The calendar's grid and keyboard: weeks run Monday to Sunday, a month shows whole weeks (at most
// six, the 42 days the server accepts), keys move day to day across weeks and months, and the view
// lives in the URL beside the list's filters.
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../../src-shared/api/inboxCalendar';
import { addMonths, focusDayIn, isOverdue, moveDay, rangeOfView, shiftView, viewContaining, viewOfParams, viewWeeks, withView, weekStart } from './calendarGrid';

describe('calendar grid', () => {
  it('a month shows whole weeks from Monday, the days of the months around it included', () => {
    const weeks = viewWeeks({ kind: 'month', month: '2026-11' });
    expect(weeks).toHaveLength(6); // 01/11/2026 is a Sunday, 30/11 a Monday
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(viewWeeks({ kind: 'month', month: '2021-02' })).toHaveLength(4); // Monday 1st to Sunday 28th
  });

  it('never asks the server for more than 42 days', () => {
    for (const month of ['2026-11', '2027-05', '2021-02', '2028-02']) {
      const range = rangeOfView({ kind: 'month', month });
      expect(daysBetween(range.dayFrom, range.dayTo) + 1).toBeLessThanOrEqual(42);
    }
    expect(rangeOfView({ kind: 'week', week: '2026-11-23' })).toEqual({ dayFrom: '2026-11-23', dayTo: '2026-11-29' });
  });

  it('a week starts on Monday', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(viewContaining('week', '2027-01-01')).toEqual({ kind: 'week', week: '2026-12-28' });
  });

  it('previous and next move by a month or a week, across years', () => {
    expect(shiftView({ kind: 'month', month: '2026-12' }, 1)).toEqual({ kind: 'month', month: '2027-01' });
    expect(shiftView({ kind: 'month', month: '2026-01' }, -1)).toEqual({ kind: 'month', month: '2025-12' });
    expect(shiftView({ kind: 'week', week: '2026-12-28' }, 1)).toEqual({ kind: 'week', week: '2027-01-04' });
  });
});

describe('calendar keyboard', () => {
  it('arrows move a day sideways and a week up or down, across months', () => {
    expect(moveDay('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveDay('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(moveDay('2026-11-27', 'ArrowUp')).toBe('2026-11-20');
    expect(moveDay('2026-11-27', 'ArrowDown')).toBe('2026-12-04');
  });

  it('Home and End go to the week’s Monday and Sunday', () => {
    expect(moveDay('2026-11-27', 'Home')).toBe('2026-11-23');
    expect(moveDay('2026-11-27', 'End')).toBe('2026-11-29');
  });

  it('PageUp and PageDown go to the same day a month away, or that month’s last day', () => {
    expect(moveDay('2026-11-27', 'PageDown')).toBe('2026-12-27');
    expect(moveDay('2026-11-27', 'PageUp')).toBe('2026-10-27');
    expect(moveDay('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('the focus lands on the wanted day, else today, else the first day of the view', () => {
    const november = { kind: 'month', month: '2026-11' } as const;
    expect(focusDayIn(november, '2026-11-10', '2026-11-27')).toBe('2026-11-10');
    expect(focusDayIn(november, '2026-12-10', '2026-11-27')).toBe('2026-11-27');
    expect(focusDayIn({ kind: 'month', month: '2026-12' }, '2026-11-10', '2026-11-27')).toBe('2026-12-01');
    expect(focusDayIn({ kind: 'week', week: '2026-11-30' }, '2026-11-10', '2026-11-27')).toBe('2026-11-30');
  });
});

describe('calendar URL', () => {
  it('reads ?month= or ?week=, today’s month or week otherwise, and keeps the filters when writing', () => {
    const today = '2026-11-27';
    expect(viewOfParams(new URLSearchParams('month=2027-02'), today, 'month')).toEqual({ kind: 'month', month: '2027-02' });
    expect(viewOfParams(new URLSearchParams('week=2026-11-26'), today, 'month')).toEqual({ kind: 'week', week: '2026-11-23' });
    expect(viewOfParams(new URLSearchParams('month=2026-13'), today, 'month')).toEqual({ kind: 'month', month: '2026-11' });
    expect(viewOfParams(new URLSearchParams(''), today, 'week')).toEqual({ kind: 'week', week: '2026-11-23' });
    const written = withView(new URLSearchParams('types=processo&month=2026-11'), { kind: 'week', week: '2026-11-30' });
    expect(written.toString()).toBe('types=processo&week=2026-11-30');
  });
});

describe('overdue', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const task = { due_at: '2026-11-27T11:59:59.000Z', box: 'inbox', is_archived: false, is_closed: false };
  it('is a task whose due time has passed', () => {
    expect(isOverdue(task, now)).toBe(true);
    expect(isOverdue({ ...task, due_at: '2026-11-27T12:00:00.000Z' }, now)).toBe(false);
  });
  it('an archived or closed item is no longer a task, so it is never overdue', () => {
    expect(isOverdue({ ...task, is_archived: true }, now)).toBe(false);
    expect(isOverdue({ ...task, is_closed: true }, now)).toBe(false);
  });
});
