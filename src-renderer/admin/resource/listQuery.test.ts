// A list's state round-trips through the URL: what is read is what was written, defaults stay out
// of the URL, bad values fall back, and a new filter starts at page 1.
import { describe, expect, it } from 'vitest';
import { apiListParams, listSearchParams, parseListQuery, withFilter } from './listQuery';

const both = { search: true, status: { default: 'enabled' as const } };

describe('list query ↔ URL', () => {
  it('reads page, search and status, and writes them back the same', () => {
    const params = new URLSearchParams('status=disabled&search=f%C3%A9rias&page=3');
    const query = parseListQuery(params, both);
    expect(query).toEqual({ page: 3, search: 'férias', status: 'disabled' });
    expect(parseListQuery(listSearchParams(query, both), both)).toEqual(query);
  });

  it('falls back to page 1 and the declared status for missing or bad values', () => {
    expect(parseListQuery(new URLSearchParams('page=0&status=hidden'), both)).toEqual({ page: 1, search: '', status: 'enabled' });
    expect(parseListQuery(new URLSearchParams('page=-2'), both).page).toBe(1);
    expect(parseListQuery(new URLSearchParams('page=abc'), both).page).toBe(1);
  });

  it('ignores filters the resource does not declare', () => {
    expect(parseListQuery(new URLSearchParams('search=x&status=disabled'), {})).toEqual({ page: 1, search: '' });
    expect(listSearchParams({ page: 1, search: 'x' }, {}).toString()).toBe('');
  });

  it('keeps page 1 and an empty search out of the URL, and keeps parameters it does not own', () => {
    const url = listSearchParams({ page: 1, search: '  ', status: 'enabled' }, both, new URLSearchParams('tab=x&page=4'));
    expect(url.toString()).toBe('tab=x&status=enabled');
  });

  it('starts a new search or status at page 1', () => {
    expect(withFilter({ page: 5, search: '', status: 'enabled' }, { search: 'lic' })).toEqual({ page: 1, search: 'lic', status: 'enabled' });
  });

  it('sends no status for "all" and no empty search to the API', () => {
    expect(apiListParams({ page: 2, search: ' ', status: 'all' })).toEqual({ page: 2, search: undefined, status: undefined });
    expect(apiListParams({ page: 1, search: ' lic ', status: 'disabled' })).toEqual({ page: 1, search: 'lic', status: 'disabled' });
  });
});
