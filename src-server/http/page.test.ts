import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSchema } from '../../src-shared/api/page';
import { buildPage, DEFAULT_PER_PAGE, MAX_PER_PAGE, pageUrl, paginate, parsePageQuery, requestUrl } from './page';

const items = Array.from({ length: 35 }, (_, index) => index + 1);
const base = 'http://127.0.0.1:3100/api/inbox/query';

describe('parsePageQuery', () => {
  it('defaults to the first page of 15', () => {
    expect(parsePageQuery({})).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE, offset: 0 });
    expect(parsePageQuery(undefined)).toEqual({ page: 1, perPage: 15, offset: 0 });
  });

  it('reads page and per_page from query strings', () => {
    expect(parsePageQuery({ page: '3', per_page: '20' })).toEqual({ page: 3, perPage: 20, offset: 40 });
    expect(parsePageQuery({ page: ' 2 ' })).toEqual({ page: 2, perPage: 15, offset: 15 });
  });

  it('caps per_page at 100 and falls back on invalid values instead of failing', () => {
    expect(parsePageQuery({ per_page: '1000' }).perPage).toBe(MAX_PER_PAGE);
    for (const bad of ['0', '-1', 'abc', '1.5', '', '1e3', '0x10', '99999999999999999999']) {
      expect(parsePageQuery({ page: bad, per_page: bad }), bad).toMatchObject({ page: 1, perPage: 15 });
    }
    expect(parsePageQuery({ page: ['4', '5'] }).page).toBe(4);
    expect(parsePageQuery({ page: { nested: 1 } }).page).toBe(1);
  });

  it('keeps huge page numbers within safe offsets', () => {
    const { page, offset } = parsePageQuery({ page: '999999999', per_page: '100' });
    expect(page).toBe(1_000_000);
    expect(Number.isSafeInteger(offset)).toBe(true);
  });

  it('honours a list-specific default and maximum', () => {
    expect(parsePageQuery({}, { defaultPerPage: 20, maxPerPage: 50 }).perPage).toBe(20);
    expect(parsePageQuery({ per_page: '80' }, { defaultPerPage: 20, maxPerPage: 50 }).perPage).toBe(50);
  });
});

describe('pageUrl', () => {
  it('sets page and keeps every other parameter, repeated ones included', () => {
    expect(pageUrl(`${base}?search=of%C3%ADcio&types[]=memo&types[]=oficio&page=2`, 5)).toBe(
      `${base}?search=of%C3%ADcio&types%5B%5D=memo&types%5B%5D=oficio&page=5`,
    );
    expect(pageUrl(base, 2)).toBe(`${base}?page=2`);
    expect(pageUrl('/api/list?per_page=20#top', 3)).toBe('/api/list?per_page=20&page=3');
  });
});

describe('buildPage', () => {
  const request = { page: 1, perPage: 15 };

  it('describes the first page of several', () => {
    const page = paginate(items, parsePageQuery({}), `${base}?search=x`);
    expect(page).toEqual({
      current_page: 1,
      data: items.slice(0, 15),
      first_page_url: `${base}?search=x&page=1`,
      from: 1,
      last_page: 3,
      next_page_url: `${base}?search=x&page=2`,
      prev_page_url: null,
      per_page: 15,
      to: 15,
      total: 35,
    });
    expect(() => pageSchema(z.number()).parse(page)).not.toThrow();
  });

  it('describes a middle and the last, partial page', () => {
    const middle = paginate(items, parsePageQuery({ page: '2' }), base);
    expect(middle).toMatchObject({ from: 16, to: 30, prev_page_url: `${base}?page=1`, next_page_url: `${base}?page=3` });
    const last = paginate(items, parsePageQuery({ page: '3' }), base);
    expect(last).toMatchObject({ current_page: 3, from: 31, to: 35, next_page_url: null, last_page: 3 });
    expect(last.data).toEqual([31, 32, 33, 34, 35]);
  });

  it('gives an empty page with from/to null beyond the end, still linking back', () => {
    const page = paginate(items, parsePageQuery({ page: '9' }), base);
    expect(page).toMatchObject({ current_page: 9, data: [], from: null, to: null, last_page: 3, next_page_url: null });
    expect(page.prev_page_url).toBe(`${base}?page=8`);
  });

  it('describes an empty list as one empty page', () => {
    expect(buildPage({ items: [], total: 0, request, url: base })).toEqual({
      current_page: 1,
      data: [],
      first_page_url: `${base}?page=1`,
      from: null,
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
      per_page: 15,
      to: null,
      total: 0,
    });
  });

  it('counts exact multiples of the page size without an extra empty page', () => {
    const page = paginate(items.slice(0, 30), { page: 2, perPage: 15, offset: 15 }, base);
    expect(page).toMatchObject({ last_page: 2, next_page_url: null, to: 30 });
  });

  it('never returns more items than per_page even if the caller passed more', () => {
    const page = buildPage({ items, total: 35, request: { page: 1, perPage: 10 }, url: base });
    expect(page.data).toHaveLength(10);
    expect(page.to).toBe(10);
  });
});

describe('requestUrl', () => {
  it('rebuilds the absolute URL the client used', () => {
    expect(requestUrl({ protocol: 'http', host: '127.0.0.1:3100', url: '/api/x?page=2' })).toBe('http://127.0.0.1:3100/api/x?page=2');
  });
});
