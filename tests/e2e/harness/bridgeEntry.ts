// Runs in the page before any of its scripts (page.addInitScript), in the place of the preload:
// the same createBridge, over a Playwright binding instead of ipcRenderer. The binding is taken
// and then removed from window, so the page sees what it sees in Electron: only window.gdoc.
import { createBridge, type Invoke, type Subscribe } from '../../../src-preload/createBridge';
import { BRIDGE_GLOBAL } from '../../../src-shared/ipc/contract';

const BINDING = '__gdocInvoke';
const scope = globalThis as unknown as Record<string, unknown>;

function takeBinding(): Invoke | undefined {
  const binding = scope[BINDING];
  if (typeof binding !== 'function') return undefined;
  try {
    delete scope[BINDING];
  } catch {
    // still reachable then, but the bridge works the same
  }
  return binding as Invoke;
}

if (!(BRIDGE_GLOBAL in scope)) {
  let binding = takeBinding();
  const invoke: Invoke = (channel, arg) => {
    binding ??= takeBinding();
    if (!binding) return Promise.reject(new Error('e2e bridge binding missing'));
    return binding(channel, arg);
  };
  // Pushes from main: the harness calls __gdocDeliver through page.evaluate, as webContents.send would.
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const subscribe: Subscribe = (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(listener);
    return () => set.delete(listener);
  };
  Object.defineProperty(globalThis, '__gdocDeliver', {
    value: (channel: string, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload)),
    enumerable: false,
  });
  Object.defineProperty(globalThis, BRIDGE_GLOBAL, {
    value: createBridge(invoke, subscribe),
    writable: false,
    configurable: false,
    enumerable: true,
  });
}
