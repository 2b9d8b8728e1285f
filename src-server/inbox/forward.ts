// Forwarding an inbox email (issue 6; spec §1 "forward", §3 summary item type forward): the
// document is delivered again, to sector and personal inboxes, through the same delivery as
// publishing (one forward dispatch and one unread inbox email per recipient inbox), and each
// recipient is notified with 'document-forwarded'. The sender's own email is left as it is (it
// stays in the work queue until the sender archives it) and the inbox it sits in gets a read copy in
// Enviados, as a publish leaves one.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '../../src-shared/api/documents';
import type { SummaryItem } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { deliverToInboxes } from '../documents/delivery';
import { inboxTargets, type InboxTarget } from '../documents/recipients';
import { invalidFields, type FieldErrors } from '../http/errors';
import { notifyForwarded } from '../notifications/producers';
import { dispatchesOf } from './dispatchViews';
import { actionRefused, type Viewer } from './emails';
import type { ItemRow } from './items';

const m = messages.forward;

export type ForwardRecipient = { sector_id: number | null; user_id: number | null; person_id: number | null; broadcast_id: number | null };

/**
 * Why a document cannot be moved on from this email (forwarded, despachado, noted), in the words of
 * the action: an archived or closed email is history (reopen makes the live copy), a draft was
 * never sent.
 */
export function movingRefusal(row: ItemRow, reasons: { draft: string; closed: string; archived: string }): string | undefined {
  if (row.box === 'draft' || row.status === 'draft') return reasons.draft;
  if (row.is_closed === 1) return reasons.closed;
  if (row.is_archived === 1) return reasons.archived;
  return undefined;
}

/**
 * The recipient inboxes, each once, or field errors keyed recipients.N: unknown or disabled
 * sectors, users and lists, citizens (they have no inbox), and the inbox the email already sits in.
 * A broadcast list gives its members' inboxes but the one the email sits in; a list with no other
 * inbox is refused.
 */
export function forwardTargets(db: Db, row: ItemRow, recipients: readonly ForwardRecipient[]): InboxTarget[] {
  const sector = db.prepare<[number], string>('SELECT status FROM sectors WHERE id = ?').pluck();
  const user = db.prepare<[number], { id: number; status: string; has_internal_access: number }>('SELECT id, status, has_internal_access FROM users WHERE id = ?');
  const userOfPerson = db.prepare<[number], { id: number; status: string; has_internal_access: number }>(
    "SELECT id, status, has_internal_access FROM users WHERE person_id = ? ORDER BY status = 'enabled' DESC LIMIT 1",
  );
  const list = db.prepare<[number], number>('SELECT count(*) FROM broadcast_lists WHERE id = ?').pluck();
  const isHere = (target: InboxTarget) =>
    (target.sectorId !== null && target.sectorId === row.inbox_sector_id) || (target.userId !== null && target.userId === row.inbox_user_id);
  const errors: FieldErrors = {};
  const targets = new Map<string, InboxTarget>();
  const add = (target: InboxTarget) => {
    const key = target.sectorId !== null ? `s${target.sectorId}` : `u${target.userId}`;
    if (!targets.has(key)) targets.set(key, target);
  };
  const staffUser = (found: { id: number; status: string; has_internal_access: number } | undefined): string | InboxTarget => {
    if (found === undefined || found.status !== 'enabled') return m.userNotFound;
    if (found.has_internal_access !== 1) return m.userExternal;
    const target = { sectorId: null, userId: found.id, responsibleId: null };
    return isHere(target) ? m.sameInbox : target;
  };
  recipients.forEach((recipient, index) => {
    let outcome: string | InboxTarget | InboxTarget[];
    if (recipient.sector_id !== null) {
      const target = { sectorId: recipient.sector_id, userId: null, responsibleId: null };
      outcome = sector.get(recipient.sector_id) !== 'enabled' ? m.sectorNotFound : isHere(target) ? m.sameInbox : target;
    } else if (recipient.user_id !== null) outcome = staffUser(user.get(recipient.user_id));
    else if (recipient.person_id !== null) outcome = staffUser(userOfPerson.get(recipient.person_id));
    else if (recipient.broadcast_id !== null && list.get(recipient.broadcast_id) === 1) {
      const members = inboxTargets(db, [{ isCc: false, sector_id: null, person_id: null, broadcast_id: recipient.broadcast_id, responsible_id: null }]).filter((target) => !isHere(target));
      outcome = members.length > 0 ? members : m.broadcastEmpty;
    } else outcome = m.broadcastNotFound;
    if (typeof outcome === 'string') errors[`recipients.${index}`] = [outcome];
    else for (const target of [outcome].flat()) add(target);
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
  const refusal = movingRefusal(row, m);
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
  keepSentCopy(db, row, deliveries[0]!.dispatchId, at);
  const created = new Set(deliveries.map((delivery) => delivery.dispatchUuid));
  return dispatchesOf(db, row.document_id, actor).filter((item) => created.has(item.dispatch_uuid));
}

/** The forwarding inbox's copy in Enviados: read, pointing at the first forward it made. */
function keepSentCopy(db: Db, row: ItemRow, dispatchId: number, at: string): void {
  db.prepare(
    `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, parent_id, sector_id, user_id, box, is_read, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'sent', 1, ?, ?)`,
  ).run(randomUUID(), row.document_id, dispatchId, row.id, row.inbox_sector_id, row.inbox_user_id, at, at);
}

/** The summary items a forward with this key made from this email, or undefined if it made none. */
export function forwardedBefore(db: Db, row: ItemRow, key: string, viewer: Viewer): SummaryItem[] | undefined {
  const known = db
    .prepare<[number, string], { inbox_email_id: number; dispatch_uuids: string }>('SELECT inbox_email_id, dispatch_uuids FROM forward_requests WHERE user_id = ? AND key = ?')
    .get(viewer.userId, key);
  if (known === undefined) return undefined;
  if (known.inbox_email_id !== row.id) throw invalidFields({ [IDEMPOTENCY_HEADER]: [m.idempotencyKeyReused] });
  const made = new Set(JSON.parse(known.dispatch_uuids) as string[]);
  return dispatchesOf(db, row.document_id, viewer).filter((item) => made.has(item.dispatch_uuid));
}

/** Remembers what a forward with this key made; in the forward's transaction. */
export function rememberForward(db: Db, row: ItemRow, key: string, userId: number, made: readonly SummaryItem[], at: string): void {
  db.prepare('INSERT INTO forward_requests (user_id, key, inbox_email_id, dispatch_uuids, created_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    key,
    row.id,
    JSON.stringify(made.map((item) => item.dispatch_uuid)),
    at,
  );
}
