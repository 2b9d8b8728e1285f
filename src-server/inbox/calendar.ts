// The sector calendar's days: the work-queue query (querySql.ts, every list filter and the inbox
// scope) narrowed to items due within the range, grouped by the local day they fall due
// (America/Sao_Paulo). SQLite has no time zones, so the grouping is done here with the shared
// local-day helpers (src-shared/deadlines.ts); the range itself is two bound instants, so the (sector_id, due_at) index serves it.
import { CALENDAR_ITEMS_PER_DAY, type CalendarDay, type CalendarRange } from '../../src-shared/api/inboxCalendar';
import type { InboxFilters } from '../../src-shared/api/inboxFilters';
import { addDays, dayBounds, localDay } from '../../src-shared/deadlines';
import type { Db } from '../db/open';
import { refreshDocumentBodies } from '../documents/searchIndex';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from './items';
import { inboxQuerySql } from './querySql';
import type { InboxScope } from './scope';

type DueRow = { id: number; due_at: string };

export function calendarDays(db: Db, scope: InboxScope, filters: InboxFilters, range: CalendarRange, now: number): CalendarDay[] {
  // now: the server's clock, which the deadline filter (Vencidos, Vencem hoje, Esta semana) reads.
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const start = dayBounds(range.dayFrom).from;
  const end = dayBounds(range.dayTo).to;
  // Only ids and due dates of the whole range: the counts need every item, the rows only the shown ones.
  const due = db
    .prepare<unknown[], DueRow>(
      `SELECT ie.id, ie.due_at ${ITEM_FROM} WHERE ${sql.where} AND ie.due_at IS NOT NULL AND ie.due_at >= ? AND ie.due_at < ? ORDER BY ie.due_at, ie.id`,
    )
    .all(...sql.params, start, end);

  const byDay = new Map<string, DueRow[]>();
  for (const row of due) {
    const day = localDay(row.due_at);
    const rows = byDay.get(day);
    if (rows === undefined) byDay.set(day, [row]);
    else rows.push(row);
  }
  const shown = [...byDay.values()].flatMap((rows) => rows.slice(0, CALENDAR_ITEMS_PER_DAY));
  const rows = shown.length === 0 ? [] : db
    .prepare<unknown[], ItemRow & { due_at: string }>(`SELECT ${ITEM_COLUMNS}, ie.due_at ${ITEM_FROM} WHERE ie.id IN (${shown.map(() => '?').join(', ')})`)
    .all(...shown.map((row) => row.id));
  const items = new Map(toItems(db, rows, scope).map((item, index) => [item.inbox_email_uuid, { ...item, due_at: rows[index]?.due_at ?? '' }]));
  const rowById = new Map(rows.map((row) => [row.id, row.uuid]));

  const days: CalendarDay[] = [];
  for (let day = range.dayFrom; day <= range.dayTo; day = addDays(day, 1)) {
    const dayRows = byDay.get(day) ?? [];
    days.push({
      date: day,
      count: dayRows.length,
      items: dayRows.slice(0, CALENDAR_ITEMS_PER_DAY).flatMap((row) => {
        const item = items.get(rowById.get(row.id) ?? '');
        return item ? [item] : [];
      }),
    });
  }
  return days;
}
