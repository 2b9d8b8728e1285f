// Server state of the bell: the pending list behind the badge (refetched every 30 minutes while
// the panel is closed, announcing new arrivals to the OS), the panel's list by filter, and the
// two actions (mark viewed, decline a signature request), each reloading the lists.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LoggedUser } from '../../src-shared/api/auth';
import type { NotificationFilter } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import { notificationsApi } from '../api/client';
import { queryClient } from '../app/queryClient';
import { toast } from '../app/toasts';
import { bridge } from '../platform/bridge';
import { NOTIFICATION_REFRESH_MS } from './notificationRules';
import { desktopNotificationsEnabled, initialOsNotifyState, planOsNotifications, type OsNotice } from './osNotifications';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const notificationsKey = (peopleId: number, status: NotificationFilter) => [...NOTIFICATIONS_KEY, peopleId, status] as const;

/** Marking viewed or declining reloads every list (the badge's and the panel's). */
export const reloadNotifications = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

/** The badge: pending notifications and the unread count; polls only while the panel is closed. */
export function useNotificationBadge(user: LoggedUser, panelOpened: boolean) {
  const peopleId = user.peopleId;
  const query = useQuery({
    queryKey: notificationsKey(peopleId, 'pending'),
    queryFn: ({ signal }) => notificationsApi.list(peopleId, 'pending', signal),
    refetchInterval: panelOpened ? false : NOTIFICATION_REFRESH_MS,
    // The desktop announces new ones even while the window is in the background.
    refetchIntervalInBackground: true,
  });

  const osEnabled = desktopNotificationsEnabled(user);
  const tracker = useRef({ peopleId, state: initialOsNotifyState });
  const list = query.data?.data;
  useEffect(() => {
    if (!list) return;
    // Another person on this screen starts a new session: their first load is silent too.
    const previous = tracker.current.peopleId === peopleId ? tracker.current.state : initialOsNotifyState;
    const { state, notices } = planOsNotifications(previous, list, osEnabled);
    tracker.current = { peopleId, state };
    for (const notice of notices) void showOsNotice(notice);
  }, [list, osEnabled, peopleId]);

  return { unread: query.data?.unread ?? 0, query };
}

async function showOsNotice(notice: OsNotice): Promise<void> {
  try {
    const result = await bridge.os.notify(notice);
    if (!result.ok) console.warn('Notificação do sistema recusada', result.error);
  } catch (error) {
    console.warn('Falha ao mostrar notificação do sistema', error);
  }
}

/** The panel's list; it mounts when the panel opens, and opening always loads it afresh. */
export function useNotificationList(peopleId: number, status: NotificationFilter) {
  return useQuery({
    queryKey: notificationsKey(peopleId, status),
    queryFn: ({ signal }) => notificationsApi.list(peopleId, status, signal),
    refetchOnMount: 'always',
  });
}

/** PATCH notification/view/{id}; a failure is logged and the click goes on (nothing to fix by hand). */
export async function markViewed(id: number): Promise<void> {
  try {
    await notificationsApi.view(id);
  } catch (error) {
    console.warn('Falha ao marcar notificação como visualizada', error);
  }
}

export function useDeclineRequest() {
  return useMutation({
    mutationFn: ({ uuid, ged, notificationId }: { uuid: string; ged: boolean; notificationId: number }) => notificationsApi.decline(uuid, notificationId, ged),
    onSuccess: () => {
      toast.success(messages.notifications.declined);
      void reloadNotifications();
    },
    onError: (error) => {
      toast.error((isApiError(error) && error.serverMessage) || messages.notifications.declineFailed);
    },
  });
}
