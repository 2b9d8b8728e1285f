// The task workspace (spec §3, §7): select-all uuids, the new-task check, the sector tags and the
// task list (a page with notification_count and last_task_timestamp).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import type { ServerContext } from '../context';
import { buildPage, parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { foldersOf } from '../inbox/folders';
import { queryInbox, queryInboxUuids } from '../inbox/query';
import { scopeCondition } from '../inbox/querySql';
import { resolveScope, type InboxScope } from '../inbox/scope';
import { filtersAndScope, staffOnly } from './inbox';
import type { Db } from '../db/open';

const m = messages.server;
export const MAX_TASK_UUIDS = 5000;
const checkQuery = z.object({
  responsibleId: z.coerce.number().int().positive().optional(),
  last_task_timestamp: z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), { error: m.inboxDateInvalid })
    .optional(),
});

/** Unread tasks in the inbox, and the newest task's time. */
function taskCounters(db: Db, scope: InboxScope, responsibleId?: number, after?: string) {
  const params: unknown[] = [];
  let where = `${scopeCondition(scope, params)} AND ie.box = 'inbox' AND ie.is_archived = 0`;
  if (responsibleId !== undefined) {
    where += ' AND ie.responsible_user_id = ?';
    params.push(responsibleId);
  }
  const last = db.prepare<unknown[], string | null>(`SELECT max(ie.created_at) FROM inbox_emails ie WHERE ${where}`).pluck().get(...params) ?? null;
  const unread = db.prepare<unknown[], number>(`SELECT count(*) FROM inbox_emails ie WHERE ${where} AND ie.is_read = 0`).pluck().get(...params) ?? 0;
  const newer =
    after === undefined
      ? 0
      : (db.prepare<unknown[], number>(`SELECT count(*) FROM inbox_emails ie WHERE ${where} AND ie.created_at > ?`).pluck().get(...params, after) ?? 0);
  return { last, unread, newer };
}

export function registerInboxTaskRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/inbox/query/tasks/sector', staffOnly, async (request) => {
    const { filters, scope } = filtersAndScope(ctx, request);
    const page = parsePageQuery(request.query);
    const { items, total } = queryInbox(ctx.db, scope, filters, page, ctx.now());
    const counters = taskCounters(ctx.db, scope);
    return {
      ...buildPage({ items, total, request: page, url: requestUrl(request) }),
      folders: foldersOf(ctx.db, scope),
      notification_count: counters.unread,
      last_task_timestamp: counters.last,
    };
  });

  app.get('/api/inbox/query/tasks/sector/uuids', staffOnly, async (request) => {
    const { filters, scope } = filtersAndScope(ctx, request);
    return queryInboxUuids(ctx.db, scope, filters, MAX_TASK_UUIDS, ctx.now());
  });

  app.get('/api/inbox/query/tasks/sector/check-for-new-tasks', staffOnly, async (request) => {
    const query = parseInput(checkQuery, request.query);
    const scope = resolveScope(ctx, request, authOf(request).userId);
    const after = query.last_task_timestamp === undefined ? undefined : new Date(query.last_task_timestamp).toISOString();
    const counters = taskCounters(ctx.db, scope, query.responsibleId, after);
    return { status: counters.newer > 0, notification_count: counters.newer };
  });

  app.get('/api/inbox/query/tasks/sector/filters/tags', staffOnly, async (request) => {
    const scope = resolveScope(ctx, request, authOf(request).userId);
    const sectorIds = scope.type === 'personal' ? [...scope.visible] : scope.sectorIds;
    if (sectorIds.length === 0) return { tags: [] };
    const tags = ctx.db
      .prepare<number[], { id: number; name: string; color: string; font_color: string; sector_id: number }>(
        `SELECT id, name, color, font_color, sector_id FROM tags WHERE sector_id IN (${sectorIds.map(() => '?').join(', ')}) ORDER BY name, sector_id`,
      )
      .all(...sectorIds);
    return { tags };
  });

  // Who an email of this inbox may be assigned to: the sector's enabled staff, or the user
  // alone in a personal inbox (the same rule PATCH responsible checks).
  app.get('/api/inbox/query/tasks/sector/responsibles', staffOnly, async (request) => {
    const scope = resolveScope(ctx, request, authOf(request).userId);
    const users =
      scope.type === 'personal' || scope.sectorId === null
        ? ctx.db.prepare<[number], ResponsibleRow>(`SELECT users.id, people.name ${RESPONSIBLE_FROM} WHERE users.id = ?`).all(scope.userId)
        : ctx.db
            .prepare<[number], ResponsibleRow>(
              `SELECT users.id, people.name ${RESPONSIBLE_FROM} JOIN user_sectors ON user_sectors.user_id = users.id
               WHERE user_sectors.sector_id = ? AND users.status = 'enabled' AND users.has_internal_access = 1 ORDER BY people.name`,
            )
            .all(scope.sectorId);
    return { users };
  });
}

type ResponsibleRow = { id: number; name: string };
const RESPONSIBLE_FROM = 'FROM users JOIN people ON people.id = users.person_id';
