// The states of a paged list screen, drawn one way: a spinner while the first page loads, the
// failure with Tentar novamente, the empty text, or the page's rows with the pager below them.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../src-shared/messages';
import { QueuePager } from '../screens/workspace/QueuePager';
import { pagingOf } from '../screens/workspace/queuePage';

type Page<Row> = { data: readonly Row[]; from: number | null; to: number | null; total: number; next_page_url: string | null; prev_page_url: string | null };

type Props<Row> = {
  list: UseQueryResult<Page<Row>>;
  loadFailed: string;
  empty: string;
  emptyTestId: string;
  onPage: (page: number) => void;
  children: (rows: readonly Row[]) => ReactNode;
};

export function PagedListContent<Row>({ list, loadFailed, empty, emptyTestId, onPage, children }: Props<Row>) {
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={messages.app.loading} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {messages.app.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (list.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid={emptyTestId}>
        {empty}
      </Text>
    );
  }
  const { from, to, total } = list.data;
  return (
    <>
      {children(list.data.data)}
      <Group justify="flex-end">
        <QueuePager range={from !== null && to !== null ? { from, to, total } : null} {...pagingOf(list.data)} onPage={onPage} />
      </Group>
    </>
  );
}
