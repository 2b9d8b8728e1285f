// Moving the app to another server. The page asks; main asks the user in a native message box
// naming both addresses, and only a yes changes anything. The old server's session token is then
// dropped (it must never reach the new server), its offline copy deleted as at a logout, and its
// drafts closed: they stay in their own file, for a login on that server again, and are never
// shown under the new one.
import { fail, ok, type IpcResult } from '../../src-shared/ipc/result';
import type { Settings } from '../../src-shared/ipc/contract';
import { messages } from '../../src-shared/messages';
import type { CacheService } from './cache/cacheService';
import type { DraftService } from './drafts/draftService';
import type { NativeDialogs } from './nativeDialogs';
import type { SessionStore } from './sessionStore';
import type { SettingsStore } from './settings';

export type ServerChangeDeps = {
  dialogs: Pick<NativeDialogs, 'confirmServerChange'>;
  settings: SettingsStore;
  session: SessionStore;
  cache: Pick<CacheService, 'clear'>;
  drafts: Pick<DraftService, 'close'>;
};

/** serverUrl is already normalised by the contract's schema. */
export async function changeServerUrl({ dialogs, settings, session, cache, drafts }: ServerChangeDeps, serverUrl: string): Promise<IpcResult<Settings>> {
  const from = settings.get().serverUrl;
  if (serverUrl === from) return ok(settings.get());
  if (!(await dialogs.confirmServerChange({ from, to: serverUrl }))) return fail('cancelled', messages.serverSettings.changeCancelled);
  // Before the address changes: the cache file to delete is named by the old server.
  cache.clear(session.load()?.userId);
  drafts.close();
  session.clear();
  return ok(settings.update({ serverUrl }));
}
