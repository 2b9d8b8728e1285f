// The calendar's grid of days. A plain ARIA grid rather than @mantine/dates: its Calendar/MonthView
// are date pickers (a day is one button, one month at a time, no week view) with nothing to list a
// day's items in, and the package is not installed; the grid pattern here is WAI-ARIA's: rows of
// gridcells, one focusable at a time (roving tabindex), arrows/Home/End/PageUp/PageDown to move
// (calendarGrid.ts), Enter to open the day's first item.
import { Anchor, Badge, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { CalendarDay, CalendarItem } from '../../../../src-shared/api/inboxCalendar';
import type { InboxType } from '../../../../src-shared/ipc/contract';
import { messages } from '../../../../src-shared/messages';
import { itemViewPath } from '../../../inbox/queryKeys';
import classes from './calendar.module.css';
import { inView, isCalendarKey, isOverdue, moveDay, viewWeeks, weekdayIndex, type CalendarView } from './calendarGrid';

const t = messages.calendar;
/** Items a month cell lists before "+N mais". */
export const MONTH_CELL_ITEMS = 3;

const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];
export const fullDateOf = (day: string) => {
  const [year, month, date] = partsOf(day);
  return t.fullDate(weekdayIndex(day), year, month, date);
};
export const shortDateOf = (day: string) => {
  const [year, month, date] = partsOf(day);
  return t.shortDate(year, month, date);
};

/** The item view, opened from the work queue (as the list opens it). */
export const itemPath = (inboxType: InboxType, item: CalendarItem) => `${itemViewPath(inboxType, item)}?fromWorkTree=true`;

type Props = {
  inboxType: InboxType;
  view: CalendarView;
  label: string;
  days: ReadonlyMap<string, CalendarDay> | undefined;
  loading: boolean;
  today: string;
  now: number;
  /** Narrow month: each day shows its count only (its items are listed under the grid). */
  compact: boolean;
  /** Narrow week: the days one under the other. */
  stacked: boolean;
  focusDay: string;
  /** Bumped when the keyboard moved the focus: the focused day's cell takes the DOM focus. */
  focusTick: number;
  /** The day the keyboard moved to (the view may not show it yet). */
  requestedDay: string;
  onFocusDay: (day: string, fromKeyboard: boolean) => void;
  onOpen: (item: CalendarItem) => void;
  hintId: string;
};

