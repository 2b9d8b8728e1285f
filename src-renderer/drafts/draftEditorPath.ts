// Which editor a draft opens in: the one place that decides it, for every way a draft is opened
// (Rascunhos in the work queue, the draft's item view, the list of drafts on this computer).
// Today every draft is a new document and opens in Novo documento; reply drafts will open in
// their own screen, and the rule that tells them apart belongs here.
import type { DocumentBody } from '../../src-shared/api/documents';
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

export function draftEditorPath(inboxType: InboxType, draft: DraftToOpen): string {
  const query = 'localId' in draft ? `${LOCAL_DRAFT_PARAM}=${encodeURIComponent(draft.localId)}` : `${SERVER_DRAFT_PARAM}=${encodeURIComponent(draft.serverUuid)}`;
  return `/inbox/${inboxType}/document/create?${query}`;
}
