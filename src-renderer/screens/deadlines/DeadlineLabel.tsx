// The Prazo of an item as the queue row and the Prazos tab show it: the due date (DD/MM/YYYY, with
// HH:mm unless it is a whole day) and, when it matters, its state in words — "Vencido" in red,
// "Vence hoje" highlighted — so the state never rests on colour alone.
import { Badge, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { deadlineState, formatDueAt } from '../../../src-shared/deadlines';
import { messages } from '../../../src-shared/messages';

const t = messages.deadlines;

/** Now, renewed every minute: a row turns "Vencido" while the queue stays open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Props = { dueAt: string | null; now: number; size?: 'xs' | 'sm' };

export function DeadlineLabel({ dueAt, now, size = 'xs' }: Props) {
  if (dueAt === null) {
    return (
      <Text size={size} c="dimmed" data-deadline-state="none">
        {t.none}
      </Text>
    );
  }
  const state = deadlineState(dueAt, now);
  const date = (
    <Text size={size} c={state === 'overdue' ? 'red.9' : 'dark.7'} fw={state === 'overdue' || state === 'today' ? 700 : 400}>
      <time dateTime={dueAt}>{formatDueAt(dueAt)}</time>
    </Text>
  );
  return (
    <Stack gap={2} align="flex-end" data-deadline-state={state ?? 'none'}>
      {state === 'overdue' && (
        <Badge color="red.9" size="sm" radius="sm">
          {t.overdue}
        </Badge>
      )}
      {state === 'today' && (
        <Badge color="yellow.4" c="dark.9" size="sm" radius="sm">
          {t.today}
        </Badge>
      )}
      {date}
    </Stack>
  );
}

/** What a screen reader hears for the cell: "Prazo: Vencido, 10/02/2026 17:00". */
export function deadlineDescription(dueAt: string | null, now: number): string {
  if (dueAt === null) return `${t.column}: ${t.none}`;
  const state = deadlineState(dueAt, now);
  const word = state === 'overdue' ? `${t.overdue}, ` : state === 'today' ? `${t.today}, ` : '';
  return `${t.column}: ${word}${formatDueAt(dueAt)}`;
}
