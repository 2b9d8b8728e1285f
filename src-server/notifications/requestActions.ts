// Signature requests over HTTP (issue 6, extended by issue 19): asking staff users to sign a
// document, some of its attachments or a block of documents, with a message and a deadline;
// canceling a signer's part or a whole block; listing a document's requests and the caller's own.
// Creating goes through requestSignature (signatureRequests.ts), so each user asked gets the same
// notification as everywhere else (one per block). The one already sent reads the request's status
// live (list.ts); a cancel also tells the signer so (requestNotices.ts).
import { randomUUID } from 'node:crypto';
import type { Page } from '../../src-shared/api/page';
import type { SignatureRequest } from '../../src-shared/api/signatureRequests';
import { messages } from '../../src-shared/messages';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import type { ServerContext } from '../context';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import { emailFor, type Viewer } from '../inbox/emails';
import type { DocumentRow } from '../repos/documents';
import { authorVisibility, hidesUser, type AuthorVisibility } from '../documents/authorship';
import { canSignDocument, documentForbidden, documentNotFound } from '../signatures/signing';
import { attachmentsOf } from '../medias/store';
import { buildPage, type PageRequest } from '../http/page';
import { noticeSignerCanceled } from './requestNotices';
import { findRequest, pendingOfSigner, requestSignature, type SignatureRequestRow } from './signatureRequests';

const m = messages.notifications;

type Target = { document_uuid?: string | undefined; inbox_email_uuid?: string | undefined };

/**
 * The document a call names, by uuid or by an inbox email of it: 404 unknown, 403 when the user
 * may not sign or see it (the same rule as the signing screen), the inbox email's own 404/403.
 */
export function requestTarget(ctx: ServerContext, viewer: Viewer, target: Target): { document: DocumentRow; inboxEmailId: number | null } {
  let documentId: number | undefined;
  let inboxEmailId: number | null = null;
  if (target.inbox_email_uuid !== undefined) {
    const email = emailFor(ctx.db, target.inbox_email_uuid, viewer);
    documentId = email.document_id;
    inboxEmailId = email.id;
  } else {
    documentId = ctx.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(target.document_uuid ?? '');
  }
  const document = documentId === undefined ? undefined : ctx.repos.documents.findById(documentId);
  if (document === undefined) throw documentNotFound();
  if (!canSignDocument(ctx, viewer, document)) throw documentForbidden();
  return { document, inboxEmailId };
}

type ViewRow = SignatureRequestRow & {
  document_uuid: string;
  document_title: string;
  document_number: string;
  attachment_name: string | null;
  inbox_email_uuid: string | null;
  requested_name: string;
  requested_by_name: string | null;
};

const VIEW_SELECT = `
  SELECT sr.*, d.uuid AS document_uuid, d.title AS document_title, d.number AS document_number, a.name AS attachment_name,
    ie.uuid AS inbox_email_uuid, rp.name AS requested_name, bp.name AS requested_by_name
  FROM signature_requests sr JOIN documents d ON d.id = sr.document_id
  LEFT JOIN attachments a ON a.id = sr.attachment_id
  LEFT JOIN inbox_emails ie ON ie.id = sr.inbox_email_id
  JOIN users ru ON ru.id = sr.requested_user_id JOIN people rp ON rp.id = ru.person_id
  LEFT JOIN users bu ON bu.id = sr.requested_by_user_id LEFT JOIN people bp ON bp.id = bu.person_id`;

