// Prazos (Etapas in a process): the stages in order with their due dates, the current one
// highlighted and the overdue ones marked; under the current one, its flow (FlowStagePanel).
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ViewedEmail } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import type { InboxScopeKey } from '../../inbox/queryKeys';
import { FlowStagePanel } from './FlowStagePanel';
import { stagesView } from './itemView';

const s = messages.inboxView.stages;

export function StagesTab({ email, scope }: { email: ViewedEmail; scope: InboxScopeKey }) {
  const [now] = useState(() => Date.now());
  const stages = stagesView(email, now);
  if (stages.length === 0) return <Text c="dimmed">{s.empty}</Text>;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={s.label}>
      {stages.map((stage) => (
        <Paper
          component="li"
          key={stage.id}
          withBorder
          radius="md"
          p="md"
          data-testid="stage"
          aria-current={stage.current ? 'step' : undefined}
          bg={stage.current ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={stage.current ? 700 : 500}>
              {stage.position}. {stage.name}
            </Text>
            <Group gap={4}>
              {stage.current ? <Badge>{s.current}</Badge> : null}
              <Badge variant="outline" color={stage.status === 'done' ? 'green.9' : 'gray.8'}>
                {Object.hasOwn(s.statuses, stage.status) ? s.statuses[stage.status] : stage.status}
              </Badge>
              {stage.overdue ? (
                <Badge color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                  {s.overdue}
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Text size="sm" c={stage.overdue ? 'red.8' : 'dimmed'} mt={4}>
            {stage.due_at ? s.due(formatDateTime(stage.due_at)) : s.noDue}
          </Text>
          {stage.current ? <FlowStagePanel email={email} stageId={stage.id} scope={scope} /> : null}
        </Paper>
      ))}
    </Stack>
  );
}
