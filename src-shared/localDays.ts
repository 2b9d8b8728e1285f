// Calendar days in the organization's time zone (America/Sao_Paulo, spec: dates and "today" are
// local). Days are plain 'YYYY-MM-DD' strings; arithmetic on them goes through UTC dates so it
// never depends on the machine's own zone. Intl does the zone conversion, so a future change of
// the zone's offset rules needs no code change here.
export const TIME_ZONE = 'America/Sao_Paulo';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** Whether a string is a real calendar day 'YYYY-MM-DD' (no 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The local day an instant falls on. */
export function localDay(iso: string | Date): string {
  const parts = localParts(typeof iso === 'string' ? new Date(iso) : iso);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** Minutes the zone is ahead of UTC at an instant (-180 for São Paulo today). */
function offsetAt(instant: number): number {
  const parts = localParts(new Date(instant));
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a local day starts at. */
function startOfDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const first = midnightUtc - offsetAt(midnightUtc) * 60_000;
  // Once more with the offset in force at the found instant (the offset changed that night); where
  // the clock jumped over midnight the day starts at the first instant that is on it.
  const second = midnightUtc - offsetAt(first) * 60_000;
  return [first, second].filter((instant) => localDay(new Date(instant)) === day).sort((a, b) => a - b)[0] ?? first;
}

/** A local day as ISO UTC bounds [start, end). */
export function dayBounds(day: string): { start: string; end: string } {
  return { start: new Date(startOfDay(day)).toISOString(), end: new Date(startOfDay(addDays(day, 1))).toISOString() };
}

/** The day `count` days after (or before, negative) another. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** Whole days from one day to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
