// Electron main entry: lifecycle only. Every decision lives in a module tested in Node.
import { existsSync } from 'node:fs';
import { release } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, protocol, shell } from 'electron';
import { bindToIpcMain } from './ipc/electronIpc';
import { registerHandlers } from './ipc/handlers';
import { createIpcRegistry } from './ipc/registry';
import { buildMenuTemplate } from './menu';
import { builtPaths } from './paths';
import { createElectronDialogs } from './platform/electronDialogs';
import { createElectronNotifier } from './platform/electronNotifier';
import { createSafeStorageEncryptor } from './platform/safeStorageEncryptor';
import { handleAppProtocol, registerAppSchemePrivileges } from './protocol/registerAppProtocol';
import { hardenWebContents } from './security/hardenContents';
import { isAppUrl } from './security/trustedUrl';
import { createAppInfo } from './services/appInfo';
import { createCacheService } from './services/cache/cacheService';
import { createDraftService } from './services/drafts/draftService';
import { createSessionStore } from './services/sessionStore';
import { createSettingsStore } from './services/settings';
import { createSignerBridge } from './services/signer/signerBridge';
import { spawnUtilitySigner } from './services/signer/utilityTransport';
import { createSignerClient } from '../src-signer/client/signerClient';
import { ipcEvents } from '../src-shared/ipc/contract';
import { createMainWindow } from './window';

const paths = builtPaths(import.meta.dirname);
let mainWindow: BrowserWindow | null = null;
let started = false;

function openWindow(): void {
  mainWindow = createMainWindow({ preloadPath: paths.preload, isPackaged: app.isPackaged });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
}

function start(): void {
  const userData = app.getPath('userData');
  const encryptor = createSafeStorageEncryptor();
  const settings = createSettingsStore({ dir: userData });
  const session = createSessionStore({ dir: userData, encryptor, serverUrl: () => settings.get().serverUrl });
  const cache = createCacheService({ dir: join(userData, 'cache'), serverUrl: () => settings.get().serverUrl });
  app.on('will-quit', () => cache.close());
  // The user's drafts (synchronous=FULL); kept across logouts, see draftService.ts.
  const drafts = createDraftService({ dir: join(userData, 'drafts'), serverUrl: () => settings.get().serverUrl });
  app.on('will-quit', () => drafts.close());

  handleAppProtocol(protocol, { rendererDir: paths.renderer, getSettings: () => settings.get() });

  // The token driver runs in its own process, started on the first certificate operation.
  const signerClient = createSignerClient({
    spawn: () => spawnUtilitySigner(paths.signer),
    onProgress: (progress) => {
      const payload = ipcEvents.signerProgress.payload.parse(progress);
      mainWindow?.webContents.send(ipcEvents.signerProgress.channel, payload);
    },
  });
  app.on('will-quit', () => signerClient.dispose());

  const registry = createIpcRegistry({ isTrustedSender: isAppUrl });
  registerHandlers(registry, {
    appInfo: createAppInfo({
      name: app.getName(),
      version: app.getVersion(),
      os: `${process.platform} ${release()}`,
      encryptor,
      signer: existsSync(paths.signer),
    }),
    settings,
    session,
    signer: createSignerBridge({ client: signerClient, settings }),
    cache,
    drafts,
    notifier: createElectronNotifier(() => {
      if (mainWindow?.isMinimized()) mainWindow.restore();
      mainWindow?.focus();
    }),
    dialogs: createElectronDialogs(() => mainWindow),
  });
  registry.assertComplete();
  bindToIpcMain(ipcMain, registry);

  const menu = buildMenuTemplate({ isMac: process.platform === 'darwin', isPackaged: app.isPackaged });
  Menu.setApplicationMenu(menu ? Menu.buildFromTemplate(menu) : null);
  started = true;
  openWindow();
}

// Before 'ready': sandbox every renderer, and give app:// its privileges.
app.enableSandbox();
registerAppSchemePrivileges(protocol);
// The product speaks pt-BR only: Chromium's own widgets (a date field's DD/MM/AAAA, its calendar,
// spell-check) follow it rather than the operating system's language.
app.commandLine.appendSwitch('lang', 'pt-BR');

if (!app.requestSingleInstanceLock()) {
  // Two instances would share the session file and settings; the second one hands over.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, { openExternal: (url) => shell.openExternal(url) }));

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (started && BrowserWindow.getAllWindows().length === 0) openWindow();
  });

  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('[main] start-up failed', error);
      app.exit(1);
    });
}
