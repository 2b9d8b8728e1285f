// A list's filters live in the URL (a list can be linked, reloaded and gone back to): page, search
// and status, read leniently (a bad page is page 1) and written without defaults, so the plain
// list has the plain path.
import type { ResourceFilters } from './defineResource';

export type ListStatus = 'enabled' | 'disabled' | 'all';
export type ListQuery = { page: number; search: string; status?: ListStatus };

const STATUSES: readonly ListStatus[] = ['enabled', 'disabled', 'all'];

export function parseListQuery(params: URLSearchParams, filters: ResourceFilters): ListQuery {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const query: ListQuery = { page, search: filters.search ? (params.get('search') ?? '').slice(0, 200) : '' };
  if (filters.status) {
    const status = params.get('status') as ListStatus | null;
    query.status = status !== null && STATUSES.includes(status) ? status : filters.status.default;
  }
  return query;
}

/** The URL's query for a list state; parameters the resource does not declare are kept. */
export function listSearchParams(query: ListQuery, filters: ResourceFilters, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['page', 'search', 'status']) next.delete(key);
  if (filters.status && query.status !== undefined) next.set('status', query.status);
  if (filters.search && query.search.trim() !== '') next.set('search', query.search.trim());
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}

/** A new search or status starts again at page 1. */
export const withFilter = (query: ListQuery, change: Partial<Pick<ListQuery, 'search' | 'status'>>): ListQuery => ({ ...query, ...change, page: 1 });

/** What the API call receives: 'all' is no status filter; an empty search is none. */
export function apiListParams(query: ListQuery): Record<string, string | number | undefined> {
  return {
    page: query.page,
    search: query.search.trim() === '' ? undefined : query.search.trim(),
    status: query.status === undefined || query.status === 'all' ? undefined : query.status,
  };
}
