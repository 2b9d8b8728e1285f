// Which notifications the desktop announces through the operating system: only those that arrive
// during this session (the first load after login is silent), only when the user's preference
// allows, at most 3 per refresh — more than that becomes one summary.
import type { LoggedUser } from '../../src-shared/api/auth';
import type { Notification } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { parseReceivedTime } from './notificationRules';

export const OS_NOTIFY_CAP = 3;
/** The bridge's limits (src-shared/ipc/contract.ts os.notify). */
const TITLE_MAX = 200;
const BODY_MAX = 500;

export type OsNotice = { title: string; body: string };

export type OsNotifyState = {
  /** null until the first answer: that one only records what was already there. */
  seen: ReadonlySet<number> | null;
  /** The newest receivedTime seen so far (ms), so an old one reappearing in the list stays quiet. */
  newest: number;
};

export const initialOsNotifyState: OsNotifyState = { seen: null, newest: Number.NEGATIVE_INFINITY };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const timeOf = (notification: Notification) => {
  const at = parseReceivedTime(notification.receivedTime);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
};

export function noticeOf(notification: Notification): OsNotice {
  const title = notification.title.trim() || messages.notifications.osFallbackTitle;
  return { title: clip(title, TITLE_MAX), body: clip(notification.description.trim(), BODY_MAX) };
}

/**
 * Given what the badge query just answered: the new state and the notices to show. The ids are
 * recorded whatever the preference, so turning it on later does not replay a backlog.
 */
export function planOsNotifications(
  state: OsNotifyState,
  list: readonly Notification[],
  enabled: boolean,
): { state: OsNotifyState; notices: OsNotice[] } {
  const seen = new Set(state.seen ?? []);
  let newest = state.newest;
  for (const notification of list) newest = Math.max(newest, timeOf(notification));
  const fresh =
    state.seen === null
      ? []
      : list.filter((notification) => !seen.has(notification.id) && !notification.isViewed && timeOf(notification) >= state.newest);
  for (const notification of list) seen.add(notification.id);
  const next: OsNotifyState = { seen, newest };
  if (!enabled || fresh.length === 0) return { state: next, notices: [] };
  if (fresh.length > OS_NOTIFY_CAP)
    return {
      state: next,
      notices: [{ title: messages.notifications.osSummary(fresh.length), body: messages.notifications.osSummaryBody }],
    };
  return { state: next, notices: fresh.map(noticeOf) };
}

/** The profile's "Mostrar notificações na área de trabalho"; on unless the user turned it off. */
export function desktopNotificationsEnabled(user: Pick<LoggedUser, 'user_preferences'> | undefined): boolean {
  return user?.user_preferences.desktop_notifications ?? true;
}
