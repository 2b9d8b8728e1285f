// Laravel's length-aware paginator, the shape every list call answers with (src-shared/api/page.ts).
// Page links keep the request's other query parameters and replace only `page`.
import type { Page } from '../../src-shared/api/page';
import { requestOrigin } from './origins';

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;
/** Far beyond any real list, and keeps the OFFSET arithmetic within safe integers. */
const MAX_PAGE = 1_000_000;

export type PageRequest = { page: number; perPage: number; offset: number };

const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

function positiveInteger(value: unknown): number | null {
  const raw = firstValue(value);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 ? number : null;
}

/**
 * page and per_page from a query string. Lists are browsed, not validated: a missing or invalid
 * value falls back to the first page and the default size, and per_page is capped.
 */
export function parsePageQuery(
  query: unknown,
  options: { defaultPerPage?: number; maxPerPage?: number } = {},
): PageRequest {
  const maxPerPage = options.maxPerPage ?? MAX_PER_PAGE;
  const defaultPerPage = Math.min(options.defaultPerPage ?? DEFAULT_PER_PAGE, maxPerPage);
  const params = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const page = Math.min(positiveInteger(params.page) ?? 1, MAX_PAGE);
  const perPage = Math.min(positiveInteger(params.per_page) ?? defaultPerPage, maxPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The link to page `page`: the same URL with only its `page` parameter set. Absolute URLs stay absolute. */
export function pageUrl(url: string, page: number): string {
  const hashless = url.split('#', 1)[0] ?? url;
  const queryStart = hashless.indexOf('?');
  const path = queryStart < 0 ? hashless : hashless.slice(0, queryStart);
  const params = new URLSearchParams(queryStart < 0 ? '' : hashless.slice(queryStart + 1));
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

export type BuildPageInput<Item> = {
  /** The items of this page only (at most perPage of them). */
  items: Item[];
  total: number;
  request: Pick<PageRequest, 'page' | 'perPage'>;
  /** The URL the list was requested with; page links are derived from it. */
  url: string;
};

export function buildPage<Item>({ items, total, request, url }: BuildPageInput<Item>): Page<Item> {
  const { page, perPage } = request;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const data = items.slice(0, perPage);
  const from = data.length === 0 ? null : (page - 1) * perPage + 1;
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(url, 1),
    from,
    last_page: lastPage,
    next_page_url: page < lastPage ? pageUrl(url, page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(url, page - 1) : null,
    per_page: perPage,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

/** Pages an in-memory list; SQL-backed lists pass their own LIMIT/OFFSET slice to buildPage. */
export function paginate<Item>(all: readonly Item[], request: PageRequest, url: string): Page<Item> {
  return buildPage({ items: all.slice(request.offset, request.offset + request.perPage), total: all.length, request, url });
}

/** The absolute URL a request was made with, as Laravel's page links are. */
export function requestUrl(request: { protocol: string; host: string; url: string }): string {
  return `${requestOrigin(request)}${request.url}`;
}
