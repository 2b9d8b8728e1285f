// One row of the queue: unread mark, favourite star, number, title, sender, subject, tags,
// urgency/priority, responsible, date and counts. Memoised: a long page re-renders only the rows
// whose item, selection or focus changed.
import { ActionIcon, Badge, Box, Button, Checkbox, Group, Menu, Text } from '@mantine/core';
import { IconFlag, IconPaperclip, IconMessages, IconStar, IconStarFilled, IconUser } from '@tabler/icons-react';
import { memo } from 'react';
import type { InboxItem } from '../../../src-shared/api/inbox';
import { formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { DeadlineLabel, deadlineDescription } from '../deadlines/DeadlineLabel';
import { senderLabel } from '../inbox/senderLabel';
import { readableTextOn } from './filterForm';
import { ServerGate } from './ServerGate';

const t = messages.workQueue;

export type RowHandlers = {
  onOpen: (item: InboxItem) => void;
  onFocusRow: (index: number) => void;
  onToggleSelect: (uuid: string) => void;
  onToggleFavorite: (item: InboxItem) => void;
  onSetResponsible: (item: InboxItem, responsibleId: number | null) => void;
};

type Props = {
  item: InboxItem;
  index: number;
  selected: boolean;
  focused: boolean;
  /** The one row in the tab order (roving focus): the focused row, else the first. */
  tabbable: boolean;
  busy: boolean;
  offlineReason: string | undefined;
  responsibles: ReadonlyArray<{ id: number; name: string }> | undefined;
  handlers: RowHandlers;
  /** Offset in the virtual list, in px. */
  top: number;
  measure: (element: HTMLElement | null) => void;
  /** Now, for the Prazo's state (renewed each minute by the list). */
  now: number;
};

const stop = (event: React.SyntheticEvent) => event.stopPropagation();

export const QueueRow = memo(function QueueRow({ item, index, selected, focused, tabbable, busy, offlineReason, responsibles, handlers, top, measure, now }: Props) {
  const unread = !item.is_read;
  const disabled = offlineReason !== undefined || busy;
  return (
    <div
      ref={measure}
      role="row"
      data-testid="inbox-row"
      data-uuid={item.inbox_email_uuid}
      data-index={index}
      aria-rowindex={index + 1}
      aria-selected={selected}
      aria-label={t.row.name(item.title, unread)}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => {
        handlers.onFocusRow(index);
        handlers.onOpen(item);
      }}
      // Focus anywhere in the row (its checkbox, its star) makes it the row j/k/x/e act on.
      onFocus={() => handlers.onFocusRow(index)}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${top}px)`,
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-sm)',
        padding: '8px 12px',
        cursor: 'pointer',
        borderBottom: '1px solid var(--mantine-color-lightGrey-2)',
        background: selected ? 'var(--mantine-color-darkBlue-0)' : unread ? 'var(--mantine-color-white)' : 'var(--mantine-color-lightGrey-0)',
        outline: focused ? '2px solid var(--mantine-color-darkBlue-6)' : undefined,
        outlineOffset: -2,
      }}
    >
      <div role="gridcell" onClick={stop}>
        <Checkbox aria-label={t.row.select(item.title)} checked={selected} onChange={() => handlers.onToggleSelect(item.inbox_email_uuid)} />
      </div>
      <div role="gridcell" onClick={stop}>
        <ServerGate reason={offlineReason}>
          <ActionIcon
            variant="subtle"
            color={item.is_favorite ? 'yellow.9' : 'lightGrey.7'}
            aria-label={item.is_favorite ? t.row.unfavorite(item.title) : t.row.favorite(item.title)}
            aria-pressed={item.is_favorite}
            aria-description={offlineReason}
            disabled={disabled}
            onClick={() => handlers.onToggleFavorite(item)}
          >
            {item.is_favorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
        </ServerGate>
      </div>
      <Box role="gridcell" style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          {unread && (
            <Box
              aria-hidden
              w={8}
              h={8}
              style={{ borderRadius: '50%', flex: 'none', background: 'var(--mantine-color-darkBlue-7)' }}
              title={t.row.unread}
              data-testid="unread-dot"
            />
          )}
          <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
            {item.number}
          </Text>
          <Text size="sm" fw={unread ? 700 : 400} truncate="end" c="dark.9">
            {item.title}
          </Text>
          {item.is_urgent && (
            <Badge color="red.8" size="sm" leftSection={<IconFlag size={12} aria-hidden />} style={{ flex: 'none' }}>
              {t.row.urgent}
            </Badge>
          )}
          {item.priority > 0 && (
            <Badge color="darkBlue.7" variant="outline" size="sm" style={{ flex: 'none' }}>
              {messages.priority.badge(item.priority)}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap" mt={2}>
          <Text size="xs" c="dimmed" truncate="end">
            {senderLabel(item)}
            {' · '}
            {item.subject?.name ?? t.row.noSubject}
          </Text>
          {item.tags.map((tag) => (
            <Badge key={tag.id} size="xs" radius="sm" style={{ flex: 'none', background: tag.color, color: tag.font_color ?? readableTextOn(tag.color) }}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      </Box>
      <div role="gridcell" onClick={stop} style={{ flex: 'none' }}>
        <ServerGate reason={offlineReason}>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
                <Button
                  variant="subtle"
                  color="dark"
                  size="compact-xs"
                  leftSection={<IconUser size={14} aria-hidden />}
                  aria-label={`${t.responsible.menu(item.title)}: ${item.responsible?.name ?? t.row.noResponsible}`}
                  aria-description={offlineReason}
                  disabled={disabled}
                      maw={160}
                >
                  <Text span size="xs" truncate="end">
                    {item.responsible?.name ?? t.row.noResponsible}
                  </Text>
                </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {responsibles === undefined && <Menu.Label>{t.responsible.loading}</Menu.Label>}
              {responsibles?.map((user) => (
                <Menu.Item key={user.id} onClick={() => handlers.onSetResponsible(item, user.id)} disabled={user.id === item.responsible?.id}>
                  {user.name}
                </Menu.Item>
              ))}
              {item.responsible && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red.8" onClick={() => handlers.onSetResponsible(item, null)}>
                    {t.responsible.clear}
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </ServerGate>
      </div>
      <Box role="gridcell" style={{ flex: 'none', textAlign: 'right' }} w={{ base: 84, sm: 104 }} data-testid="deadline-cell" title={deadlineDescription(item.due_at, now)}>
        <DeadlineLabel dueAt={item.due_at} now={now} />
      </Box>
      <Box role="gridcell" style={{ flex: 'none', textAlign: 'right' }} w={132} visibleFrom="sm">
        <Text size="xs" c="dark.7">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </Text>
        <Group gap={8} justify="flex-end" mt={2} wrap="nowrap">
          {item.attachments_count > 0 && (
            <Group gap={2} wrap="nowrap" aria-label={t.row.attachments(item.attachments_count)} role="img">
              <IconPaperclip size={14} aria-hidden />
              <Text span size="xs" c="dark.7" aria-hidden>
                {item.attachments_count}
              </Text>
            </Group>
          )}
          {item.dispatches_count > 0 && (
            <Group gap={2} wrap="nowrap" aria-label={t.row.dispatches(item.dispatches_count)} role="img">
              <IconMessages size={14} aria-hidden />
              <Text span size="xs" c="dark.7" aria-hidden>
                {item.dispatches_count}
              </Text>
            </Group>
          )}
        </Group>
      </Box>
    </div>
  );
});
