// The work queue route: which inbox and sector the user works in, the switch between the queue's
// views (Lista, Calendário, Mapa), then the view itself. The queue is remounted per inbox and
// sector, so selection and focus never carry across them.
import { Group, Text, Title } from '@mantine/core';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { ListPage } from '../../components/Page';
import { InboxTypeFromRoute } from '../../inbox/InboxTypeFromRoute';
import { useSession } from '../../session/sessionStore';
import { QueueCalendar } from './calendar/QueueCalendar';
import { QueueViewSwitch, type QueueView } from './QueueViewSwitch';
import { WorkQueue } from './WorkQueue';
import { WorkQueueMap } from './WorkQueueMap';

export function WorkspaceScreen({ inboxType, view = 'list' }: { inboxType: InboxType; view?: QueueView }) {
  const sector = useSession((state) => state.connectedSector);
  const w = messages.workspace;
  const key = `${inboxType}:${sector?.id ?? 0}`;
  return (
    <ListPage gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {inboxType === 'sector' ? w.sectorTitle : w.personalTitle}
          </Title>
          <Text c="dimmed" data-testid="workspace-context">
            {inboxType === 'sector' && sector ? w.connectedAs(sector.name) : w.personalInbox}
          </Text>
        </div>
        <QueueViewSwitch inboxType={inboxType} current={view} />
      </Group>
      <InboxTypeFromRoute inboxType={inboxType}>
        {view === 'calendar' ? (
          <QueueCalendar key={key} inboxType={inboxType} />
        ) : view === 'map' ? (
          <WorkQueueMap key={key} inboxType={inboxType} />
        ) : (
          <WorkQueue key={key} inboxType={inboxType} />
        )}
      </InboxTypeFromRoute>
    </ListPage>
  );
}
