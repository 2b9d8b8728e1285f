// Reading notifications (spec §3 Notification, §7 GET notification, PATCH notification/view): the
// Notification shape, with the related signature request's status as it is now.
import type { Notification, NotificationFilter, NotificationList } from '../../src-shared/api/notifications';
import type { Db } from '../db/open';
import type { NotificationType, SignatureRequestStatus } from './notify';

/** The bell shows at most this many; the badge counts every unviewed one. */
export const NOTIFICATION_LIST_LIMIT = 50;

type Row = {
  id: number;
  user_id: number;
  type: NotificationType;
  title: string;
  description: string;
  title_color: string | null;
  text_color: string | null;
  background_color: string | null;
  url: string | null;
  status: SignatureRequestStatus | null;
  inbox_email_id: number | null;
  viewed_at: string | null;
  created_at: string;
  request_uuid: string | null;
  request_status: SignatureRequestStatus | null;
  request_is_ged: number | null;
};

const SELECT = `
  SELECT n.id, n.user_id, n.type, n.title, n.description, n.title_color, n.text_color, n.background_color, n.url, n.status,
    n.inbox_email_id, n.viewed_at, n.created_at, sr.uuid AS request_uuid, sr.status AS request_status, sr.is_ged AS request_is_ged
  FROM notifications n LEFT JOIN signature_requests sr ON sr.id = n.signature_request_id`;

const INBOX_TYPES: readonly NotificationType[] = ['document-received', 'document-reopened', 'document-forwarded', 'sector-task'];

function toNotification(row: Row): Notification {
  // A request's status is read live; other notifications keep the status they were written with.
  const status = row.request_status ?? row.status;
  // An inbox notification whose email was removed has nowhere to go.
  const url = INBOX_TYPES.includes(row.type) && row.inbox_email_id === null ? null : row.url;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    titleColor: row.title_color,
    textColor: row.text_color,
    backgroundColor: row.background_color,
    isViewed: row.viewed_at !== null,
    isGed: row.request_is_ged === 1 || row.type === 'ged-signature-request',
    url,
    receivedTime: row.created_at,
    data: { type: row.type, status, signature_request_uuid: row.request_uuid },
    notifiable: { status: row.request_status },
  };
}

const FILTERS: Record<NotificationFilter, string> = {
  pending: 'AND n.viewed_at IS NULL',
  viewed: 'AND n.viewed_at IS NOT NULL',
  all: '',
};

export function listNotifications(db: Db, userId: number, filter: NotificationFilter): NotificationList {
  const rows = db
    .prepare<[number, number], Row>(`${SELECT} WHERE n.user_id = ? ${FILTERS[filter]} ORDER BY n.created_at DESC, n.id DESC LIMIT ?`)
    .all(userId, NOTIFICATION_LIST_LIMIT);
  const unread = db.prepare<[number], number>('SELECT count(*) FROM notifications WHERE user_id = ? AND viewed_at IS NULL').pluck().get(userId) ?? 0;
  return { data: rows.map(toNotification), unread };
}

/** Marks one of the user's notifications viewed (once: the first time stays); undefined when not theirs. */
export function viewNotification(db: Db, userId: number, id: number, now: string): Notification | undefined {
  const changed = db.prepare('UPDATE notifications SET viewed_at = coalesce(viewed_at, ?) WHERE id = ? AND user_id = ?').run(now, id, userId);
  if (changed.changes === 0) return undefined;
  const row = db.prepare<[number], Row>(`${SELECT} WHERE n.id = ?`).get(id);
  return row === undefined ? undefined : toNotification(row);
}
