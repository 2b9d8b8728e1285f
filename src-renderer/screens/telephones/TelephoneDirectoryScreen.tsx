// /administration/telephones: the telephone directory every staff member may read (GET /user with
// `telephones`): colleagues by name, e-mail or sector, with each sector's telephone and ramal,
// the cellphone and the e-mail as links, a page at a time.
import { Alert, Anchor, Button, Center, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TelephoneEntry } from '../../../src-shared/api/internalUsers';
import { formatPhoneNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { internalUsersApi } from '../../api/client';
import { ListPage } from '../../components/Page';
import { QueuePager } from '../workspace/QueuePager';
import { directoryQuery, mailHref, sectorsInOrder, telHref } from './telephoneDirectory';

const t = messages.telephoneDirectory;
const SEARCH_DEBOUNCE_MS = 300;
const pageOf = (url: string | null) => (url === null ? null : Number(new URL(url, 'http://list.invalid').searchParams.get('page')) || null);

function Phone({ name, number }: { name: string; number: string }) {
  const shown = formatPhoneNumber(number) || number;
  const href = telHref(number);
  return href === null ? <>{shown}</> : <Anchor href={href} aria-label={t.call(name, shown)}>{shown}</Anchor>;
}

function SectorLines({ entry }: { entry: TelephoneEntry }) {
  return (
    <Stack gap={2}>
      {sectorsInOrder(entry).map((sector) => (
        <Text key={sector.id} size="sm">
          {sector.name}
          {sector.isPrimarySector && entry.sectors.length > 1 ? ` (${t.primary})` : ''}
        </Text>
      ))}
    </Stack>
  );
}

function TelephoneLines({ entry }: { entry: TelephoneEntry }) {
  return (
    <Stack gap={2}>
      {sectorsInOrder(entry).map((sector) => (
        <Text key={sector.id} size="sm">
          {sector.telephone !== null ? <Phone name={sector.name} number={sector.telephone} /> : null}
          {sector.ramal !== null && sector.ramal !== '' ? `${sector.telephone !== null ? ' · ' : ''}${t.ramal} ${sector.ramal}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

export function TelephoneDirectoryScreen() {
  const [params, setParams] = useSearchParams();
  const query = directoryQuery(params);
  const [search, setSearch] = useState(query.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() === query.search.trim()) return;
    const next = new URLSearchParams();
    if (debounced.trim() !== '') next.set('search', debounced.trim());
    setParams(next, { replace: true });
    // Only a settled search moves the URL; the URL moving (back, a link) is read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useQuery({
    queryKey: ['telephones', query],
    queryFn: ({ signal }) => internalUsersApi.telephones({ page: query.page, ...(query.search.trim() === '' ? {} : { search: query.search.trim() }) }, signal),
    placeholderData: keepPreviousData,
  });
  const goPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <ListPage>
      <Title order={1} size="h3">
        {t.title}
      </Title>
      <TextInput
        label={t.search}
        placeholder={t.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
        w={{ base: '100%', sm: 360 }}
        data-testid="telephones-search"
      />
      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="telephones-empty">
          {t.empty}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t.title} aria-busy={list.isFetching || undefined}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.name}</Table.Th>
                  <Table.Th>{t.sector}</Table.Th>
                  <Table.Th>{t.telephone}</Table.Th>
                  <Table.Th>{t.cellphone}</Table.Th>
                  <Table.Th>{t.email}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="telephones-row">
                    <Table.Td fw={500}>{entry.name}</Table.Td>
                    <Table.Td>
                      <SectorLines entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <TelephoneLines entry={entry} />
                    </Table.Td>
                    <Table.Td>{entry.cellphone !== null ? <Phone name={entry.name} number={entry.cellphone} /> : null}</Table.Td>
                    <Table.Td>
                      {entry.email !== null ? (
                        <Anchor href={mailHref(entry.email)} aria-label={t.mail(entry.name, entry.email)}>
                          {entry.email}
                        </Anchor>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <QueuePager
            range={list.data.from !== null && list.data.to !== null ? { from: list.data.from, to: list.data.to, total: list.data.total } : null}
            previous={pageOf(list.data.prev_page_url)}
            next={pageOf(list.data.next_page_url)}
            onPage={goPage}
          />
        </>
      )}
    </ListPage>
  );
}
