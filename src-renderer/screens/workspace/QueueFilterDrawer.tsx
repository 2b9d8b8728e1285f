// The filter form of the queue's other views (Calendário, Mapa): the list's FilterDrawer on the
// URL's filters, with its choices (folders, tags, sectors, responsibles) loaded once it opens.
import { useQuery } from '@tanstack/react-query';
import { inboxApi } from '../../api/client';
import type { InboxQuery } from '../../api/inboxApi';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { FilterDrawer } from './FilterDrawer';
import { advancedOf, withAdvanced } from './queueQuery';
import { useQueueTags, useResponsibles, useUserSectors } from './useQueueData';

type Props = {
  scope: InboxScopeKey;
  /** Whether the scope is known (the session's sector), so its choices may load. */
  ready: boolean;
  opened: boolean;
  onClose: () => void;
  query: InboxQuery;
  /** The query the form's answer makes; the view puts it in the URL. */
  onQuery: (query: InboxQuery) => void;
};

export function QueueFilterDrawer({ scope, ready, opened, onClose, query, onQuery }: Props) {
  const tags = useQueueTags(scope, ready && opened);
  const responsibles = useResponsibles(scope, ready && opened);
  const sectors = useUserSectors(opened);
  const folders = useQuery({ queryKey: inboxKeys.folders(scope), queryFn: () => inboxApi.folders(), enabled: ready && opened });
  const answer = (next: InboxQuery) => {
    onQuery(next);
    onClose();
  };
  return (
    <FilterDrawer
      opened={opened}
      onClose={onClose}
      filters={advancedOf(query)}
      options={{ folders: folders.data?.folders ?? [], tags: tags.data?.tags ?? [], sectors: sectors.data?.sectors ?? [], responsibles: responsibles.data?.users ?? [] }}
      onApply={(filters) => answer(withAdvanced(query, filters))}
      onClear={() => answer(withAdvanced(query, {}))}
    />
  );
}
