// The list's declared row and bulk actions at work: asking first where declared, running, the
// toasts and summaries, and the rows that leave the filtered list dropped from it at once before
// the list reloads (companion §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '../../../src-shared/api/page';
import { toast } from '../../app/toasts';
import type { ListedResource, ResourceBulkAction, ResourceItem, ResourceRowAction } from './defineResource';
import type { BulkRun } from './BulkActionDialog';
import type { ListQuery } from './listQuery';
import { resourceKeys } from './queryKeys';
import { saveErrorMessage } from './saveError';
import { applicable, runSequentially, summarizeBulk, withoutRows } from './selection';

/** Whether a row that changed status (or took a removing action) leaves the list shown: not when it shows every status. */
export const leavesList = (query: ListQuery) => query.status !== 'all';

export function useRemoveRows<Item extends ResourceItem>(resource: ListedResource<Item>, query: ListQuery) {
  const queryClient = useQueryClient();
  const keys = resourceKeys(resource.name);
  return (ids: ReadonlySet<number>) => {
    if (ids.size === 0 || !leavesList(query)) return;
    queryClient.setQueryData<Page<Item>>(keys.list(query), (page) => (page === undefined ? page : withoutRows(page, ids)));
  };
}

export function useRowActions<Item extends ResourceItem>(resource: ListedResource<Item>, query: ListQuery) {
  const queryClient = useQueryClient();
  const removeRows = useRemoveRows(resource, query);
  const [asking, setAsking] = useState<{ action: ResourceRowAction<Item>; item: Item } | null>(null);
  const running = useMutation({
    mutationFn: ({ action, item }: { action: ResourceRowAction<Item>; item: Item }) => action.run(item),
    onSuccess: async (_result, { action, item }) => {
      setAsking(null);
      toast.success(action.done);
      if (action.removesRow) removeRows(new Set([item.id]));
      await queryClient.invalidateQueries({ queryKey: resourceKeys(resource.name).all });
    },
    onError: (error, { action }) => {
      // Asked in a dialog, the refusal shows there; otherwise in a toast.
      if (action.confirm === undefined) toast.error(saveErrorMessage(error, action.failed));
    },
  });
  const choose = (action: ResourceRowAction<Item>, item: Item) => {
    running.reset();
    if (action.confirm !== undefined) setAsking({ action, item });
    else running.mutate({ action, item });
  };
  return {
    choose,
    pending: running.isPending,
    modal: {
      question: asking === null ? null : asking.action.confirm!(asking.item),
      label: asking?.action.label ?? '',
      color: asking?.action.color,
      pending: running.isPending,
      error: asking !== null && running.isError ? saveErrorMessage(running.error, asking.action.failed) : null,
      onConfirm: () => asking !== null && running.mutate(asking),
      onClose: () => !running.isPending && setAsking(null),
    },
  };
}

export function useBulkActions<Item extends ResourceItem>(resource: ListedResource<Item>, query: ListQuery, onFinished: () => void) {
  const queryClient = useQueryClient();
  const removeRows = useRemoveRows(resource, query);
  const [run, setRun] = useState<BulkRun | null>(null);
  const [pending, setPending] = useState<{ action: ResourceBulkAction<Item>; items: Item[] } | null>(null);

  const ask = (action: ResourceBulkAction<Item>, selected: readonly Item[]) => {
    const items = applicable(selected, action.applies);
    setPending({ action, items });
    setRun({ phase: 'confirm', label: action.label, question: action.confirm(items.length), color: action.color });
  };

  const confirm = async () => {
    if (pending === null) return;
    const { action, items } = pending;
    setRun({ phase: 'running', label: action.label, done: 0, total: items.length });
    const results = await runSequentially(items, action.run, (done) => setRun({ phase: 'running', label: action.label, done, total: items.length }));
    const summary = summarizeBulk(results, resource.titleOf, (error) => saveErrorMessage(error, action.failed));
    if (action.removesRow) removeRows(new Set(results.filter((result) => result.ok).map((result) => result.item.id)));
    setRun({ phase: 'done', label: action.label, summary });
    setPending(null);
    onFinished();
    await queryClient.invalidateQueries({ queryKey: resourceKeys(resource.name).all });
  };

  return {
    ask,
    running: run?.phase === 'running',
    dialog: { run, onConfirm: () => void confirm(), onClose: () => run?.phase !== 'running' && setRun(null) },
  };
}
