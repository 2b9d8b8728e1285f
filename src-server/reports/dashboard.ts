// The dashboard (issue 20, GET /api/dashboard): the caller's numbers and the connected sector's,
// each a link to the work queue filtered the same way. To do, overdue and due this week are the
// work queue's own counts (inbox/querySql.ts, inbox/deadlines.ts), so the dashboard and the queue
// never disagree; received, answered and the time to first response use the reports' rule
// (firstResponse.ts). "Mine" is what the Prazos card calls mine: the personal inbox plus the
// connected sector's items the user is responsible for.
import type { Dashboard, DashboardFigure, DashboardPanel } from '../../src-shared/api/reports';
import { inboxFiltersSchema } from '../../src-shared/api/inboxFilters';
import { addDays, dayBounds, isoWeekday, localDay } from '../../src-shared/deadlines';
import type { Db } from '../db/open';
import { deadlineCounts } from '../inbox/deadlines';
import { ITEM_FROM } from '../inbox/items';
import { inboxQuerySql, scopeCondition } from '../inbox/querySql';
import type { InboxScope } from '../inbox/scope';
import { FIRST_RESPONSE, firstResponseColumns, secondsBetween } from './firstResponse';
import { medianSql } from './median';

export const SERIES_DAYS = 30;
export const SECTOR_QUEUE = '/workspace/sector/tasks';
export const PERSONAL_QUEUE = '/workspace/personal/tasks';

type Calendar = { nowIso: string; today: string; weekFrom: string; seriesFrom: string; days: { day: string; from: string; to: string }[] };

function calendarAt(now: number): Calendar {
  const today = localDay(now);
  const seriesFrom = addDays(today, 1 - SERIES_DAYS);
  const days = Array.from({ length: SERIES_DAYS }, (_, index) => {
    const day = addDays(seriesFrom, index);
    return { day, ...dayBounds(day) };
  });
  return { nowIso: new Date(now).toISOString(), today, weekFrom: addDays(today, 1 - isoWeekday(today)), seriesFrom, days };
}

/** A work-queue count, through the queue's own SQL. */
function queueCount(db: Db, scope: InboxScope, filters: Record<string, unknown>, now: number): number {
  const sql = inboxQuerySql(scope, inboxFiltersSchema.parse(filters), now);
  return db.prepare<unknown[], number>(`SELECT count(*) ${ITEM_FROM} WHERE ${sql.where}`).pluck().get(...sql.params) ?? 0;
}

type Activity = { series: DashboardPanel['series']; answeredThisWeek: number; median: number | null };
type ActivityRow = { day: string; received: number; answered: number; answered_week: number; median: number | null };

/**
 * Received and first answered per local day of the series, answered this week and the median time
 * to first response of the items received in the series' days, for the items `where` selects.
 */
function activity(db: Db, where: { sql: string; params: unknown[] }, calendar: Calendar): Activity {
  const first = firstResponseColumns('ie', calendar.nowIso);
  const sql = `
    WITH items AS MATERIALIZED (
      SELECT created_at AS delivered_at, ${FIRST_RESPONSE} AS answered_at FROM (
        SELECT ie.created_at, ${first.sql} FROM inbox_emails ie
        WHERE ie.box = 'inbox' AND ie.is_reopened = 0 AND (${where.sql}) AND ie.created_at <= ?
      )
    ),
    days(day, from_at, to_at) AS (VALUES ${calendar.days.map(() => '(?, ?, ?)').join(', ')}),
    recent AS (SELECT ${secondsBetween('delivered_at', 'answered_at')} AS seconds FROM items WHERE delivered_at >= ?)
    SELECT day,
      (SELECT count(*) FROM items WHERE delivered_at >= from_at AND delivered_at < to_at) AS received,
      (SELECT count(*) FROM items WHERE answered_at >= from_at AND answered_at < to_at) AS answered,
      (SELECT count(*) FROM items WHERE answered_at >= ?) AS answered_week,
      (${medianSql('recent', 'seconds')}) AS median
    FROM days ORDER BY day`;
  const params = [
    ...first.params,
    ...where.params,
    calendar.nowIso,
    ...calendar.days.flatMap((day) => [day.day, day.from, day.to]),
    dayBounds(calendar.seriesFrom).from,
    dayBounds(calendar.weekFrom).from,
  ];
  const rows = db.prepare<unknown[], ActivityRow>(sql).all(...params);
  return {
    series: rows.map((row) => ({ day: row.day, received: row.received, answered: row.answered })),
    answeredThisWeek: rows[0]?.answered_week ?? 0,
    median: rows[0]?.median ?? null,
  };
}

