// The inbox events that notify (issue 6): a published document reaching inboxes, a document
// forwarded to inboxes, a reply, and an archived email reopened. Signature requests are in
// signatureRequests.ts.
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { notify, personalEmailUrl, sectorEmailUrl, sectorStaff } from './notify';

const m = messages.notifications;

export type Delivery = { emailId: number; emailUuid: string; sectorId: number | null; userId: number | null };

/**
 * A document delivered to inboxes: the owner of a personal inbox gets 'document-received', the
 * enabled staff of a sector inbox 'sector-task', each with the url of their own inbox email.
 */
export function notifyDelivered(db: Db, document: { number: string; title: string }, deliveries: readonly Delivery[], actorUserId: number, now: string): void {
  const description = m.documentLine(document.number, document.title);
  const symbolOf = db.prepare<[number], string>('SELECT symbol FROM sectors WHERE id = ?').pluck();
  for (const delivery of deliveries) {
    if (delivery.userId !== null) {
      notify(db, {
        userIds: [delivery.userId],
        type: 'document-received',
        title: m.documentReceived,
        description,
        url: personalEmailUrl(delivery.emailUuid),
        data: { inboxEmailId: delivery.emailId },
        actorUserId,
        now,
      });
    } else if (delivery.sectorId !== null) {
      notify(db, {
        userIds: sectorStaff(db, delivery.sectorId),
        type: 'sector-task',
        title: m.sectorTask(symbolOf.get(delivery.sectorId) ?? ''),
        description,
        url: sectorEmailUrl(delivery.emailUuid),
        data: { inboxEmailId: delivery.emailId },
        actorUserId,
        now,
      });
    }
  }
}

/**
 * A document forwarded to inboxes (POST inbox/email/{uuid}/forward): the owner of a personal inbox,
 * or the enabled staff of a sector inbox, get 'document-forwarded' with the url of their own inbox
 * email; never the user who forwarded it.
 */
export function notifyForwarded(db: Db, document: { number: string; title: string }, deliveries: readonly Delivery[], actorUserId: number, now: string): void {
  const description = m.documentLine(document.number, document.title);
  const symbolOf = db.prepare<[number], string>('SELECT symbol FROM sectors WHERE id = ?').pluck();
  for (const delivery of deliveries) {
    const { userId, sectorId } = delivery;
    const reach =
      userId !== null
        ? { userIds: [userId], title: m.documentForwarded, url: personalEmailUrl(delivery.emailUuid) }
        : sectorId !== null
          ? { userIds: sectorStaff(db, sectorId), title: m.documentForwardedToSector(symbolOf.get(sectorId) ?? ''), url: sectorEmailUrl(delivery.emailUuid) }
          : undefined;
    if (reach === undefined) continue;
    notify(db, { ...reach, type: 'document-forwarded', description, data: { inboxEmailId: delivery.emailId }, actorUserId, now });
  }
}

/**
 * A reply delivered to inboxes (Responder / Responder a todos): the owner of a personal inbox, or the
 * enabled staff of a sector inbox, are told as they are of a document received ('document-received',
 * 'sector-task'), titled as a reply, with the url of their own inbox email; never the replier.
 */
export function notifyReplied(db: Db, document: { number: string; title: string }, deliveries: readonly Delivery[], actorUserId: number, now: string): void {
  const r = messages.reply.notification;
  const description = m.documentLine(document.number, document.title);
  const symbolOf = db.prepare<[number], string>('SELECT symbol FROM sectors WHERE id = ?').pluck();
  for (const delivery of deliveries) {
    const data = { inboxEmailId: delivery.emailId };
    if (delivery.userId !== null) {
      notify(db, { userIds: [delivery.userId], type: 'document-received', title: r.received, description, url: personalEmailUrl(delivery.emailUuid), data, actorUserId, now });
    } else if (delivery.sectorId !== null) {
      const title = r.receivedInSector(symbolOf.get(delivery.sectorId) ?? '');
      notify(db, { userIds: sectorStaff(db, delivery.sectorId), type: 'sector-task', title, description, url: sectorEmailUrl(delivery.emailUuid), data, actorUserId, now });
    }
  }
}

/**
 * A reopened email (the new child email): its responsible user, else the staff of its sector inbox
 * or the owner of its personal inbox; never the user who reopened it.
 */
export function notifyReopened(
  db: Db,
  email: { id: number; uuid: string; number: string; title: string; inbox_sector_id: number | null; inbox_user_id: number | null; responsible_user_id: number | null },
  actorUserId: number,
  now: string,
): void {
  const userIds =
    email.responsible_user_id !== null
      ? [email.responsible_user_id]
      : email.inbox_sector_id !== null
        ? sectorStaff(db, email.inbox_sector_id)
        : email.inbox_user_id !== null
          ? [email.inbox_user_id]
          : [];
  notify(db, {
    userIds,
    type: 'document-reopened',
    title: m.documentReopened,
    description: m.documentLine(email.number, email.title),
    url: email.inbox_sector_id !== null ? sectorEmailUrl(email.uuid) : personalEmailUrl(email.uuid),
    data: { inboxEmailId: email.id },
    actorUserId,
    now,
  });
}
