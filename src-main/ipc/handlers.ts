// Every operation of the contract, bound to the service that does the work. The registry has
// already parsed the argument; the services parse again because they are also called directly.
import type { AppInfo } from '../../src-shared/ipc/contract';
import { ipcContract } from '../../src-shared/ipc/contract';
import type { CacheService } from '../services/cache/cacheService';
import type { SessionStore } from '../services/sessionStore';
import type { SignerBridge } from '../services/signer/signerBridge';
import type { SettingsStore } from '../services/settings';
import type { IpcRegistry } from './registry';

export type MainServices = {
  appInfo: () => AppInfo;
  settings: SettingsStore;
  session: SessionStore;
  signer: SignerBridge;
  cache: CacheService;
};

export function registerHandlers(registry: IpcRegistry, services: MainServices): void {
  const { app, settings, session, signer, cache } = ipcContract;

  registry.handle(app.info, () => services.appInfo());

  registry.handle(settings.get, () => services.settings.get());
  registry.handle(settings.update, (patch) => services.settings.update(patch));

  registry.handle(session.load, () => services.session.load());
  registry.handle(session.save, (stored) => services.session.save(stored));
  registry.handle(session.clear, () => {
    // Logging out takes the user's offline copy with it.
    services.cache.clear(services.session.load()?.userId);
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
}
