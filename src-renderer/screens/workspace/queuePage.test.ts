import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../../src-shared/api/inbox';
import { pageSearchRows, pagingOf, pastTheEnd, rangeOf } from './queuePage';

const item = { inbox_email_uuid: 'abc', kind: 'process', title: 'Obra', sender: 'Maria', number: '12/2026' } as InboxItem;

describe('pageSearchRows', () => {
  it('gives one row per item that opens the item view of the list inbox type', () => {
    expect(pageSearchRows('personal')({ data: [item] })).toEqual([
      { entryKey: '/inbox/personal/view/process/abc', title: 'Obra', sender: 'Maria', number: '12/2026' },
    ]);
    expect(pageSearchRows('sector')({ data: [item] })[0]?.entryKey).toBe('/inbox/sector/view/process/abc');
  });
});

describe('rangeOf and pagingOf', () => {
  it('gives the range of a page and null for an empty one', () => {
    expect(rangeOf({ from: 51, to: 100, total: 812, data: [item] })).toEqual({ from: 51, to: 100, total: 812 });
    expect(rangeOf({ from: null, to: null, total: 0, data: [] })).toBeNull();
  });

  it('follows the page links', () => {
    expect(pagingOf({ next_page_url: 'http://h/api/inbox/query?filter=tasks&page=3', prev_page_url: 'http://h/api/inbox/query?page=1' })).toEqual({ next: 3, previous: 1 });
    expect(pagingOf({ next_page_url: null, prev_page_url: null })).toEqual({ next: null, previous: null });
  });

  it('points a page past the end back to the last one', () => {
    expect(pastTheEnd({ data: [], total: 60, current_page: 5, last_page: 2 })).toBe(2);
    expect(pastTheEnd({ data: [], total: 0, current_page: 1, last_page: 1 })).toBeNull();
    expect(pastTheEnd({ data: [1], total: 60, current_page: 2, last_page: 2 })).toBeNull();
  });
});
