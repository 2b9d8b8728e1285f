// Demo notifications (issue 6): for servidor@ and admin@, signature requests in every status
// (pending plain and GED, canceled, declined) and inbox notifications pointing at real emails of
// their inboxes, some viewed, so servidor's bell shows more than nine unread (9+). Written last,
// so the ids and counts of the earlier seed steps do not move.
import type { Db } from '../open';
import { notify, personalEmailUrl, sectorEmailUrl } from '../../notifications/notify';
import { requestSignature, setRequestStatus } from '../../notifications/signatureRequests';
import { messages } from '../../../src-shared/messages';

const m = messages.notifications;

type Email = { id: number; uuid: string; document_id: number; number: string; title: string };

export function seedNotifications(db: Db, now: Date): void {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const userId = (email: string) =>
    db.prepare<[string], number>('SELECT users.id FROM users JOIN people ON people.id = users.person_id WHERE people.email = ?').pluck().get(email);
  const clerk = userId('servidor@demo.gov.br');
  const admin = userId('admin@demo.gov.br');
  if (clerk === undefined || admin === undefined) return;

  const sectorEmails = (symbol: string, limit: number) =>
    db
      .prepare<[string, number], Email>(
        `SELECT ie.id, ie.uuid, ie.document_id, d.number, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
         WHERE ie.sector_id = (SELECT id FROM sectors WHERE symbol = ?) AND ie.box = 'inbox' AND ie.is_archived = 0 AND d.status <> 'draft'
         ORDER BY ie.created_at DESC, ie.id DESC LIMIT ?`,
      )
      .all(symbol, limit);
  const personalEmails = (user: number, limit: number) =>
    db
      .prepare<[number, number], Email>(
        `SELECT ie.id, ie.uuid, ie.document_id, d.number, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id
         WHERE ie.user_id = ? AND ie.box = 'inbox' AND ie.is_archived = 0 AND d.status <> 'draft'
         ORDER BY ie.created_at DESC, ie.id DESC LIMIT ?`,
      )
      .all(user, limit);
  const markViewed = (ids: number[], minutesAgo: number) => {
    for (const id of ids) db.prepare('UPDATE notifications SET viewed_at = ? WHERE id = ?').run(at(minutesAgo), id);
  };
  const inboxNote = (user: number, email: Email, kind: 'personal' | 'sector', symbol: string, minutesAgo: number, viewed: boolean) => {
    const ids = notify(db, {
      userIds: [user],
      type: kind === 'personal' ? 'document-received' : 'sector-task',
      title: kind === 'personal' ? m.documentReceived : m.sectorTask(symbol),
      description: m.documentLine(email.number, email.title),
      url: kind === 'personal' ? personalEmailUrl(email.uuid) : sectorEmailUrl(email.uuid),
      data: { inboxEmailId: email.id },
      now: at(minutesAgo),
    });
    if (viewed) markViewed(ids, minutesAgo - 1);
  };

  // servidor@: 8 sector tasks of the Protocolo (6 pending), 3 personal deliveries (2 pending).
  sectorEmails('PROT', 8).forEach((email, index) => inboxNote(clerk, email, 'sector', 'PROT', 30 + index * 45, index >= 6));
  personalEmails(clerk, 3).forEach((email, index) => inboxNote(clerk, email, 'personal', '', 20 + index * 90, index === 2));
  // admin@: 3 sector tasks of the Gabinete (2 pending) and 2 personal deliveries (1 pending).
  sectorEmails('GAB', 3).forEach((email, index) => inboxNote(admin, email, 'sector', 'GAB', 25 + index * 60, index === 2));
  personalEmails(admin, 2).forEach((email, index) => inboxNote(admin, email, 'personal', '', 40 + index * 120, index === 1));

  // Signature requests on documents of the Protocolo's inbox (servidor@) and the Gabinete's (admin@).
  const [a, b, c, d] = sectorEmails('PROT', 4);
  const [e, f] = sectorEmails('GAB', 2);
  const request = (email: Email | undefined, to: number, from: number, isGed: boolean, minutesAgo: number) =>
    email === undefined
      ? undefined
      : requestSignature(db, { documentId: email.document_id, inboxEmailId: email.id, requestedUserId: to, requestedByUserId: from, isGed, now: at(minutesAgo) });
  request(a, clerk, admin, false, 5); // pending
  request(b, clerk, admin, true, 10); // pending, GED
  const canceled = request(c, clerk, admin, false, 300);
  if (canceled) setRequestStatus(db, canceled.id, 'canceled', at(200)); // canceled after the notification, left unviewed
  const declined = request(d, clerk, admin, true, 600);
  if (declined) {
    setRequestStatus(db, declined.id, 'declined', at(500));
    markViewed(declined.notificationIds, 500);
  }
  request(e, admin, clerk, true, 15); // pending, GED
  request(f, admin, clerk, false, 35); // pending
}
