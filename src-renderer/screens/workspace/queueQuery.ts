// The queue's filters live in the URL so back/forward and reload keep them. The URL holds only
// what the user chose; defaults (list, sort from the user's preference, page size) are added when
// the request is built, so changing the preference changes every queue link that did not pick one.
import { DOCUMENT_STATUSES, INBOX_DEADLINE_FILTERS, INBOX_DOCUMENT_TYPES, INBOX_LISTS, INBOX_SORT_TYPES } from '../../../src-shared/api/inboxFilters';
import type { InboxQuery } from '../../api/inboxApi';

export type QueueList = NonNullable<InboxQuery['filter']>;
export type SortType = (typeof INBOX_SORT_TYPES)[number];
export const PER_PAGE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 50;
export const DEFAULT_LIST: QueueList = 'tasks';

/** The fields of the advanced filter form (spec §3), everything but list, search, sort and paging. */
export const ADVANCED_KEYS = [
  'year',
  'subject',
  'subjectId',
  'from',
  'to',
  'content',
  'startsAt',
  'finishesAt',
  'types',
  'folders',
  'sectorsId',
  'allSectors',
  'documentStatus',
  'withAddress',
  'tagsIds',
  'number',
  'withDispatches',
  'responsibleId',
] as const satisfies ReadonlyArray<keyof InboxQuery>;
export type AdvancedKey = (typeof ADVANCED_KEYS)[number];
export type AdvancedFilters = Pick<InboxQuery, AdvancedKey>;

const TEXT_KEYS = ['search', 'subject', 'from', 'to', 'content', 'number'] as const;
const ID_KEYS = ['subjectId', 'responsibleId'] as const;
const ID_LIST_KEYS = ['folders', 'sectorsId', 'tagsIds'] as const;
const FLAG_KEYS = ['allSectors', 'withAddress', 'withDispatches'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const includes = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * What the URL asks for. Values the server would refuse (a typo in a bookmarked link) are dropped
 * rather than turning the whole queue into an error.
 */
export function parseQueueParams(params: URLSearchParams): InboxQuery {
  const query: InboxQuery = {};
  const filter = params.get('filter');
  if (includes(INBOX_LISTS, filter)) query.filter = filter;
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim().slice(0, 200);
    if (value) query[key] = value;
  }
  const year = positiveInt(params.get('year'));
  if (year !== undefined && year >= 1900 && year <= 2100) query.year = year;
  for (const key of ID_KEYS) {
    const id = positiveInt(params.get(key));
    if (id !== undefined) query[key] = id;
  }
  for (const key of ['startsAt', 'finishesAt'] as const) {
    const value = params.get(key);
    if (value && DATE.test(value) && !Number.isNaN(Date.parse(value))) query[key] = value;
  }
  if (query.startsAt && query.finishesAt && query.startsAt > query.finishesAt) delete query.finishesAt;
  const types = list(params.get('types')).filter((type) => includes(INBOX_DOCUMENT_TYPES, type));
  if (types.length > 0) query.types = [...new Set(types)];
  for (const key of ID_LIST_KEYS) {
    const ids = list(params.get(key))
      .map((item) => positiveInt(item))
      .filter((id): id is number => id !== undefined);
    if (ids.length > 0) query[key] = [...new Set(ids)];
  }
  for (const key of FLAG_KEYS) {
    const value = params.get(key);
    if (value === 'true' || value === '1') query[key] = true;
    else if (value === 'false' || value === '0') query[key] = false;
  }
  // The deadline chips (Vencidos, Vencem hoje, Esta semana): kept apart from the drawer's fields.
  const deadline = params.get('deadline');
  if (includes(INBOX_DEADLINE_FILTERS, deadline)) query.deadline = deadline;
  const status = params.get('documentStatus');
  if (includes(DOCUMENT_STATUSES, status)) query.documentStatus = status;
  const sort = params.get('inboxSortByType');
  if (includes(INBOX_SORT_TYPES, sort)) query.inboxSortByType = sort;
  const direction = params.get('inboxSortByValue');
  if (direction === 'asc' || direction === 'desc') query.inboxSortByValue = direction;
  const page = positiveInt(params.get('page'));
  if (page !== undefined && page > 1) query.page = page;
  const perPage = positiveInt(params.get('per_page'));
  if (perPage !== undefined && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) && perPage !== DEFAULT_PER_PAGE) query.per_page = perPage;
  return query;
}

