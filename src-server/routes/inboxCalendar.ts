// The sector calendar (issue 19): the work queue's items by the local day they fall due, for the
// sector or personal inbox the request names, with every filter of the list. Staff only, like the list.
import type { FastifyInstance } from 'fastify';
import { calendarRangeSchema } from '../../src-shared/api/inboxCalendar';
import type { ServerContext } from '../context';
import { parseInput } from '../http/validation';
import { calendarDays } from '../inbox/calendar';
import { filtersAndScope, staffOnly } from './inbox';

export function registerInboxCalendarRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/inbox/query/tasks/sector/calendar', staffOnly, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const range = parseInput(calendarRangeSchema, { dayFrom: query.dayFrom, dayTo: query.dayTo });
    const { filters, scope } = filtersAndScope(ctx, request);
    return { days: calendarDays(ctx.db, scope, filters, range, ctx.now()) };
  });
}
