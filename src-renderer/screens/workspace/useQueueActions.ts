// What the queue does on the server: favourite one item, set its responsible, and the bulk
// actions. Answers are written into the cached pages at once (the row changes without waiting),
// then every page of this inbox is refetched, since an action can move items between lists.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { InboxItem } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import type { EmailAction } from '../../api/inboxApi';
import { toast } from '../../app/toasts';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { runBulkInChunks, type BulkProgress } from './bulkChunks';
import type { QueuePageData } from './useQueueData';

const t = messages.workQueue;

export const BULK_ACTIONS = ['archive', 'reopen', 'close', 'favorite', 'unfavorite'] as const satisfies readonly EmailAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];

const failureMessage: Record<BulkAction, (title: string) => string> = {
  archive: t.archiveFailed,
  reopen: t.unarchiveFailed,
  close: t.closeFailed,
  favorite: t.favoriteFailed,
  unfavorite: t.unfavoriteFailed,
};

export type RunningBulk = { action: BulkAction } & BulkProgress;

export function useQueueActions(scope: InboxScopeKey, titleOf: (uuid: string) => string) {
  const queryClient = useQueryClient();
  const [bulk, setBulk] = useState<RunningBulk | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const applyToPages = useCallback(
    (emails: readonly InboxItem[]) => {
      if (emails.length === 0) return;
      const updated = new Map(emails.map((email) => [email.inbox_email_uuid, email]));
      queryClient.setQueriesData<QueuePageData>({ queryKey: inboxKeys.pages(scope) }, (page) =>
        page ? { ...page, data: page.data.map((item) => updated.get(item.inbox_email_uuid) ?? item) } : page,
      );
    },
    [queryClient, scope],
  );
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: inboxKeys.pages(scope) }), [queryClient, scope]);

  const withPending = useCallback(async (uuid: string, work: () => Promise<void>) => {
    setPending((current) => new Set(current).add(uuid));
    try {
      await work();
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(uuid);
        return next;
      });
    }
  }, []);

  const toggleFavorite = useCallback(
    (item: InboxItem) =>
      withPending(item.inbox_email_uuid, async () => {
        try {
          applyToPages([await inboxApi.action(item.inbox_email_uuid, item.is_favorite ? 'unfavorite' : 'favorite')]);
        } catch (error) {
          console.warn('Falha ao atualizar favorito', error);
          toast.error(t.favoriteError);
        }
        void refresh();
      }),
    [applyToPages, refresh, withPending],
  );

  const setResponsible = useCallback(
    (item: InboxItem, responsibleId: number | null) =>
      withPending(item.inbox_email_uuid, async () => {
        try {
          applyToPages([await inboxApi.setResponsible(item.inbox_email_uuid, responsibleId)]);
          toast.success(responsibleId === null ? t.responsible.cleared : t.responsible.success);
        } catch (error) {
          console.warn('Falha ao definir responsável', error);
          toast.error(t.responsible.error);
        }
        void refresh();
      }),
    [applyToPages, refresh, withPending],
  );

  /** Resolves with the uuids that succeeded, so the caller can unselect them. */
  const runBulk = useCallback(
    async (action: BulkAction, uuids: readonly string[]): Promise<string[]> => {
      if (uuids.length === 0) return [];
      setBulk({ action, done: 0, total: uuids.length });
      try {
        const outcome = await runBulkInChunks({
          uuids,
          send: (part) => inboxApi.bulk(action, part),
          titleOf,
          onProgress: (progress) => setBulk({ action, ...progress }),
        });
        applyToPages(outcome.succeeded);
        for (const failure of outcome.failures) toast.error(failureMessage[action](failure.title));
        if (outcome.succeeded.length > 0) toast.success(t.bulk.done(outcome.succeeded.length));
        return outcome.succeeded.map((email) => email.inbox_email_uuid);
      } finally {
        setBulk(null);
        void refresh();
      }
    },
    [applyToPages, refresh, titleOf],
  );

  return { toggleFavorite, setResponsible, runBulk, bulk, pending };
}
