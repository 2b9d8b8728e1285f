// The drafts as main serves them over IPC: one store open at a time, the logged user's on the
// configured server. Which file that is comes from main's own settings and the user id the
// renderer names, so a page can never point the drafts at a path. Before a store is open (or when
// the file was written by a newer app) reads find nothing and every write fails with a
// DraftStoreError: a save is never acknowledged unless it is on disk.
//
// Drafts are NOT deleted at logout, unlike the offline cache: they are the user's own unsent work
// and come back at the next login of the same user on the same server.
import { DraftsTooNewError } from './migrations';
import {
  DraftStoreError,
  openDraftStore,
  type AdoptArgs,
  type ConflictArgs,
  type DraftStore,
  type ResolveArgs,
  type SaveArgs,
  type SyncedArgs,
} from './draftStore';
import type { DraftRecord } from '../../../src-shared/drafts/types';

export type DraftServiceOptions = {
  dir: string;
  serverUrl: () => string;
  now?: () => number;
};

export type DraftService = {
  open(userId: number): void;
  save(args: SaveArgs): DraftRecord;
  get(localId: string): DraftRecord | null;
  list(): DraftRecord[];
  markSynced(args: SyncedArgs): DraftRecord;
  markConflict(args: ConflictArgs): DraftRecord;
  resolve(args: ResolveArgs): DraftRecord;
  adopt(args: AdoptArgs): DraftRecord;
  remove(localId: string): void;
  close(): void;
};

export const draftScopeOf = (serverUrl: string, userId: number): string => `${serverUrl}\n${userId}`;

export function createDraftService({ dir, serverUrl, now }: DraftServiceOptions): DraftService {
  type State = { scope: string; store: DraftStore | null; tooNew: number | null };
  let state: State | null = null;

  const close = () => {
    state?.store?.close();
    state = null;
  };

  const store = (): DraftStore => {
    if (state?.store) return state.store;
    if (state?.tooNew != null) {
      throw new DraftStoreError('too-new', `the drafts file was written by a newer version of the app (schema ${state.tooNew}); it is kept, untouched`);
    }
    throw new DraftStoreError('not-open', 'no drafts are open: log in first');
  };

  return {
    open(userId) {
      const scope = draftScopeOf(serverUrl(), userId);
      if (state?.scope === scope && state.store) return;
      close();
      try {
        state = { scope, store: openDraftStore({ dir, scope, ...(now ? { now } : {}) }), tooNew: null };
      } catch (error) {
        // A newer app's file stays as it is (that app may come back); saving is refused meanwhile.
        if (!(error instanceof DraftsTooNewError)) throw error;
        console.warn('[drafts] drafts file written by a newer version; saving drafts is refused');
        state = { scope, store: null, tooNew: error.found };
      }
    },
    save: (args) => store().save(args),
    get: (localId) => state?.store?.get(localId) ?? null,
    list: () => state?.store?.list() ?? [],
    markSynced: (args) => store().markSynced(args),
    markConflict: (args) => store().markConflict(args),
    resolve: (args) => store().resolve(args),
    adopt: (args) => store().adopt(args),
    remove: (localId) => store().remove(localId),
    close,
  };
}
