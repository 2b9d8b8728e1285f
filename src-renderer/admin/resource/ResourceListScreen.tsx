// The list of a declared resource: title, Novo, the declared exports and header actions, the
// declared filters (kept in the URL), a paged table whose first column opens the editor, the
// status switch, delete and the declared row actions where permitted, a read-only resource's
// detail drawer per row, the bulk selection with the declared bulk actions, and the loading,
// empty and error states. The table and its filters are ResourceListBody, which EmbeddedResourceList
// also draws inside another screen (an editor's tab) with some filters fixed and hidden; a resource's
// other views (the sectors' chart) are chosen beside the table, under the URL's `view`.
import { ActionIcon, Alert, Anchor, Button, Center, Checkbox, Group, Loader, Paper, SegmentedControl, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { toast } from '../../app/toasts';
import { ListPage } from '../../components/Page';
import { QueuePager } from '../../screens/workspace/QueuePager';
import { holdsAny } from '../../session/permissions';
import { useEffectivePermissions } from '../../session/queries';
import { BulkActionDialog } from './BulkActionDialog';
import { ConfirmActionModal } from './ConfirmActionModal';
import { createPath, editPath, type ListedResource, type ResourceItem } from './defineResource';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { filterParams, invertedPeriods, listSearchParams, parseListQuery, type ListChange, type ListQuery } from './listQuery';
import { resourceKeys } from './queryKeys';
import { resourceAbilities } from './resourceAccess';
import { ResourceDetailDrawer } from './ResourceDetailDrawer';
import { ResourceExportButtons } from './ResourceExportButtons';
import { ResourceFilterBar } from './ResourceFilterBar';
import { RowActionsMenu } from './RowActionsMenu';
import { saveErrorMessage } from './saveError';
import { applicable, keepShown, pageSelectionState, selectPage, toggleSelected, type Selection } from './selection';
import { useBulkActions, useRemoveRows, useRowActions } from './useListActions';
import { useResourceDelete } from './useResourceDelete';
import { useOwnSearchParams } from '../../routing/useOwnSearchParams';

const t = messages.adminResource;
const a = messages.adminResourceActions;

/** A row's declared data, as data-* attributes. */
const rowAttributes = (data: Readonly<Record<string, string>> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]));

