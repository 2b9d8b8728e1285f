// The drafts outbox: brings the server up to date with what is saved on this computer. Every
// save is committed locally first (main's SQLite store); this loop then, for each draft whose
// newest revision the server lacks, creates it (with the draft's idempotency key, so a create
// repeated after a crash or a lost answer makes one server draft) or updates it from the version
// it was based on. A 409 turns the draft into a conflict the user resolves; a network error
// leaves it for a later pass. One pass at a time; a trigger during a pass queues one more pass.
import type { DocumentBody, ServerDocument } from '../../src-shared/api/documents';
import { conflictSchema } from '../../src-shared/api/documents';
import type { DraftRecord } from '../../src-shared/drafts/types';
import { isApiError } from '../api/ApiError';

/** The part of bridge.drafts the loop uses, with failures thrown. */
export type SyncDraftStore = {
  list(): Promise<DraftRecord[]>;
  markSynced(args: { localId: string; revision: number; serverUuid: string; serverVersion: number }): Promise<DraftRecord>;
  markConflict(args: { localId: string; revision: number; server: ServerDocument }): Promise<DraftRecord>;
};

/** The part of the documents API the loop uses. */
export type SyncDocumentsApi = {
  create(body: DocumentBody, idempotencyKey: string): Promise<ServerDocument>;
  update(uuid: string, update: { base_version: number; body: DocumentBody }): Promise<ServerDocument>;
};

export type SyncOutcome =
  | { kind: 'synced'; record: DraftRecord }
  | { kind: 'conflict'; record: DraftRecord }
  | { kind: 'offline'; localId: string }
  | { kind: 'failed'; localId: string; error: unknown };

export type DraftSyncDeps = {
  drafts: SyncDraftStore;
  api: SyncDocumentsApi;
  /** Told about every draft the loop tried. */
  onOutcome?: (outcome: SyncOutcome) => void;
};

export const SYNC_INTERVAL_MS = 30_000;

/** Whether the server lacks this draft's newest revision (and nothing waits on the user). */
export const needsSync = (record: DraftRecord): boolean => record.status === 'local' && record.revision > record.syncedRevision;

const isNetworkError = (error: unknown): boolean => isApiError(error) && error.isNetworkError;

/** The server's copy a 409 carries, or null when the error is not a conflict. */
export function conflictOf(error: unknown): ServerDocument | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = conflictSchema.safeParse(error.raw);
  return parsed.success ? parsed.data.current : null;
}

export type DraftSync = {
  /** Runs a pass now, or after the running one; resolves when a pass started after the call ends. */
  run(): Promise<void>;
};

export function createDraftSync({ drafts, api, onOutcome }: DraftSyncDeps): DraftSync {
  let current: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /** false when the server could not be reached: the rest waits for the next pass. */
  async function syncOne(record: DraftRecord): Promise<boolean> {
    const { localId, revision, body } = record;
    try {
      const server =
        record.serverUuid === null || record.serverVersion === null
          ? await api.create(body, record.idempotencyKey)
          : await api.update(record.serverUuid, { base_version: record.serverVersion, body });
      const synced = await drafts.markSynced({ localId, revision, serverUuid: server.inbox_email_uuid, serverVersion: server.version });
      onOutcome?.({ kind: 'synced', record: synced });
      return true;
    } catch (error) {
      if (isNetworkError(error)) {
        onOutcome?.({ kind: 'offline', localId });
        return false;
      }
      const server = conflictOf(error);
      if (server) {
        const conflicted = await drafts.markConflict({ localId, revision, server });
        onOutcome?.({ kind: 'conflict', record: conflicted });
        return true;
      }
      console.warn('Falha ao sincronizar rascunho', localId, error);
      onOutcome?.({ kind: 'failed', localId, error });
      return true;
    }
  }

  async function pass(): Promise<void> {
    let records: DraftRecord[];
    try {
      records = await drafts.list();
    } catch (error) {
      console.warn('Rascunhos locais indisponíveis', error);
      return;
    }
    for (const record of records.filter(needsSync)) {
      if (!(await syncOne(record))) return;
    }
  }

  function run(): Promise<void> {
    if (!current) {
      current = pass().finally(() => {
        current = null;
      });
      return current;
    }
    queued ??= current.then(() => {
      queued = null;
      return run();
    });
    return queued;
  }

  return { run };
}

/** Starts the periodic pass; returns the function that stops it. */
export function scheduleDraftSync(sync: DraftSync, onReachable: (listener: () => void) => () => void, intervalMs = SYNC_INTERVAL_MS): () => void {
  const timer = setInterval(() => void sync.run(), intervalMs);
  const unsubscribe = onReachable(() => void sync.run());
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
