// What the bell and the panel decide (spec §4, §9), kept pure so it is tested without a screen:
// the badge text, what a click does, the signature-request status label and the request actions.
import type { Notification } from '../../src-shared/api/notifications';
import { SIGNATURE_REQUEST_STATUSES } from '../../src-shared/api/notifications';
import { formatDateTime } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';

/** The list refreshes every 30 minutes while the panel is closed (§9). */
export const NOTIFICATION_REFRESH_MS = 30 * 60_000;
/** Above this many unread the badge reads 9+ (§9). */
export const BADGE_MAX = 9;

/** null hides the badge (no unread). */
export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}

export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

const isRequestStatus = (value: string | null | undefined): value is SignatureRequestStatus =>
  (SIGNATURE_REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The status as it is now: the notifiable (the request today) wins over the status the
 * notification was created with (data.status).
 */
export function currentStatus(notification: Notification): string | null {
  return notification.notifiable.status ?? notification.data.status ?? null;
}

export function isSignatureRequest(notification: Notification): boolean {
  return (
    notification.type === 'signature-request' ||
    notification.type === 'ged-signature-request' ||
    notification.data.type === 'signature-request' ||
    notification.data.type === 'ged-signature-request' ||
    notification.isGed
  );
}

export function isGedRequest(notification: Notification): boolean {
  return notification.isGed || notification.type === 'ged-signature-request' || notification.data.type === 'ged-signature-request';
}

/** Pendente, Assinado, rejeitado, cancelado — only for signature requests with a known status. */
export function statusLabel(notification: Notification): string | null {
  if (!isSignatureRequest(notification)) return null;
  const status = currentStatus(notification);
  return isRequestStatus(status) ? messages.notifications.requestStatus[status] : null;
}

/** Canceled notifications are not clickable at all (§4). */
export function isDisabled(notification: Notification): boolean {
  return currentStatus(notification) === 'canceled';
}

/**
 * An app path the router can follow, or null. Only same-app paths ('/…') are followed: never a
 * scheme (https:, javascript:, file:), a protocol-relative '//host' or a backslash trick.
 */
export function safeAppPath(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and whitespace are stripped by URL parsers and could turn into '//host'.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x21 || code === 0x7f) return null;
  }
  if (value.includes('\\')) return null;
  return value;
}

export type ClickDecision =
  /** Canceled: the item is rendered disabled and a click does nothing. */
  | { kind: 'disabled' }
  /** Declined: mark viewed and reload, but stay (no navigation, the panel stays open). */
  | { kind: 'stay' }
  /** Mark viewed, reload, go to the path and close the panel. */
  | { kind: 'navigate'; to: string }
  /** Nowhere safe to go (no url or not an app path): mark viewed and reload, stay. */
  | { kind: 'reload' };

export function clickDecision(notification: Notification): ClickDecision {
  const status = currentStatus(notification);
  if (status === 'canceled') return { kind: 'disabled' };
  if (status === 'declined') return { kind: 'stay' };
  const to = safeAppPath(notification.url);
  return to ? { kind: 'navigate', to } : { kind: 'reload' };
}

export type RequestActions = { sign: string | null; reject: { uuid: string; ged: boolean } | null };

/**
 * A pending signature request offers Assinar and Rejeitar (§4 says so of GED requests; issue 14
 * asks the same of plain ones, which the user may decline as well). Once signed, declined or
 * canceled it offers neither: a canceled one is disabled altogether. sign holds the path to follow,
 * reject the request to decline (ged: through the spec's GED path); null means not offered.
 */
export function requestActions(notification: Notification): RequestActions {
  const none = { sign: null, reject: null };
  if (!isSignatureRequest(notification)) return none;
  const status = currentStatus(notification);
  if (status !== null && status !== 'created') return none;
  const uuid = notification.data.signature_request_uuid;
  return {
    sign: safeAppPath(notification.url),
    reject: uuid ? { uuid, ged: isGedRequest(notification) } : null,
  };
}

/**
 * The receivedTime in ms, or NaN. Only ISO 8601 is read: Date.parse would take a pt-BR
 * "10/03/2025" as October 3rd.
 */
export function parseReceivedTime(receivedTime: string): number {
  return /^\d{4}-\d{2}-\d{2}/.test(receivedTime) ? Date.parse(receivedTime) : Number.NaN;
}

/** "agora", "há 5 min", "há 3 horas", then DD/MM/YYYY HH:mm; a time that cannot be read shows as it came. */
export function receivedLabel(receivedTime: string, now: number = Date.now()): string {
  const at = parseReceivedTime(receivedTime);
  if (Number.isNaN(at)) return receivedTime;
  const minutes = Math.floor((now - at) / 60_000);
  const m = messages.notifications;
  if (minutes < 0) return formatDateTime(at);
  if (minutes < 1) return m.justNow;
  if (minutes < 60) return m.minutesAgo(minutes);
  if (minutes < 24 * 60) return m.hoursAgo(Math.floor(minutes / 60));
  return formatDateTime(at);
}

/** The absolute time, for the item's title attribute and its datetime. */
export function absoluteTime(receivedTime: string): string {
  const at = parseReceivedTime(receivedTime);
  return Number.isNaN(at) ? receivedTime : formatDateTime(at);
}
