// Signature requests over HTTP (issue 6): asking staff users to sign a document, canceling a
// pending request, and listing a document's requests. Creating goes through requestSignature
// (signatureRequests.ts), so each user asked gets the same notification as everywhere else; a
// canceled request needs no notification of its own, since the one already sent reads the
// request's status live (list.ts) and shows "cancelado", not clickable.
import type { SignatureRequest } from '../../src-shared/api/signatureRequests';
import { messages } from '../../src-shared/messages';
import { ADMINISTRATOR_ROLE_ID } from '../../src-shared/permissions';
import type { ServerContext } from '../context';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import { emailFor, type Viewer } from '../inbox/emails';
import type { DocumentRow } from '../repos/documents';
import { authorVisibility, hidesUser, type AuthorVisibility } from '../documents/authorship';
import { canSignDocument, documentForbidden, documentNotFound } from '../signatures/signing';
import { findRequest, requestSignature, setRequestStatus, type SignatureRequestRow } from './signatureRequests';

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
  inbox_email_uuid: string | null;
  requested_name: string;
  requested_by_name: string | null;
};

const VIEW_SELECT = `
  SELECT sr.*, d.uuid AS document_uuid, ie.uuid AS inbox_email_uuid, rp.name AS requested_name, bp.name AS requested_by_name
  FROM signature_requests sr JOIN documents d ON d.id = sr.document_id
  LEFT JOIN inbox_emails ie ON ie.id = sr.inbox_email_id
  JOIN users ru ON ru.id = sr.requested_user_id JOIN people rp ON rp.id = ru.person_id
  LEFT JOIN users bu ON bu.id = sr.requested_by_user_id LEFT JOIN people bp ON bp.id = bu.person_id`;

/** A request as `reader` sees it: asked by the document's hidden author, it shows no requester (documents/authorship.ts). */
const toView = (row: ViewRow, author: AuthorVisibility): SignatureRequest => ({
  uuid: row.uuid,
  document_id: row.document_id,
  document_uuid: row.document_uuid,
  inbox_email_uuid: row.inbox_email_uuid,
  requested_user: { id: row.requested_user_id, name: row.requested_name },
  requested_by:
    row.requested_by_user_id === null || hidesUser(author, row.requested_by_user_id)
      ? null
      : { id: row.requested_by_user_id, name: row.requested_by_name ?? '' },
  is_ged: row.is_ged === 1,
  status: row.status,
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
function userErrors(ctx: ServerContext, userIds: readonly number[], requesterId: number, documentId: number): FieldErrors {
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
    if (ctx.repos.signatures.hasSigned(userId, documentId, null)) return m.requestUserSigned;
    return undefined;
  };
  userIds.forEach((userId, index) => {
    const problem = problemOf(userId);
    if (problem !== undefined) errors[`user_ids.${index}`] = [problem];
  });
  return errors;
}

export type AskInput = Target & { user_ids: number[]; is_ged: boolean };
export type Asked = SignatureRequest & { already_requested: boolean };

/**
 * Asks each user to sign (one request and one notification per user). A user with a pending
 * request of the same kind for the document, whoever made it, gets no second one: the existing
 * request is answered, so retrying is harmless and one signature settles it (signing accepts one
 * pending request per document). Repeated ids in the list count once. All or nothing: any refused
 * user fails the whole call with its field errors.
 */
export function askSignatures(ctx: ServerContext, viewer: Viewer, input: AskInput, now: string): { data: Asked[]; created: number } {
  const { document, inboxEmailId } = requestTarget(ctx, viewer, input);
  const userIds = [...new Set(input.user_ids)];
  const errors = userErrors(ctx, input.user_ids, viewer.userId, document.id);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  const pending = ctx.db.prepare<[number, number, number], number>(
    "SELECT id FROM signature_requests WHERE document_id = ? AND requested_user_id = ? AND is_ged = ? AND status = 'created' ORDER BY id LIMIT 1",
  ).pluck();
  return ctx.db.transaction(() => {
    let created = 0;
    const data = userIds.map((userId): Asked => {
      const existing = pending.get(document.id, userId, input.is_ged ? 1 : 0);
      if (existing !== undefined) return { ...requestView(ctx, existing, viewer), already_requested: true };
      const { id } = requestSignature(ctx.db, {
        documentId: document.id,
        requestedUserId: userId,
        requestedByUserId: viewer.userId,
        isGed: input.is_ged,
        inboxEmailId,
        now,
      });
      created += 1;
      return { ...requestView(ctx, id, viewer), already_requested: false };
    });
    return { data, created };
  })();
}

/**
 * Cancels a pending request: its requester or an administrator. 404 unknown, 403 anyone else,
 * 422 when already signed or declined; canceling a canceled request answers it again (a retry).
 */
export function cancelRequest(ctx: ServerContext, uuid: string, reader: Viewer, now: string): SignatureRequest {
  const { userId } = reader;
  const request = findRequest(ctx.db, uuid);
  if (request === undefined) throw new ApiError(404, { message: m.requestNotFound });
  const isAdministrator = ctx.repos.permissions.rolesOf(userId).some((role) => role.id === ADMINISTRATOR_ROLE_ID);
  if (request.requested_by_user_id !== userId && !isAdministrator) throw new ApiError(403, { message: m.requestCancelForbidden });
  if (request.status === 'accepted' || request.status === 'declined') {
    const message = m.requestNotPending(m.requestStatus[request.status]);
    throw new ApiError(422, { message, errors: { uuid: [message] } });
  }
  if (request.status === 'created') setRequestStatus(ctx.db, request.id, 'canceled', now);
  return requestView(ctx, request.id, reader);
}
