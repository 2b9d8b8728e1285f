// /administration/settings/audit (audit-list): the audit trail, newest first, filtered by user,
// document number, entity, action and period (kept in the address), a page at a time, each entry's
// details (route, user agent, the changes before → after) in a drawer, and the filtered rows as CSV.
// Built plainly on Mantine and TanStack Query, in its own folder, to move onto the declared-resource
// list pattern later.
import { Alert, Button, Center, Code, Drawer, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconEye } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntryView } from '../../../src-shared/api/audit';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import type { AuditFilters } from '../../api/auditApi';
import { auditApi } from '../../api/client';
import { downloadBlob } from '../../app/download';
import { ListPage } from '../../components/Page';
import { QueuePager } from '../workspace/QueuePager';
import { filtersOf, pageOf, paramsOf, shownValue } from './auditFilters';

const t = messages.audit;
const actionLabel = (action: string) => t.actionLabel(action, t.actions);
// Older entries may name a route path instead: shown as stored.
const entityLabel = (entity: string) => t.entities[entity] ?? entity;
const pageNumberOf = (url: string | null): number | null => (url === null ? null : Number(new URL(url).searchParams.get('page')) || null);

export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [open, setOpen] = useState<AuditEntryView | null>(null);

  const list = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: ({ signal }) => auditApi.list(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({ queryKey: ['audit', 'users'], queryFn: () => auditApi.users() });
  const exportCsv = useMutation({
    mutationFn: () => auditApi.exportCsv(filters),
    onSuccess: (blob) => downloadBlob(blob, t.csvFileName),
  });

  const set = (key: keyof AuditFilters, value: string | null) => setDraft((current) => ({ ...current, [key]: value ?? '' }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsOf(draft));
  };
  const clear = () => {
    setDraft({});
    setParams(new URLSearchParams());
  };
  const setPage = (next: number) => {
    const query = paramsOf(filters);
    query.set('page', String(next));
    setParams(query);
  };

  return (
    <ListPage>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t.title}
          </Title>
          <Text size="sm" c="dark.6">
            {t.intro}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exportCsv.isPending} onClick={() => exportCsv.mutate()} data-testid="audit-export">
          {t.exportCsv}
        </Button>
      </Group>
      {exportCsv.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t.exportError}
        </Alert>
      )}

      <form onSubmit={apply} aria-label={t.filters.legend}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Select
            label={t.filters.user}
            placeholder={t.filters.userPlaceholder}
            searchable
            clearable
            data={(users.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
            value={draft.user_id ?? null}
            onChange={(value) => set('user_id', value)}
            nothingFoundMessage={t.empty}
          />
          <TextInput label={t.filters.document} value={draft.document ?? ''} onChange={(event) => set('document', event.currentTarget.value)} />
          <Select
            label={t.filters.entity}
            placeholder={t.entityPlaceholder}
            clearable
            data={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) }))}
            value={draft.entity ?? null}
            onChange={(value) => set('entity', value)}
          />
          <Select
            label={t.filters.action}
            placeholder={t.filters.actionPlaceholder}
            clearable
            data={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
            value={draft.action ?? null}
            onChange={(value) => set('action', value)}
            data-testid="audit-action"
          />
          <TextInput type="date" label={t.filters.from} max="9999-12-31" value={draft.from ?? ''} onChange={(event) => set('from', event.currentTarget.value)} />
          <TextInput type="date" label={t.filters.to} max="9999-12-31" value={draft.to ?? ''} onChange={(event) => set('to', event.currentTarget.value)} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" onClick={clear}>
            {t.filters.clear}
          </Button>
          <Button type="submit" data-testid="audit-apply">
            {t.filters.apply}
          </Button>
        </Group>
      </form>

      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.loadError}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="audit-empty">
          {t.empty}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover aria-label={t.title} aria-busy={list.isFetching || undefined}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.at}</Table.Th>
                  <Table.Th>{t.columns.user}</Table.Th>
                  <Table.Th>{t.columns.action}</Table.Th>
                  <Table.Th>{t.columns.entity}</Table.Th>
                  <Table.Th>{t.columns.ip}</Table.Th>
                  <Table.Th>{t.columns.details}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
                    <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{t.userLabel(entry.user_name, entry.user_id)}</Table.Td>
                    <Table.Td>{actionLabel(entry.action)}</Table.Td>
                    <Table.Td>
                      {entityLabel(entry.entity)}
                      {entry.entity_id === '' ? '' : ` #${entry.entity_id}`}
                      {entry.document_number === null ? '' : ` · ${entry.document_number}`}
                    </Table.Td>
                    <Table.Td>{entry.ip}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" leftSection={<IconEye size={14} aria-hidden />} aria-label={t.showDetails(entry.id)} onClick={() => setOpen(entry)}>
                        {t.columns.details}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dark.7">
              {t.pageOf(list.data.current_page, list.data.last_page, list.data.total)}
            </Text>
            <QueuePager
              range={list.data.from !== null && list.data.to !== null ? { from: list.data.from, to: list.data.to, total: list.data.total } : null}
              previous={pageNumberOf(list.data.prev_page_url)}
              next={pageNumberOf(list.data.next_page_url)}
              onPage={setPage}
            />
          </Group>
        </>
      )}

      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="lg" title={open === null ? '' : t.detailsTitle(open.id)}>
        {open !== null && <AuditDetails entry={open} />}
      </Drawer>
    </ListPage>
  );
}

function AuditDetails({ entry }: { entry: AuditEntryView }) {
  const changes = Object.entries(entry.changes ?? {});
  return (
    <Stack gap="sm" data-testid="audit-details">
      <Text size="sm">
        <strong>{t.columns.at}:</strong> {formatDateTime(entry.at)}
      </Text>
      <Text size="sm">
        <strong>{t.columns.user}:</strong> {t.userLabel(entry.user_name, entry.user_id)}
      </Text>
      <Text size="sm">
        <strong>{t.columns.action}:</strong> {actionLabel(entry.action)}
      </Text>
      <Text size="sm">
        <strong>{t.detailRoute}:</strong> <Code>{entry.route || '—'}</Code>
      </Text>
      {entry.status !== null && (
        <Text size="sm">
          <strong>{t.detailStatus}:</strong> {entry.status}
        </Text>
      )}
      {entry.document_number !== null && (
        <Text size="sm">
          <strong>{t.detailDocument}:</strong> {entry.document_number}
        </Text>
      )}
      <Text size="sm">
        <strong>{t.columns.ip}:</strong> {entry.ip || '—'}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        <strong>{t.detailUserAgent}:</strong> {entry.user_agent || '—'}
      </Text>
      <Text size="xs" c="dark.6" style={{ wordBreak: 'break-all' }}>
        <strong>{t.detailHash}:</strong> {entry.hash}
      </Text>
      <Title order={2} size="h5">
        {t.changes}
      </Title>
      {changes.length === 0 ? (
        <Text size="sm" c="dark.6">
          {t.noChanges}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t.changes}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.field}</Table.Th>
                <Table.Th>{t.before}</Table.Th>
                <Table.Th>{t.after}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map(([field, change]) => (
                <Table.Tr key={field}>
                  <Table.Td>{field}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{shownValue(Array.isArray(change) ? change[0] : change)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{shownValue(Array.isArray(change) ? change[1] : change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
