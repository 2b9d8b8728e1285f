// Minhas solicitações (/citizen/inbox?tab=opened_by_me): the citizen's own requests, newest first,
// searchable by number or subject and paged; each card opens the request (/citizen/inbox/:uuid).
import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CitizenRequestItem } from '../../../../src-shared/api/citizenRequests';
import { formatDate } from '../../../../src-shared/format';
import { messages } from '../../../../src-shared/messages';
import { citizenRequestsApi } from '../../../api/client';
import { ListPage } from '../../../components/Page';
import { citizenRequestPath, citizenRequestsKey } from './citizenRequestPaths';

const c = messages.citizenRequests;
const PER_PAGE = 10;

export function CitizenRequestsScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const list = useQuery({
    queryKey: [...citizenRequestsKey, search, page],
    queryFn: ({ signal }) => citizenRequestsApi.list({ search: search || undefined, page, per_page: PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
  const go = (next: { search?: string; page?: number }) => {
    const query: Record<string, string> = { tab: 'opened_by_me' };
    const text = next.search ?? search;
    if (text) query.search = text;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim(), page: 1 });
  };
  const data = list.data;

  return (
    <ListPage>
      <Title order={1} size="h2">
        {c.list.title}
      </Title>
      <form onSubmit={submit} role="search">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={c.list.search}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
          />
          <Button type="submit">{c.list.searchButton}</Button>
        </Group>
      </form>
      {list.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{c.list.loading}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" role="alert" title={c.list.error}>
          <Button variant="default" onClick={() => void list.refetch()}>
            {c.list.retry}
          </Button>
        </Alert>
      ) : data === undefined || data.data.length === 0 ? (
        <Text c="dark.7" data-testid="citizen-requests-empty">
          {search ? c.list.emptySearch : c.list.empty}
        </Text>
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={c.list.title}>
            {data.data.map((item) => (
              <li key={item.uuid}>
                <RequestCard item={item} />
              </li>
            ))}
          </Stack>
          <Group gap="xs" justify="flex-end" role="navigation" aria-label={c.list.pager}>
            <Text size="sm" c="dark.7" aria-live="polite" data-testid="citizen-requests-range">
              {data.from !== null && data.to !== null ? c.list.range(data.from, data.to, data.total) : ''}
            </Text>
            <ActionIcon variant="default" size="lg" aria-label={c.list.previous} disabled={data.prev_page_url === null} onClick={() => go({ page: page - 1 })}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label={c.list.next} disabled={data.next_page_url === null} onClick={() => go({ page: page + 1 })}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </>
      )}
    </ListPage>
  );
}

function RequestCard({ item }: { item: CitizenRequestItem }) {
  return (
    <Card component={Link} to={citizenRequestPath(item.uuid)} withBorder radius="md" padding="md" data-testid="citizen-request">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.number}
          </Text>
          <Group gap="xs">
            {item.unread > 0 && (
              <Badge color="green.9" variant="filled" data-testid="citizen-request-unread">
                {c.list.unread(item.unread)}
              </Badge>
            )}
            <Badge color={item.status === 'open' ? 'darkBlue' : 'gray'} variant="light">
              {c.status[item.status]}
            </Badge>
          </Group>
        </Group>
        <Text fw={item.unread > 0 ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {item.subject ?? item.title}
        </Text>
        {item.subject !== null && item.subject !== item.title && (
          <Text size="sm" c="dark.7" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
        )}
        <Group gap="md" wrap="wrap">
          <Text size="sm" c="dark.7">
            {c.list.createdAt}: {formatDate(item.created_at)}
          </Text>
          <Text size="sm" c="dark.7">
            {c.list.stage}: {item.stage ?? c.list.noStage}
          </Text>
          {item.replies > 0 && (
            <Text size="sm" c="dark.7">
              {c.list.replies(item.replies)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