const pageOf = (url: string | null) => {
  if (url === null) return null;
  const page = Number(new URL(url, 'http://list.invalid').searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : null;
};

export function ResourceListScreen<Item extends ResourceItem>({ resource }: { resource: ListedResource<Item> }) {
  const [params, setParams] = useOwnSearchParams();
  const query = parseListQuery(params, resource.filters);
  const held = useEffectivePermissions();
  const editable = resource.editor !== undefined;
  const abilities = editable ? resourceAbilities(resource.permissions, held, resource.api.remove !== undefined) : { list: true, create: false, update: false, delete: false };
  // Each new filter or page is a history entry: back and forward walk the list's states. A change
  // applies to the address as last written, so two quick changes (a period's start, then its end)
  // both hold even before the first one renders.
  const go = (change: ListChange) => setParams((current) => listSearchParams(change(parseListQuery(current, resource.filters)), resource.filters, current));
  const views = resource.views ?? [];
  const view = views.find((candidate) => candidate.key === params.get('view'));
  const chooseView = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === LIST_VIEW) next.delete('view');
    else next.set('view', key);
    setParams(next);
  };

  return (
    <ListPage>
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {resource.texts.title}
          </Title>
          {resource.texts.intro !== undefined && (
            <Text size="sm" c="dark.6">
              {resource.texts.intro}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {views.length > 0 && (
            <SegmentedControl
              aria-label={t.view}
              value={view?.key ?? LIST_VIEW}
              onChange={chooseView}
              data={[{ value: LIST_VIEW, label: t.listView }, ...views.map((candidate) => ({ value: candidate.key, label: candidate.label }))]}
              data-testid={`${resource.name}-views`}
            />
          )}
          {resource.exports !== undefined && <ResourceExportButtons name={resource.name} exports={resource.exports} query={query} />}
          {resource.listActions?.()}
          {abilities.create && (
            <Button component={Link} to={createPath(resource)} leftSection={<IconPlus size={16} aria-hidden />}>
              {resource.texts.create}
            </Button>
          )}
        </Group>
      </Group>
      {view !== undefined ? view.render() : <ResourceListBody resource={resource} query={query} go={go} />}
    </ListPage>
  );
}

const LIST_VIEW = 'list';

type BodyProps<Item extends ResourceItem> = {
  resource: ListedResource<Item>;
  query: ListQuery;
  go: (change: ListChange) => void;
  /** Filters set by the screen around the list, sent with every call and not shown (the sector's id). */
  fixed?: Readonly<Record<string, string>>;
};

/** The declared filters, a paged table and its actions, for the list screen or another screen's part. */
export function ResourceListBody<Item extends ResourceItem>({ resource, query: shownQuery, go, fixed }: BodyProps<Item>) {
  const fixedKeys = Object.keys(fixed ?? {});
  const query: ListQuery = fixed === undefined ? shownQuery : { ...shownQuery, filters: { ...shownQuery.filters, ...fixed } };
  const shownFilters =
    fixed === undefined ? resource.filters : { ...resource.filters, extra: (resource.filters.extra ?? []).filter((filter) => !filterParams(filter).some((param) => fixedKeys.includes(param))) };
  const held = useEffectivePermissions();
  // A read-only resource has no editor: nothing to create, edit or delete whatever is held.
  const editable = resource.editor !== undefined;
  const abilities = editable ? resourceAbilities(resource.permissions, held, resource.api.remove !== undefined) : { list: true, create: false, update: false, delete: false };
  const permitted = <Action extends { permissions: readonly string[] }>(actions: ReadonlyArray<Action> | undefined): Action[] =>
    held === undefined ? [] : (actions ?? []).filter((action) => action.permissions.length > 0 && holdsAny(held, action.permissions));
  const rowActions = permitted(resource.rowActions);
  const bulkActions = permitted(resource.bulkActions);
  const keys = resourceKeys(resource.name);
  const queryClient = useQueryClient();

  // A period ending before it starts is shown as the filter's error, not asked of the server.
  const askable = invertedPeriods(query, resource.filters).length === 0;
  const list = useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => resource.api.list(query, signal),
    placeholderData: keepPreviousData,
    enabled: askable,
  });
  const [detailOf, setDetailOf] = useState<Item | null>(null);

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
  const detail = resource.detail;
  const selecting = bulkActions.length > 0;
  const pageState = pageSelectionState(selection, rows);

  return (
    <>
      <ResourceFilterBar name={resource.name} filters={shownFilters} query={shownQuery} go={(change) => go((current) => withoutFixed(change(current), fixedKeys))} />

      {!askable ? null : list.isPending ? (
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
          {resource.texts.empty ?? t.empty}
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
                  {detail !== undefined && <Table.Th>{t.details}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((item) => {
                  const title = resource.titleOf(item);
                  return (
                    <Table.Tr key={item.id} data-testid={`${resource.name}-row`} {...rowAttributes(resource.rowData?.(item))}>
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
                              <ActionIcon component={Link} to={editPath(resource, item.id)} variant="subtle" aria-label={`${t.edit(resource.texts.singular ?? '')}: ${title}`}>
                                <IconPencil size={18} aria-hidden />
                              </ActionIcon>
                            )}
                            {abilities.delete && (
                              <ActionIcon variant="subtle" color="red" aria-label={`${t.remove(resource.texts.singular ?? '')}: ${title}`} onClick={() => deletion.ask(item)}>
                                <IconTrash size={18} aria-hidden />
                              </ActionIcon>
                            )}
                            <RowActionsMenu item={item} title={title} actions={rowActions} disabled={rowActionRun.pending} onChoose={rowActionRun.choose} />
                          </Group>
                        </Table.Td>
                      )}
                      {detail !== undefined && (
                        <Table.Td>
                          <Button size="xs" variant="subtle" leftSection={<IconEye size={14} aria-hidden />} aria-label={detail.openLabel(item)} onClick={() => setDetailOf(item)}>
                            {t.details}
                          </Button>
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
            onPage={(page) => go((current) => ({ ...current, page }))}
          />
        </>
      )}
      <DeleteConfirmModal {...deletion.modal} />
      <ConfirmActionModal {...rowActionRun.modal} />
      <BulkActionDialog {...bulk.dialog} />
      {detail !== undefined && <ResourceDetailDrawer name={resource.name} detail={detail} item={detailOf} onClose={() => setDetailOf(null)} />}
    </>
  );
}

/** What the shown filters change never includes the fixed ones. */
function withoutFixed(query: ListQuery, fixedKeys: readonly string[]): ListQuery {
  if (fixedKeys.length === 0 || query.filters === undefined) return query;
  return { ...query, filters: Object.fromEntries(Object.entries(query.filters).filter(([key]) => !fixedKeys.includes(key))) };
}