export function CalendarGrid(props: Props) {
  const { view, focusDay, focusTick } = props;
  const grid = useRef<HTMLDivElement>(null);
  // The keyboard's move is done once the focused cell is the day asked for: a move into another
  // month first renders the old month (the URL changes in a transition), so wait for that day to
  // be the grid's focusable cell, then focus it once.
  const handled = useRef(0);
  useEffect(() => {
    if (focusTick === handled.current || focusDay !== props.requestedDay) return;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`);
    if (cell?.tabIndex !== 0) return;
    cell.focus();
    handled.current = focusTick;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, day: string) => {
    // Keys on a link inside the cell keep their own meaning.
    if (event.target !== event.currentTarget) return;
    if (isCalendarKey(event.key)) {
      event.preventDefault();
      props.onFocusDay(moveDay(day, event.key), true);
    } else if (event.key === 'Enter') {
      const first = props.days?.get(day)?.items[0];
      if (first) {
        event.preventDefault();
        props.onOpen(first);
      }
    }
  };

  const rowClass = `${classes.row} ${props.stacked ? classes.stacked : ''}`;
  return (
    <div ref={grid} role="grid" aria-label={props.label} aria-describedby={props.hintId} aria-busy={props.loading || undefined} data-testid="calendar-grid">
      {!props.stacked && (
        <div role="row" className={rowClass}>
          {t.weekdaysShort.map((name, index) => (
            <div key={name} role="columnheader" title={t.weekdays[index]}>
              <Text size="sm" fw={600} ta="center">
                {name}
              </Text>
            </div>
          ))}
        </div>
      )}
      <Stack gap={4} mt={4}>
        {viewWeeks(view).map((week) => (
          <div key={week[0]} role="row" className={rowClass}>
            {week.map((day) => (
              <DayCell key={day} {...props} day={day} outside={!inView(view, day)} onKeyDown={(event) => onKeyDown(event, day)} />
            ))}
          </div>
        ))}
      </Stack>
    </div>
  );
}

type CellProps = Props & { day: string; outside: boolean; onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void };

function DayCell({ day, outside, onKeyDown, ...props }: CellProps) {
  const data = props.days?.get(day);
  const count = data?.count ?? 0;
  const isToday = day === props.today;
  const focused = day === props.focusDay;
  const [, , date] = partsOf(day);
  const className = [classes.cell, props.compact ? classes.compact : '', outside ? classes.outside : '', isToday ? classes.today : ''].join(' ');
  return (
    <div
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      data-day={day}
      data-testid={`calendar-day-${day}`}
      aria-current={isToday ? 'date' : undefined}
      aria-selected={focused}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !focused) props.onFocusDay(day, false);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) props.onFocusDay(day, true);
      }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" mb={4}>
        {/* The cell's name comes from its content (axe: a name must hold the visible text): the full date and count for screen readers. */}
        <Text size="sm" fw={isToday ? 800 : 600} c={outside ? 'dimmed' : undefined} aria-hidden>
          {props.stacked ? `${t.weekdaysShort[weekdayIndex(day)]} ${shortDateOf(day)}` : date}
        </Text>
        <VisuallyHidden data-testid="calendar-day-label">{t.dayLabel(fullDateOf(day), count, isToday)}</VisuallyHidden>
        {isToday && (
          <Badge size="xs" color="darkBlue.8" data-testid="calendar-today" aria-hidden>
            {t.todayMark}
          </Badge>
        )}
      </Group>
      {props.loading && !data ? (
        <Skeleton height={10} radius="sm" />
      ) : props.compact ? (
        count > 0 && (
          <Badge size="sm" variant="light" color="darkBlue.8" aria-hidden>
            {count}
          </Badge>
        )
      ) : (
        data && <DayItems {...props} day={data} focused={focused} limit={props.view.kind === 'month' ? MONTH_CELL_ITEMS : Infinity} />
      )}
    </div>
  );
}

type ItemsProps = { inboxType: InboxType; day: CalendarDay; now: number; focused: boolean; limit: number };

/** A day's items as links to the item view, overdue ones saying so, the rest behind "+N mais". */
export function DayItems({ inboxType, day, now, focused, limit }: ItemsProps) {
  const [expanded, setExpanded] = useState(false);
  const expandable = day.items.length > limit;
  const shown = expanded || !expandable ? day.items : day.items.slice(0, limit);
  // Beyond what the server sent (20 a day): only the count is known.
  const unsent = day.count - day.items.length;
  const tabIndex = focused ? 0 : -1;
  return (
    <Stack gap={2}>
      {shown.map((item) => (
        <Anchor
          key={item.inbox_email_uuid}
          component={Link}
          to={itemPath(inboxType, item)}
          size="xs"
          className={classes.item}
          tabIndex={tabIndex}
          title={t.itemLabel(item.number, item.title)}
          data-testid="calendar-item"
        >
          {isOverdue(item, now) && (
            <Text span size="xs" fw={700} c="red.9" mr={4}>
              {t.overdue}
            </Text>
          )}
          {t.itemLabel(item.number, item.title)}
        </Anchor>
      ))}
      {expandable && (
        <UnstyledButton fz="xs" c="darkBlue.8" fw={600} tabIndex={tabIndex} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t.fewer : t.more(day.count - limit)}
        </UnstyledButton>
      )}
      {unsent > 0 && (expanded || !expandable) && (
        <Text size="xs" c="dimmed">
          {t.beyond(unsent)}
        </Text>
      )}
    </Stack>
  );
}
