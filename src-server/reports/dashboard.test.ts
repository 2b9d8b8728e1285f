// The dashboard's numbers (issue 20) over a small organisation written in the test, counted by hand.
// Now: Wednesday 11/02/2026 10:00 in Brasília; the week began Monday 09/02; the series runs from
// 13/01 to 11/02. The clerk works in Protocolo.
//
//   item  inbox              delivered          answered by the holder     due / state
//   1     Protocolo          11/02 09:00        —                          —
//   2     Protocolo          10/02 23:30        11/02 09:30 (10 h)         —  (11/02 in UTC: still yesterday)
//   3     Protocolo          02/02 09:00        —                          due 10/02 09:00 (overdue); clerk responsible
//   4     Protocolo          09/02 09:00        09/02 10:00 (1 h)          due 13/02 09:00 (this week)
//   5     Protocolo          05/01 09:00        10/02 09:00                archived (before the series)
//   6     clerk's own inbox  11/02 08:00        11/02 08:30 (30 min)       —
//   7     Obras              11/02 09:00        —                          another sector
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dashboardSchema } from '../../src-shared/api/reports';
import { addDays, localDateTimeToIso } from '../../src-shared/deadlines';
import type { Db } from '../db/open';
import { deadlineCounts } from '../inbox/deadlines';
import type { InboxScope } from '../inbox/scope';
import { dashboardOf, SERIES_DAYS } from './dashboard';
import { deliveries, type Deliveries } from './testing/deliveries';
import { bareDb } from './testing/organisation';

const at = (day: string, time: string) => localDateTimeToIso(day, time);
const NOW = Date.parse(at('2026-02-11', '10:00'));

let db: Db;
let org: Deliveries;
let scope: InboxScope;
let clerk: number;
let prot: number;
let gab: number;

beforeEach(() => {
  db = bareDb();
  org = deliveries(db);
  gab = org.sector('Gabinete', 'GAB');
  prot = org.sector('Protocolo', 'PROT');
  const obras = org.sector('Obras', 'OBRAS');
  clerk = org.staff('Servidor', [prot]);
  const doc = () => org.document({ sectorId: gab, subjectId: null, at: at('2026-01-01', '08:00') });
  const toProt = (documentId: number, day: string, time: string, more: { dueAt?: string; responsibleId?: number } = {}) =>
    org.deliver(documentId, { sectorId: prot, at: at(day, time), fromSectorId: gab, ...more });

  toProt(doc(), '2026-02-11', '09:00');
  const d2 = doc();
  toProt(d2, '2026-02-10', '23:30');
  org.answer(d2, { type: 'reply', fromSectorId: prot, at: at('2026-02-11', '09:30') });
  toProt(doc(), '2026-02-02', '09:00', { dueAt: at('2026-02-10', '09:00'), responsibleId: clerk });
  const d4 = doc();
  toProt(d4, '2026-02-09', '09:00', { dueAt: at('2026-02-13', '09:00') });
  org.answer(d4, { type: 'add-dispatch', fromSectorId: prot, at: at('2026-02-09', '10:00') });
  const d5 = doc();
  org.archive(toProt(d5, '2026-01-05', '09:00'));
  org.answer(d5, { type: 'forward', fromSectorId: prot, at: at('2026-02-10', '09:00') });
  const d6 = doc();
  org.deliver(d6, { userId: clerk, at: at('2026-02-11', '08:00'), fromSectorId: gab });
  org.answer(d6, { type: 'reply', fromUserId: clerk, fromSectorId: prot, at: at('2026-02-11', '08:30') });
  org.deliver(doc(), { sectorId: obras, at: at('2026-02-11', '09:00'), fromSectorId: gab });
  scope = { type: 'sector', userId: clerk, sectorIds: [prot], visible: new Set([prot]), sectorId: prot };
});
afterEach(() => db.close());

/** The series as {day: [received, answered]} for the days with something. */
const busyDays = (series: readonly { day: string; received: number; answered: number }[]) =>
  Object.fromEntries(series.filter((day) => day.received + day.answered > 0).map((day) => [day.day, [day.received, day.answered]]));

