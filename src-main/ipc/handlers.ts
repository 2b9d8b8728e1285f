// Every operation of the contract, bound to the service that does the work. The registry has
// already parsed the argument; the services parse again because they are also called directly.
import type { AppInfo } from '../../src-shared/ipc/contract';
import { ipcContract } from '../../src-shared/ipc/contract';
import { fail, type IpcErrorCode, type IpcResult } from '../../src-shared/ipc/result';
import { messages } from '../../src-shared/messages';
import type { CacheService } from '../services/cache/cacheService';
import type { DraftService } from '../services/drafts/draftService';
import { DraftStoreError, type DraftErrorCode } from '../services/drafts/draftStore';
import type { NativeDialogs } from '../services/nativeDialogs';
import { notifyThroughOs, type OsNotifier } from '../services/osNotifier';
import { changeServerUrl } from '../services/serverChange';
import { SessionServerError, type SessionStore } from '../services/sessionStore';
import type { SignerBridge } from '../services/signer/signerBridge';
import type { SettingsStore } from '../services/settings';
import { addChosenTokenLibrary, removeTokenLibrary } from '../services/tokenLibraryChoice';
import type { IpcRegistry } from './registry';

export type MainServices = {
  appInfo: () => AppInfo;
  settings: SettingsStore;
  session: SessionStore;
  signer: SignerBridge;
  cache: CacheService;
  notifier: OsNotifier;
  drafts: DraftService;
  /** The OS's own dialogs, for what only the user may decide (see nativeDialogs.ts). */
  dialogs: NativeDialogs;
};

const draftFailures: Record<DraftErrorCode, { code: IpcErrorCode; message: string }> = {
  'not-open': { code: 'unavailable', message: messages.drafts.storage.notOpen },
  'too-new': { code: 'unavailable', message: messages.drafts.storage.tooNew },
  'not-found': { code: 'invalid-argument', message: messages.drafts.storage.notFound },
  invalid: { code: 'invalid-argument', message: messages.drafts.storage.invalid },
};

/** A draft operation's refusal (not open, newer file, no such draft) as a result the UI can act on. */
function draftResult<T>(run: () => T): T | IpcResult<T> {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof DraftStoreError)) throw error;
    console.warn(`[drafts] refused: ${error.code}`);
    const failure = draftFailures[error.code];
    return fail(failure.code, failure.message);
  }
}

export function registerHandlers(registry: IpcRegistry, services: MainServices): void {
  const { app, settings, session, signer, cache, drafts, os } = ipcContract;

  registry.handle(app.info, () => services.appInfo());

  registry.handle(settings.get, () => services.settings.get());
  registry.handle(settings.update, ({ serverUrl }) => changeServerUrl(services, serverUrl));
  registry.handle(settings.addTokenLibrary, () => addChosenTokenLibrary(services));
  registry.handle(settings.removeTokenLibrary, ({ path }) => removeTokenLibrary(services.settings, path));

  registry.handle(session.load, () => services.session.load());
  registry.handle(session.save, (stored) => {
    try {
      return services.session.save(stored);
    } catch (error) {
      if (!(error instanceof SessionServerError)) throw error;
      console.warn('[session] refused a session issued by another server than the configured one');
      return fail('invalid-argument', messages.ipc.sessionOfAnotherServer);
    }
  });
  registry.handle(session.clear, () => {
    // Logging out takes the user's offline copy with it. Not the drafts: they are the user's own
    // unsent work, kept in their file, and come back at the user's next login. Their store is
    // closed, so nobody else at this computer can list them meanwhile.
    services.cache.clear(services.session.load()?.userId);
    services.drafts.close();
    services.session.clear();
    return null;
  });

  registry.handle(signer.inventory, (args) => services.signer.inventory(args));
  registry.handle(signer.openSession, (args) => services.signer.openSession(args));
  registry.handle(signer.sign, (args) => services.signer.sign(args));
  registry.handle(signer.cancel, (args) => services.signer.cancel(args));
  registry.handle(signer.closeSession, (args) => services.signer.closeSession(args));

  registry.handle(cache.open, ({ userId }) => {
    services.cache.open(userId);
    return null;
  });
  registry.handle(cache.get, ({ key }) => services.cache.get(key));
  registry.handle(cache.put, ({ key, kind, body, search }) => {
    services.cache.put(key, kind, body, search);
    return null;
  });
  registry.handle(cache.search, ({ text, limit }) => services.cache.search(text, limit));

  registry.handle(drafts.open, ({ userId }) => {
    services.drafts.open(userId);
    return null;
  });
  registry.handle(drafts.save, (args) => draftResult(() => services.drafts.save(args)));
  registry.handle(drafts.get, ({ localId }) => services.drafts.get(localId));
  registry.handle(drafts.list, () => services.drafts.list());
  registry.handle(drafts.markSynced, (args) => draftResult(() => services.drafts.markSynced(args)));
  registry.handle(drafts.markConflict, (args) => draftResult(() => services.drafts.markConflict(args)));
  registry.handle(drafts.resolve, (args) => draftResult(() => services.drafts.resolve(args)));
  registry.handle(drafts.adopt, (args) => draftResult(() => services.drafts.adopt(args)));
  registry.handle(drafts.remove, ({ localId }) =>
    draftResult(() => {
      services.drafts.remove(localId);
      return null;
    }),
  );

  registry.handle(os.notify, (notice) => notifyThroughOs(services.notifier, notice));
}
