// The one window. Every webPreferences value that matters for isolation is spelled out here,
// even where it is Electron's default, so a change in defaults or a careless edit shows up in
// review and in window.test.ts.
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { messages } from '../src-shared/messages';
import { APP_START_URL } from './security/trustedUrl';

export type MainWindowOptions = { preloadPath: string; isPackaged: boolean };

export function buildWindowOptions({ preloadPath, isPackaged }: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    show: false,
    title: messages.app.staffTitle,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: !isPackaged,
    },
  };
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow(buildWindowOptions(options));
  // Shown once painted, so the user never sees an empty white frame.
  window.once('ready-to-show', () => window.show());
  void window.loadURL(APP_START_URL).catch((error: unknown) => {
    console.error(`[window] could not load ${APP_START_URL}: ${error instanceof Error ? error.message : typeof error}`);
  });
  return window;
}
