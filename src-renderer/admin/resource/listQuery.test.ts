// A list's state round-trips through the URL: what is read is what was written, defaults stay out
// of the URL, bad values fall back, and a new filter starts at page 1.
import { describe, expect, it } from 'vitest';
import type { ResourceFilters } from './defineResource';
import { apiFilterParams, apiListParams, clearedQuery, hasFilters, invertedPeriods, listSearchParams, parseListQuery, withFilter } from './listQuery';

const both = { search: true, status: { default: 'enabled' as const } };

const declared: ResourceFilters = {
  search: true,
  status: { default: 'enabled' },
  extra: [
    { kind: 'select', param: 'type', label: 'Tipo', options: [{ value: 'contact', label: 'Pessoa física' }, { value: 'sector', label: 'Setor' }] },
    { kind: 'select', param: 'user_id', label: 'Usuário', options: { load: async () => [], failed: 'Erro' } },
    { kind: 'text', param: 'document', label: 'Documento' },
    { kind: 'dateRange', label: 'Período', from: { param: 'from', label: 'De' }, to: { param: 'to', label: 'Até' } },
  ],
};

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

describe('declared filters ↔ URL', () => {
  it('reads every declared filter and writes it back the same', () => {
    const params = new URLSearchParams('type=sector&user_id=7&document=OF-12%2F2026&from=2026-01-01&to=2026-01-31&page=2');
    const query = parseListQuery(params, declared);
    expect(query).toEqual({
      page: 2,
      search: '',
      status: 'enabled',
      filters: { type: 'sector', user_id: '7', document: 'OF-12/2026', from: '2026-01-01', to: '2026-01-31' },
    });
    expect(parseListQuery(listSearchParams(query, declared), declared)).toEqual(query);
  });

  it('drops what a filter cannot hold: an option it does not offer, a bad day, an empty value; trims text', () => {
    const query = parseListQuery(new URLSearchParams('type=robot&from=2026-13-45&to=ontem&document=%20%20&user_id=%203%20'), declared);
    expect(query.filters).toEqual({ user_id: '3' });
  });

  it('ignores parameters no filter declares, and keeps them in the URL', () => {
    const query = parseListQuery(new URLSearchParams('action=view&tab=x'), declared);
    expect(query.filters).toEqual({});
    const url = listSearchParams(withFilter(query, { filters: { type: 'contact' } }), declared, new URLSearchParams('tab=x&type=sector&page=3'));
    expect(url.toString()).toBe('tab=x&status=enabled&type=contact');
  });

  it('starts a changed filter at page 1 and drops a filter set to nothing', () => {
    const query = { page: 4, search: '', status: 'enabled' as const, filters: { type: 'sector', document: 'OF-1' } };
    expect(withFilter(query, { filters: { type: '' } })).toEqual({ page: 1, search: '', status: 'enabled', filters: { document: 'OF-1' } });
    expect(withFilter(query, { filters: { from: '2026-02-01' } }).filters).toEqual({ type: 'sector', document: 'OF-1', from: '2026-02-01' });
  });

  it('clears search, status and every declared filter at once, back to the plain path', () => {
    const query = parseListQuery(new URLSearchParams('status=all&search=ana&type=sector&from=2026-01-01&page=3'), declared);
    expect(hasFilters(query, declared)).toBe(true);
    const cleared = clearedQuery(query, declared);
    expect(cleared).toEqual({ page: 1, search: '', status: 'enabled', filters: {} });
    expect(hasFilters(cleared, declared)).toBe(false);
    expect(listSearchParams(cleared, declared).toString()).toBe('status=enabled');
  });

  it('passes the declared filters to the list call and to a filtered export (without the page)', () => {
    const query = parseListQuery(new URLSearchParams('status=all&type=contact&document=OF-1&page=2'), declared);
    expect(apiListParams(query)).toEqual({ page: 2, search: undefined, status: undefined, type: 'contact', document: 'OF-1' });
    expect(apiFilterParams(query)).toEqual({ search: undefined, status: undefined, type: 'contact', document: 'OF-1' });
  });

  it('names a period that ends before it starts', () => {
    expect(invertedPeriods(parseListQuery(new URLSearchParams('from=2026-02-01&to=2026-01-31'), declared), declared)).toEqual(['to']);
    expect(invertedPeriods(parseListQuery(new URLSearchParams('from=2026-01-31&to=2026-01-31'), declared), declared)).toEqual([]);
  });
});
