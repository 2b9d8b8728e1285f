// A list's filters live in the URL (a list can be linked, reloaded and gone back to): page, search,
// status and the resource's declared filters, read leniently (a bad page is page 1, a value a
// filter does not offer is no filter) and written without defaults, so the plain list has the
// plain path.
import type { FilterOption, ResourceFilter, ResourceFilters } from './defineResource';

export type ListStatus = 'enabled' | 'disabled' | 'all';
/** `filters`: the declared filters that are set, by their URL parameter (present when the resource declares any). */
export type ListQuery = { page: number; search: string; status?: ListStatus; filters?: Readonly<Record<string, string>> };

const STATUSES: readonly ListStatus[] = ['enabled', 'disabled', 'all'];
const TEXT_LIMIT = 200;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));

/** The URL parameters a declared filter owns (a period owns two). */
export const filterParams = (filter: ResourceFilter): string[] => (filter.kind === 'dateRange' ? [filter.from.param, filter.to.param] : [filter.param]);

/** A select's options given in the declaration, not loaded. */
export const isStatic = (options: Extract<ResourceFilter, { kind: 'select' }>['options']): options is readonly FilterOption[] => Array.isArray(options);

/** Whether a parameter's value is one the filter can hold; options loaded from the server are checked there. */
function accepts(filter: ResourceFilter, value: string): boolean {
  switch (filter.kind) {
    case 'select':
      return isStatic(filter.options) ? filter.options.some((option) => option.value === value) : true;
    case 'dateRange':
      return isDay(value);
    case 'text':
      return true;
  }
}

function readFilters(params: URLSearchParams, declared: readonly ResourceFilter[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of declared) {
    for (const param of filterParams(filter)) {
      const value = (params.get(param) ?? '').trim().slice(0, TEXT_LIMIT);
      if (value !== '' && accepts(filter, value)) values[param] = value;
    }
  }
  return values;
}

export function parseListQuery(params: URLSearchParams, filters: ResourceFilters): ListQuery {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const query: ListQuery = { page, search: filters.search ? (params.get('search') ?? '').slice(0, TEXT_LIMIT) : '' };
  if (filters.status) {
    const status = params.get('status') as ListStatus | null;
    query.status = status !== null && STATUSES.includes(status) ? status : filters.status.default;
  }
  if (filters.extra !== undefined && filters.extra.length > 0) query.filters = readFilters(params, filters.extra);
  return query;
}

/** The URL's query for a list state; parameters the resource does not declare are kept. */
export function listSearchParams(query: ListQuery, filters: ResourceFilters, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const owned = (filters.extra ?? []).flatMap(filterParams);
  for (const key of ['page', 'search', 'status', ...owned]) next.delete(key);
  if (filters.status && query.status !== undefined) next.set('status', query.status);
  if (filters.search && query.search.trim() !== '') next.set('search', query.search.trim());
  for (const param of owned) {
    const value = query.filters?.[param]?.trim() ?? '';
    if (value !== '') next.set(param, value);
  }
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}

/** A change of the list's state, applied to the state as it is when the change lands. */
export type ListChange = (current: ListQuery) => ListQuery;

export type FilterChange = Partial<Pick<ListQuery, 'search' | 'status'>> & { filters?: Readonly<Record<string, string>> };

/** A new search, status or filter starts again at page 1; a filter set to '' is no filter. */
export function withFilter(query: ListQuery, change: FilterChange): ListQuery {
  const next: ListQuery = { ...query, ...change, page: 1 };
  if (change.filters !== undefined) {
    const merged: Record<string, string> = { ...query.filters };
    for (const [param, value] of Object.entries(change.filters)) {
      if (value.trim() === '') delete merged[param];
      else merged[param] = value;
    }
    next.filters = merged;
  }
  return next;
}

/** Whether anything narrows the list beyond its defaults (what *Limpar filtros* would undo). */
export function hasFilters(query: ListQuery, filters: ResourceFilters): boolean {
  return query.search.trim() !== '' || (filters.status !== undefined && query.status !== filters.status.default) || Object.keys(query.filters ?? {}).length > 0;
}

/** The list with no search, the declared status and no declared filter, at page 1. */
export function clearedQuery(query: ListQuery, filters: ResourceFilters): ListQuery {
  const next: ListQuery = { page: 1, search: '' };
  if (query.status !== undefined && filters.status) next.status = filters.status.default;
  if (query.filters !== undefined) next.filters = {};
  return next;
}

/** What a filtered call (an export) receives: the declared filters, no empty search, no status for 'all'. */
export function apiFilterParams(query: ListQuery): Record<string, string | undefined> {
  return {
    search: query.search.trim() === '' ? undefined : query.search.trim(),
    status: query.status === undefined || query.status === 'all' ? undefined : query.status,
    ...query.filters,
  };
}

/** What the API's list call receives: the page and the filters. */
export function apiListParams(query: ListQuery): Record<string, string | number | undefined> {
  return { page: query.page, ...apiFilterParams(query) };
}

/** A period whose end comes before its start: the list shows the error instead of asking. */
export function invertedPeriods(query: ListQuery, filters: ResourceFilters): string[] {
  return (filters.extra ?? []).flatMap((filter) => {
    if (filter.kind !== 'dateRange') return [];
    const from = query.filters?.[filter.from.param];
    const to = query.filters?.[filter.to.param];
    return from !== undefined && to !== undefined && from > to ? [filter.to.param] : [];
  });
}
