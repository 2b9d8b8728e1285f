// Responder / Responder a todos (issue 15). A reply is written as a draft (documents/drafts.ts) that
// names the inbox email it answers; publishing it appends a 'reply' dispatch to the answered
// document instead of numbering a new one. Responder reaches the sender of the dispatch that brought
// the email (the inbox it was sent from: its sector's, or a person's); Responder a todos also every
// other inbox that dispatch reached; never the replier's own inbox. A citizen sender has no inbox:
// the reply is addressed to the citizen (to_user_id) and read in the citizen's own view.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, type DocumentBody } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { authorVisibility, hidesUser } from '../documents/authorship';
import { deliverToInboxes, type Delivered } from '../documents/delivery';
import type { DocumentRow } from '../documents/drafts';
import type { InboxTarget } from '../documents/recipients';
import { ApiError, invalidFields } from '../http/errors';
import { notifyReplied } from '../notifications/producers';
import { addDispatch } from './addDispatch';
import { actionRefused, canOpen, findEmailRow, type Viewer } from './emails';
import { movingRefusal } from './forward';
import { ITEM_COLUMNS, ITEM_FROM, type ItemRow } from './items';

const m = messages.reply;

/** An inbox to deliver the reply to, or a citizen (no inbox: the reply is addressed to the person). */
export type ReplyTarget = { sectorId: number | null; userId: number | null; citizen: boolean; name: string };

type DispatchRow = {
  id: number;
  document_id: number;
  parent_id: number | null;
  type: string;
  from_user_id: number | null;
  from_sector_id: number | null;
  created_at: string;
};

