// /signatures/requests (Minhas solicitações, issue 19): the signature requests the caller made,
// across documents, newest first, a page at a time, filtered by state; each pending one can be
// canceled from here as from the item view.
import { Alert, Button, Center, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SIGNATURE_REQUEST_STATUSES } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { signatureRequestsApi } from '../api/client';
import { ListPage } from '../components/Page';
import { QueuePager } from '../screens/workspace/QueuePager';
import { pagingOf } from '../screens/workspace/queuePage';
import { useMe } from '../session/queries';
import { signatureRequestKeys } from './queryKeys';
import { SignatureRequestList } from './SignatureRequestList';

const r = messages.signatureRequests;
const isStatus = (value: string): value is (typeof SIGNATURE_REQUEST_STATUSES)[number] => (SIGNATURE_REQUEST_STATUSES as readonly string[]).includes(value);

export function MySignatureRequestsScreen() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const wanted = params.get('status') ?? '';
  const status = isStatus(wanted) ? wanted : '';
  const list = useQuery({
    queryKey: signatureRequestKeys.mine(status, page),
    queryFn: ({ signal }) => signatureRequestsApi.mine({ ...(status === '' ? {} : { status }), page }, signal),
    placeholderData: keepPreviousData,
  });
  const setQuery = (changes: Record<string, string>) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') query.delete(key);
      else query.set(key, value);
    }
    setParams(query);
  };
  return (
    <ListPage>
      <Title order={1} size="h3">
        {r.mineTitle}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="request-status-filter">
          {r.statusFilter}
        </Text>
        <SegmentedControl
          aria-labelledby="request-status-filter"
          value={status === '' ? 'all' : status}
          onChange={(value) => setQuery({ status: value === 'all' ? '' : value, page: '' })}
          data={[{ value: 'all', label: r.allStatuses }, ...SIGNATURE_REQUEST_STATUSES.map((value) => ({ value, label: r.statusBadge[value] }))]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      </Stack>
      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={messages.app.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{r.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {messages.app.retry}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="my-requests-empty">
          {r.mineEmpty}
        </Text>
      ) : (
        <>
          <SignatureRequestList requests={list.data.data} userId={me.data?.id} showDocument testId="my-signature-requests" />
          <QueuePager
            range={list.data.from !== null && list.data.to !== null ? { from: list.data.from, to: list.data.to, total: list.data.total } : null}
            {...pagingOf(list.data)}
            onPage={(next) => setQuery({ page: String(next) })}
          />
        </>
      )}
    </ListPage>
  );
}
