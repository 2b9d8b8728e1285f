// The main process as the app wires it, for tests in Node: real registry, handlers and services
// in a temp folder, the test encryptor, and scripted native dialogs. The signer process starts
// only on the first certificate call (with the environment given, e.g. a SoftHSM2 token's).
import { join } from 'node:path';
import { createTestEncryptor } from '../../../tests/e2e/harness/testEncryptor';
import { spawnNodeSigner } from '../../../src-signer/client/nodeTransport';
import { createSignerClient, type SignerClient } from '../../../src-signer/client/signerClient';
import { isAppUrl } from '../../security/trustedUrl';
import { createAppInfo } from '../../services/appInfo';
import { createCacheService, type CacheService } from '../../services/cache/cacheService';
import { createDraftService, type DraftService } from '../../services/drafts/draftService';
import { createSessionStore, type SessionStore } from '../../services/sessionStore';
import { createSettingsStore, type SettingsStore } from '../../services/settings';
import { createSignerBridge } from '../../services/signer/signerBridge';
import { createScriptedDialogs, type ScriptedDialogs } from '../../services/testing/scriptedDialogs';
import { registerHandlers } from '../handlers';
import { createIpcRegistry, type IpcRegistry } from '../registry';

/** A sender the registry trusts: the app's own page. */
export const APP_SENDER = { url: 'app://staff/' };

export type TestMain = {
  registry: IpcRegistry;
  settings: SettingsStore;
  session: SessionStore;
  cache: CacheService;
  drafts: DraftService;
  dialogs: ScriptedDialogs;
  signer: SignerClient;
  close(): void;
};

export function createTestMain(dir: string, { signerEnv = {} }: { signerEnv?: Record<string, string> } = {}): TestMain {
  const encryptor = createTestEncryptor();
  const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
  const settings = createSettingsStore({ dir, env: {} });
  const serverUrl = () => settings.get().serverUrl;
  const session = createSessionStore({ dir, encryptor, serverUrl });
  const cache = createCacheService({ dir: join(dir, 'cache'), serverUrl });
  const drafts = createDraftService({ dir: join(dir, 'drafts'), serverUrl });
  const dialogs = createScriptedDialogs();
  const signer = createSignerClient({ spawn: () => spawnNodeSigner({ env: signerEnv, stderr: 'ignore' }), log: () => undefined });
  registerHandlers(registry, {
    appInfo: createAppInfo({ name: 'GDoc', version: '0.1.0', os: 'linux', encryptor, signer: true }),
    settings,
    session,
    signer: createSignerBridge({ client: signer, settings }),
    cache,
    drafts,
    notifier: { isSupported: () => false, show: () => undefined },
    dialogs,
  });
  return {
    registry,
    settings,
    session,
    cache,
    drafts,
    dialogs,
    signer,
    close: () => {
      signer.dispose();
      cache.close();
      drafts.close();
    },
  };
}