const findEmailById = (db: Db, id: number): ItemRow | undefined => db.prepare<[number], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.id = ?`).get(id);

/** Why this email cannot be answered from its inbox, or undefined: only a live received copy can. */
export function replyRefusal(row: ItemRow): string | undefined {
  return movingRefusal(row, m) ?? (row.box === 'sent' ? m.sent : undefined);
}

const isOwnInbox = (row: ItemRow, target: { sectorId: number | null; userId: number | null }) =>
  (target.sectorId !== null && target.sectorId === row.inbox_sector_id) || (target.userId !== null && target.userId === row.inbox_user_id);

/**
 * Who Responder and Responder a todos reach from this email, as `reader` may name them (a hidden
 * author shows the neutral label). `to` is null when there is nobody but the replier's own inbox.
 */
export function replyTargets(db: Db, row: ItemRow, reader: Viewer): { to: ReplyTarget | null; all: ReplyTarget[] } {
  const dispatch = row.dispatch_id === null ? undefined : db.prepare<[number], DispatchRow>('SELECT * FROM dispatches WHERE id = ?').get(row.dispatch_id);
  if (dispatch === undefined) return { to: null, all: [] };
  const author = authorVisibility(db, row.document_id, reader);
  const sender = senderOf(db, dispatch);
  const named = (target: Omit<ReplyTarget, 'name'>, hidden: boolean): ReplyTarget => ({ ...target, name: hidden && author.hidden ? author.label : nameOf(db, target) });
  const to = sender === null || isOwnInbox(row, sender) ? null : named(sender, hidesUser(author, dispatch.from_user_id));
  const all = new Map<string, ReplyTarget>();
  if (to !== null) all.set(keyOf(to), to);
  for (const other of otherRecipients(db, dispatch)) {
    if (!isOwnInbox(row, other) && !all.has(keyOf(other))) all.set(keyOf(other), named(other, hidesUser(author, other.userId)));
  }
  return { to, all: [...all.values()] };
}

const keyOf = (target: { sectorId: number | null; userId: number | null }) => (target.sectorId !== null ? `s${target.sectorId}` : `u${target.userId}`);

function nameOf(db: Db, target: Omit<ReplyTarget, 'name'>): string {
  if (target.sectorId !== null) return db.prepare<[number], string>('SELECT name FROM sectors WHERE id = ?').pluck().get(target.sectorId) ?? '';
  return db.prepare<[number], string>('SELECT p.name FROM users u JOIN people p ON p.id = u.person_id WHERE u.id = ?').pluck().get(target.userId ?? 0) ?? '';
}

/** The dispatches one action made along with this one (a publish or forward to several inboxes). */
const SIBLINGS = `SELECT id FROM dispatches WHERE document_id = @document_id AND created_at = @created_at AND type = @type
  AND from_user_id IS @from_user_id AND parent_id IS @parent_id AND type <> 'note'`;

/**
 * The inbox the dispatch was sent from: a citizen for a citizen's own dispatch; else the inbox that
 * kept the sent copy of that action (publish and forward keep one); else the sending sector, or the
 * sending person. Null when that inbox no longer takes documents (a disabled sector or user).
 */
function senderOf(db: Db, dispatch: DispatchRow): Omit<ReplyTarget, 'name'> | null {
  const user =
    dispatch.from_user_id === null
      ? undefined
      : db.prepare<[number], { status: string; has_internal_access: number }>('SELECT status, has_internal_access FROM users WHERE id = ?').get(dispatch.from_user_id);
  if (user !== undefined && user.has_internal_access !== 1) return user.status === 'enabled' ? { sectorId: null, userId: dispatch.from_user_id, citizen: true } : null;
  const sentCopy = db
    .prepare<DispatchRow, { sector_id: number | null; user_id: number | null }>(
      `SELECT sector_id, user_id FROM inbox_emails WHERE box = 'sent' AND dispatch_id IN (${SIBLINGS}) ORDER BY id LIMIT 1`,
    )
    .get(dispatch);
  const inbox =
    sentCopy ??
    (dispatch.from_sector_id !== null ? { sector_id: dispatch.from_sector_id, user_id: null } : dispatch.from_user_id !== null ? { sector_id: null, user_id: dispatch.from_user_id } : undefined);
  if (inbox === undefined) return null;
  const target = { sectorId: inbox.sector_id, userId: inbox.user_id, citizen: false };
  return takesDocuments(db, target) ? target : null;
}

function takesDocuments(db: Db, target: { sectorId: number | null; userId: number | null }): boolean {
  if (target.sectorId !== null) return db.prepare<[number], string>('SELECT status FROM sectors WHERE id = ?').pluck().get(target.sectorId) === 'enabled';
  const user = db.prepare<[number], { status: string; has_internal_access: number }>('SELECT status, has_internal_access FROM users WHERE id = ?').get(target.userId ?? 0);
  return user?.status === 'enabled' && user.has_internal_access === 1;
}

/** Every inbox the dispatch's action delivered to (staff inboxes that still take documents). */
function otherRecipients(db: Db, dispatch: DispatchRow): Omit<ReplyTarget, 'name'>[] {
  return db
    .prepare<DispatchRow, { to_sector_id: number | null; to_user_id: number | null }>(`SELECT to_sector_id, to_user_id FROM dispatches WHERE id IN (${SIBLINGS}) ORDER BY id`)
    .all(dispatch)
    .map((row) => ({ sectorId: row.to_sector_id, userId: row.to_sector_id === null ? row.to_user_id : null, citizen: false }))
    .filter((target) => (target.sectorId !== null || target.userId !== null) && takesDocuments(db, target));
}

/**
 * The email a reply draft answers, checked for a draft save: it exists, sits in an inbox the user
 * may open, is a live received copy and has someone to answer. Field errors keyed reply_to.
 */
export function replySource(db: Db, replyTo: NonNullable<DocumentBody['reply_to']>, viewer: Viewer): ItemRow {
  const field = 'reply_to.inbox_email_uuid';
  const row = findEmailRow(db, replyTo.inbox_email_uuid);
  if (row === undefined) throw invalidFields({ [field]: [m.notFound] });
  if (!canOpen(row, viewer)) throw invalidFields({ [field]: [m.forbidden] });
  // A despacho or nota answers nobody: it needs only a document still being worked (addDispatch's rule).
  const refusal =
    replyTo.kind === 'reply' ? (replyRefusal(row) ?? (replyTargets(db, row, viewer).to === null ? m.noSender : undefined)) : movingRefusal(row, messages.dispatch);
  if (refusal !== undefined) throw invalidFields({ [field]: [refusal] });
  return row;
}

const htmlIsBlank = (html: string) => !/<(img|table|hr)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() === '';

export type ReplyResult = { number: string; inbox_email_uuid: string; dispatch_uuids: string[] };

/**
 * Sends a reply draft: the reply dispatch(es) on the answered document, its files moved there, an
 * unread email in each target inbox (notified), a read copy in the replier's Enviados; the draft
 * goes. The caller checked the user may open the draft and runs a transaction.
 */
export function publishReply(db: Db, draft: DocumentRow, body: DocumentBody, actor: Viewer, at: string): ReplyResult {
  const replied = draft.reply_to_email_id === null ? undefined : findEmailById(db, draft.reply_to_email_id);
  if (replied === undefined) throw actionRefused(m.notFound);
  if (!canOpen(replied, actor)) throw new ApiError(403, { message: m.forbidden });
  if (htmlIsBlank(body.content)) throw new ApiError(422, { message: messages.documents.publishInvalid, errors: { content: [m.contentRequired] } });
  const kind = body.reply_to?.kind ?? 'reply';
  // addDispatch refuses, in its own words, a document no longer being worked.
  if (kind !== 'reply') return publishDispatchDraft(db, draft, replied, { type: kind, html: body.content }, actor, at);
  const refusal = replyRefusal(replied);
  if (refusal !== undefined) throw actionRefused(refusal);
  const targets = replyTargets(db, replied, actor);
  const chosen = draft.reply_all === 1 ? targets.all : targets.to === null ? [] : [targets.to];
  if (chosen.length === 0) throw actionRefused(m.noSender);

  const base = {
    documentId: replied.document_id,
    fromUserId: actor.userId,
    // Sent from the inbox that holds the answered email; from a personal inbox, the sector the user works in.
    fromSectorId: replied.inbox_sector_id ?? draft.sector_id,
    parentDispatchId: replied.dispatch_id,
    content: body.content,
    at,
  };
  const inboxes: InboxTarget[] = chosen.filter((target) => !target.citizen).map((target) => ({ sectorId: target.sectorId, userId: target.userId, responsibleId: null }));
  const deliveries: Delivered[] = deliverToInboxes(db, { ...base, type: 'reply', targets: inboxes });
  const toCitizens = chosen.filter((target) => target.citizen).map((target) => addressToCitizen(db, base, target.userId as number));
  notifyReplied(db, { number: replied.number, title: replied.title }, deliveries, actor.userId, at);
  const dispatchUuids = [...deliveries.map((delivery) => delivery.dispatchUuid), ...toCitizens.map((made) => made.uuid)];
  const firstDispatchId = deliveries[0]?.dispatchId ?? toCitizens[0]?.id;
  db.prepare(
    `INSERT INTO inbox_emails (uuid, document_id, dispatch_id, parent_id, sector_id, user_id, box, is_read, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'sent', 1, ?, ?)`,
  ).run(randomUUID(), replied.document_id, firstDispatchId ?? null, replied.id, replied.inbox_sector_id, replied.inbox_user_id, at, at);
  // Files of a reply to a citizen are the citizen's to download (routes/citizenRequests.ts): they name its dispatch.
  if (toCitizens[0] !== undefined) db.prepare('UPDATE attachments SET dispatch_id = ? WHERE document_id = ? AND dispatch_id IS NULL').run(toCitizens[0].id, draft.id);
  // The files go with the reply: they are listed with the answered document from now on.
  db.prepare('UPDATE attachments SET document_id = ? WHERE document_id = ?').run(replied.document_id, draft.id);
  db.prepare('DELETE FROM documents WHERE id = ?').run(draft.id);
  return { number: replied.number, inbox_email_uuid: replied.uuid, dispatch_uuids: dispatchUuids };
}

/**
 * A despacho or nota written as a draft (offline): recorded as the dialog records one (addDispatch,
 * with no move), its files becoming the dispatch's; the draft goes.
 */
function publishDispatchDraft(db: Db, draft: DocumentRow, replied: ItemRow, input: { type: 'add-dispatch' | 'note'; html: string }, actor: Viewer, at: string): ReplyResult {
  const sectorId = replied.inbox_sector_id ?? draft.sector_id;
  const [made] = addDispatch(db, replied, { type: input.type, content: '', html: input.html, to_sector_id: null }, { ...actor, sectorId }, at);
  const dispatchId = db.prepare<[string], number>('SELECT id FROM dispatches WHERE uuid = ?').pluck().get(made!.dispatch_uuid)!;
  db.prepare('UPDATE attachments SET document_id = ?, dispatch_id = ?, group_name = ? WHERE document_id = ?').run(
    replied.document_id,
    dispatchId,
    messages.dispatch.filesGroup[input.type],
    draft.id,
  );
  db.prepare('DELETE FROM documents WHERE id = ?').run(draft.id);
  return { number: replied.number, inbox_email_uuid: replied.uuid, dispatch_uuids: [made!.dispatch_uuid] };
}

/** A reply to a citizen: a dispatch addressed to the person, read in the citizen's own view. */
function addressToCitizen(db: Db, base: { documentId: number; fromUserId: number; fromSectorId: number | null; parentDispatchId: number | null; content: string; at: string }, userId: number) {
  const uuid = randomUUID();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO dispatches (uuid, document_id, parent_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, content, created_at)
       VALUES (?, ?, ?, 'reply', ?, ?, NULL, ?, ?, ?)`,
    )
    .run(uuid, base.documentId, base.parentDispatchId, base.fromUserId, base.fromSectorId, userId, base.content, base.at);
  return { id: Number(lastInsertRowid), uuid };
}

