// The list's bulk selection and what a bulk action did, kept pure so the rules are tested apart
// from the screen: the selection is of items on the page shown (a new page, search or status
// starts it again), a bulk action runs one item after the other and one failure stops nothing, and
// its summary says how many succeeded and which failed and why.
import type { Page } from '../../../src-shared/api/page';
import type { ResourceItem } from './defineResource';

export type Selection<Item extends ResourceItem> = ReadonlyMap<number, Item>;

export type PageSelectionState = 'none' | 'some' | 'all';

export function toggleSelected<Item extends ResourceItem>(selection: Selection<Item>, item: Item, selected: boolean): Selection<Item> {
  const next = new Map(selection);
  if (selected) next.set(item.id, item);
  else next.delete(item.id);
  return next;
}

/** "Select page": every row of the page in, or (when all already are) every row of the page out. */
export function selectPage<Item extends ResourceItem>(selection: Selection<Item>, rows: readonly Item[], selected: boolean): Selection<Item> {
  const next = new Map(selection);
  for (const row of rows) {
    if (selected) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}

export function pageSelectionState<Item extends ResourceItem>(selection: Selection<Item>, rows: readonly Item[]): PageSelectionState {
  const count = rows.filter((row) => selection.has(row.id)).length;
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}

/** Only rows still on the page stay selected (after a reload, a removed row is no longer there). */
export function keepShown<Item extends ResourceItem>(selection: Selection<Item>, rows: readonly Item[]): Selection<Item> {
  const shown = new Map(rows.map((row) => [row.id, row]));
  const next = new Map<number, Item>();
  for (const id of selection.keys()) {
    const row = shown.get(id);
    if (row !== undefined) next.set(id, row);
  }
  return next.size === selection.size ? selection : next;
}

/** The selected items a bulk action applies to (Ativar: the inactive ones); all of them when it does not say. */
export const applicable = <Item>(items: readonly Item[], applies: ((item: Item) => boolean) | undefined): Item[] =>
  applies === undefined ? [...items] : items.filter(applies);

export type BulkResult<Item> = { item: Item; ok: true } | { item: Item; ok: false; error: unknown };

/** One item after the other, each failure kept with its item; progress after every item. */
export async function runSequentially<Item>(
  items: readonly Item[],
  run: (item: Item) => Promise<unknown>,
  onProgress: (done: number) => void = () => {},
): Promise<Array<BulkResult<Item>>> {
  const results: Array<BulkResult<Item>> = [];
  for (const item of items) {
    try {
      await run(item);
      results.push({ item, ok: true });
    } catch (error) {
      results.push({ item, ok: false, error });
    }
    onProgress(results.length);
  }
  return results;
}

export type BulkSummary = { succeeded: number; failed: Array<{ id: number; title: string; reason: string }> };

export function summarizeBulk<Item extends ResourceItem>(
  results: ReadonlyArray<BulkResult<Item>>,
  titleOf: (item: Item) => string,
  reasonOf: (error: unknown) => string,
): BulkSummary {
  return {
    succeeded: results.filter((result) => result.ok).length,
    failed: results.flatMap((result) => (result.ok ? [] : [{ id: result.item.id, title: titleOf(result.item), reason: reasonOf(result.error) }])),
  };
}

/** A cached page without the rows that left the filtered list (§4: a toggled row is removed). */
export function withoutRows<Item extends ResourceItem>(page: Page<Item>, ids: ReadonlySet<number>): Page<Item> {
  const data = page.data.filter((row) => !ids.has(row.id));
  const removed = page.data.length - data.length;
  if (removed === 0) return page;
  return {
    ...page,
    data,
    total: Math.max(0, page.total - removed),
    to: data.length === 0 || page.to === null ? null : page.to - removed,
    from: data.length === 0 ? null : page.from,
  };
}
