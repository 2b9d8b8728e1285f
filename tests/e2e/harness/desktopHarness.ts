// The desktop main process for browser tests: the real registry, handlers, settings store and
// session store from src-main, running in the Playwright process. The page reaches them through
// a binding and the preload's own createBridge, so a spec drives the same code path as the app.
// The stand-ins are the OS facilities a headless run lacks: the encryptor (see testEncryptor.ts)
// and the notification service, whose notices are recorded in osNotices.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { registerHandlers } from '../../../src-main/ipc/handlers';
import { createIpcRegistry, type IpcRegistry } from '../../../src-main/ipc/registry';
import { isSameOrigin } from '../../../src-main/security/trustedUrl';
import { createAppInfo } from '../../../src-main/services/appInfo';
import { createCacheService, type CacheService } from '../../../src-main/services/cache/cacheService';
import { createDraftService, type DraftService } from '../../../src-main/services/drafts/draftService';
import type { Encryptor } from '../../../src-main/services/encryptor';
import { createSessionStore, type SessionStore } from '../../../src-main/services/sessionStore';
import { createSettingsStore, type SettingsStore } from '../../../src-main/services/settings';
import { createScriptedDialogs, type ScriptedDialogs } from '../../../src-main/services/testing/scriptedDialogs';
import { createSignerBridge } from '../../../src-main/services/signer/signerBridge';
import { defaultRealtimeUrl, ipcEvents } from '../../../src-shared/ipc/contract';
import { spawnNodeSigner } from '../../../src-signer/client/nodeTransport';
import { createSignerClient, type SignerClient } from '../../../src-signer/client/signerClient';
import { buildBridgeScript } from './bridgeScript';
import { BUILT_RENDERER_DIR, startRendererServer, type RendererServer } from './rendererServer';
import { createTestEncryptor } from './testEncryptor';

const BUILT_SIGNER = join(BUILT_RENDERER_DIR, '..', 'main', 'signer.js');

export type DesktopMain = {
  registry: IpcRegistry;
  settings: SettingsStore;
  session: SessionStore;
  encryptor: Encryptor;
  signer: SignerClient;
  /** The offline cache, in userDataDir/cache as in the app. */
  cache: CacheService;
  /** The user's drafts, in userDataDir/drafts as in the app. */
  drafts: DraftService;
  /**
   * The native dialogs of main, scripted: a spec sets the file the library chooser returns
   * (dialogs.nextLibrary) and the answer to a server change, and reads what was asked.
   */
  dialogs: ScriptedDialogs;
  /** What the app asked the OS to show as notifications (a headless run has no notification service). */
  osNotices: { title: string; body: string }[];
  /** The IPC channels the page invoked, in order — names only: arguments may hold a PIN. */
  invoked: string[];
  /** Pushes from main to the page (window.webContents.send in the app). */
  onEvent(listener: (channel: string, payload: unknown) => void): void;
  close(): void;
};

export type DesktopMainOptions = {
  /** Stands in for app.getPath('userData'): settings.json and session.bin are written here. */
  userDataDir: string;
  /** The API server the settings start with. */
  serverUrl: string;
  /** The reference server's realtime address (its --realtime-port); the host's port 6001 when absent. */
  realtimeUrl?: string;
  /** Origin the renderer is served from (the renderer server's url); the only trusted sender. */
  rendererOrigin: string;
  /** Defaults to a fresh test encryptor; pass createTestEncryptor({ available: false }) to test a machine without a keychain. */
  encryptor?: Encryptor;
  /** Environment of the real signer process (a SoftHSM2 token's SOFTHSM2_CONF). */
  signerEnv?: Record<string, string>;
};

