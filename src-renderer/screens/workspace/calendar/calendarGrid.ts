// The calendar's days and keyboard, as pure functions of 'YYYY-MM-DD' strings: which days a month
// or week view shows (weeks Monday to Sunday, issue 19's week), the range asked of the server,
// where an arrow key moves the focus, and how the view is written in the URL (?month= / ?week=).
import { isDay } from '../../../../src-shared/api/inboxCalendar';
import { addDays, isoWeekday } from '../../../../src-shared/deadlines';

export type CalendarView = { kind: 'month'; month: string } | { kind: 'week'; week: string };
export type CalendarKind = CalendarView['kind'];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return isoWeekday(day) - 1;
}

export const weekStart = (day: string): string => addDays(day, -weekdayIndex(day));
export const monthOf = (day: string): string => day.slice(0, 7);
export const firstOfMonth = (month: string): string => `${month}-01`;

function daysInMonth(month: string): number {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** The same day of the month `delta` months away, clamped to that month's last day (31/01 → 28/02). */
export function addMonths(day: string, delta: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + delta, 1));
  const targetMonth = target.toISOString().slice(0, 7);
  return `${targetMonth}-${String(Math.min(date, daysInMonth(targetMonth))).padStart(2, '0')}`;
}

/** The weeks a view shows, each seven days from Monday: a month's from the week of its 1st to the week of its last day. */
export function viewWeeks(view: CalendarView): string[][] {
  const first = view.kind === 'month' ? weekStart(firstOfMonth(view.month)) : view.week;
  const last = view.kind === 'month' ? `${view.month}-${String(daysInMonth(view.month)).padStart(2, '0')}` : view.week;
  const weeks: string[][] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  return weeks;
}

/** The range the server is asked for: every day the grid shows (at most 6 weeks = 42 days). */
export function rangeOfView(view: CalendarView): { dayFrom: string; dayTo: string } {
  const weeks = viewWeeks(view);
  return { dayFrom: weeks[0]?.[0] ?? '', dayTo: weeks.at(-1)?.[6] ?? '' };
}

/** Whether a day belongs to the view (a month's grid also shows days of the months around it). */
export function inView(view: CalendarView, day: string): boolean {
  return view.kind === 'month' ? monthOf(day) === view.month : weekStart(day) === view.week;
}

export const viewContaining = (kind: CalendarKind, day: string): CalendarView =>
  kind === 'month' ? { kind, month: monthOf(day) } : { kind, week: weekStart(day) };

/** The previous (-1) or next (+1) month or week. */
export function shiftView(view: CalendarView, delta: number): CalendarView {
  return view.kind === 'month' ? { kind: 'month', month: monthOf(addMonths(firstOfMonth(view.month), delta)) } : { kind: 'week', week: addDays(view.week, 7 * delta) };
}

/** The day to focus in a view: the one asked for when it is in it, else today, else its first day. */
export function focusDayIn(view: CalendarView, wanted: string, today: string): string {
  if (inView(view, wanted)) return wanted;
  if (inView(view, today)) return today;
  return view.kind === 'month' ? firstOfMonth(view.month) : view.week;
}

/** The view a URL asks for: ?month=YYYY-MM or ?week=YYYY-MM-DD (any day names its week); otherwise today's. */
export function viewOfParams(params: URLSearchParams, today: string, fallback: CalendarKind): CalendarView {
  const month = params.get('month');
  if (month !== null && MONTH.test(month)) return { kind: 'month', month };
  const week = params.get('week');
  if (week !== null && isDay(week)) return { kind: 'week', week: weekStart(week) };
  return viewContaining(fallback, today);
}

/** The URL with a view: the other parameters (the list's filters) kept. */
export function withView(params: URLSearchParams, view: CalendarView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('month');
  next.delete('week');
  next.set(view.kind, view.kind === 'month' ? view.month : view.week);
  return next;
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';
const KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
export const isCalendarKey = (key: string): key is CalendarKey => KEYS.has(key);

/** Where a key moves the focus from a day (the grid pattern of WAI-ARIA's date picker). */
export function moveDay(day: string, key: CalendarKey): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return weekStart(day);
    case 'End':
      return addDays(weekStart(day), 6);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
  }
}

/** An item still to be done whose due time has passed (a task: in the inbox, not archived or closed). */
export function isOverdue(item: { due_at: string; box: string; is_archived: boolean; is_closed: boolean }, now: number): boolean {
  return item.box === 'inbox' && !item.is_archived && !item.is_closed && Date.parse(item.due_at) < now;
}
