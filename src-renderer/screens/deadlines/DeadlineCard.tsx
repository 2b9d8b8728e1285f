// The Prazos card at the top of the work queue (issue 19 §6): overdue, due today and due this week,
// for the sector and for me, each number a link to the list filtered the same way. Setor links to
// the sector's tasks; Meus to the sector's tasks I am responsible for (the list's responsibleId
// filter: the list has no single view of "personal inbox plus sector tasks I hold", which the count
// also includes). Hidden offline, since the numbers are the server's now; refetched whenever the
// queue's page is.
import { Anchor, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { DeadlineCounts } from '../../../src-shared/api/deadlines';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { inboxKeys, type InboxScopeKey } from '../../inbox/queryKeys';
import { useServerReachable } from '../../offline/serverStatus';
import { queueParamsOf, type DeadlineFilter } from '../workspace/queueQuery';

const t = messages.deadlines.card;
const WINDOWS: readonly DeadlineFilter[] = ['overdue', 'today', 'week'];

type Props = {
  scope: InboxScopeKey;
  userId: number | undefined;
  enabled: boolean;
  /** When the queue's page last arrived: the card follows it. */
  queueUpdatedAt: number;
};

export function DeadlineCard({ scope, userId, enabled, queueUpdatedAt }: Props) {
  const reachable = useServerReachable();
  const counts = useQuery({ queryKey: inboxKeys.deadlineCounts(scope), queryFn: () => inboxApi.deadlineCounts(), enabled: enabled && reachable });
  const { refetch } = counts;
  useEffect(() => {
    if (queueUpdatedAt > 0 && enabled && reachable) void refetch();
  }, [queueUpdatedAt, enabled, reachable, refetch]);

  if (!reachable) {
    return (
      <Text size="sm" c="dimmed" data-testid="deadline-card-offline">
        {t.offline}
      </Text>
    );
  }
  const rows: { key: keyof DeadlineCounts; label: string; link: (window: DeadlineFilter) => string }[] = [
    { key: 'sector', label: t.sector, link: (deadline) => `/workspace/sector/tasks?${queueParamsOf({ deadline }).toString()}` },
    {
      key: 'mine',
      label: t.mine,
      link: (deadline) => `/workspace/sector/tasks?${queueParamsOf(userId === undefined ? { deadline } : { responsibleId: userId, deadline }).toString()}`,
    },
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="deadline-card-title" data-testid="deadline-card">
      <Group justify="space-between" mb={4}>
        <Text fw={700} id="deadline-card-title">
          {t.title}
        </Text>
      </Group>
      {counts.isError && counts.data === undefined ? (
        <Text size="sm" c="red.9" role="alert">
          {t.loadError}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm" style={{ width: 'auto' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">{t.overdue}</Table.Th>
              <Table.Th ta="right">{t.today}</Table.Th>
              <Table.Th ta="right">{t.week}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid={`deadline-card-${row.key}`}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {WINDOWS.map((window) => {
                  const value = counts.data?.[row.key][window];
                  const column = window === 'overdue' ? t.overdue : window === 'today' ? t.today : t.week;
                  return (
                    <Table.Td key={window} ta="right">
                      {value === undefined ? (
                        <Skeleton height={16} width={24} ml="auto" data-testid="deadline-card-loading" />
                      ) : (
                        <Anchor
                          component={Link}
                          to={row.link(window)}
                          fw={700}
                          c={window === 'overdue' && value > 0 ? 'red.9' : undefined}
                          aria-label={t.linkLabel(row.label, column, value)}
                          data-window={window}
                        >
                          {value}
                        </Anchor>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t.mineHint}
      </Text>
    </Paper>
  );
}
