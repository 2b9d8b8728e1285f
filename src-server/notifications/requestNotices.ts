// What the other side of a signature request is told (issue 19: "every change notifies the other
// side"): the requester when a signer has signed everything asked of them in a block, or declined
// (with the reason); the signer when the requester cancels. Each notification points at the
// request row (signature_request_id), so the bell shows its status live like the signer's own.
// Names follow documents/authorship.ts: a document's hidden author is never named to a reader who
// may not know them, on either side.
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { authorVisibility, hidesUser } from '../documents/authorship';
import { viewerFor } from '../signatures/signing';
import { notify } from './notify';
import type { SignatureRequestRow } from './signatureRequests';

const r = messages.signatureRequests;

/** Where the requester follows their requests. */
export const MY_REQUESTS_PATH = '/signatures/requests';

/** How `userId` is named to `readerId` in a notification about the document. */
function nameFor(ctx: ServerContext, documentId: number, readerId: number, userId: number): string {
  const visibility = authorVisibility(ctx.db, documentId, viewerFor(ctx, readerId));
  if (hidesUser(visibility, userId)) return visibility.label;
  return ctx.db.prepare<[number], string>('SELECT people.name FROM users JOIN people ON people.id = users.person_id WHERE users.id = ?').pluck().get(userId) ?? '';
}

/** "Ofício 12" or "Ofício 12 e mais 2 documentos": the documents of the signer's part of a block. */
export function blockDescription(db: Db, blockUuid: string, signerId: number): string {
  const titles = db
    .prepare<[string, number], string>(
      `SELECT d.title FROM signature_requests sr JOIN documents d ON d.id = sr.document_id
       WHERE sr.block_uuid = ? AND sr.requested_user_id = ? GROUP BY d.id ORDER BY min(sr.id)`,
    )
    .pluck()
    .all(blockUuid, signerId);
  return r.blockTitle(titles[0] ?? '', titles.length);
}

/** The requester learns the signer signed (all of their part of the block) or declined it. */
export function noticeRequester(ctx: ServerContext, request: SignatureRequestRow, kind: 'signed' | 'declined', reason: string | null, now: string): void {
  const requesterId = request.requested_by_user_id;
  if (requesterId === null) return;
  const signer = nameFor(ctx, request.document_id, requesterId, request.requested_user_id);
  const what = blockDescription(ctx.db, request.block_uuid, request.requested_user_id);
  notify(ctx.db, {
    userIds: [requesterId],
    type: request.is_ged === 1 ? 'ged-signature-request' : 'signature-request',
    title: kind === 'signed' ? r.signedTitle : r.declinedTitle,
    description: kind === 'signed' ? r.signedLine(signer, what) : r.declinedLine(signer, what, reason),
    url: MY_REQUESTS_PATH,
    data: { status: kind === 'signed' ? 'accepted' : 'declined', signatureRequestId: request.id },
    actorUserId: request.requested_user_id,
    now,
  });
}

/** After signing, the block is done for this signer when nothing of theirs in it is pending. */
export function noticeIfSignerDone(ctx: ServerContext, request: SignatureRequestRow, now: string): void {
  const pending = ctx.db
    .prepare<[string, number], number>("SELECT count(*) FROM signature_requests WHERE block_uuid = ? AND requested_user_id = ? AND status = 'created'")
    .pluck()
    .get(request.block_uuid, request.requested_user_id);
  if (pending === 0) noticeRequester(ctx, request, 'signed', null, now);
}

/** The signer learns the requester (or an administrator) canceled what was asked of them. */
export function noticeSignerCanceled(ctx: ServerContext, request: SignatureRequestRow, cancelerId: number, now: string): void {
  const requester = nameFor(ctx, request.document_id, request.requested_user_id, cancelerId);
  notify(ctx.db, {
    userIds: [request.requested_user_id],
    type: request.is_ged === 1 ? 'ged-signature-request' : 'signature-request',
    title: r.canceledTitle,
    description: r.canceledLine(requester, blockDescription(ctx.db, request.block_uuid, request.requested_user_id)),
    url: null,
    data: { status: 'canceled', signatureRequestId: request.id },
    actorUserId: cancelerId,
    now,
  });
}
