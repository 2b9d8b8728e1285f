// Where the app opens /sign from (issue 19 §1): a selection of the work queue, one item (its
// document and attachments), and the Assinaturas menu's request batches. Pure, so the rules —
// who sees Assinar, how many items one session takes, where signing returns — are tested alone.
import { SIGNING_SESSION_MAX_IDS, type SigningBatchType, type SigningSession } from '../../../src-shared/api/signingSession';
import { messages } from '../../../src-shared/messages';

/** The permission every signing call needs (routes/signingSession.ts): without it Assinar is hidden. */
export const SIGN_PERMISSION = 'signature-sign';

export const PENDING_REQUESTS_PATH = '/sign?batchType=batch-request-signature-pending';
export const FINISHED_REQUESTS_PATH = '/sign?batchType=batch-request-signature-finished';

/** /sign for the batch, returning to onSign (an app path: the queue view or the item it came from). */
export function signPath(batchType: SigningBatchType, ids: readonly string[], onSign: string): string {
  const query = new URLSearchParams({ batchType });
  if (ids.length > 0) query.set('ids', ids.join(','));
  query.set('onSign', onSign);
  return `/sign?${query.toString()}`;
}

export type QueueSignPlan = { kind: 'none' } | { kind: 'too-many'; message: string } | { kind: 'go'; to: string };

/**
 * Assinar on the queue: the selected inbox emails (batch type emails), back to the queue view with
 * its filters. A session takes at most 200 ids; a larger selection is refused with the reason
 * rather than split, since one visit of /sign signs one session and a silent cut would leave items
 * unsigned that the user believes signed.
 */
export function queueSignPlan(uuids: readonly string[], returnTo: string): QueueSignPlan {
  if (uuids.length === 0) return { kind: 'none' };
  if (uuids.length > SIGNING_SESSION_MAX_IDS) return { kind: 'too-many', message: messages.signFromQueue.queue.tooMany(SIGNING_SESSION_MAX_IDS, uuids.length) };
  return { kind: 'go', to: signPath('emails', uuids, returnTo) };
}

export type ItemSignState = 'hidden' | 'loading' | 'sign' | 'signed';

/**
 * What the item view offers: nothing without the permission or on a draft (its text may still
 * change); Assinar while the document or one of its attachments is left for the user to sign;
 * Assinado once every one is signed. Until the session answers (or when it cannot: offline),
 * Assinar is offered, and /sign says what is left.
 */
export function itemSignState(input: {
  permissions: ReadonlySet<string>;
  isDraft: boolean;
  session: Pick<SigningSession, 'documents'> | undefined;
  loading: boolean;
}): ItemSignState {
  if (!input.permissions.has(SIGN_PERMISSION) || input.isDraft) return 'hidden';
  if (input.session === undefined) return input.loading ? 'loading' : 'sign';
  // The session leaves out an email the user cannot open: there is nothing here to sign.
  if (input.session.documents.length === 0) return 'hidden';
  return input.session.documents.every((document) => document.hasBeenSigned) ? 'signed' : 'sign';
}
