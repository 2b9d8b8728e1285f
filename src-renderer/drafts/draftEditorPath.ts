// Which editor a draft opens in: the one place that decides it, for every way a draft is opened
// (Rascunhos in the work queue, the draft's item view, the list of drafts on this computer).
// A new document opens in Novo documento, a reply (body.reply_to) in the reply screen of the email
// it answers, as does a despacho or nota written there offline. From a queue row or an item view the body is not known yet: the draft opens in Novo
// documento, which loads it and, finding a reply, moves on to the reply screen.
import type { AnswerKind, DocumentBody } from '../../src-shared/api/documents';
import type { InboxType } from '../../src-shared/ipc/contract';

/**
 * A draft as whoever opens it knows it: one kept on this computer (its body at hand), or one on
 * the server (from a queue row or an item view the body is not known yet).
 */
export type DraftToOpen = { localId: string; body?: DocumentBody } | { serverUuid: string; body?: DocumentBody };

/** The query parameter that names a server draft for the editor to load (GET inbox/email/{uuid}/draft). */
export const SERVER_DRAFT_PARAM = 'serverDraft';
/** The query parameter that names a draft kept on this computer. */
export const LOCAL_DRAFT_PARAM = 'draft';

/** What the answer screen writes: a reply (absent), or a despacho or nota written offline. */
export const KIND_PARAM = 'kind';

/** The reply screen of an email (?all=1: Responder a todos; ?kind=: a despacho or nota; and the draft it resumes, if any). */
export function replyPath(inboxType: InboxType, emailUuid: string, options: { all?: boolean; kind?: AnswerKind; draft?: string; serverDraft?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.all) query.set('all', '1');
  if (options.kind && options.kind !== 'reply') query.set(KIND_PARAM, options.kind);
  if (options.draft) query.set(LOCAL_DRAFT_PARAM, options.draft);
  if (options.serverDraft) query.set(SERVER_DRAFT_PARAM, options.serverDraft);
  const search = query.toString();
  return `/inbox/${inboxType}/reply/${encodeURIComponent(emailUuid)}${search ? `?${search}` : ''}`;
}

export function draftEditorPath(inboxType: InboxType, draft: DraftToOpen): string {
  const replyTo = draft.body?.reply_to;
  if (replyTo) {
    const resume = 'localId' in draft ? { draft: draft.localId } : { serverDraft: draft.serverUuid };
    return replyPath(draft.body?.from ?? inboxType, replyTo.inbox_email_uuid, { all: replyTo.all, kind: replyTo.kind, ...resume });
  }
  const query = 'localId' in draft ? `${LOCAL_DRAFT_PARAM}=${encodeURIComponent(draft.localId)}` : `${SERVER_DRAFT_PARAM}=${encodeURIComponent(draft.serverUuid)}`;
  return `/inbox/${inboxType}/document/create?${query}`;
}
