// The work queue's calendar (issue 19, spec §2 sector calendar): the same filtered queue as the
// list, each item on the day it falls due, by month or by week. The view and the period live in
// the URL beside the list's filters (?month=2026-11 or ?week=2026-11-23), so switching views keeps
// them and back/forward walks the periods.
import { ActionIcon, Alert, Badge, Button, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconAdjustmentsHorizontal, IconChevronLeft, IconChevronRight, IconFilterOff } from '@tabler/icons-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CalendarItem } from '../../../../src-shared/api/inboxCalendar';
import type { InboxType } from '../../../../src-shared/ipc/contract';
import { localDay } from '../../../../src-shared/deadlines';
import { messages } from '../../../../src-shared/messages';
import { inboxApi } from '../../../api/client';
import type { InboxQuery } from '../../../api/inboxApi';
import { inboxKeys, useInboxScope } from '../../../inbox/queryKeys';
import { useServerReachable } from '../../../offline/serverStatus';
import { useOwnSearchParams } from '../../../routing/useOwnSearchParams';
import { SearchInput } from '../QueueControls';
import { QueueFilterDrawer } from '../QueueFilterDrawer';
import { activeFilterCount, isNarrowed, parseQueueParams, queueParamsOf, requestOf } from '../queueQuery';
import { CalendarGrid, DayItems, fullDateOf, itemPath, shortDateOf } from './CalendarGrid';
import { focusDayIn, inView, rangeOfView, shiftView, viewContaining, viewOfParams, withView, type CalendarKind, type CalendarView } from './calendarGrid';

const t = messages.calendar;
const wq = messages.workQueue;

/** The list's filters as the calendar sends them: no paging, no sort (a calendar is in due order). */
export function calendarFiltersOf(query: InboxQuery): InboxQuery {
  const { page: _page, per_page: _perPage, inboxSortByType: _sort, inboxSortByValue: _direction, ...filters } = requestOf(query, 'createdAt');
  return filters;
}

function periodTitle(view: CalendarView): string {
  if (view.kind === 'month') {
    const [year, month] = view.month.split('-').map(Number) as [number, number];
    return t.monthTitle(year, month);
  }
  const days = rangeOfView(view);
  return t.weekTitle(shortDateOf(days.dayFrom), shortDateOf(days.dayTo));
}