/** What a publish with this key sent, or undefined if none did; 422 when the key sent another draft. */
export function repliedBefore(db: Db, userId: number, key: string, draftEmailUuid: string): { number: string; inbox_email_uuid: string } | undefined {
  const known = db
    .prepare<[number, string], { draft_email_uuid: string; inbox_email_id: number }>('SELECT draft_email_uuid, inbox_email_id FROM reply_requests WHERE user_id = ? AND key = ?')
    .get(userId, key);
  if (known === undefined) return undefined;
  if (known.draft_email_uuid !== draftEmailUuid) throw invalidFields({ [IDEMPOTENCY_HEADER]: [m.idempotencyKeyReused] });
  const replied = findEmailById(db, known.inbox_email_id);
  return { number: replied?.number ?? '', inbox_email_uuid: replied?.uuid ?? '' };
}

/** Remembers what a publish with this key sent; in the publish's transaction. */
export function rememberReply(db: Db, userId: number, key: string, draftEmailUuid: string, repliedEmailId: number, made: ReplyResult, at: string): void {
  db.prepare('INSERT INTO reply_requests (user_id, key, draft_email_uuid, inbox_email_id, dispatch_uuids, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    userId,
    key,
    draftEmailUuid,
    repliedEmailId,
    JSON.stringify(made.dispatch_uuids),
    at,
  );
}

/** Stores which email a draft answers (and whether everyone); in the save's transaction. */
export function markReply(db: Db, documentId: number, repliedEmailId: number, all: boolean): void {
  db.prepare('UPDATE documents SET reply_to_email_id = ?, reply_all = ? WHERE id = ?').run(repliedEmailId, all ? 1 : 0, documentId);
}
