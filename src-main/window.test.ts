import type { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => [] as Array<{ options: unknown; loadURL: ReturnType<typeof vi.fn>; show: ReturnType<typeof vi.fn>; emit: (event: string) => void }>);

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class BrowserWindow extends Emitter {
    loadURL = vi.fn(async () => undefined);
    show = vi.fn();
    constructor(readonly options: unknown) {
      super();
      created.push(this as never);
    }
  }
  return { BrowserWindow };
});

const { buildWindowOptions, createMainWindow } = await import('./window');

describe('main window', () => {
  it('locks the renderer down', () => {
    const options = buildWindowOptions({ preloadPath: '/app/out/preload/index.cjs', isPackaged: true });
    expect(options.webPreferences).toEqual({
      preload: '/app/out/preload/index.cjs',
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
      devTools: false,
    });
    expect(options.minWidth).toBeGreaterThanOrEqual(800);
    expect(options.minHeight).toBeGreaterThanOrEqual(600);
    expect(options.show).toBe(false);
  });

  it('allows DevTools only when not packaged', () => {
    expect(buildWindowOptions({ preloadPath: 'p', isPackaged: false }).webPreferences?.devTools).toBe(true);
  });

  it('loads app://staff/ and shows once ready', () => {
    const window = createMainWindow({ preloadPath: '/x/preload/index.cjs', isPackaged: false }) as unknown as EventEmitter;
    const fake = created.at(-1)!;
    expect(window).toBe(fake);
    expect(fake.options).toMatchObject({ webPreferences: { preload: '/x/preload/index.cjs', sandbox: true, contextIsolation: true } });
    expect(fake.loadURL).toHaveBeenCalledWith('app://staff/');
    expect(fake.show).not.toHaveBeenCalled();
    fake.emit('ready-to-show');
    expect(fake.show).toHaveBeenCalledTimes(1);
  });
});
