// The Bridge for the web build (citizen portal, and the staff app opened in a plain browser).
// It reports every desktop capability absent. The session sits in the browser's storage here,
// because a browser has no OS keychain; the desktop keeps it in main with safeStorage instead.
import {
  storedSessionSchema,
  type AppInfo,
  type Bridge,
  type StoredSession,
} from '../../src-shared/ipc/contract';
import { fail, failSigner, ok } from '../../src-shared/ipc/result';
import { signerError } from '../../src-shared/signer/errors';
import { messages } from '../../src-shared/messages';
import { discoverRealtimeUrl } from './webRealtime';

/** The staff app (/) and the citizen portal (/app/) may share an origin; each keeps its own session. */
export const webSessionKey = (basePath: string): string => `gdoc.session:${basePath}`;

type WebBridgeOptions = {
  storage: Storage;
  origin: string;
  basePath: string;
  apiUrl?: string | undefined;
  /** The realtime server when the build was told (VITE_REALTIME_URL); otherwise the API server is asked. */
  realtimeUrl?: string | undefined;
  userAgent: string;
  version: string;
  fetch?: typeof fetch;
};

const signerUnavailable = async () => failSigner(signerError('internal', { message: messages.signer.unavailable }));

export function createWebBridge({ storage, origin, basePath, apiUrl, realtimeUrl, userAgent, version, fetch: fetchFn = globalThis.fetch.bind(globalThis) }: WebBridgeOptions): Bridge {
  const key = webSessionKey(basePath);
  const info: AppInfo = {
    name: messages.app.name,
    version,
    platform: 'web',
    os: userAgent,
    capabilities: { secureStorage: false, signer: false, offlineCache: false, drafts: false },
  };
  const serverUrl = (apiUrl || origin).replace(/\/+$/, '');
  let realtime: Promise<string> | undefined;
  const realtimeOnce = () => (realtime ??= discoverRealtimeUrl(serverUrl, fetchFn, realtimeUrl));

  const load = (): StoredSession | null => {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    try {
      const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: an unreadable entry is dropped like an invalid one
    }
    storage.removeItem(key);
    return null;
  };

  return Object.freeze({
    app: Object.freeze({ info: async () => ok(info) }),
    settings: Object.freeze({
      get: async () => ok({ serverUrl, realtimeUrl: await realtimeOnce(), tokenLibraries: [] }),
      update: async () => fail('unavailable', messages.ipc.unavailable),
      addTokenLibrary: async () => fail('unavailable', messages.ipc.unavailable),
      removeTokenLibrary: async () => fail('unavailable', messages.ipc.unavailable),
    }),
    session: Object.freeze({
      load: async () => ok(load()),
      save: async (session: StoredSession) => {
        const parsed = storedSessionSchema.safeParse(session);
        if (!parsed.success) return fail('invalid-argument', messages.ipc.invalidArgument);
        storage.setItem(key, JSON.stringify(parsed.data));
        return ok({ persisted: true });
      },
      clear: async () => {
        storage.removeItem(key);
        return ok(null);
      },
    }),
    // A browser cannot reach a USB token: certificate signing is a desktop capability.
    signer: Object.freeze({
      inventory: signerUnavailable,
      openSession: signerUnavailable,
      sign: signerUnavailable,
      cancel: signerUnavailable,
      closeSession: signerUnavailable,
    }),
    // The web build keeps no offline copy: a shared browser is no place for an organisation's inbox.
    cache: Object.freeze({
      open: async () => ok(null),
      get: async () => ok(null),
      put: async () => ok(null),
      search: async () => ok([]),
    }),
    // Nor local drafts: there the create screen saves to the server directly. Reads find nothing;
    // anything that would store a draft says the feature is desktop-only (never a pretend save).
    drafts: Object.freeze({
      open: async () => ok(null),
      save: async () => fail('unavailable', messages.ipc.unavailable),
      get: async () => ok(null),
      list: async () => ok([]),
      markSynced: async () => fail('unavailable', messages.ipc.unavailable),
      markConflict: async () => fail('unavailable', messages.ipc.unavailable),
      resolve: async () => fail('unavailable', messages.ipc.unavailable),
      adopt: async () => fail('unavailable', messages.ipc.unavailable),
      remove: async () => fail('unavailable', messages.ipc.unavailable),
    }),
    // A browser tab shows its own notifications only with a permission prompt; the web build doesn't ask.
    os: Object.freeze({ notify: async () => ok({ shown: false }) }),
    events: Object.freeze({ signerProgress: () => () => undefined }),
  }) satisfies Bridge;
}