const link = (path: string, query: Record<string, string | number | undefined>): DashboardFigure['link'] => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return { path, query: params.toString() };
};

/**
 * The panel's figures. `responsibleId` narrows the links to the items the user is responsible for,
 * as the Prazos card's "Meus" links do (the queue has no single view of "personal inbox plus the
 * sector's items I hold"); answered links open Enviados.
 */
function panel(counts: { toDo: number; overdue: number; week: number }, done: Activity, calendar: Calendar, links: { queue: string; sent: string; responsibleId?: number }): DashboardPanel {
  const { responsibleId } = links;
  const today = { startsAt: calendar.today, finishesAt: calendar.today };
  return {
    to_do: { value: counts.toDo, link: link(links.queue, { responsibleId }) },
    overdue: { value: counts.overdue, link: link(links.queue, { responsibleId, deadline: 'overdue' }) },
    due_this_week: { value: counts.week, link: link(links.queue, { responsibleId, deadline: 'week' }) },
    received_today: { value: done.series.at(-1)?.received ?? 0, link: link(links.queue, { ...today, responsibleId }) },
    answered_this_week: { value: done.answeredThisWeek, link: link(links.sent, { filter: 'sent', startsAt: calendar.weekFrom, finishesAt: calendar.today }) },
    median_first_response: { value: done.median, link: link(links.queue, { startsAt: calendar.seriesFrom, finishesAt: calendar.today, responsibleId }) },
    series: done.series,
  };
}

/** The dashboard for the user and connected sector of `scope` (inbox/scope.ts resolveScope), at `now` (the server clock). */
export function dashboardOf(db: Db, scope: InboxScope, now: number): Dashboard {
  const calendar = calendarAt(now);
  const windows = deadlineCounts(db, scope, now);
  const sectorScope: InboxScope = { ...scope, type: 'sector', sectorIds: scope.sectorId === null ? [] : [scope.sectorId] };
  const personalScope: InboxScope = { ...scope, type: 'personal', sectorIds: [] };
  const sectorParams: unknown[] = [];
  const sectorWhere = scopeCondition(sectorScope, sectorParams);

  const mineToDo = queueCount(db, personalScope, {}, now) + (scope.sectorId === null ? 0 : queueCount(db, sectorScope, { responsibleId: scope.userId }, now));
  const mineWhere = { sql: `ie.user_id = ? OR (${sectorWhere} AND ie.responsible_user_id = ?)`, params: [scope.userId, ...sectorParams, scope.userId] };
  const mine = panel(
    { toDo: mineToDo, overdue: windows.mine.overdue, week: windows.mine.week },
    activity(db, mineWhere, calendar),
    calendar,
    { queue: SECTOR_QUEUE, sent: PERSONAL_QUEUE, responsibleId: scope.userId },
  );

  const connected =
    scope.sectorId === null ? undefined : db.prepare<[number], { id: number; name: string }>('SELECT id, name FROM sectors WHERE id = ?').get(scope.sectorId);
  const sector =
    connected === undefined
      ? null
      : panel(
          { toDo: queueCount(db, sectorScope, {}, now), overdue: windows.sector.overdue, week: windows.sector.week },
          activity(db, { sql: sectorWhere, params: sectorParams }, calendar),
          calendar,
          { queue: SECTOR_QUEUE, sent: SECTOR_QUEUE },
        );
  return { today: calendar.today, week_from: calendar.weekFrom, series_from: calendar.seriesFrom, connected_sector: connected ?? null, mine, sector };
}
