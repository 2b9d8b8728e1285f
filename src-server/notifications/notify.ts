// Writing notifications (issue 6, spec §3 Notification): one row per user per event. The producers
// (publishing, reopening, signature requests) call notify with the users to reach; it drops
// duplicates and the user who caused the event, so nobody is told about what they just did.
import type { NOTIFICATION_TYPES, SIGNATURE_REQUEST_STATUSES } from '../../src-shared/api/notifications';
import type { Db } from '../db/open';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export type NotifyInput = {
  userIds: readonly number[];
  type: NotificationType;
  title: string;
  description: string;
  /** An app path; null when there is nowhere to go. */
  url: string | null;
  data?: {
    /** The status of what is notified about, when it has one (signature requests). */
    status?: SignatureRequestStatus | null;
    signatureRequestId?: number | null;
    /** The inbox email the url opens. */
    inboxEmailId?: number | null;
  };
  colors?: { title?: string | null; text?: string | null; background?: string | null };
  /** The user who caused the event: not notified. */
  actorUserId?: number | null;
  now: string;
};

/** Inserts one notification per distinct user (minus the actor); returns the new ids. */
export function notify(db: Db, input: NotifyInput): number[] {
  const insert = db.prepare(
    `INSERT INTO notifications (user_id, type, title, description, title_color, text_color, background_color, url, status,
       signature_request_id, inbox_email_id, viewed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
  );
  const ids: number[] = [];
  for (const userId of new Set(input.userIds)) {
    if (userId === input.actorUserId) continue;
    const { lastInsertRowid } = insert.run(
      userId,
      input.type,
      input.title,
      input.description,
      input.colors?.title ?? null,
      input.colors?.text ?? null,
      input.colors?.background ?? null,
      input.url,
      input.data?.status ?? null,
      input.data?.signatureRequestId ?? null,
      input.data?.inboxEmailId ?? null,
      input.now,
    );
    ids.push(Number(lastInsertRowid));
  }
  return ids;
}

/** The enabled staff users of a sector (its direct members): who a sector-inbox event reaches. */
export function sectorStaff(db: Db, sectorId: number): number[] {
  return db
    .prepare<[number], number>(
      `SELECT users.id FROM user_sectors JOIN users ON users.id = user_sectors.user_id
       WHERE user_sectors.sector_id = ? AND users.status = 'enabled' AND users.has_internal_access = 1 ORDER BY users.id`,
    )
    .pluck()
    .all(sectorId);
}

export const personalEmailUrl = (uuid: string) => `/inbox/personal/view/document/${uuid}`;
export const sectorEmailUrl = (uuid: string) => `/inbox/sector/view/document/${uuid}`;
