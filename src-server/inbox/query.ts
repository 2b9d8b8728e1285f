// One work-queue page: count, the page's rows in the requested order, their tags.
import type { InboxItem } from '../../src-shared/api/inbox';
import type { InboxFilters } from '../../src-shared/api/inboxFilters';
import type { Db } from '../db/open';
import { prepareCached } from '../db/prepareCached';
import type { PageRequest } from '../http/page';
import { refreshDocumentBodies } from '../documents/searchIndex';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from './items';
import { inboxQuerySql } from './querySql';
import type { InboxScope } from './scope';

export function queryInbox(db: Db, scope: InboxScope, filters: InboxFilters, page: PageRequest, now?: number): { items: InboxItem[]; total: number } {
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const total = prepareCached<unknown[], number>(db, `SELECT count(*) ${ITEM_FROM} WHERE ${sql.where}`).pluck(true).get(...sql.params) ?? 0;
  // The page's rows are chosen first, by id, and only those fifteen read in full: ordering the full
  // rows made SQLite compute every match's item columns (the correlated counts) before the sort kept
  // fifteen, a third of a broad search's time at 100,000 items (bench:search).
  const rows = prepareCached<unknown[], ItemRow>(
    db,
    `SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.id IN (SELECT ie.id ${ITEM_FROM} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?)
     ORDER BY ${sql.orderBy}`,
  )
    .pluck(false)
    .all(...sql.params, page.perPage, page.offset);
  return { items: toItems(db, rows, scope), total };
}

/** Every matching inbox email uuid (select-all in the task workspace), capped. */
export function queryInboxUuids(db: Db, scope: InboxScope, filters: InboxFilters, limit: number, now?: number): { uuids: string[]; total: number } {
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const total = prepareCached<unknown[], number>(db, `SELECT count(*) ${ITEM_FROM} WHERE ${sql.where}`).pluck(true).get(...sql.params) ?? 0;
  const uuids = prepareCached<unknown[], string>(db, `SELECT ie.uuid ${ITEM_FROM} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?`)
    .pluck(true)
    .all(...sql.params, limit);
  return { uuids, total };
}