/** The URL form of a query: defaults and empty values left out, keys in a stable order. */
export function queueParamsOf(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      return;
    }
    params.set(key, String(value));
  };
  if (query.filter && query.filter !== DEFAULT_LIST) set('filter', query.filter);
  set('search', query.search?.trim());
  for (const key of ADVANCED_KEYS) set(key, query[key]);
  set('deadline', query.deadline);
  set('inboxSortByType', query.inboxSortByType);
  set('inboxSortByValue', query.inboxSortByValue);
  if (query.page !== undefined && query.page > 1) set('page', query.page);
  if (query.per_page !== undefined && query.per_page !== DEFAULT_PER_PAGE) set('per_page', query.per_page);
  return params;
}

/** How many advanced filters are set; the period counts once, and allSectors with sectors once. */
export function activeFilterCount(query: InboxQuery): number {
  let count = 0;
  for (const key of ADVANCED_KEYS) {
    if (key === 'finishesAt' && query.startsAt) continue;
    if (key === 'allSectors' && query.sectorsId && query.sectorsId.length > 0) continue;
    const value = query[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'allSectors' && value === false) continue;
    count += 1;
  }
  return count;
}

/** Whether the user narrowed the list (an empty answer then means "no results", not "no items"). */
export const isNarrowed = (query: InboxQuery): boolean => Boolean(query.search) || query.deadline !== undefined || activeFilterCount(query) > 0;

export type DeadlineFilter = NonNullable<InboxQuery['deadline']>;

/** The query with another deadline chip (or none); back to page 1 like any change of filters. */
export function withDeadline(query: InboxQuery, deadline: DeadlineFilter | undefined): InboxQuery {
  const { page: _page, deadline: _previous, ...rest } = query;
  return deadline === undefined ? rest : { ...rest, deadline };
}

/** The advanced fields only (the form edits these). */
export function advancedOf(query: InboxQuery): AdvancedFilters {
  const result: AdvancedFilters = {};
  for (const key of ADVANCED_KEYS) {
    if (query[key] !== undefined) Object.assign(result, { [key]: query[key] });
  }
  return result;
}

/** The query with the advanced fields replaced; any change of filters goes back to page 1. */
export function withAdvanced(query: InboxQuery, filters: AdvancedFilters): InboxQuery {
  const next: InboxQuery = { ...query };
  for (const key of ADVANCED_KEYS) delete next[key];
  delete next.page;
  return { ...next, ...filters };
}

/** The request the server gets: the URL's choice plus the defaults. */
export function requestOf(query: InboxQuery, defaultSort: SortType): InboxQuery {
  const request: InboxQuery = {
    ...query,
    filter: query.filter ?? DEFAULT_LIST,
    inboxSortByType: query.inboxSortByType ?? defaultSort,
    inboxSortByValue: query.inboxSortByValue ?? 'desc',
    page: query.page ?? 1,
    per_page: query.per_page ?? DEFAULT_PER_PAGE,
  };
  if (activeFilterCount(query) > 0) request.isAdvancedFilter = true;
  else delete request.isAdvancedFilter;
  return request;
}

/** The query for "select all N": the same list and filters, without paging. */
export function uuidsQueryOf(request: InboxQuery): InboxQuery {
  const { page: _page, per_page: _perPage, ...rest } = request;
  return rest;
}

export const sortTypeOf = (value: unknown): SortType => (typeof value === 'string' && includes(INBOX_SORT_TYPES, value) ? value : 'unread');
