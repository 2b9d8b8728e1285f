// Signature requests (issue 6, spec §4, §7): someone asks a user to sign a document, plainly or in
// the document store (GED); the user is notified with a link to the signing screen. A GED request
// can be declined by the user asked. The HTTP calls that ask, cancel and list are in
// requestActions.ts (routes/signatureRequests.ts).
import { randomUUID } from 'node:crypto';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { hiddenAuthorLabel } from '../documents/authorship';
import { ApiError, invalidFields } from '../http/errors';
import type { ServerContext } from '../context';
import { notify, type SignatureRequestStatus } from './notify';
import { noticeRequester } from './requestNotices';

const m = messages.notifications;

export type SignatureRequestRow = {
  id: number;
  uuid: string;
  document_id: number;
  inbox_email_id: number | null;
  requested_user_id: number;
  requested_by_user_id: number | null;
  is_ged: number;
  status: SignatureRequestStatus;
  /** Migration 035: null = the document itself. */
  attachment_id: number | null;
  block_uuid: string;
  message: string | null;
  due_at: string | null;
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
};

export const signUrl = (uuid: string, isGed: boolean) =>
  `/sign?batchType=${isGed ? 'ged' : 'signature-request'}&signature_request_uuid=${uuid}`;

export type SignatureRequestInput = {
  documentId: number;
  requestedUserId: number;
  requestedByUserId: number;
  isGed: boolean;
  inboxEmailId?: number | null;
  now: string;
  /** Issue 19: the attachment to sign (null: the document), the block the row belongs to (its own uuid when alone). */
  attachmentId?: number | null;
  blockUuid?: string;
  message?: string | null;
  dueAt?: string | null;
  /** False for a block's further rows: the signer gets one notification per block, naming it. */
  notify?: boolean;
  /** What the notification names; the document's title when not given. */
  describedAs?: string;
};

/**
 * Creates a request (status created) and notifies the user asked. A request the author of an
 * anonymous or confidential document makes does not name them in the notification: it is written
 * once, for a user who may not know who wrote the document (documents/authorship.ts); the one a
 * confidential document was sent to still finds the author on the document itself.
 */
export function requestSignature(db: Db, input: SignatureRequestInput): { id: number; uuid: string; notificationIds: number[] } {
  const document = db
    .prepare<[number], { title: string; created_by: number | null; confidentiality: string }>('SELECT title, created_by, confidentiality FROM documents WHERE id = ?')
    .get(input.documentId);
  if (document === undefined) throw new Error(`requestSignature: no document ${input.documentId}`);
  const byHiddenAuthor = input.requestedByUserId === document.created_by && ['anonymous', 'confidential'].includes(document.confidentiality);
  const nameOf = db.prepare<[number], string>('SELECT people.name FROM users JOIN people ON people.id = users.person_id WHERE users.id = ?').pluck();
  const requester = byHiddenAuthor ? hiddenAuthorLabel(document.confidentiality) : (nameOf.get(input.requestedByUserId) ?? '');
  const uuid = randomUUID();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO signature_requests (uuid, document_id, inbox_email_id, requested_user_id, requested_by_user_id, is_ged, status, created_at, updated_at,
         attachment_id, block_uuid, message, due_at)
       VALUES (?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      uuid,
      input.documentId,
      input.inboxEmailId ?? null,
      input.requestedUserId,
      input.requestedByUserId,
      input.isGed ? 1 : 0,
      input.now,
      input.now,
      input.attachmentId ?? null,
      input.blockUuid ?? uuid,
      input.message ?? null,
      input.dueAt ?? null,
    );
  const id = Number(lastInsertRowid);
  if (input.notify === false) return { id, uuid, notificationIds: [] };
  const notificationIds = notify(db, {
    userIds: [input.requestedUserId],
    type: input.isGed ? 'ged-signature-request' : 'signature-request',
    title: input.isGed ? m.gedSignatureRequest : m.signatureRequest,
    description: m.signatureRequestLine(requester, input.describedAs ?? document.title),
    url: signUrl(uuid, input.isGed),
    data: { status: 'created', signatureRequestId: id },
    now: input.now,
  });
  return { id, uuid, notificationIds };
}

export const findRequest = (db: Db, uuid: string) =>
  db.prepare<[string], SignatureRequestRow>('SELECT * FROM signature_requests WHERE uuid = ?').get(uuid);

/** Moves a request to another status (the signing screen will accept and cancel; here: decline). */
export function setRequestStatus(db: Db, id: number, status: SignatureRequestStatus, now: string): void {
  db.prepare('UPDATE signature_requests SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
}

/**
 * The user asked declines a pending request (onlyGed: a GED one, as the spec's GED path says):
 * 404 unknown, 403 not theirs, 422 not GED when onlyGed or no longer pending, or a notification_id
 * that is not theirs about this request. Every pending row of the user's part of the block is
 * declined with the reason (issue 19: a block is answered whole), their notifications of it are
 * marked viewed, and the requester is told (requestNotices.ts). Returns the rows declined.
 */
export function declineRequest(
  ctx: ServerContext,
  uuid: string,
  userId: number,
  notificationId: number | undefined,
  now: string,
  { onlyGed, reason = null }: { onlyGed: boolean; reason?: string | null },
): SignatureRequestRow[] {
  const { db } = ctx;
  const request = findRequest(db, uuid);
  if (request === undefined) throw new ApiError(404, { message: m.requestNotFound, errors: { signature_request_uuid: [m.requestNotFound] } });
  if (request.requested_user_id !== userId) throw new ApiError(403, { message: m.requestForbidden });
  if (onlyGed && request.is_ged !== 1) throw new ApiError(422, { message: m.requestNotGed, errors: { signature_request_uuid: [m.requestNotGed] } });
  if (request.status !== 'created') {
    const message = m.requestNotPending(m.requestStatus[request.status]);
    throw new ApiError(422, { message, errors: { signature_request_uuid: [message] } });
  }
  if (notificationId !== undefined) {
    const owned = db
      .prepare<[number, number, number], number>('SELECT count(*) FROM notifications WHERE id = ? AND user_id = ? AND signature_request_id = ?')
      .pluck()
      .get(notificationId, userId, request.id);
    if (owned !== 1) throw invalidFields({ notification_id: [m.notificationNotOfRequest] });
  }
  const rows = pendingOfSigner(db, request);
  const decline = db.prepare("UPDATE signature_requests SET status = 'declined', decline_reason = ?, updated_at = ? WHERE id = ?");
  const viewed = db.prepare('UPDATE notifications SET viewed_at = ? WHERE user_id = ? AND signature_request_id = ? AND viewed_at IS NULL');
  for (const row of rows) {
    decline.run(reason, now, row.id);
    viewed.run(now, userId, row.id);
  }
  noticeRequester(ctx, request, 'declined', reason, now);
  return rows;
}

/** The still pending rows of the same signer in the request's block (the request itself first). */
export function pendingOfSigner(db: Db, request: SignatureRequestRow): SignatureRequestRow[] {
  return db
    .prepare<[string, number, number], SignatureRequestRow>(
      "SELECT * FROM signature_requests WHERE block_uuid = ? AND requested_user_id = ? AND status = 'created' ORDER BY id = ? DESC, id",
    )
    .all(request.block_uuid, request.requested_user_id, request.id);
}
