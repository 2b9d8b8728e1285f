// Localizar Documentos (/documents/search). Two sources, shown side by side: the documents seen
// on this computer (the offline cache's full-text index: instant, accent-insensitive, by prefix,
// and the only source while the server is unreachable) and the server's own search of the inbox.
import { Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CacheSearchHit } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import { ListPage } from '../../components/Page';
import { itemViewPath, useInboxScope } from '../../inbox/queryKeys';
import { searchCache } from '../../offline/offlineCache';
import { useServerReachable } from '../../offline/serverStatus';
import { useAppInfo } from '../../platform/useAppInfo';
import { senderLabel } from '../inbox/senderLabel';
import { isSearchable, isItemViewPath } from './searchText';

const m = messages.documentSearch;

type Result = { path: string; title: string; sender: string; number: string };

export function DocumentSearchScreen() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const [draft, setDraft] = useState(text);
  const reachable = useServerReachable();
  const local = useAppInfo().data?.capabilities.offlineCache === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <ListPage>
      <Title order={1} size="h2">
        {m.title}
      </Title>
      <form onSubmit={submit} role="search">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={m.label}
            placeholder={m.placeholder}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
          />
          <Button type="submit">{m.submit}</Button>
        </Group>
      </form>
      {!reachable && local && <Text c="dimmed">{m.offlineNote}</Text>}
      {isSearchable(text) ? (
        <>
          {local && <LocalResults text={text} />}
          {reachable && <ServerResults text={text} />}
        </>
      ) : (
        text && <Text c="dimmed">{m.hint}</Text>
      )}
    </ListPage>
  );
}

function LocalResults({ text }: { text: string }) {
  const hits = useQuery({ queryKey: ['local-search', text], queryFn: () => searchCache(text, 100), staleTime: 0, gcTime: 0 });
  const results = (hits.data ?? []).filter((hit: CacheSearchHit) => isItemViewPath(hit.entryKey)).map((hit) => ({ ...hit, path: hit.entryKey }));
  return <ResultList heading={m.localSection} testId="local-results" loading={hits.isPending} failed={hits.isError} results={results} />;
}

function ServerResults({ text }: { text: string }) {
  const scope = useInboxScope();
  const page = useQuery({
    queryKey: ['server-search', scope, text],
    queryFn: ({ signal }) => inboxApi.query({ search: text, per_page: 50 }, signal),
    staleTime: 0,
  });
  const results = (page.data?.data ?? []).map((item) => ({ path: itemViewPath(scope.inboxType, item), title: item.title, sender: senderLabel(item), number: item.number }));
  return <ResultList heading={m.serverSection} testId="server-results" loading={page.isPending} failed={page.isError} results={results} />;
}

type ResultListProps = { heading: string; testId: string; loading: boolean; failed: boolean; results: Result[] };

function ResultList({ heading, testId, loading, failed, results }: ResultListProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={heading} data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {!loading && !failed && <Text size="sm" c="dimmed">{m.results(results.length)}</Text>}
      </Group>
      {loading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{m.searching}</Text>
        </Group>
      ) : failed ? (
        <Text c="red.8">{m.error}</Text>
      ) : results.length === 0 ? (
        <Text c="dimmed">{m.noResults}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {results.map((result) => (
            <li key={result.path}>
              <Anchor component={Link} to={result.path} fw={600}>
                {result.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[result.number, result.sender].filter(Boolean).join(' · ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
