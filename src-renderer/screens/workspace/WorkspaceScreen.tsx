// The work queue route. The queue itself (lists, filters, bulk actions) is issue 4; until then
// the shell says which inbox and sector the user is working in, and no more.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { sessionStore, useSession } from '../../session/sessionStore';

export function WorkspaceScreen({ inboxType }: { inboxType: InboxType }) {
  const sector = useSession((state) => state.connectedSector);
  useEffect(() => {
    sessionStore.setState({ inboxType });
  }, [inboxType]);
  const w = messages.workspace;
  return (
    <Stack maw={1200} mx="auto">
      <Title order={1} size="h2">
        {inboxType === 'sector' ? w.sectorTitle : w.personalTitle}
      </Title>
      <Text c="dimmed" data-testid="workspace-context">
        {inboxType === 'sector' && sector ? w.connectedAs(sector.name) : w.personalInbox}
      </Text>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconInbox size={40} aria-hidden color="var(--mantine-color-lightGrey-7)" />
          <Text c="dimmed">{w.comingSoon}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
