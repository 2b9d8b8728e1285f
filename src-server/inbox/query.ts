// One work-queue page: count, the page's rows in the requested order, their tags.
//
// Shaped for 100,000 items (bench:server): the count and the page's order are worked out on the
// inbox rows alone whenever no filter or sort needs the document (its index, inbox_emails_sector_list
// or _user_list, answers both without reading a row), and the page's columns (joins, counts of
// dispatches and attachments) are read for its rows only. Counting through the document join read
// two table rows per item: 27 ms for a sector of 3,200 items, against 0.1 ms from the index; and a
// deep page (OFFSET 1,500) read every row before it.
import type { InboxItem } from '../../src-shared/api/inbox';
import type { InboxFilters } from '../../src-shared/api/inboxFilters';
import type { Db } from '../db/open';
import type { PageRequest } from '../http/page';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from './items';
import { inboxQuerySql } from './querySql';
import type { InboxScope } from './scope';

/**
 * Whether SQL built by inboxQuerySql reads the document (alias `d`, its only alias for documents;
 * subqueries name theirs otherwise). Without it, `inbox_emails` alone gives the same rows: every
 * inbox email has its document (document_id NOT NULL REFERENCES documents, foreign keys on).
 */
const readsDocument = (sql: string): boolean => /\bd\./.test(sql);

const fromFor = (sql: string): string => (readsDocument(sql) ? 'FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id' : 'FROM inbox_emails ie');

export function queryInbox(db: Db, scope: InboxScope, filters: InboxFilters, page: PageRequest, now?: number): { items: InboxItem[]; total: number } {
  const sql = inboxQuerySql(scope, filters, now);
  const total = db.prepare<unknown[], number>(`SELECT count(*) ${fromFor(sql.where)} WHERE ${sql.where}`).pluck().get(...sql.params) ?? 0;
  const ids = db
    .prepare<unknown[], number>(`SELECT ie.id ${fromFor(`${sql.where} ${sql.orderBy}`)} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...sql.params, page.perPage, page.offset);
  if (ids.length === 0) return { items: [], total };
  const rows = db
    .prepare<unknown[], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.id IN (${ids.map(() => '?').join(', ')}) ORDER BY ${sql.orderBy}`)
    .all(...ids);
  return { items: toItems(db, rows, scope), total };
}

/** Every matching inbox email uuid (select-all in the task workspace), capped. */
export function queryInboxUuids(db: Db, scope: InboxScope, filters: InboxFilters, limit: number, now?: number): { uuids: string[]; total: number } {
  const sql = inboxQuerySql(scope, filters, now);
  const total = db.prepare<unknown[], number>(`SELECT count(*) ${fromFor(sql.where)} WHERE ${sql.where}`).pluck().get(...sql.params) ?? 0;
  const uuids = db
    .prepare<unknown[], string>(`SELECT ie.uuid ${fromFor(`${sql.where} ${sql.orderBy}`)} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?`)
    .pluck()
    .all(...sql.params, limit);
  return { uuids, total };
}
