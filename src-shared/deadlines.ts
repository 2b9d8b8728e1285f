// Deadline vocabulary of issue 19 (contracts19.md), shared by the server's filters and counts, the
// work queue's Prazo column, the calendar and the map, so that "vencido", "vence hoje" and "esta
// semana" mean the same instant everywhere.
//
// "Today" and "this week" are days in America/Sao_Paulo (§9), whatever zone the machine runs in;
// the week runs from Monday 00:00 to Sunday 24:00 local. The zone's offset comes from Intl rather
// than a fixed -03:00 so a future daylight-saving rule (Brazil had one until 2019) still holds.
// Bounds are half-open [from, to) ISO UTC instants, comparable as strings with inbox_emails.due_at.

export const DEADLINE_TIME_ZONE = 'America/Sao_Paulo';

/** overdue: due before now; today: due from now to the end of today; week: due from now to the end of this week, past today; later: after this week. */
export type DeadlineState = 'overdue' | 'today' | 'week' | 'later';
/** The filter windows: week includes today's (contracts19.md). */
export type DeadlineWindowKind = 'overdue' | 'today' | 'week';
export const DEADLINE_WINDOWS: readonly DeadlineWindowKind[] = ['overdue', 'today', 'week'];

/** A local day, 'YYYY-MM-DD'. */
export type LocalDay = string;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: DEADLINE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const toDate = (value: string | number | Date): Date => (value instanceof Date ? value : new Date(value));

function wallClock(date: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of PARTS.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds (negative in Brazil). */
export function zoneOffset(date: Date): number {
  const w = wallClock(date);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (date.getTime() - date.getUTCMilliseconds());
}

/**
 * The instant the zone's clock reads this wall time: the earlier one when a clock change repeats
 * it, and the instant the clock jumps when a change skips it (a day starting at 01:00).
 */
function fromWallClock(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const candidates = [...new Set([guess - zoneOffset(new Date(guess - 86_400_000)), guess - zoneOffset(new Date(guess + 86_400_000))])]
    .map((t) => new Date(t))
    .sort((a, b) => a.getTime() - b.getTime());
  const exact = candidates.find((c) => {
    const w = wallClock(c);
    return w.year === year && w.month === month && w.day === day && w.hour === hour && w.minute === minute;
  });
  return exact ?? (candidates[candidates.length - 1] as Date);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parseDay(day: LocalDay): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The local day (America/Sao_Paulo) of an instant: 2026-02-10T02:00:00Z → '2026-02-09'. */
export function localDay(iso: string | number | Date): LocalDay {
  const w = wallClock(toDate(iso));
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The day n days after (or before) a local day, by the calendar. */
export function addDays(day: LocalDay, n: number): LocalDay {
  const [y, m, d] = parseDay(day);
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 1 Monday … 7 Sunday (ISO weekday) of a local day. */
export function isoWeekday(day: LocalDay): number {
  const [y, m, d] = parseDay(day);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The local day as instants: [00:00 of the day, 00:00 of the next day), ISO UTC. */
export function dayBounds(day: LocalDay): { from: string; to: string } {
  const [y, m, d] = parseDay(day);
  const [ny, nm, nd] = parseDay(addDays(day, 1));
  return { from: fromWallClock(y, m, d).toISOString(), to: fromWallClock(ny, nm, nd).toISOString() };
}

/** The instant a local day and time (HH:mm) happen in America/Sao_Paulo, ISO UTC. */
export function localDateTimeToIso(day: LocalDay, time: string): string {
  const [y, m, d] = parseDay(day);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`not an HH:mm time: ${time}`);
  return fromWallClock(y, m, d, Number(match[1]), Number(match[2])).toISOString();
}

/** The end of today (exclusive): the next local midnight. */
export function endOfToday(now: string | number | Date): string {
  return dayBounds(localDay(now)).to;
}

/** The end of this week (exclusive): the local midnight starting next Monday. */
export function endOfWeek(now: string | number | Date): string {
  const today = localDay(now);
  return dayBounds(addDays(today, 7 - isoWeekday(today))).to;
}

/** Where a due date stands at `now`; null when there is no deadline. */
export function deadlineState(dueAt: string | null | undefined, now: string | number | Date): DeadlineState | null {
  if (dueAt === null || dueAt === undefined || dueAt === '') return null;
  const due = toDate(dueAt).getTime();
  const at = toDate(now);
  if (due < at.getTime()) return 'overdue';
  if (due < new Date(endOfToday(at)).getTime()) return 'today';
  if (due < new Date(endOfWeek(at)).getTime()) return 'week';
  return 'later';
}

/**
 * The due dates a filter window holds, as [from, to) ISO UTC bounds; `from` is null for overdue
 * (no lower bound). SQL: `due_at < :to AND (:from IS NULL OR due_at >= :from)`.
 */
export function deadlineWindow(kind: DeadlineWindowKind, now: string | number | Date): { from: string | null; to: string } {
  const at = toDate(now);
  const nowIso = at.toISOString();
  switch (kind) {
    case 'overdue':
      return { from: null, to: nowIso };
    case 'today':
      return { from: nowIso, to: endOfToday(at) };
    case 'week':
      return { from: nowIso, to: endOfWeek(at) };
  }
}

/** Whether a due date reads as a whole day (local 23:59, "until the end of the day"), shown without its time. */
export function isEndOfDay(dueAt: string): boolean {
  const w = wallClock(toDate(dueAt));
  return w.hour === 23 && w.minute === 59;
}

/** DD/MM/YYYY, with HH:mm unless the deadline is a whole day, in America/Sao_Paulo whatever the machine's zone. */
export function formatDueAt(dueAt: string): string {
  const w = wallClock(toDate(dueAt));
  const day = `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;
  return isEndOfDay(dueAt) ? day : `${day} ${pad(w.hour)}:${pad(w.minute)}`;
}
