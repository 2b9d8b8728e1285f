// The work queue route: which inbox and sector the user works in, then the queue itself. The
// queue is remounted per inbox and sector, so selection and focus never carry across them.
import { Text, Title } from '@mantine/core';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { ListPage } from '../../components/Page';
import { InboxTypeFromRoute } from '../../inbox/InboxTypeFromRoute';
import { useSession } from '../../session/sessionStore';
import { WorkQueue } from './WorkQueue';

export function WorkspaceScreen({ inboxType }: { inboxType: InboxType }) {
  const sector = useSession((state) => state.connectedSector);
  const w = messages.workspace;
  return (
    <ListPage gap="sm">
      <div>
        <Title order={1} size="h2">
          {inboxType === 'sector' ? w.sectorTitle : w.personalTitle}
        </Title>
        <Text c="dimmed" data-testid="workspace-context">
          {inboxType === 'sector' && sector ? w.connectedAs(sector.name) : w.personalInbox}
        </Text>
      </div>
      <InboxTypeFromRoute inboxType={inboxType}>
        <WorkQueue key={`${inboxType}:${sector?.id ?? 0}`} inboxType={inboxType} />
      </InboxTypeFromRoute>
    </ListPage>
  );
}
