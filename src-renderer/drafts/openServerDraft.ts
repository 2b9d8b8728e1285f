// Opening a server draft in the editor (Rascunhos → editor): the copy GET inbox/email/{uuid}/draft
// answers, and on the desktop the local record that holds it. The desktop adopts the draft into
// its local store (drafts.adopt), so autosave, offline work and the outbox go on as for any draft;
// a local copy that already has this server draft is resumed, and its unsent text is never
// replaced (if the server moved on too, the outbox meets the 409: the usual conflict). Offline, the
// local copy opens; without one, nothing can be shown.
import type { DocumentBody, ServerDocument } from '../../src-shared/api/documents';
import type { DraftRecord } from '../../src-shared/drafts/types';
import { isApiError } from '../api/ApiError';

export type ServerDraftStore = {
  list(): Promise<DraftRecord[]>;
  adopt(args: { serverUuid: string; serverVersion: number; body: DocumentBody }): Promise<DraftRecord>;
};

export type ServerDraftDeps = {
  fetchDraft(uuid: string): Promise<ServerDocument>;
  /** The desktop's local drafts; absent on the web, which edits the server copy directly. */
  local?: ServerDraftStore;
};

/**
 * server: the web edits this copy from its version; local: the desktop edits this record (offline
 * when the server could not be reached); not-found: deleted or published meanwhile; offline: no
 * server and no local copy; error: anything else the server answered.
 */
export type ServerDraftOpening =
  | { kind: 'server'; server: ServerDocument }
  | { kind: 'local'; record: DraftRecord; offline: boolean }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'error'; error: unknown };

/** 404: no such email any more (deleted); 422: no longer a draft (published). */
const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 422);
const isOffline = (error: unknown) => isApiError(error) && error.isNetworkError;

export async function openServerDraft(uuid: string, { fetchDraft, local }: ServerDraftDeps): Promise<ServerDraftOpening> {
  // Looked up first: offline it is all there is.
  const kept = local ? ((await local.list()).find((record) => record.serverUuid === uuid) ?? null) : null;
  let server: ServerDocument;
  try {
    server = await fetchDraft(uuid);
  } catch (error) {
    if (isOffline(error)) return kept ? { kind: 'local', record: kept, offline: true } : { kind: 'offline' };
    if (isGone(error)) return { kind: 'not-found' };
    return { kind: 'error', error };
  }
  if (server.documentStatus !== 'draft') return { kind: 'not-found' };
  if (!local) return { kind: 'server', server };
  const record = await local.adopt({ serverUuid: server.inbox_email_uuid, serverVersion: server.version, body: server.body });
  return { kind: 'local', record, offline: false };
}
