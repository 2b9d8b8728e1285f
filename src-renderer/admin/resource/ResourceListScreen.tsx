// The list of a declared resource: title, Novo and the declared header actions, the declared
// filters (kept in the URL), a paged table whose first column opens the editor, the status switch,
// delete and the declared row actions where permitted, the bulk selection with the declared bulk
// actions, and the loading, empty and error states.
import { ActionIcon, Alert, Anchor, Button, Center, Checkbox, Group, Loader, Paper, SegmentedControl, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { toast } from '../../app/toasts';
import { ListPage } from '../../components/Page';
import { QueuePager } from '../../screens/workspace/QueuePager';
import { holdsAny } from '../../session/permissions';
import { useEffectivePermissions } from '../../session/queries';
import { BulkActionDialog } from './BulkActionDialog';
import { ConfirmActionModal } from './ConfirmActionModal';
import { createPath, editPath, type ResourceDefinition, type ResourceItem } from './defineResource';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { listSearchParams, parseListQuery, withFilter, type ListQuery, type ListStatus } from './listQuery';
import { resourceKeys } from './queryKeys';
import { resourceAbilities } from './resourceAccess';
import { RowActionsMenu } from './RowActionsMenu';
import { saveErrorMessage } from './saveError';
import { applicable, keepShown, pageSelectionState, selectPage, toggleSelected, type Selection } from './selection';
import { useBulkActions, useRemoveRows, useRowActions } from './useListActions';
import { useResourceDelete } from './useResourceDelete';

const t = messages.adminResource;
const a = messages.adminResourceActions;
const SEARCH_DEBOUNCE_MS = 300;

const pageOf = (url: string | null) => {
  if (url === null) return null;
  const page = Number(new URL(url, 'http://list.invalid').searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : null;
};

export function ResourceListScreen<Item extends ResourceItem, Input extends object>({ resource }: { resource: ResourceDefinition<Item, Input> }) {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params, resource.filters);
  const held = useEffectivePermissions();
  const abilities = resourceAbilities(resource.permissions, held, resource.api.remove !== undefined);
  const permitted = <Action extends { permissions: readonly string[] }>(actions: ReadonlyArray<Action> | undefined): Action[] =>
    held === undefined ? [] : (actions ?? []).filter((action) => action.permissions.length > 0 && holdsAny(held, action.permissions));
  const rowActions = permitted(resource.rowActions);
  const bulkActions = permitted(resource.bulkActions);
  const keys = resourceKeys(resource.name);
  const queryClient = useQueryClient();

  const list = useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => resource.api.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const go = (next: ListQuery) => setParams(listSearchParams(next, resource.filters, params), { replace: true });

  const [search, setSearch] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch.trim() !== query.search.trim()) go(withFilter(query, { search: debouncedSearch }));
    // Only a settled search moves the URL; the URL moving (back, a link) is read above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  // The selection is of the rows shown: a new page, search or status starts it again.
  const queryKey = JSON.stringify(query);
  // The selection is derived: made under another query it is empty, and only rows still shown count.
  const [selected, setSelected] = useState<{ query: string; items: Selection<Item> }>({ query: queryKey, items: new Map() });
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const selection = selected.query === queryKey ? keepShown(selected.items, rows) : new Map<number, Item>();
  const setSelection = (change: Selection<Item> | ((current: Selection<Item>) => Selection<Item>)) =>
    setSelected({ query: queryKey, items: typeof change === 'function' ? change(selection) : change });

  const deletion = useResourceDelete(resource);
  const rowActionRun = useRowActions(resource, query);
  const bulk = useBulkActions(resource, query, () => setSelection(new Map()));
  const removeRows = useRemoveRows(resource, query);
  const toggle = useMutation({
    mutationFn: ({ item, status }: { item: Item; status: 'enabled' | 'disabled' }) => resource.api.toggleStatus!(item, status),
    onSuccess: (_result, { item }) => {
      if (resource.afterStatusToggle === 'remove') removeRows(new Set([item.id]));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.lists }),
    onError: (error) => toast.error(saveErrorMessage(error, t.statusFailed)),
  });
  const showToggle = resource.api.toggleStatus !== undefined && resource.statusOf !== undefined && abilities.update;
  const primary = resource.columns.find((column) => column.primary) ?? resource.columns[0];
  const showActions = abilities.update || abilities.delete || rowActions.length > 0;
  const selecting = bulkActions.length > 0;
  const pageState = pageSelectionState(selection, rows);

  return (
    <ListPage>
      <Group justify="space-between" align="center">
        <Title order={1} size="h3">
          {resource.texts.title}
        </Title>
        <Group gap="xs">
          {resource.listActions?.()}
          {abilities.create && (
            <Button component={Link} to={createPath(resource)} leftSection={<IconPlus size={16} aria-hidden />}>
              {resource.texts.create}
            </Button>
          )}
        </Group>
      </Group>

      {(resource.filters.search || resource.filters.status) && (
        <Group align="flex-end" wrap="wrap">
          {resource.filters.search && (
            <TextInput
              label={t.search}
              placeholder={t.searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maxLength={200}
              w={{ base: '100%', sm: 320 }}
              data-testid={`${resource.name}-search`}
            />
          )}
          {resource.filters.status && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${resource.name}-status-label`}>
                {t.status}
              </Text>
              <SegmentedControl
                aria-labelledby={`${resource.name}-status-label`}
                value={query.status ?? 'all'}
                onChange={(value) => go(withFilter(query, { status: value as ListStatus }))}
                data={[
                  { value: 'enabled', label: t.statusEnabled },
                  { value: 'disabled', label: t.statusDisabled },
                  { value: 'all', label: t.statusAll },
                ]}
              />
            </Stack>
          )}
        </Group>
      )}

      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t.loading} />
        </Center>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{resource.texts.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid={`${resource.name}-empty`}>
          {t.empty}
        </Text>
      ) : (
        <>
          {selecting && selection.size > 0 && (
            <Paper withBorder p="xs" data-testid={`${resource.name}-bulk-bar`}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500} aria-live="polite">
                  {a.selected(selection.size)}
                </Text>
                {bulkActions.map((action) => (
                  <Button
                    key={action.key}
                    size="xs"
                    variant="light"
                    color={action.color}
                    disabled={bulk.running || applicable([...selection.values()], action.applies).length === 0}
                    onClick={() => bulk.ask(action, [...selection.values()])}
                  >
                    {action.label}
                  </Button>
                ))}
                <Button size="xs" variant="subtle" onClick={() => setSelection(new Map())}>
                  {a.clearSelection}
                </Button>
              </Group>
            </Paper>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label={resource.texts.title} aria-busy={list.isFetching || undefined}>
              <Table.Thead>
                <Table.Tr>
                  {selecting && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={a.selectPage}
                        checked={pageState === 'all'}
                        indeterminate={pageState === 'some'}
                        onChange={(event) => setSelection((current) => selectPage(current, rows, event.currentTarget.checked))}
                      />
                    </Table.Th>
                  )}
                  {resource.columns.map((column) => (
                    <Table.Th key={column.key}>{column.label}</Table.Th>
                  ))}
                  {showToggle && <Table.Th>{t.status}</Table.Th>}
                  {showActions && <Table.Th>{t.actions}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((item) => {
                  const title = resource.titleOf(item);
                  return (
                    <Table.Tr key={item.id} data-testid={`${resource.name}-row`}>
                      {selecting && (
                        <Table.Td>
                          <Checkbox
                            aria-label={a.selectRow(title)}
                            checked={selection.has(item.id)}
                            onChange={(event) => {
                              const checked = event.currentTarget.checked;
                              setSelection((current) => toggleSelected(current, item, checked));
                            }}
                          />
                        </Table.Td>
                      )}
                      {resource.columns.map((column) => (
                        <Table.Td key={column.key}>
                          {column === primary && abilities.update ? (
                            <Anchor component={Link} to={editPath(resource, item.id)} fw={500}>
                              {column.render(item)}
                            </Anchor>
                          ) : (
                            column.render(item)
                          )}
                        </Table.Td>
                      ))}
                      {showToggle && (
                        <Table.Td>
                          <Switch
                            checked={resource.statusOf!(item) === 'enabled'}
                            aria-label={t.toggleStatus(title)}
                            label={resource.statusOf!(item) === 'enabled' ? t.enabled : t.disabled}
                            disabled={toggle.isPending}
                            onChange={(event) => toggle.mutate({ item, status: event.currentTarget.checked ? 'enabled' : 'disabled' })}
                          />
                        </Table.Td>
                      )}
                      {showActions && (
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {abilities.update && (
                              <ActionIcon component={Link} to={editPath(resource, item.id)} variant="subtle" aria-label={`${t.edit(resource.texts.singular)}: ${title}`}>
                                <IconPencil size={18} aria-hidden />
                              </ActionIcon>
                            )}
                            {abilities.delete && (
                              <ActionIcon variant="subtle" color="red" aria-label={`${t.remove(resource.texts.singular)}: ${title}`} onClick={() => deletion.ask(item)}>
                                <IconTrash size={18} aria-hidden />
                              </ActionIcon>
                            )}
                            <RowActionsMenu item={item} title={title} actions={rowActions} disabled={rowActionRun.pending} onChoose={rowActionRun.choose} />
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <QueuePager
            range={list.data.from !== null && list.data.to !== null ? { from: list.data.from, to: list.data.to, total: list.data.total } : null}
            previous={pageOf(list.data.prev_page_url)}
            next={pageOf(list.data.next_page_url)}
            onPage={(page) => go({ ...query, page })}
          />
        </>
      )}
      <DeleteConfirmModal {...deletion.modal} />
      <ConfirmActionModal {...rowActionRun.modal} />
      <BulkActionDialog {...bulk.dialog} />
    </ListPage>
  );
}
