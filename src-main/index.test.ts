// The lifecycle wiring, with Electron mocked: what must happen before 'ready', what start-up
// registers, and that IPC arriving through ipcMain reaches the real handlers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractEntries } from '../src-shared/ipc/contract';

function makeElectron(userData: string, { lock = true } = {}) {
  const calls: string[] = [];
  const listeners = new Map<string, (...args: unknown[]) => void>();
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const windows: Array<{ options: { webPreferences: { preload: string } }; loadURL: ReturnType<typeof vi.fn> }> = [];
  class BrowserWindow {
    static getAllWindows = () => windows;
    loadURL = vi.fn(async () => undefined);
    constructor(readonly options: { webPreferences: { preload: string } }) {
      windows.push(this);
    }
    once() {}
    on() {}
    show() {}
    isMinimized = () => false;
    restore() {}
    focus() {}
  }
  return {
    calls,
    listeners,
    windows,
    resolveReady,
    module: {
      app: {
        enableSandbox: vi.fn(() => calls.push('enableSandbox')),
        commandLine: { appendSwitch: vi.fn((name: string, value?: string) => calls.push(`--${name}=${value}`)) },
        requestSingleInstanceLock: vi.fn(() => lock),
        whenReady: vi.fn(() => ready.then(() => calls.push('ready'))),
        on: vi.fn((event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener)),
        getPath: vi.fn(() => userData),
        getName: () => 'GDoc',
        getVersion: () => '0.1.0',
        isPackaged: true,
        quit: vi.fn(),
        exit: vi.fn(),
      },
      BrowserWindow,
      ipcMain: { handle: vi.fn() },
      Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
      protocol: {
        registerSchemesAsPrivileged: vi.fn(() => calls.push('registerSchemesAsPrivileged')),
        handle: vi.fn(() => calls.push('protocol.handle')),
      },
      shell: { openExternal: vi.fn() },
      safeStorage: {
        isEncryptionAvailable: () => false,
        getSelectedStorageBackend: () => 'basic_text',
        encryptString: vi.fn(),
        decryptString: vi.fn(),
      },
    },
  };
}

let userData: string;
beforeEach(() => {
  vi.resetModules();
  userData = mkdtempSync(join(tmpdir(), 'gdoc-main-'));
});
afterEach(() => {
  rmSync(userData, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function startMain(options?: { lock?: boolean }) {
  const fake = makeElectron(userData, options);
  vi.doMock('electron', () => fake.module);
  await import('./index');
  return fake;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('main lifecycle', () => {
  it('sandboxes, registers the scheme and sets the language before ready, then wires everything up', async () => {
    const fake = await startMain();
    // pt-BR for Chromium's own widgets (a date field's DD/MM/AAAA), whatever the system's language.
    expect(fake.calls).toEqual(['enableSandbox', 'registerSchemesAsPrivileged', '--lang=pt-BR']);
    expect(fake.listeners.has('web-contents-created')).toBe(true);

    fake.resolveReady();
    await flush();
    expect(fake.calls).toEqual(['enableSandbox', 'registerSchemesAsPrivileged', '--lang=pt-BR', 'ready', 'protocol.handle']);

    const channels = fake.module.ipcMain.handle.mock.calls.map(([channel]) => channel);
    expect(channels.sort()).toEqual(contractEntries().map((entry) => entry.channel).sort());
    expect(fake.windows).toHaveLength(1);
    expect(fake.windows[0]!.options.webPreferences.preload).toMatch(/[/\\]preload[/\\]index\.cjs$/);
    expect(fake.windows[0]!.loadURL).toHaveBeenCalledWith('app://staff/');
    expect(fake.module.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
  });

  it('answers IPC from app://staff only, with real handlers', async () => {
    const fake = await startMain();
    fake.resolveReady();
    await flush();
    const handler = (channel: string) => fake.module.ipcMain.handle.mock.calls.find(([name]) => name === channel)![1] as (...args: unknown[]) => Promise<unknown>;

    await expect(handler('app:info')({ senderFrame: { url: 'app://staff/' } }, undefined)).resolves.toMatchObject({
      ok: true,
      value: { platform: 'desktop', capabilities: { secureStorage: false } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(handler('app:info')({ senderFrame: { url: 'https://evil.example/' } }, undefined)).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
  });

  it('hardens every web contents', async () => {
    const fake = await startMain();
    const setWindowOpenHandler = vi.fn();
    const contents = {
      setWindowOpenHandler,
      on: vi.fn(),
      session: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() },
    };
    fake.listeners.get('web-contents-created')!({}, contents);
    expect(setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.on.mock.calls.map(([event]) => event)).toEqual(
      expect.arrayContaining(['will-navigate', 'will-redirect', 'will-attach-webview']),
    );
  });

  it('quits when the last window closes, except on macOS', async () => {
    const fake = await startMain();
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    try {
      Object.defineProperty(process, 'platform', { value: 'linux' });
      fake.listeners.get('window-all-closed')!();
      expect(fake.module.app.quit).toHaveBeenCalledTimes(1);
      Object.defineProperty(process, 'platform', { value: 'darwin' });
      fake.listeners.get('window-all-closed')!();
      expect(fake.module.app.quit).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });

  it('recreates the window on activate once started', async () => {
    const fake = await startMain();
    fake.listeners.get('activate')!();
    expect(fake.windows).toHaveLength(0);
    fake.resolveReady();
    await flush();
    fake.windows.length = 0;
    fake.listeners.get('activate')!();
    expect(fake.windows).toHaveLength(1);
  });

  it('leaves at once when another instance holds the lock', async () => {
    const fake = await startMain({ lock: false });
    expect(fake.module.app.quit).toHaveBeenCalled();
    expect(fake.module.app.whenReady).not.toHaveBeenCalled();
    expect(fake.listeners.size).toBe(0);
  });
});
