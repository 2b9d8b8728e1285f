// The work queue (issue 4): lists as tabs, search, filters, folders, paging, selection, bulk
// actions, the new-task check and keyboard use. Filters live in the URL; server state is
// react-query's (the page persisted for offline use); selection and focus are local.
import { ActionIcon, Alert, Box, Button, Checkbox, Group, Skeleton, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell, IconInbox, IconKeyboard } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { InboxItem } from '../../../src-shared/api/inbox';
import { INBOX_LISTS } from '../../../src-shared/api/inboxFilters';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { inboxApi } from '../../api/client';
import type { InboxQuery } from '../../api/inboxApi';
import { toast } from '../../app/toasts';
import { draftEditorPath } from '../../drafts/draftEditorPath';
import { inboxKeys, itemViewPath, useInboxScope } from '../../inbox/queryKeys';
import { useServerAction } from '../../offline/useServerAction';
import { useServerReachable } from '../../offline/serverStatus';
import { useEffectivePermissions, useMe } from '../../session/queries';
import { DeadlineCard } from '../deadlines/DeadlineCard';
import { DeadlineFilter } from '../deadlines/DeadlineFilter';
import { queueSignPlan, SIGN_PERMISSION } from '../sign/signLinks';
import { BulkToolbar } from './BulkToolbar';
import { FilterDrawer } from './FilterDrawer';
import { FolderList } from './FolderList';
import { QueueControls } from './QueueControls';
import { archiveTargets, commandOfKey, initialQueueState, isEditableTarget, pageSelection, queueReducer } from './queueKeyboard';
import { QueueList } from './QueueList';
import { pagingOf, pastTheEnd, rangeOf } from './queuePage';
import { QueuePager } from './QueuePager';
import { activeFilterCount, advancedOf, isNarrowed, parseQueueParams, queueParamsOf, requestOf, sortTypeOf, uuidsQueryOf, withAdvanced, withDeadline, type QueueList as ListName } from './queueQuery';
import type { RowHandlers } from './QueueRow';
import { ShortcutsModal } from './ShortcutsModal';
import { useNewTasks } from './useNewTasks';
import { useQueueActions, type BulkAction } from './useQueueActions';
import { useQueuePage, useQueueTags, useResponsibles, useUserSectors } from './useQueueData';
import { useOwnSearchParams } from '../../routing/useOwnSearchParams';

const t = messages.workQueue;

