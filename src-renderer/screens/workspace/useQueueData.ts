// The queue's server state, all through react-query and the offline cache: the page (persisted
// with its search rows, so the queue and Localizar Documentos work offline), tags, responsibles
// and the user's sectors for the filter form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { responsiblesSchema, taskPageSchema, taskTagsSchema, type InboxPage } from '../../../src-shared/api/inbox';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { inboxApi, sessionApi } from '../../api/client';
import type { InboxQuery } from '../../api/inboxApi';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { persistAs } from '../../offline/cachePersister';
import { pageSearchRows } from './queuePage';

const pagePersisters = {
  sector: persistAs({ kind: 'page', schema: taskPageSchema, search: pageSearchRows('sector') }),
  personal: persistAs({ kind: 'page', schema: taskPageSchema, search: pageSearchRows('personal') }),
} satisfies Record<InboxType, unknown>;
const tagsPersister = persistAs({ kind: 'item', schema: taskTagsSchema });
const responsiblesPersister = persistAs({ kind: 'item', schema: responsiblesSchema });

export type QueuePageData = InboxPage & { notification_count: number; last_task_timestamp: string | null };

export function useQueuePage(scope: InboxScopeKey, request: InboxQuery, enabled: boolean) {
  const queuePagePersister = pagePersisters[scope.inboxType];
  return useQuery({
    queryKey: inboxKeys.page(scope, request),
    queryFn: ({ signal }) => inboxApi.tasks(request, signal),
    persister: queuePagePersister,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useQueueTags(scope: InboxScopeKey, enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.tags(scope),
    queryFn: () => inboxApi.tags(),
    persister: tagsPersister,
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useResponsibles(scope: InboxScopeKey, enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.responsibles(scope),
    queryFn: () => inboxApi.responsibles(),
    persister: responsiblesPersister,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Same key as Alterar Setor, so both share one answer. */
export function useUserSectors(enabled: boolean) {
  return useQuery({ queryKey: ['user-sectors'], queryFn: sessionApi.userSectors, staleTime: 5 * 60_000, enabled });
}