export function createDesktopMain({
  userDataDir,
  serverUrl,
  realtimeUrl,
  rendererOrigin,
  encryptor = createTestEncryptor(),
  signerEnv = {},
}: DesktopMainOptions): DesktopMain {
  mkdirSync(userDataDir, { recursive: true });
  const settings = createSettingsStore({ dir: userDataDir, defaultServerUrl: serverUrl, ...(realtimeUrl ? { defaultRealtimeUrl: realtimeUrl } : {}), env: {} });
  const session = createSessionStore({ dir: userDataDir, encryptor, serverUrl: () => settings.get().serverUrl });
  const listeners: ((channel: string, payload: unknown) => void)[] = [];
  // The real signer process as the app builds it (out/main/signer.js, next to the renderer the
  // harness serves), as a Node child instead of a utilityProcess (no Electron here).
  const signer = createSignerClient({
    spawn: () => spawnNodeSigner({ entry: BUILT_SIGNER, env: signerEnv }),
    onProgress: (progress) => {
      const payload = ipcEvents.signerProgress.payload.parse(progress);
      for (const listener of listeners) listener(ipcEvents.signerProgress.channel, payload);
    },
  });
  const cache = createCacheService({ dir: join(userDataDir, 'cache'), serverUrl: () => settings.get().serverUrl });
  const drafts = createDraftService({ dir: join(userDataDir, 'drafts'), serverUrl: () => settings.get().serverUrl });
  const osNotices: { title: string; body: string }[] = [];
  const dialogs = createScriptedDialogs();
  const registry = createIpcRegistry({ isTrustedSender: (url) => isSameOrigin(url, rendererOrigin) });
  registerHandlers(registry, {
    appInfo: createAppInfo({ name: 'GDoc', version: 'e2e', os: `${process.platform} (e2e)`, encryptor, signer: true }),
    settings,
    session,
    signer: createSignerBridge({ client: signer, settings }),
    cache,
    drafts,
    notifier: { isSupported: () => true, show: (notice) => void osNotices.push(notice) },
    dialogs,
  });
  registry.assertComplete();
  return {
    registry,
    settings,
    session,
    encryptor,
    signer,
    cache,
    drafts,
    dialogs,
    osNotices,
    invoked: [],
    onEvent: (listener) => listeners.push(listener),
    close: () => {
      signer.dispose();
      cache.close();
      drafts.close();
    },
  };
}

/** Gives the page window.gdoc before any of its scripts run; call before page.goto. */
export async function attachBridge(page: Page, main: DesktopMain): Promise<void> {
  await page.exposeBinding('__gdocInvoke', (source, channel: unknown, arg: unknown) => {
    main.invoked.push(String(channel));
    return main.registry.invoke({ url: source.frame.url() }, String(channel), arg);
  });
  main.onEvent((channel, payload) => {
    const deliver = ([name, data]: readonly [string, unknown]) =>
      (globalThis as unknown as Record<string, ((c: unknown, d: unknown) => void) | undefined>).__gdocDeliver?.(name, data);
    page.evaluate(deliver, [channel, payload] as const).catch(() => {
      // the page navigated or closed; the event is for a page that no longer listens
    });
  });
  await page.addInitScript({ path: await buildBridgeScript() });
}

export type DesktopHarness = { main: DesktopMain; renderer: RendererServer; close(): Promise<void> };

/** Renderer server and desktop main wired together: the CSP follows the main's settings store. */
export async function startDesktopHarness(options: Omit<DesktopMainOptions, 'rendererOrigin'> & { rendererDir?: string }): Promise<DesktopHarness> {
  // The server needs the settings and the main needs the server's origin: the holder breaks the cycle.
  const holder: { main?: DesktopMain } = {};
  const renderer = await startRendererServer({
    ...(options.rendererDir ? { rootDir: options.rendererDir } : {}),
    getSettings: () => holder.main?.settings.get() ?? { serverUrl: options.serverUrl, realtimeUrl: options.realtimeUrl ?? defaultRealtimeUrl(options.serverUrl), tokenLibraries: [] },
  });
  const main = (holder.main = createDesktopMain({ ...options, rendererOrigin: renderer.url }));
  return {
    main,
    renderer,
    close: async () => {
      main.close();
      await renderer.close();
    },
  };
}
