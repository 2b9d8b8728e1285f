// Bulk selection and bulk results (issue 17, point 7): the page is selected and unselected as a
// whole, a reload keeps only rows still shown, a bulk run goes on after a failure and its summary
// names what failed and why, and toggled rows leave the cached page (§4).
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src-shared/api/page';
import { applicable, keepShown, pageSelectionState, runSequentially, selectPage, summarizeBulk, toggleSelected, withoutRows } from './selection';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'Ana' },
  { id: 2, name: 'Bruno' },
  { id: 3, name: 'Carla' },
];
const none = new Map<number, Row>();

describe('bulk selection', () => {
  it('selects rows one by one and tells whether the page is selected in full, in part or not at all', () => {
    expect(pageSelectionState(none, rows)).toBe('none');
    const one = toggleSelected(none, rows[0]!, true);
    expect(pageSelectionState(one, rows)).toBe('some');
    expect(pageSelectionState(toggleSelected(one, rows[0]!, false), rows)).toBe('none');
    expect(one).not.toBe(none);
    expect(none.size).toBe(0);
  });

  it('"select page" takes every row of the page, and gives them back', () => {
    const all = selectPage(toggleSelected(none, rows[1]!, true), rows, true);
    expect([...all.keys()]).toEqual([2, 1, 3]);
    expect(pageSelectionState(all, rows)).toBe('all');
    expect(selectPage(all, rows, false).size).toBe(0);
  });

  it('keeps only the rows still shown after a reload, with their new data', () => {
    const selected = selectPage(none, rows, true);
    const reloaded = [{ id: 1, name: 'Ana Maria' }, rows[2]!];
    const kept = keepShown(selected, reloaded);
    expect([...kept.values()]).toEqual(reloaded);
    const same = selectPage(none, reloaded, true);
    expect(keepShown(same, reloaded)).toBe(same);
  });
});

describe('bulk run and summary', () => {
  it('runs an action on the selected items it applies to, or on all when it does not say', () => {
    expect(applicable(rows, (row) => row.id !== 2).map((row) => row.id)).toEqual([1, 3]);
    expect(applicable(rows, undefined)).toEqual(rows);
    expect(applicable(rows, () => false)).toEqual([]);
  });

  it('runs one item after the other, goes on after a failure and reports progress', async () => {
    const order: number[] = [];
    const progress: number[] = [];
    let running = 0;
    const results = await runSequentially(
      rows,
      async (row) => {
        running += 1;
        expect(running).toBe(1);
        order.push(row.id);
        await Promise.resolve();
        running -= 1;
        if (row.id === 2) throw new Error('Você não pode desativar o seu próprio acesso.');
      },
      (done) => progress.push(done),
    );
    expect(order).toEqual([1, 2, 3]);
    expect(progress).toEqual([1, 2, 3]);
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
  });

  it('says how many succeeded and which failed, with the reason', async () => {
    const results = await runSequentially(rows, async (row) => {
      if (row.id !== 1) throw new Error(`recusado ${row.id}`);
    });
    expect(summarizeBulk(results, (row) => row.name, (error) => (error as Error).message)).toEqual({
      succeeded: 1,
      failed: [
        { id: 2, title: 'Bruno', reason: 'recusado 2' },
        { id: 3, title: 'Carla', reason: 'recusado 3' },
      ],
    });
  });
});

describe('rows leaving the filtered list (§4)', () => {
  const page: Page<Row> = {
    current_page: 1, data: rows, first_page_url: '/x?page=1', from: 1, last_page: 1, next_page_url: null, prev_page_url: null, per_page: 15, to: 3, total: 3,
  };

  it('drops the rows and counts them out of the range', () => {
    const next = withoutRows(page, new Set([2]));
    expect(next.data.map((row) => row.id)).toEqual([1, 3]);
    expect(next).toMatchObject({ from: 1, to: 2, total: 2 });
  });

  it('leaves an empty range when every row went, and the page alone when none was on it', () => {
    expect(withoutRows(page, new Set([1, 2, 3]))).toMatchObject({ data: [], from: null, to: null, total: 0 });
    expect(withoutRows(page, new Set([9]))).toBe(page);
  });
});
