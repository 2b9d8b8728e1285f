// The desktop's drafts, wired: bridge.drafts (main's SQLite store, opened for the logged user
// before any other call) behind a throwing interface, and the one sync loop of the app, started
// on first use and kept running for the session: every 30 s, when the server answers again,
// and after each save. Screens listen to its outcomes for the draft they show.
import type { DocumentBody } from '../../src-shared/api/documents';
import type { DraftRecord } from '../../src-shared/drafts/types';
import { documentsApi } from '../api/client';
import { serverStatus } from '../offline/serverStatus';
import { bridge, unwrap } from '../platform/bridge';
import { createDraftSync, scheduleDraftSync, type SyncOutcome } from './draftSync';

let opened: Promise<void> | null = null;
let openedFor: number | null = null;

/** Opens the user's drafts file once (again after a user change). */
export function openLocalDrafts(userId: number): Promise<void> {
  if (opened && openedFor === userId) return opened;
  openedFor = userId;
  opened = bridge.drafts.open({ userId }).then((result) => {
    unwrap(result);
  });
  opened.catch((error: unknown) => {
    console.warn('Rascunhos locais indisponíveis', error);
    opened = null;
    openedFor = null;
  });
  return opened;
}

/** At logout: main closes the file; the next login opens it again. */
export function closeLocalDrafts(): void {
  opened = null;
  openedFor = null;
}

const ready = async () => {
  if (!opened) throw new Error('drafts not open');
  await opened;
};

export const localDrafts = {
  save: async (args: { localId?: string; body: DocumentBody }): Promise<DraftRecord> => {
    await ready();
    return unwrap(await bridge.drafts.save(args.localId ? args : { body: args.body }));
  },
  get: async (localId: string): Promise<DraftRecord | null> => {
    await ready();
    return unwrap(await bridge.drafts.get({ localId }));
  },
  list: async (): Promise<DraftRecord[]> => {
    await ready();
    return unwrap(await bridge.drafts.list());
  },
  markSynced: async (args: Parameters<typeof bridge.drafts.markSynced>[0]) => {
    await ready();
    return unwrap(await bridge.drafts.markSynced(args));
  },
  markConflict: async (args: Parameters<typeof bridge.drafts.markConflict>[0]) => {
    await ready();
    return unwrap(await bridge.drafts.markConflict(args));
  },
  resolve: async (localId: string, keep: 'local' | 'server'): Promise<DraftRecord> => {
    await ready();
    return unwrap(await bridge.drafts.resolve({ localId, keep }));
  },
  adopt: async (args: Parameters<typeof bridge.drafts.adopt>[0]): Promise<DraftRecord> => {
    await ready();
    return unwrap(await bridge.drafts.adopt(args));
  },
  remove: async (localId: string): Promise<void> => {
    await ready();
    unwrap(await bridge.drafts.remove({ localId }));
  },
};

const listeners = new Set<(outcome: SyncOutcome) => void>();

export const draftSync = createDraftSync({
  drafts: localDrafts,
  api: documentsApi,
  onOutcome: (outcome) => listeners.forEach((listener) => listener(outcome)),
});

export function onSyncOutcome(listener: (outcome: SyncOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started = false;

/** Starts the loop for the rest of the session (idempotent). */
export function startDraftSync(): void {
  if (started) return;
  started = true;
  scheduleDraftSync(draftSync, (listener) =>
    serverStatus.subscribe((state, previous) => {
      if (state.reachable && !previous.reachable) listener();
    }),
  );
  void draftSync.run();
}

/**
 * After Excluir rascunho: the copies this computer keeps of that server draft go too, or the
 * outbox would keep trying to update a draft that no longer exists.
 */
export async function forgetServerDraft(userId: number, serverUuid: string): Promise<void> {
  try {
    await openLocalDrafts(userId);
    for (const record of await localDrafts.list()) if (record.serverUuid === serverUuid) await localDrafts.remove(record.localId);
  } catch (error) {
    console.warn('Falha ao apagar a cópia local do rascunho', error);
  }
}
