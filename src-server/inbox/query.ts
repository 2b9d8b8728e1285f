// One work-queue page: count, the page's rows in the requested order, their tags.
import type { InboxItem } from '../../src-shared/api/inbox';
import type { InboxFilters } from '../../src-shared/api/inboxFilters';
import type { Db } from '../db/open';
import type { PageRequest } from '../http/page';
import { refreshDocumentBodies } from '../documents/searchIndex';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from './items';
import { inboxQuerySql } from './querySql';
import type { InboxScope } from './scope';

export function queryInbox(db: Db, scope: InboxScope, filters: InboxFilters, page: PageRequest, now?: number): { items: InboxItem[]; total: number } {
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const total = db.prepare<unknown[], number>(`SELECT count(*) ${ITEM_FROM} WHERE ${sql.where}`).pluck().get(...sql.params) ?? 0;
  const rows = db
    .prepare<unknown[], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`)
    .all(...sql.params, page.perPage, page.offset);
  return { items: toItems(db, rows, scope), total };
}

/** Every matching inbox email uuid (select-all in the task workspace), capped. */
export function queryInboxUuids(db: Db, scope: InboxScope, filters: InboxFilters, limit: number, now?: number): { uuids: string[]; total: number } {
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const total = db.prepare<unknown[], number>(`SELECT count(*) ${ITEM_FROM} WHERE ${sql.where}`).pluck().get(...sql.params) ?? 0;
  const uuids = db
    .prepare<unknown[], string>(`SELECT ie.uuid ${ITEM_FROM} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?`)
    .pluck()
    .all(...sql.params, limit);
  return { uuids, total };
}
