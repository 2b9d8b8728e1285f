// The documents someone was asked to sign, as the signing session's request batches list them
// (batch-request-signature-pending and -finished, spec §2 /sign) and the Assinaturas menu counts
// them (GET /api/signature/counts): one place, so the count is always what the screen then shows.
import type { Db } from '../db/open';

export type RequestedState = 'pending' | 'finished';

/** pending: the requests still open (created); finished: the ones the user answered by signing (accepted). */
const STATUS_OF: Record<RequestedState, 'created' | 'accepted'> = { pending: 'created', finished: 'accepted' };

/**
 * The ids of the documents the user was asked to sign in that state, newest request first, each
 * once (two requests for one document are one document to sign). Requests of documents that no
 * longer exist are left out, as the session leaves them out.
 */
export function requestedDocumentIds(db: Db, userId: number, state: RequestedState): number[] {
  const ids = db
    .prepare<[number, string], number>(
      `SELECT r.document_id FROM signature_requests r JOIN documents d ON d.id = r.document_id
       WHERE r.requested_user_id = ? AND r.status = ? ORDER BY r.created_at DESC, r.id DESC`,
    )
    .pluck()
    .all(userId, STATUS_OF[state]);
  return [...new Set(ids)];
}
