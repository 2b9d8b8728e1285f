// /signatures/requests (Minhas solicitações, issue 19): the signature requests the caller made,
// across documents, newest first, a page at a time, filtered by state; each pending one can be
// canceled from here as from the item view.
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SIGNATURE_REQUEST_STATUSES } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { signatureRequestsApi } from '../api/client';
import { ListPage } from '../components/Page';
import { PagedListContent } from '../components/PagedListContent';
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
      <PagedListContent list={list} loadFailed={r.loadFailed} empty={r.mineEmpty} emptyTestId="my-requests-empty" onPage={(next) => setQuery({ page: String(next) })}>
        {(requests) => <SignatureRequestList requests={requests} userId={me.data?.id} showDocument testId="my-signature-requests" />}
      </PagedListContent>
    </ListPage>
  );
}
