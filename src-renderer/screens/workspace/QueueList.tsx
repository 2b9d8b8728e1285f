// The page's rows in a virtualised grid: only the rows in view (plus a few) are in the DOM, so a
// page of 100 stays as quick as one of 25. Rows carry aria-rowindex, so a screen reader still
// knows where it is in the whole page.
import { Box } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { InboxItem } from '../../../src-shared/api/inbox';
import { useMinuteClock } from '../deadlines/DeadlineLabel';
import { QueueRow, type RowHandlers } from './QueueRow';

const ROW_ESTIMATE = 64;

type Props = {
  items: readonly InboxItem[];
  label: string;
  focused: number;
  /** Bumped when the keyboard moved the focus: the row then takes DOM focus. */
  focusTick: number;
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  offlineReason: string | undefined;
  responsibles: ReadonlyArray<{ id: number; name: string }> | undefined;
  handlers: RowHandlers;
};

export function QueueList({ items, label, focused, focusTick, selected, busy, offlineReason, responsibles, handlers }: Props) {
  const now = useMinuteClock();
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // No React Compiler in this build: the virtualizer re-renders the list itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => items[index]?.inbox_email_uuid ?? index,
  });

  useEffect(() => {
    if (focusTick === 0 || focused < 0) return;
    virtualizer.scrollToIndex(focused, { align: 'auto' });
    const frame = requestAnimationFrame(() => gridRef.current?.querySelector<HTMLElement>(`[data-index="${focused}"]`)?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
    // Only a keyboard move (a new tick) moves the DOM focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const tabbableIndex = focused >= 0 ? focused : 0;
  return (
    <Box ref={scrollRef} style={{ overflow: 'auto', height: 'max(360px, calc(100dvh - 360px))' }} bg="white" bd="1px solid var(--mantine-color-lightGrey-2)">
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={items.length}
        aria-multiselectable
        style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <QueueRow
              key={row.key}
              item={item}
              index={row.index}
              selected={selected.has(item.inbox_email_uuid)}
              focused={row.index === focused}
              tabbable={row.index === tabbableIndex}
              busy={busy.has(item.inbox_email_uuid)}
              offlineReason={offlineReason}
              responsibles={responsibles}
              handlers={handlers}
              measure={virtualizer.measureElement}
              top={row.start}
              now={now}
            />
          );
        })}
      </div>
    </Box>
  );
}
