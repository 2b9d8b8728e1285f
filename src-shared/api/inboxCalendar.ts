// GET /api/inbox/query/tasks/sector/calendar (issue 19, sector calendar): the work queue's items
// with a due date, grouped by the local day they are due, over at most 42 days (a month grid).
// The range is dayFrom/dayTo, not from/to as first sketched: from and to already are list filters
// (sender and recipient), and the calendar takes every list filter.
import { z } from 'zod';
import { messages } from '../messages';
import { addDays } from '../deadlines';
import { inboxItemSchema } from './inbox';

const m = messages.calendar.server;

/** Whether a string is a real calendar day 'YYYY-MM-DD' (no 2026-02-30). */
export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
/** Whole days from one day to another (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
export const MAX_CALENDAR_DAYS = 42;
/** Items sent per day; `count` says how many the day has. */
export const CALENDAR_ITEMS_PER_DAY = 20;

const day = z.string({ error: m.dayInvalid }).trim().refine(isDay, { error: m.dayInvalid });

export const calendarRangeSchema = z
  .object({ dayFrom: day, dayTo: day })
  .refine((range) => range.dayFrom <= range.dayTo, { error: m.rangeOrder, path: ['dayTo'] })
  .refine((range) => range.dayFrom > range.dayTo || daysBetween(range.dayFrom, range.dayTo) < MAX_CALENDAR_DAYS, {
    error: m.rangeTooLong(MAX_CALENDAR_DAYS),
    path: ['dayTo'],
  });
export type CalendarRange = z.output<typeof calendarRangeSchema>;

export const calendarItemSchema = inboxItemSchema.extend({ due_at: z.string() });
export type CalendarItem = z.output<typeof calendarItemSchema>;

export const calendarDaySchema = z.object({ date: z.string(), count: z.number().int().nonnegative(), items: z.array(calendarItemSchema) });
export type CalendarDay = z.output<typeof calendarDaySchema>;

export const calendarSchema = z.object({ days: z.array(calendarDaySchema) });
export type Calendar = z.output<typeof calendarSchema>;