describe('the dashboard', () => {
  it('the connected sector: to do, overdue, due this week, received today, answered this week, median, 30 days', () => {
    const dashboard = dashboardSchema.parse(dashboardOf(db, scope, NOW));
    expect(dashboard).toMatchObject({ today: '2026-02-11', week_from: '2026-02-09', series_from: '2026-01-13', connected_sector: { id: prot, name: 'Protocolo' } });
    const sector = dashboard.sector!;
    // To do: 1–4 (5 is archived). Received today: 1 only (2 arrived at 23:30 yesterday, local).
    // Answered this week: 2, 4 and 5 (5 arrived long ago). Median of 2 (10 h) and 4 (1 h): 5 h 30 min.
    expect([sector.to_do.value, sector.overdue.value, sector.due_this_week.value, sector.received_today.value]).toEqual([4, 1, 1, 1]);
    expect([sector.answered_this_week.value, sector.median_first_response.value]).toEqual([3, 5.5 * 3600]);
    expect(sector.series).toHaveLength(SERIES_DAYS);
    expect(sector.series[0]?.day).toBe('2026-01-13');
    expect(sector.series.at(-1)?.day).toBe('2026-02-11');
    expect(busyDays(sector.series)).toEqual({ '2026-02-02': [1, 0], '2026-02-09': [1, 1], '2026-02-10': [1, 1], '2026-02-11': [1, 1] });
  });

  it('mine: the personal inbox and the sector’s items I am responsible for', () => {
    const mine = dashboardSchema.parse(dashboardOf(db, scope, NOW)).mine;
    // To do: 6 (personal) and 3 (responsible). Received today: 6. Answered this week: 6 (30 min).
    expect([mine.to_do.value, mine.overdue.value, mine.due_this_week.value, mine.received_today.value]).toEqual([2, 1, 0, 1]);
    expect([mine.answered_this_week.value, mine.median_first_response.value]).toEqual([1, 1800]);
    expect(busyDays(mine.series)).toEqual({ '2026-02-02': [1, 0], '2026-02-11': [1, 1] });
  });

  it('overdue and due this week are the work queue’s Prazos card numbers', () => {
    const dashboard = dashboardOf(db, scope, NOW);
    const card = deadlineCounts(db, scope, NOW);
    expect([dashboard.sector?.overdue.value, dashboard.sector?.due_this_week.value]).toEqual([card.sector.overdue, card.sector.week]);
    expect([dashboard.mine.overdue.value, dashboard.mine.due_this_week.value]).toEqual([card.mine.overdue, card.mine.week]);
  });

  it('each number links to the work queue filtered the same way', () => {
    const dashboard = dashboardOf(db, scope, NOW);
    expect(dashboard.sector?.to_do.link).toEqual({ path: '/workspace/sector/tasks', query: '' });
    expect(dashboard.sector?.overdue.link).toEqual({ path: '/workspace/sector/tasks', query: 'deadline=overdue' });
    expect(dashboard.sector?.due_this_week.link).toEqual({ path: '/workspace/sector/tasks', query: 'deadline=week' });
    expect(dashboard.sector?.received_today.link.query).toBe('startsAt=2026-02-11&finishesAt=2026-02-11');
    expect(dashboard.sector?.answered_this_week.link.query).toBe('filter=sent&startsAt=2026-02-09&finishesAt=2026-02-11');
    expect(dashboard.mine.overdue.link).toEqual({ path: '/workspace/sector/tasks', query: `responsibleId=${clerk}&deadline=overdue` });
    expect(dashboard.mine.answered_this_week.link.path).toBe('/workspace/personal/tasks');
  });

  it('a day later the window moves: Thursday still counts Monday’s answers, and today is empty', () => {
    const thursday = dashboardOf(db, scope, Date.parse(at('2026-02-12', '10:00')));
    expect(thursday.today).toBe('2026-02-12');
    expect(thursday.sector?.series[0]?.day).toBe(addDays('2026-01-13', 1));
    expect([thursday.sector?.received_today.value, thursday.sector?.answered_this_week.value]).toEqual([0, 3]);
  });

  it('the week starts Monday 00:00 local: an answer on Sunday 23:30 (Monday in UTC) is last week’s', () => {
    const sunday = org.document({ sectorId: gab, subjectId: null, at: at('2026-02-08', '08:00') });
    org.deliver(sunday, { sectorId: prot, at: at('2026-02-08', '20:00'), fromSectorId: gab });
    org.answer(sunday, { type: 'reply', fromSectorId: prot, at: at('2026-02-08', '23:30') });
    const sector = dashboardOf(db, scope, NOW).sector!;
    expect(sector.answered_this_week.value).toBe(3);
    expect(busyDays(sector.series)['2026-02-08']).toEqual([1, 1]);
  });

  it('a user without a sector gets its own numbers and no sector panel', () => {
    const alone: InboxScope = { ...scope, sectorIds: [], visible: new Set(), sectorId: null, type: 'personal' };
    const dashboard = dashboardOf(db, alone, NOW);
    expect(dashboard.sector).toBeNull();
    expect(dashboard.connected_sector).toBeNull();
    expect([dashboard.mine.to_do.value, dashboard.mine.received_today.value, dashboard.mine.answered_this_week.value]).toEqual([1, 1, 1]);
  });
});