export function QueueCalendar({ inboxType }: { inboxType: InboxType }) {
  const scope = useInboxScope();
  const ready = scope.inboxType === inboxType;
  const navigate = useNavigate();
  const reachable = useServerReachable();
  // 390 px wide: a week as a list of days, and a month as counts with the chosen day's items below.
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;

  const [params, setParams] = useOwnSearchParams();
  const urlQuery = useMemo(() => parseQueueParams(params), [params]);
  const filters = useMemo(() => calendarFiltersOf(urlQuery), [urlQuery]);
  // The moment the screen opened: "today" and what is overdue (the page is reopened often enough).
  const [now] = useState(() => Date.now());
  const today = localDay(new Date(now));
  const view = viewOfParams(params, today, narrow ? 'week' : 'month');
  const range = rangeOfView(view);

  // The day to focus, and a tick that asks the grid to move the keyboard focus there once the view shows it.
  const [wanted, setWanted] = useState(today);
  const [focusTick, setFocusTick] = useState(0);
  const focusDay = focusDayIn(view, wanted, today);

  const calendar = useQuery({
    queryKey: [...inboxKeys.scope(scope), 'calendar', range, filters],
    queryFn: ({ signal }) => inboxApi.calendar(range, filters, signal),
    enabled: ready,
  });
  const days = useMemo(() => (calendar.data ? new Map(calendar.data.days.map((day) => [day.date, day])) : undefined), [calendar.data]);
  const total = calendar.data?.days.reduce((sum, day) => sum + day.count, 0) ?? 0;

  const show = useCallback(
    (next: CalendarView) => setParams(withView(params, next)),
    [params, setParams],
  );
  const setQuery = (next: InboxQuery) => setParams(withView(queueParamsOf(next), view));
  const moveTo = (day: string, fromKeyboard: boolean) => {
    if (!inView(view, day)) show(viewContaining(view.kind, day));
    setWanted(day);
    if (fromKeyboard) setFocusTick((tick) => tick + 1);
  };
  const open = useCallback((item: CalendarItem) => navigate(itemPath(inboxType, item)), [navigate, inboxType]);

  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const filterCount = activeFilterCount(urlQuery);
  const narrowed = isNarrowed(urlQuery);
  const hintId = useId();
  const month = view.kind === 'month';
  const title = periodTitle(view);
  const focusedData = days?.get(focusDay);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchInput value={urlQuery.search ?? ''} onSearch={(search) => setQuery({ ...urlQuery, search: search || undefined })} />
          <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />} onClick={filtersDrawer.open}>
            {wq.filters.open}
          </Button>
          {filterCount > 0 && (
            <Badge color="darkBlue.8" data-testid="active-filter-count">
              {wq.filters.active(filterCount)}
            </Badge>
          )}
          {narrowed && (
            <Button variant="subtle" color="red.8" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => setQuery({ filter: urlQuery.filter })}>
              {wq.filters.clear}
            </Button>
          )}
        </Group>
        <SegmentedControl
          aria-label={t.viewLabel}
          value={view.kind}
          onChange={(kind) => show(viewContaining(kind as CalendarKind, focusDay))}
          data={[
            { value: 'month', label: t.month },
            { value: 'week', label: t.week },
          ]}
        />
      </Group>

      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" aria-live="polite" data-testid="calendar-period">
          {title}
        </Title>
        <Group gap="xs">
          <Tooltip label={month ? t.previousMonth : t.previousWeek}>
            <ActionIcon variant="default" size="lg" aria-label={month ? t.previousMonth : t.previousWeek} onClick={() => show(shiftView(view, -1))}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button
            variant="default"
            onClick={() => {
              show(viewContaining(view.kind, today));
              setWanted(today);
            }}
          >
            {t.today}
          </Button>
          <Tooltip label={month ? t.nextMonth : t.nextWeek}>
            <ActionIcon variant="default" size="lg" aria-label={month ? t.nextMonth : t.nextWeek} onClick={() => show(shiftView(view, 1))}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      <Text id={hintId} size="xs" c="dimmed">
        {t.keyboardHint}
      </Text>

      {!calendar.data && !reachable && (
        <Alert color="orange" variant="light" role="status" data-testid="calendar-offline">
          {t.offline}
        </Alert>
      )}
      {calendar.isError && reachable && (
        <Alert color="red" variant="light" role="alert" data-testid="calendar-error">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} c="red.9">
              {t.loadError}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void calendar.refetch()}>
              {messages.app.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {calendar.data && total === 0 && (
        <Text c="dimmed" role="status" data-testid="calendar-empty">
          {narrowed ? t.noResults : month ? t.emptyMonth : t.emptyWeek}
        </Text>
      )}

      <CalendarGrid
        inboxType={inboxType}
        view={view}
        label={t.gridLabel(title)}
        days={days}
        loading={calendar.isPending}
        today={today}
        now={now}
        compact={narrow && month}
        stacked={narrow && !month}
        focusDay={focusDay}
        focusTick={focusTick}
        requestedDay={wanted}
        onFocusDay={moveTo}
        onOpen={open}
        hintId={hintId}
      />

      {narrow && month && (
        <Stack gap={4} data-testid="calendar-day-panel">
          <Title order={3} size="h5">
            {t.dayItems(fullDateOf(focusDay))}
          </Title>
          {focusedData && focusedData.count > 0 ? (
            <DayItems key={focusDay} inboxType={inboxType} day={focusedData} now={now} focused limit={Infinity} />
          ) : (
            <Text size="sm" c="dimmed">
              {t.noItemsThatDay}
            </Text>
          )}
        </Stack>
      )}

      <QueueFilterDrawer scope={scope} ready={ready} opened={filtersOpened} onClose={filtersDrawer.close} query={urlQuery} onQuery={setQuery} />
    </Stack>
  );
}
