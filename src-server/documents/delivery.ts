// Delivering a document to inboxes (spec §4): one dispatch per target inbox (the Sumário's entry:
// who sent it to which sector or person, and the despacho text) and one unread inbox email in that
// inbox. Publishing delivers a new document ('dispatch'); forwarding delivers it again ('forward'),
// and so does a despacho that sends it to another sector ('add-dispatch') and a reply ('reply').
// Notifying is the caller's: the notification type depends on why the document arrived.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open';
import type { Delivery } from '../notifications/producers';
import type { InboxTarget } from './recipients';

export type DeliveryInput = {
  documentId: number;
  type: 'dispatch' | 'forward' | 'add-dispatch' | 'reply';
  fromUserId: number;
  fromSectorId: number | null;
  /** The dispatch this one continues (a forward's, the dispatch that brought the email). */
  parentDispatchId?: number | null;
  /** The despacho, as HTML (the Sumário renders it sanitized). */
  content?: string;
  targets: readonly InboxTarget[];
  at: string;
};

export type Delivered = Delivery & { dispatchId: number; dispatchUuid: string };

export function deliverToInboxes(db: Db, input: DeliveryInput): Delivered[] {
  const dispatch = db.prepare(
    `INSERT INTO dispatches (uuid, document_id, parent_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const email = db.prepare(
    `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, sector_id, user_id, box, is_read, responsible_user_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'inbox', 0, ?, ?, ?)`,
  );
  return input.targets.map((target) => {
    const dispatchUuid = randomUUID();
    const dispatchId = Number(
      dispatch.run(
        dispatchUuid,
        input.documentId,
        input.parentDispatchId ?? null,
        input.type,
        input.fromUserId,
        input.fromSectorId,
        target.sectorId,
        target.userId,
        input.content ?? '',
        input.at,
      ).lastInsertRowid,
    );
    const emailUuid = randomUUID();
    const emailId = Number(email.run(emailUuid, input.documentId, dispatchId, target.sectorId, target.userId, target.responsibleId, input.at, input.at).lastInsertRowid);
    return { emailId, emailUuid, sectorId: target.sectorId, userId: target.userId, dispatchId, dispatchUuid };
  });
}
