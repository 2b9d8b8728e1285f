// The dispatch conversation (Timeline of a document, Conversação of a process): who sent what to
// whom and when, oldest first; the item chosen by email_dispatch_id is highlighted and scrolled to.
// The flow's transitions (Mover para, Emitir Autorização, Encerrar solicitação) sit among them, in time.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { DeadlineChange } from '../../../src-shared/api/deadlines';
import type { StageTransition } from '../../../src-shared/api/flow';
import { formatDueAt } from '../../../src-shared/deadlines';
import type { SummaryItem } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { DispatchExtras } from './DispatchExtras';
import { dispatchTypeLabel, timelineEntries, transitionText } from './itemView';
import { SafeHtml } from './SafeHtml';

const t = messages.inboxView;

export const dispatchAnchor = (id: number) => `dispatch-${id}`;

type Props = { dispatches: readonly SummaryItem[]; transitions?: readonly StageTransition[]; deadlineChanges?: readonly DeadlineChange[]; selectedId: number | null };

export function TimelineTab({ dispatches, transitions = [], deadlineChanges = [], selectedId }: Props) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selectedId === null) return;
    list.current?.querySelector(`#${dispatchAnchor(selectedId)}`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [selectedId, dispatches.length]);

  if (dispatches.length === 0 && transitions.length === 0 && deadlineChanges.length === 0) return <Text c="dimmed">{t.timelineEmpty}</Text>;
  return (
    <div ref={list}>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.timelineLabel}>
        {timelineEntries(dispatches, transitions, deadlineChanges).map((entry) => {
          if (entry.kind === 'transition') return <TransitionItem key={`transition-${entry.item.id}`} item={entry.item} />;
          if (entry.kind === 'deadline') return <DeadlineChangeItem key={`deadline-${entry.item.id}`} item={entry.item} />;
          const item = entry.item;
          const selected = item.email_id === selectedId;
          return (
            <Paper
              component="li"
              key={item.dispatch_uuid}
              id={dispatchAnchor(item.email_id)}
              withBorder
              radius="md"
              p="md"
              data-testid="timeline-item"
              aria-current={selected ? 'true' : undefined}
              style={selected ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}
            >
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light">{dispatchTypeLabel(item.type)}</Badge>
                  {item.is_canceled ? <Badge color="red.9" variant="outline">{t.dispatchCanceled}</Badge> : null}
                  {item.document_has_pending_signature ? <Badge color="orange" variant="light" c="dark.8">{t.dispatchPendingSignature}</Badge> : null}
                </Group>
                <Text size="sm" c="dimmed" component="time" dateTime={item.created_at}>
                  {formatDateTime(item.created_at)}
                </Text>
              </Group>
              <Group gap={6} mt="xs" wrap="wrap">
                <Text size="sm">
                  <Text span fw={600}>{t.dispatchFrom}:</Text> {item.from || '—'}
                </Text>
                <IconArrowRight size={14} aria-hidden />
                <Text size="sm">
                  <Text span fw={600}>{t.dispatchTo}:</Text> {item.to || '—'}
                </Text>
              </Group>
              {item.content ? <SafeHtml html={item.content} mt="sm" fz="sm" testId="dispatch-content" /> : null}
              <DispatchExtras item={item} />
            </Paper>
          );
        })}
      </Stack>
    </div>
  );
}

const f = messages.flow.timeline;

function TransitionItem({ item }: { item: StageTransition }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="timeline-transition">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Badge variant="outline">{f.label}</Badge>
        <Text size="sm" c="dimmed" component="time" dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </Text>
      </Group>
      <Text size="sm" mt="xs">
        {transitionText(item)}
      </Text>
      <Text size="sm" mt={4}>
        <Text span fw={600}>{f.by}:</Text> {item.sector === null ? item.user : `${item.user} — ${item.sector}`}
      </Text>
    </Paper>
  );
}

const d = messages.deadlines.timeline;

function DeadlineChangeItem({ item }: { item: DeadlineChange }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="timeline-deadline">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Badge variant="outline" color="orange.9">{d.label}</Badge>
        <Text size="sm" c="dimmed" component="time" dateTime={item.created_at}>
          {formatDateTime(item.created_at)}
        </Text>
      </Group>
      <Text size="sm" mt="xs">
        {d.changed(item.previous_due_at === null ? null : formatDueAt(item.previous_due_at), formatDueAt(item.due_at), item.reason)}
      </Text>
      <Text size="sm" mt={4}>
        <Text span fw={600}>{d.by}:</Text> {item.user}
      </Text>
    </Paper>
  );
}