export function WorkQueue({ inboxType }: { inboxType: InboxType }) {
  const scope = useInboxScope();
  // The session store learns the inbox type in an effect; until then the scope is the old one.
  const ready = scope.inboxType === inboxType;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const canSign = useEffectivePermissions()?.has(SIGN_PERMISSION) === true;
  const reachable = useServerReachable();
  const server = useServerAction();
  const offlineReason = server.disabled ? server.reason : undefined;

  const [params, setParams] = useOwnSearchParams();
  const urlQuery = useMemo(() => parseQueueParams(params), [params]);
  const request = useMemo(() => requestOf(urlQuery, sortTypeOf(me.data?.user_preferences.default_inbox_sort)), [urlQuery, me.data]);
  // Each change applies to the latest address, not to the one rendered: two quick changes (a search
  // settling as the user turns a page) must not undo each other (useOwnSearchParams.ts).
  const go = useCallback(
    (change: (query: InboxQuery) => InboxQuery, options?: { replace?: boolean }) =>
      setParams((current) => queueParamsOf(change(parseQueueParams(current))), options),
    [setParams],
  );

  const page = useQueuePage(scope, request, ready);
  const tags = useQueueTags(scope, ready);
  const responsibles = useResponsibles(scope, ready);
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const [shortcutsOpened, shortcuts] = useDisclosure(false);
  const sectors = useUserSectors(filtersOpened);

  const items = useMemo<readonly InboxItem[]>(() => page.data?.data ?? [], [page.data]);
  const rowUuids = useMemo(() => items.map((item) => item.inbox_email_uuid), [items]);

  // Selection belongs to one list and one set of filters; paging keeps it.
  const [state, dispatch] = useReducer(queueReducer, initialQueueState);
  const selectionKey = JSON.stringify({ ...request, page: undefined, per_page: undefined, scope });
  const [selectionFor, setSelectionFor] = useState(selectionKey);
  if (selectionFor !== selectionKey) {
    setSelectionFor(selectionKey);
    dispatch({ type: 'reset' });
  }
  const focused = Math.min(state.focused, items.length - 1);
  const selected = useMemo(() => new Set(state.selected), [state.selected]);
  const [focusTick, setFocusTick] = useState(0);

  // Titles of every item seen, for failure toasts about items beyond the current page.
  const titles = useRef(new Map<string, string>());
  useEffect(() => {
    for (const item of items) titles.current.set(item.inbox_email_uuid, item.title);
  }, [items]);
  const titleOf = useCallback((uuid: string) => titles.current.get(uuid) ?? uuid, []);
  const actions = useQueueActions(scope, titleOf);
  const { toggleFavorite, setResponsible } = actions;

  const runBulk = useCallback(
    async (action: BulkAction, uuids: readonly string[]) => {
      const done = await actions.runBulk(action, uuids);
      dispatch({ type: 'unselect', uuids: done });
    },
    [actions],
  );

  // Assinar (issue 19): the selection (or the focused row) on /sign, which returns to this very
  // view, filters and page included, and the queue loads again there (SignScreen invalidates it).
  const sign = useCallback(
    (uuids: readonly string[]) => {
      const plan = queueSignPlan(uuids, location.pathname + location.search);
      if (plan.kind === 'too-many') toast.error(plan.message);
      else if (plan.kind === 'go') void navigate(plan.to);
    },
    [location.pathname, location.search, navigate],
  );

  // A draft (Rascunhos) opens in its editor, to go on writing it; anything else in the item view.
  const open = useCallback(
    (item: InboxItem) =>
      navigate(item.box === 'draft' ? draftEditorPath(inboxType, { serverUuid: item.inbox_email_uuid }) : `${itemViewPath(inboxType, item)}?fromWorkTree=true`),
    [navigate, inboxType],
  );
  const handlers = useMemo<RowHandlers>(
    () => ({
      onOpen: open,
      onFocusRow: (index) => dispatch({ type: 'focus', index }),
      onToggleSelect: (uuid) => dispatch({ type: 'toggle', uuid }),
      onToggleFavorite: (item) => void toggleFavorite(item),
      onSetResponsible: (item, id) => void setResponsible(item, id),
    }),
    [open, toggleFavorite, setResponsible],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const inOverlay = target?.closest('[role="dialog"], [role="menu"], [role="listbox"]') != null;
      const command = commandOfKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, fromEditable: inOverlay || isEditableTarget(target) });
      if (command === null) return;
      const current = items[focused];
      switch (command) {
        case 'help':
          shortcuts.open();
          break;
        case 'next':
        case 'previous':
          dispatch({ type: 'move', delta: command === 'next' ? 1 : -1, count: items.length });
          setFocusTick((tick) => tick + 1);
          break;
        case 'toggle':
          if (!current) return;
          dispatch({ type: 'toggle', uuid: current.inbox_email_uuid });
          break;
        case 'open':
          // Enter on a button or link inside the page keeps its own meaning.
          if (!current || (target && target !== document.body && target.getAttribute('role') !== 'row')) return;
          open(current);
          break;
        case 'archive': {
          const targets = archiveTargets({ ...state, focused }, rowUuids);
          if (targets.length === 0 || server.disabled || actions.bulk) return;
          void runBulk('archive', targets);
          break;
        }
        case 'sign': {
          const targets = archiveTargets({ ...state, focused }, rowUuids);
          if (!canSign || targets.length === 0 || server.disabled || actions.bulk) return;
          sign(targets);
          break;
        }
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [items, focused, state, rowUuids, open, runBulk, sign, canSign, server.disabled, actions.bulk, shortcuts]);

  // A page past the end (items left this list) goes to the last one that has items.
  useEffect(() => {
    const last = page.data && !page.isPlaceholderData ? pastTheEnd(page.data) : null;
    if (last !== null) go((query) => ({ ...query, page: last }), { replace: true });
  }, [page.data, page.isPlaceholderData, go]);

  const newTasks = useNewTasks(page.data?.last_task_timestamp, ready && page.data !== undefined && !page.isPlaceholderData);
  const reload = () => {
    newTasks.dismiss();
    go((query) => ({ ...query, page: undefined }));
    void queryClient.invalidateQueries({ queryKey: inboxKeys.pages(scope) });
  };

  const [selectingAll, setSelectingAll] = useState(false);
  const selectAll = async () => {
    setSelectingAll(true);
    try {
      const answer = await inboxApi.uuids(uuidsQueryOf(request));
      dispatch({ type: 'replaceSelection', uuids: answer.uuids });
      if (answer.total > answer.uuids.length) toast.info(t.selection.capped(answer.uuids.length));
    } catch (error) {
      console.warn('Falha ao selecionar todos', error);
      toast.error(t.selection.selectAllError);
    } finally {
      setSelectingAll(false);
    }
  };

  const list = request.filter ?? 'tasks';
  const filterCount = activeFilterCount(urlQuery);
  const narrowed = isNarrowed(urlQuery);
  const paging = page.data ? pagingOf(page.data) : { next: null, previous: null };
  const range = page.data ? rangeOf(page.data) : null;
  const pageChecked = pageSelection(state, rowUuids);
  const chosenFolders = urlQuery.folders ?? [];

  const body = (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <QueueControls
          search={urlQuery.search ?? ''}
          onSearch={(search) => go((query) => ({ ...query, search: search || undefined, page: undefined }))}
          sortType={sortTypeOf(request.inboxSortByType)}
          sortValue={request.inboxSortByValue ?? 'desc'}
          onSort={(sort) => go((query) => ({ ...query, ...sort, page: undefined }))}
          perPage={request.per_page ?? 50}
          onPerPage={(per_page) => go((query) => ({ ...query, per_page, page: undefined }))}
          filterCount={filterCount}
          narrowed={narrowed}
          showClear={!filtersOpened}
          onOpenFilters={filtersDrawer.open}
          onClear={() => go((query) => ({ filter: query.filter, inboxSortByType: query.inboxSortByType, inboxSortByValue: query.inboxSortByValue, per_page: query.per_page }))}
        />
        <Tooltip label={t.shortcuts.open}>
          <ActionIcon variant="default" size="lg" aria-label={t.shortcuts.open} onClick={shortcuts.open}>
            <IconKeyboard size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>

      {list === 'tasks' && <DeadlineFilter value={urlQuery.deadline} onChange={(deadline) => go((query) => withDeadline(query, deadline))} />}

      {newTasks.newTasks > 0 && (
        <Alert color="green.8" variant="light" icon={<IconBell aria-hidden />} role="status" data-testid="new-tasks-banner">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} c="green.9">
              {t.newTasks.banner(newTasks.newTasks)}
            </Text>
            <Button size="compact-sm" color="green.8" onClick={reload}>
              {t.newTasks.reload}
            </Button>
          </Group>
        </Alert>
      )}
      {page.isError && page.data !== undefined && reachable && (
        <Alert color="orange" variant="light" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t.cachedCopy}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void page.refetch()}>
              {messages.app.retry}
            </Button>
          </Group>
        </Alert>
      )}

      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box visibleFrom="md">
          <FolderList
            folders={page.data?.folders ?? []}
            chosen={chosenFolders}
            onChoose={(folderId) => go((query) => ({ ...query, folders: folderId === null ? undefined : [folderId], page: undefined }))}
          />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap">
            <Checkbox
              label={t.selection.selectPage}
              checked={pageChecked === 'all'}
              indeterminate={pageChecked === 'some'}
              disabled={items.length === 0}
              onChange={() => dispatch(pageChecked === 'all' ? { type: 'unselect', uuids: rowUuids } : { type: 'select', uuids: rowUuids })}
            />
            <QueuePager range={range} previous={paging.previous} next={paging.next} onPage={(next) => go((query) => ({ ...query, page: next }))} />
          </Group>
          {state.selected.length > 0 && (
            <BulkToolbar
              count={state.selected.length}
              total={page.data?.total ?? state.selected.length}
              selectingAll={selectingAll}
              running={actions.bulk}
              offlineReason={offlineReason}
              onSelectAll={() => void selectAll()}
              onClear={() => dispatch({ type: 'clearSelection' })}
              onAction={(action) => void runBulk(action, state.selected)}
              onSign={canSign ? () => sign(state.selected) : undefined}
            />
          )}
          <QueueContent
            pending={!page.data && !page.isError}
            failed={!page.data && page.isError}
            empty={page.data !== undefined && items.length === 0}
            narrowed={narrowed}
            onRetry={() => void page.refetch()}
          >
            <Box aria-busy={page.isPlaceholderData || undefined}>
              <QueueList
                items={items}
                label={t.grid(t.lists[list])}
                focused={focused}
                focusTick={focusTick}
                selected={selected}
                busy={actions.pending}
                offlineReason={offlineReason}
                responsibles={responsibles.data?.users}
                handlers={handlers}
              />
            </Box>
          </QueueContent>
        </Stack>
      </Group>
    </Stack>
  );

  return (
    <>
      <Box mb="sm">
        <DeadlineCard scope={scope} userId={me.data?.id} enabled={ready} queueUpdatedAt={page.isPlaceholderData ? 0 : page.dataUpdatedAt} />
      </Box>
      <Tabs value={list} onChange={(value) => value && go((query) => ({ ...query, filter: value as ListName, page: undefined }))} keepMounted={false}>
        <Tabs.List aria-label={t.lists.label}>
          {INBOX_LISTS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t.lists[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INBOX_LISTS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {name === list && body}
          </Tabs.Panel>
        ))}
      </Tabs>
      <FilterDrawer
        opened={filtersOpened}
        onClose={filtersDrawer.close}
        filters={advancedOf(urlQuery)}
        options={{ folders: page.data?.folders ?? [], tags: tags.data?.tags ?? [], sectors: sectors.data?.sectors ?? [], responsibles: responsibles.data?.users ?? [] }}
        onApply={(filters) => {
          go((query) => withAdvanced(query, filters));
          filtersDrawer.close();
        }}
        onClear={() => {
          go((query) => withAdvanced(query, {}));
          filtersDrawer.close();
        }}
      />
      <ShortcutsModal opened={shortcutsOpened} onClose={shortcuts.close} canSign={canSign} />
    </>
  );
}

type ContentProps = { pending: boolean; failed: boolean; empty: boolean; narrowed: boolean; onRetry: () => void; children: React.ReactNode };

function QueueContent({ pending, failed, empty, narrowed, onRetry, children }: ContentProps) {
  if (pending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label={messages.app.loading} role="status" data-testid="queue-loading">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="queue-error">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} c="red.9">
            {t.loadError}
          </Text>
          <Button size="compact-sm" variant="default" onClick={onRetry}>
            {messages.app.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (empty) {
    return (
      <Stack align="center" gap="xs" py="xl" data-testid="queue-empty" role="status">
        <IconInbox size={40} aria-hidden color="var(--mantine-color-lightGrey-7)" />
        <Text c="dimmed">{narrowed ? t.noResults : t.empty}</Text>
      </Stack>
    );
  }
  return <>{children}</>;
}
