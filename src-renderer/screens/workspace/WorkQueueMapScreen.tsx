// The Mapa view's route (/workspace/{sector|personal}/map): the queue's heading, then the map of
// the same filtered list, remounted per inbox and sector as the list is.
import { Text, Title } from '@mantine/core';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { ListPage } from '../../components/Page';
import { InboxTypeFromRoute } from '../../inbox/InboxTypeFromRoute';
import { useSession } from '../../session/sessionStore';
import { WorkQueueMap } from './WorkQueueMap';

export function WorkQueueMapScreen({ inboxType }: { inboxType: InboxType }) {
  const sector = useSession((state) => state.connectedSector);
  const w = messages.workspace;
  return (
    <ListPage gap="sm">
      <div>
        <Title order={1} size="h2">
          {`${inboxType === 'sector' ? w.sectorTitle : w.personalTitle} — ${messages.map.title}`}
        </Title>
        <Text c="dimmed" data-testid="workspace-context">
          {inboxType === 'sector' && sector ? w.connectedAs(sector.name) : w.personalInbox}
        </Text>
      </div>
      <InboxTypeFromRoute inboxType={inboxType}>
        <WorkQueueMap key={`${inboxType}:${sector?.id ?? 0}`} inboxType={inboxType} />
      </InboxTypeFromRoute>
    </ListPage>
  );
}
