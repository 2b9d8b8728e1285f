// Forwarding an inbox email (issue 6; spec §1 "forward", §3 summary item type forward): the
// document is delivered again, to sector and personal inboxes, through the same delivery as
// publishing (one forward dispatch and one unread inbox email per recipient inbox), and each
// recipient is notified with 'document-forwarded'. The sender's own email is left as it is: it
// stays in the work queue until the sender archives it.
import type { SummaryItem } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { deliverToInboxes } from '../documents/delivery';
import type { InboxTarget } from '../documents/recipients';
import { invalidFields, type FieldErrors } from '../http/errors';
import { notifyForwarded } from '../notifications/producers';
import { dispatchesOf } from './dispatchViews';
import { actionRefused, type Viewer } from './emails';
import type { ItemRow } from './items';

const m = messages.forward;

export type ForwardRecipient = { sector_id: number | null; user_id: number | null };

/** An archived or closed email is history (reopen makes the live copy); a draft was never sent. */
export function forwardRefusal(row: ItemRow): string | undefined {
  if (row.box === 'draft' || row.status === 'draft') return m.draft;
  if (row.is_closed === 1) return m.closed;
  if (row.is_archived === 1) return m.archived;
  return undefined;
}

/**
 * The recipient inboxes, each once, or field errors keyed recipients.N: unknown or disabled
 * sectors and users, citizens (they have no inbox), and the inbox the email already sits in.
 */
export function forwardTargets(db: Db, row: ItemRow, recipients: readonly ForwardRecipient[]): InboxTarget[] {
  const sector = db.prepare<[number], string>('SELECT status FROM sectors WHERE id = ?').pluck();
  const user = db.prepare<[number], { status: string; has_internal_access: number }>('SELECT status, has_internal_access FROM users WHERE id = ?');
  const errors: FieldErrors = {};
  const targets = new Map<string, InboxTarget>();
  recipients.forEach((recipient, index) => {
    let problem: string | undefined;
    if (recipient.sector_id !== null) {
      if (sector.get(recipient.sector_id) !== 'enabled') problem = m.sectorNotFound;
      else if (recipient.sector_id === row.inbox_sector_id) problem = m.sameInbox;
      else targets.set(`s${recipient.sector_id}`, { sectorId: recipient.sector_id, userId: null, responsibleId: null });
    } else if (recipient.user_id !== null) {
      const found = user.get(recipient.user_id);
      if (found === undefined || found.status !== 'enabled') problem = m.userNotFound;
      else if (found.has_internal_access !== 1) problem = m.userExternal;
      else if (recipient.user_id === row.inbox_user_id) problem = m.sameInbox;
      else targets.set(`u${recipient.user_id}`, { sectorId: null, userId: recipient.user_id, responsibleId: null });
    }
    if (problem !== undefined) errors[`recipients.${index}`] = [problem];
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return [...targets.values()];
}

/** The despacho as the Sumário shows it (sanitized HTML): the user's text, escaped, line breaks kept. */
export function noteHtml(note: string | undefined): string {
  if (note === undefined || note === '') return '';
  const escaped = note.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<p>${escaped.replace(/\r?\n/g, '<br>')}</p>`;
}

export type ForwardInput = { recipients: ForwardRecipient[]; note?: string | undefined };

/** Delivers and notifies; returns the new summary items. The caller has checked access and runs a transaction. */
export function forwardEmail(db: Db, row: ItemRow, input: ForwardInput, actor: Viewer & { sectorId: number | null }, at: string): SummaryItem[] {
  const refusal = forwardRefusal(row);
  if (refusal !== undefined) throw actionRefused(refusal);
  const targets = forwardTargets(db, row, input.recipients);
  const deliveries = deliverToInboxes(db, {
    documentId: row.document_id,
    type: 'forward',
    fromUserId: actor.userId,
    // Sent from the inbox the email sits in; from a personal inbox, the sector the user works in.
    fromSectorId: row.inbox_sector_id ?? actor.sectorId,
    parentDispatchId: row.dispatch_id,
    content: noteHtml(input.note),
    targets,
    at,
  });
  notifyForwarded(db, { number: row.number, title: row.title }, deliveries, actor.userId, at);
  const created = new Set(deliveries.map((delivery) => delivery.dispatchUuid));
  return dispatchesOf(db, row.document_id, actor).filter((item) => created.has(item.dispatch_uuid));
}
