// Query keys of the inbox. Each key holds everything the answer depends on besides the user
// (the cache file is the user's own): inbox type, sector, filters and page. Keys never hold the
// token: the offline cache stores them. refreshItem reloads what an action on an item changed.
import type { QueryClient } from '@tanstack/react-query';
import type { InboxType } from '../../src-shared/ipc/contract';
import type { InboxItem } from '../../src-shared/api/inbox';
import type { InboxQuery } from '../api/inboxApi';
import { useSession } from '../session/sessionStore';

export type InboxScopeKey = { inboxType: InboxType; sectorId: number };

/** The inbox the requests go to (X-InboxType, X-InboxSectorId). Sector 0: the personal inbox. */
export function useInboxScope(): InboxScopeKey {
  const inboxType = useSession((state) => state.inboxType);
  const sectorId = useSession((state) => state.connectedSector?.id ?? 0);
  return { inboxType, sectorId: inboxType === 'sector' ? sectorId : 0 };
}

const base = (scope: InboxScopeKey) => ['inbox', scope.inboxType, scope.sectorId] as const;

export const inboxKeys = {
  all: ['inbox'] as const,
  scope: base,
  pages: (scope: InboxScopeKey) => [...base(scope), 'page'] as const,
  page: (scope: InboxScopeKey, query: InboxQuery) => [...base(scope), 'page', query] as const,
  email: (scope: InboxScopeKey, uuid: string) => [...base(scope), 'email', uuid] as const,
  summary: (scope: InboxScopeKey, uuid: string) => [...base(scope), 'summary', uuid] as const,
  timeline: (scope: InboxScopeKey, uuid: string) => [...base(scope), 'timeline', uuid] as const,
  folders: (scope: InboxScopeKey) => [...base(scope), 'folders'] as const,
  tags: (scope: InboxScopeKey) => [...base(scope), 'tags'] as const,
  responsibles: (scope: InboxScopeKey) => [...base(scope), 'responsibles'] as const,
  deadlineCounts: (scope: InboxScopeKey) => [...base(scope), 'deadline-counts'] as const,
  flowStages: (scope: InboxScopeKey) => [...base(scope), 'flow-stage'] as const,
  flowStage: (scope: InboxScopeKey, stageId: number, uuid: string) => [...base(scope), 'flow-stage', stageId, uuid] as const,
};

/** After a tag is saved or deleted in the administration: the tag filter of every inbox loads again (issue 18). */
export function refreshTagFilters(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === inboxKeys.all[0] && query.queryKey[3] === 'tags' });
}

/** After an action that adds to an item's conversation: its Sumário, the item and the queue pages load again. */
export function refreshItem(queryClient: QueryClient, scope: InboxScopeKey, uuid: string): void {
  void queryClient.invalidateQueries({ queryKey: inboxKeys.summary(scope, uuid), exact: true });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.email(scope, uuid), exact: true });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.pages(scope) });
}

/** /inbox/{inbox_type}/view/{type}/{code}: type is document or process, code the inbox email uuid. */
export const itemViewPath = (inboxType: InboxType, item: Pick<InboxItem, 'kind' | 'inbox_email_uuid'>): string =>
  `/inbox/${inboxType}/view/${item.kind}/${item.inbox_email_uuid}`;
