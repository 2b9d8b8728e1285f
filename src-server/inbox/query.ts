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
import { prepareCached } from '../db/prepareCached';
import type { PageRequest } from '../http/page';
import { refreshDocumentBodies } from '../documents/searchIndex';
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
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const total = prepareCached<unknown[], number>(db, `SELECT count(*) ${fromFor(sql.where)} WHERE ${sql.where}`).pluck(true).get(...sql.params) ?? 0;
  // The page's ids are chosen first and only those fifteen rows read in full: ordering full rows
  // made SQLite compute every match's item columns (the correlated counts) before the sort kept
  // fifteen (bench:search), and a deep page read every row before it (bench:server).
  const ids = prepareCached<unknown[], number>(db, `SELECT ie.id ${fromFor(`${sql.where} ${sql.orderBy}`)} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`)
    .pluck(true)
    .all(...sql.params, page.perPage, page.offset);
  if (ids.length === 0) return { items: [], total };
  const rows = prepareCached<unknown[], ItemRow>(db, `SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.id IN (${ids.map(() => '?').join(', ')}) ORDER BY ${sql.orderBy}`)
    .pluck(false)
    .all(...ids);
  return { items: toItems(db, rows, scope), total };
}

/** Every matching inbox email uuid (select-all in the task workspace), capped. */
export function queryInboxUuids(db: Db, scope: InboxScope, filters: InboxFilters, limit: number, now?: number): { uuids: string[]; total: number } {
  if (filters.content) refreshDocumentBodies(db);
  const sql = inboxQuerySql(scope, filters, now);
  const total = prepareCached<unknown[], number>(db, `SELECT count(*) ${fromFor(sql.where)} WHERE ${sql.where}`).pluck(true).get(...sql.params) ?? 0;
  const uuids = prepareCached<unknown[], string>(db, `SELECT ie.uuid ${fromFor(`${sql.where} ${sql.orderBy}`)} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ?`)
    .pluck(true)
    .all(...sql.params, limit);
  return { uuids, total };
}
