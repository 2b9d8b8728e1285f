// queryInbox counts and orders on the inbox rows alone when it can, and reads the page's columns
// for its rows only: whatever the filter, sort or page, the answer is the one the plain joined
// query (every column, ORDER BY, LIMIT/OFFSET) gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxFiltersSchema, type InboxFilters } from '../../src-shared/api/inboxFilters';
import type { Db } from '../db/open';
import { seededDb } from '../testing/harness';
import { ITEM_COLUMNS, ITEM_FROM, toItems, type ItemRow } from './items';
import { queryInbox, queryInboxUuids } from './query';
import { inboxQuerySql } from './querySql';
import type { InboxScope } from './scope';

let db: Db;
const NOW = Date.parse('2026-01-10T12:00:00.000Z');

beforeAll(() => {
  db = seededDb();
});
afterAll(() => db.close());

/** The query as one statement, as it was written before (the reference). */
function plain(scope: InboxScope, filters: InboxFilters, perPage: number, offset: number) {
  const sql = inboxQuerySql(scope, filters, NOW);
  const total = db.prepare<unknown[], number>(`SELECT count(*) ${ITEM_FROM} WHERE ${sql.where}`).pluck().get(...sql.params) ?? 0;
  const rows = db.prepare<unknown[], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`).all(...sql.params, perPage, offset);
  return { items: toItems(db, rows, scope), total };
}

const sectorIds = () => db.prepare<[], number>('SELECT id FROM sectors ORDER BY id LIMIT 3').pluck().all();
const sectorScope = (ids: number[]): InboxScope => ({ type: 'sector', userId: 1, sectorIds: ids, visible: new Set(ids), sectorId: ids[0] ?? null });
const personalScope = (): InboxScope => {
  const userId = db.prepare<[], number>('SELECT user_id FROM inbox_emails WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY count(*) DESC LIMIT 1').pluck().get() ?? 1;
  return { type: 'personal', userId, sectorIds: [], visible: new Set(), sectorId: null };
};

const FILTERS: Record<string, unknown>[] = [
  {},
  { filter: 'archived' },
  { filter: 'sent' },
  { types: 'oficio,processo' },
  { search: 'de' },
  { withDispatches: 'true' },
  { inboxSortByType: 'title', inboxSortByValue: 'asc' },
  { inboxSortByType: 'priority' },
  { inboxSortByType: 'unread', inboxSortByValue: 'asc' },
  { inboxSortByType: 'dueAt' },
  { filter: 'favorites', inboxSortByType: 'number' },
];

describe('queryInbox', () => {
  it('gives the plain joined query’s page and total for every filter, sort, page and scope', () => {
    const scopes = [sectorScope(sectorIds().slice(0, 1)), sectorScope(sectorIds()), personalScope()];
    let compared = 0;
    for (const scope of scopes) {
      for (const raw of FILTERS) {
        const filters = inboxFiltersSchema.parse(raw);
        const first = plain(scope, filters, 15, 0);
        for (const offset of [0, 15, Math.max(0, first.total - 5)]) {
          const expected = offset === 0 ? first : plain(scope, filters, 15, offset);
          const actual = queryInbox(db, scope, filters, { page: Math.floor(offset / 15) + 1, perPage: 15, offset }, NOW);
          expect(actual, `${scope.type} ${JSON.stringify(scope.sectorIds)} ${JSON.stringify(raw)} offset ${offset}`).toEqual(expected);
          compared += actual.items.length;
        }
      }
    }
    // The demo's inboxes are full enough that the comparison is about real rows.
    expect(compared).toBeGreaterThan(500);
  });

  it('answers an empty page past the end with the total', () => {
    const scope = sectorScope(sectorIds().slice(0, 1));
    const filters = inboxFiltersSchema.parse({});
    const { total } = plain(scope, filters, 15, 0);
    expect(queryInbox(db, scope, filters, { page: 100_000, perPage: 15, offset: 1_499_985 }, NOW)).toEqual({ items: [], total });
  });

  it('lists the uuids of select-all in the same order', () => {
    const scope = sectorScope(sectorIds());
    for (const raw of [{}, { types: 'oficio' }, { inboxSortByType: 'title' }]) {
      const filters = inboxFiltersSchema.parse(raw);
      const sql = inboxQuerySql(scope, filters, NOW);
      const expected = db.prepare<unknown[], string>(`SELECT ie.uuid ${ITEM_FROM} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT 40`).pluck().all(...sql.params);
      const { uuids, total } = queryInboxUuids(db, scope, filters, 40, NOW);
      expect(uuids, JSON.stringify(raw)).toEqual(expected);
      expect(total).toBe(plain(scope, filters, 1, 0).total);
    }
  });
});
