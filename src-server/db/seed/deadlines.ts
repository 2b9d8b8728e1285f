// Demo deadlines (issue 19): a few subjects get a deadline, so what is filed under them from now on
// is due at its dispatch plus that deadline (migration 034's trigger); and the demo sector's most
// recent open tasks get due dates spread around the seed time — overdue, due today, this week,
// later and none — so the work queue's Prazo column, its filters and the Prazos card show
// something real from the first `npm start`. The history before stays without deadlines: dated
// from two years of dispatches it would all be overdue.
import { endOfToday, endOfWeek } from '../../../src-shared/deadlines';
import type { Db } from '../open';

/** Subjects of the demo vocabulary and their deadlines (none has a flow of its own). */
export const DEMO_SUBJECT_DEADLINES: readonly { name: string; deadline: number; unit: 'hours' | 'days' | 'months' }[] = [
  { name: 'Iluminação pública', deadline: 15, unit: 'days' },
  { name: 'Ouvidoria', deadline: 10, unit: 'days' },
  { name: 'Obras e infraestrutura', deadline: 1, unit: 'months' },
  { name: 'Férias e licenças', deadline: 48, unit: 'hours' },
];

/** The sector whose queue shows the spread: the demo clerks' Protocolo. */
export const DEMO_DEADLINE_SECTOR = 'PROT';
export const DEMO_DEADLINE_TASKS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

/** The due date of the n-th most recent task, relative to now; null for none. */
export function demoDueAt(index: number, now: Date): string | null {
  const at = now.getTime();
  const today = Date.parse(endOfToday(now));
  const week = Date.parse(endOfWeek(now));
  // Within the window whatever the seed's time of day: a little before its end, never before now.
  const before = (end: number, wanted: number) => new Date(Math.max(at + MINUTE_MS, Math.min(wanted, end - MINUTE_MS))).toISOString();
  switch (index % 8) {
    case 0:
      return new Date(at - 3 * DAY_MS).toISOString();
    case 1:
      return before(today, at + 2 * HOUR_MS);
    case 2:
      return before(week, at + 2 * DAY_MS);
    case 3:
      return new Date(at + 12 * DAY_MS).toISOString();
    case 4:
      return null;
    case 5:
      return new Date(at - DAY_MS).toISOString();
    case 6:
      return new Date(at + 30 * DAY_MS).toISOString();
    default:
      // 23:59 today: a whole-day deadline, shown without its time.
      return before(today, today);
  }
}

export function seedDeadlines(db: Db, now: Date): void {
  const setSubject = db.prepare('UPDATE subjects SET deadline = ?, deadline_unit = ? WHERE name = ?');
  for (const subject of DEMO_SUBJECT_DEADLINES) setSubject.run(subject.deadline, subject.unit, subject.name);
  const tasks = db
    .prepare<[string, number], number>(
      `SELECT ie.id FROM inbox_emails ie WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = ?)
         AND ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0
       ORDER BY ie.created_at DESC, ie.id DESC LIMIT ?`,
    )
    .pluck()
    .all(DEMO_DEADLINE_SECTOR, DEMO_DEADLINE_TASKS);
  const setDue = db.prepare('UPDATE inbox_emails SET due_at = ? WHERE id = ?');
  tasks.forEach((id, index) => setDue.run(demoDueAt(index, now), id));
}