/** A request as `reader` sees it: asked by the document's hidden author, it shows no requester (documents/authorship.ts). */
const toView = (row: ViewRow, author: AuthorVisibility): SignatureRequest => ({
  uuid: row.uuid,
  block_uuid: row.block_uuid,
  document_id: row.document_id,
  document_uuid: row.document_uuid,
  document_title: row.document_title,
  document_number: row.document_number,
  attachment: row.attachment_id === null ? null : { id: row.attachment_id, name: row.attachment_name ?? '' },
  inbox_email_uuid: row.inbox_email_uuid,
  requested_user: { id: row.requested_user_id, name: row.requested_name },
  requested_by:
    row.requested_by_user_id === null || hidesUser(author, row.requested_by_user_id)
      ? null
      : { id: row.requested_by_user_id, name: row.requested_by_name ?? '' },
  is_ged: row.is_ged === 1,
  status: row.status,
  message: row.message,
  due_at: row.due_at,
  decline_reason: row.decline_reason,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function requestView(ctx: ServerContext, id: number, reader: Viewer): SignatureRequest {
  const row = ctx.db.prepare<[number], ViewRow>(`${VIEW_SELECT} WHERE sr.id = ?`).get(id);
  if (row === undefined) throw new Error(`requestView: no request ${id}`);
  return toView(row, authorVisibility(ctx.db, row.document_id, reader));
}

/** Every request of a document, newest first, whatever its status. */
export function requestsOfDocument(ctx: ServerContext, documentId: number, reader: Viewer): SignatureRequest[] {
  const author = authorVisibility(ctx.db, documentId, reader);
  return ctx.db
    .prepare<[number], ViewRow>(`${VIEW_SELECT} WHERE sr.document_id = ? ORDER BY sr.created_at DESC, sr.id DESC`)
    .all(documentId)
    .map((row) => toView(row, author));
}

type UserFacts = { id: number; status: 'enabled' | 'disabled'; has_internal_access: number };

/**
 * Field errors (user_ids.N) for users who cannot be asked: unknown, citizens (they have no signing
 * screen nor notifications), disabled, the requester and who already signed (their
 * request could never be answered: a second signature is refused).
 */
function userErrors(ctx: ServerContext, userIds: readonly number[], requesterId: number, targets: readonly SignTarget[]): FieldErrors {
  const errors: FieldErrors = {};
  const find = ctx.db.prepare<[number], UserFacts>('SELECT id, status, has_internal_access FROM users WHERE id = ?');
  const problemOf = (userId: number): string | undefined => {
    const user = find.get(userId);
    if (user === undefined) return m.requestUserNotFound;
    if (user.has_internal_access !== 1) return m.requestUserExternal;
    if (user.status !== 'enabled') return m.requestUserDisabled;
    // Asking oneself is refused rather than stored: it would only notify users of what they just
    // did (which no other event does), and whoever may ask may already sign directly on /sign.
    if (userId === requesterId) return m.requestUserSelf;
    // Asked of what they already signed, every part of it: nothing left to answer.
    if (targets.every((target) => ctx.repos.signatures.hasSigned(userId, target.document.id, target.attachmentId))) return m.requestUserSigned;
    return undefined;
  };
  userIds.forEach((userId, index) => {
    const problem = problemOf(userId);
    if (problem !== undefined) errors[`user_ids.${index}`] = [problem];
  });
  return errors;
}

export type AskInput = Target & {
  user_ids: number[];
  is_ged: boolean;
  inbox_email_uuids?: string[] | undefined;
  attachment_ids?: number[] | undefined;
  include_document?: boolean | undefined;
  message?: string | undefined;
  due_at?: string | undefined;
};
export type Asked = SignatureRequest & { already_requested: boolean };

/** One thing to sign: a document, or one of its attachments. */
type SignTarget = { document: DocumentRow; attachmentId: number | null; inboxEmailId: number | null };

/**
 * What a call asks to sign: one document (itself and/or attachments of it), or a block of
 * documents by the inbox emails the caller may open. Each is checked like a single target
 * (requestTarget: 404/403); an attachment of another document is a field error.
 */
function targetsOf(ctx: ServerContext, viewer: Viewer, input: AskInput): SignTarget[] {
  if (input.inbox_email_uuids !== undefined) {
    const seen = new Set<number>();
    const targets: SignTarget[] = [];
    for (const uuid of input.inbox_email_uuids) {
      const { document, inboxEmailId } = requestTarget(ctx, viewer, { inbox_email_uuid: uuid });
      if (seen.has(document.id)) continue;
      seen.add(document.id);
      targets.push({ document, attachmentId: null, inboxEmailId });
    }
    return targets;
  }
  const { document, inboxEmailId } = requestTarget(ctx, viewer, input);
  const targets: SignTarget[] = input.include_document === false ? [] : [{ document, attachmentId: null, inboxEmailId }];
  const own = new Set(attachmentsOf(ctx.db, document.id, viewer).map((file) => file.id));
  const errors: FieldErrors = {};
  [...new Set(input.attachment_ids ?? [])].forEach((id, index) => {
    if (!own.has(id)) errors[`attachment_ids.${index}`] = [messages.signatureRequests.attachmentNotOfDocument];
    else targets.push({ document, attachmentId: id, inboxEmailId });
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return targets;
}

/**
 * Asks each user to sign every target: one row per user per target, all in one block, and one
 * notification per user naming the block. A user with a pending request of the same kind for the
 * same target, whoever made it, gets no second one: the existing request is answered, so retrying
 * is harmless and one signature settles it. A target the user already signed is left out of their
 * part. Repeated ids count once. All or nothing: any refused user or target, or a deadline that is
 * not in the future, fails the whole call with its field errors.
 */
export function askSignatures(ctx: ServerContext, viewer: Viewer, input: AskInput, now: string): { data: Asked[]; created: number } {
  const targets = targetsOf(ctx, viewer, input);
  const userIds = [...new Set(input.user_ids)];
  const errors = userErrors(ctx, input.user_ids, viewer.userId, targets);
  if (input.due_at !== undefined && Date.parse(input.due_at) <= Date.parse(now)) errors.due_at = [messages.signatureRequests.dueInPast];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  const dueAt = input.due_at === undefined ? null : new Date(input.due_at).toISOString();
  const pending = ctx.db.prepare<[number, number | null, number, number], number>(
    "SELECT id FROM signature_requests WHERE document_id = ? AND attachment_id IS ? AND requested_user_id = ? AND is_ged = ? AND status = 'created' ORDER BY id LIMIT 1",
  ).pluck();
  const described = targets.length === 0 ? '' : messages.signatureRequests.blockTitle(targets[0]?.document.title ?? '', new Set(targets.map((target) => target.document.id)).size);
  return ctx.db.transaction(() => {
    let created = 0;
    const blockUuid = randomUUID();
    const data: Asked[] = [];
    for (const userId of userIds) {
      let notified = false;
      for (const target of targets) {
        const existing = pending.get(target.document.id, target.attachmentId, userId, input.is_ged ? 1 : 0);
        if (existing !== undefined) {
          data.push({ ...requestView(ctx, existing, viewer), already_requested: true });
          continue;
        }
        if (ctx.repos.signatures.hasSigned(userId, target.document.id, target.attachmentId)) continue;
        const { id } = requestSignature(ctx.db, {
          documentId: target.document.id,
          attachmentId: target.attachmentId,
          requestedUserId: userId,
          requestedByUserId: viewer.userId,
          isGed: input.is_ged,
          inboxEmailId: target.inboxEmailId,
          blockUuid,
          message: input.message ?? null,
          dueAt,
          notify: !notified,
          describedAs: described,
          now,
        });
        notified = true;
        created += 1;
        data.push({ ...requestView(ctx, id, viewer), already_requested: false });
      }
    }
    return { data, created };
  })();
}

/** The requests the caller made, newest first, one row per signer and target; status filters. */
export function requestsMine(ctx: ServerContext, reader: Viewer, status: SignatureRequestRow['status'] | undefined, page: PageRequest, url: string): Page<SignatureRequest> {
  const where = `WHERE sr.requested_by_user_id = ?${status === undefined ? '' : ' AND sr.status = ?'}`;
  const params: (number | string)[] = status === undefined ? [reader.userId] : [reader.userId, status];
  const total = ctx.db.prepare<(number | string)[], number>(`SELECT count(*) FROM signature_requests sr ${where}`).pluck().get(...params) ?? 0;
  const rows = ctx.db
    .prepare<(number | string)[], ViewRow>(`${VIEW_SELECT} ${where} ORDER BY sr.created_at DESC, sr.block_uuid, sr.id LIMIT ? OFFSET ?`)
    .all(...params, page.perPage, page.offset);
  // The caller made each of these; what they may see of the document's author is still the rule.
  const items = rows.map((row) => toView(row, authorVisibility(ctx.db, row.document_id, reader)));
  return buildPage({ items, total, request: page, url });
}

/**
 * Cancels a pending request: its requester or an administrator. scope 'signer' cancels that
 * signer's pending part of the block (the request and its siblings: one run, one answer), 'block'
 * every signer's. 404 unknown, 403 anyone else, 422 when the named request was already signed or
 * declined (for 'signer'); canceling a canceled request answers it again (a retry). Each signer
 * whose part was canceled is told so.
 */
export function cancelRequest(
  ctx: ServerContext,
  uuid: string,
  reader: Viewer,
  now: string,
  scope: 'signer' | 'block' = 'signer',
): { data: SignatureRequest; canceled: SignatureRequest[] } {
  const { userId } = reader;
  const request = findRequest(ctx.db, uuid);
  if (request === undefined) throw new ApiError(404, { message: m.requestNotFound });
  const isAdministrator = ctx.repos.permissions.rolesOf(userId).some((role) => role.id === ADMINISTRATOR_ROLE_ID);
  if (request.requested_by_user_id !== userId && !isAdministrator) throw new ApiError(403, { message: m.requestCancelForbidden });
  if (scope === 'signer' && (request.status === 'accepted' || request.status === 'declined')) {
    const message = m.requestNotPending(m.requestStatus[request.status]);
    throw new ApiError(422, { message, errors: { uuid: [message] } });
  }
  const rows =
    scope === 'block'
      ? ctx.db
          .prepare<[string], SignatureRequestRow>("SELECT * FROM signature_requests WHERE block_uuid = ? AND status = 'created' ORDER BY id")
          .all(request.block_uuid)
      : request.status === 'created'
        ? pendingOfSigner(ctx.db, request)
        : [];
  const cancel = ctx.db.prepare("UPDATE signature_requests SET status = 'canceled', updated_at = ? WHERE id = ?");
  const told = new Set<number>();
  for (const row of rows) {
    cancel.run(now, row.id);
    if (told.has(row.requested_user_id)) continue;
    told.add(row.requested_user_id);
    noticeSignerCanceled(ctx, row, userId, now);
  }
  return { data: requestView(ctx, request.id, reader), canceled: rows.map((row) => requestView(ctx, row.id, reader)) };
}
