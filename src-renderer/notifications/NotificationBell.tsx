// The bell of the staff header (§2 Notification panel, §4, §9): the unread badge (9+ above 9), and
// a 300×300 px panel with the Pendentes / Visualizadas / Todas filter and the list. Clicking an
// item marks it viewed; canceled ones are disabled, declined ones stay; others reload the list,
// go to their app path and close the panel. Pending signature requests offer Assinar and
// Rejeitar on the item's last line, beside its time, so an item stays short enough that the
// newest ones show whole, buttons included, in the 300 px panel.
import { ActionIcon, Badge, Box, Button, Center, Group, Loader, Popover, ScrollArea, SegmentedControl, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoggedUser } from '../../src-shared/api/auth';
import { NOTIFICATION_FILTERS, type Notification, type NotificationFilter } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { PanelError } from '../components/FullPageState';
import { absoluteTime, badgeText, clickDecision, currentStatus, receivedLabel, requestActions, statusLabel } from './notificationRules';
import { markViewed, reloadNotifications, useDeclineRequest, useNotificationBadge, useNotificationList } from './useNotifications';

const t = messages.notifications;
const PANEL_SIZE = 300;
const FILTER_HEIGHT = 44;

export function NotificationBell({ user }: { user: LoggedUser }) {
  const [opened, setOpened] = useState(false);
  const { unread } = useNotificationBadge(user, opened);
  const text = badgeText(unread);

  return (
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={PANEL_SIZE}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
        closeOnEscape
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="transparent"
            c="white"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={unread > 0 ? t.bellWithUnread(unread) : t.bell}
            data-testid="notifications-bell"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} h={PANEL_SIZE} aria-label={t.panelTitle}>
          {opened && <NotificationPanel peopleId={user.peopleId} onClose={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
      {text && (
        <Badge
          color="red"
          size="xs"
          circle={text.length === 1}
          pos="absolute"
          top={-2}
          right={-4}
          style={{ pointerEvents: 'none' }}
          aria-hidden
          data-testid="notifications-badge"
        >
          {text}
        </Badge>
      )}
    </Box>
  );
}

function NotificationPanel({ peopleId, onClose }: { peopleId: number; onClose: () => void }) {
  const [filter, setFilter] = useState<NotificationFilter>('pending');
  const list = useNotificationList(peopleId, filter);
  const navigate = useNavigate();

  const open = async (notification: Notification) => {
    const decision = clickDecision(notification);
    if (decision.kind === 'disabled') return;
    if (!notification.isViewed) await markViewed(notification.id);
    void reloadNotifications();
    if (decision.kind === 'navigate') {
      onClose();
      void navigate(decision.to);
    }
  };

  return (
    <Stack gap={0} h="100%">
      <Box p={6} h={FILTER_HEIGHT} style={{ flex: 'none' }}>
        <SegmentedControl
          fullWidth
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value as NotificationFilter)}
          aria-label={t.filterLabel}
          data={NOTIFICATION_FILTERS.map((value) => ({ value, label: t.filters[value] }))}
        />
      </Box>
      {/* The rest of the panel, whatever its border takes: a fixed height would run past its bottom edge. */}
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" offsetScrollbars data-testid="notifications-scroll">
        {list.isPending ? (
          <Center h={PANEL_SIZE - FILTER_HEIGHT} role="status" aria-label={t.loading}>
            <Loader size="sm" />
          </Center>
        ) : list.isError && !list.data ? (
          <PanelError message={t.loadError} onRetry={() => void list.refetch()} h={PANEL_SIZE - FILTER_HEIGHT} />
        ) : list.data.data.length === 0 ? (
          <Center h={PANEL_SIZE - FILTER_HEIGHT}>
            <Text size="sm" c="dimmed">
              {t.empty}
            </Text>
          </Center>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t.panelTitle}>
            {list.data.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={(item) => void open(item)} />
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const decision = clickDecision(notification);
  const disabled = decision.kind === 'disabled';
  const status = statusLabel(notification);
  const actions = requestActions(notification);
  const hasActions = actions.sign !== null || actions.reject !== null;
  const decline = useDeclineRequest();
  const unread = !notification.isViewed;
  const background = unread ? (notification.backgroundColor ?? 'var(--mantine-primary-color-light)') : undefined;
  const time = (
    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
      <time dateTime={notification.receivedTime} title={absoluteTime(notification.receivedTime)}>
        {receivedLabel(notification.receivedTime)}
      </time>
    </Text>
  );

  return (
    <Box
      component="li"
      data-testid="notification"
      data-id={notification.id}
      data-viewed={String(notification.isViewed)}
      style={{ background, borderBottom: '1px solid var(--mantine-color-default-border)', opacity: disabled ? 0.6 : 1 }}
    >
      <UnstyledButton
        w="100%"
        px="sm"
        pt={8}
        pb={hasActions ? 4 : 8}
        disabled={disabled}
        title={disabled ? t.canceledHint : undefined}
        onClick={() => onOpen(notification)}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
      >
        <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" fw={unread ? 700 : 500} style={notification.titleColor ? { color: notification.titleColor } : undefined} lineClamp={2}>
            {notification.title}
          </Text>
          {status && (
            <Badge size="xs" variant="light" color={statusColor(notification)} style={{ flexShrink: 0 }}>
              {status}
            </Badge>
          )}
        </Group>
        {notification.description && (
          <Text size="xs" style={notification.textColor ? { color: notification.textColor } : undefined} c={notification.textColor ? undefined : 'dark.6'} lineClamp={hasActions ? 2 : 3}>
            {notification.description}
          </Text>
        )}
        {!hasActions && <Box mt={2}>{time}</Box>}
        {unread && <VisuallyHidden>{t.unread}</VisuallyHidden>}
      </UnstyledButton>
      {hasActions && (
        <Group gap={6} px="sm" pb={8} justify="space-between" wrap="nowrap">
          {time}
          <Group gap={6} wrap="nowrap">
            {actions.sign && (
              <Button size="compact-xs" onClick={() => onOpen(notification)} aria-label={t.signAria(notification.title)}>
                {t.sign}
              </Button>
            )}
            {actions.reject && (
              <Button
                size="compact-xs"
                variant="outline"
                color="red"
                loading={decline.isPending}
                onClick={() => actions.reject && decline.mutate({ ...actions.reject, notificationId: notification.id })}
                aria-label={t.rejectAria(notification.title)}
              >
                {t.reject}
              </Button>
            )}
          </Group>
        </Group>
      )}
    </Box>
  );
}

function statusColor(notification: Notification): string {
  const status = currentStatus(notification);
  if (status === 'accepted') return 'green';
  if (status === 'declined' || status === 'canceled') return 'red';
  return 'darkBlue';
}
