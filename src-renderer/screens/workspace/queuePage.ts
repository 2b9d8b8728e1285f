// What the queue derives from a page answer: the offline search rows, the range text and the
// paging targets. The search rows open the item view of the list's own inbox type.
import type { CacheSearchRow, InboxType } from '../../../src-shared/ipc/contract';
import type { InboxItem } from '../../../src-shared/api/inbox';
import { pageOfUrl } from '../../api/inboxApi';
import { itemViewPath } from '../../inbox/queryKeys';

type PageLike = {
  data: readonly InboxItem[];
  from: number | null;
  to: number | null;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
};

export const pageSearchRows =
  (inboxType: InboxType) =>
  (page: Pick<PageLike, 'data'>): CacheSearchRow[] =>
    page.data.map((item) => ({ entryKey: itemViewPath(inboxType, item), title: item.title, sender: item.sender, number: item.number }));

export type QueueRange = { from: number; to: number; total: number };

/** "1–50 de 812"; null for an empty page (the screen says so instead). */
export function rangeOf(page: Pick<PageLike, 'from' | 'to' | 'total' | 'data'>): QueueRange | null {
  if (page.from === null || page.to === null || page.data.length === 0) return null;
  return { from: page.from, to: page.to, total: page.total };
}

/** Where the paging buttons go; paging follows the page links (spec §7). */
export function pagingOf(page: Pick<PageLike, 'next_page_url' | 'prev_page_url'>): { next: number | null; previous: number | null } {
  return { next: pageOfUrl(page.next_page_url), previous: pageOfUrl(page.prev_page_url) };
}

/** A page past the end (items archived elsewhere, a stale link): the last page that has items. */
export function pastTheEnd(page: { data: readonly unknown[]; total: number; current_page: number; last_page: number }): number | null {
  return page.data.length === 0 && page.total > 0 && page.current_page > page.last_page ? page.last_page : null;
}
