import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_GLOBAL, ipcContract, ipcEvents } from '../src-shared/ipc/contract';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async () => ({ ok: true, value: { persisted: true } })), send: vi.fn(), on: vi.fn(), removeListener: vi.fn() },
}));
vi.mock('electron', () => electron);

await import('./index');

describe('preload', () => {
  it('exposes exactly one global, the bridge', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
    expect(name).toBe(BRIDGE_GLOBAL);
    expect(Object.keys(api).sort()).toEqual([...Object.keys(ipcContract), 'events'].sort());
  });

  it('never exposes ipcRenderer or a generic invoke', () => {
    const [, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
    const seen = new Set<unknown>();
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return;
      seen.add(value);
      expect(value).not.toBe(electron.ipcRenderer);
      for (const [key, child] of Object.entries(value)) {
        expect(key).not.toMatch(/^(invoke|send|on|ipcRenderer)$/);
        expect(child).not.toBe(electron.ipcRenderer.invoke);
        walk(child);
      }
    };
    walk(api);
  });

  it('sends bridge calls through ipcRenderer.invoke on the contract channel', async () => {
    const [, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
    const session = { token: 't', connectedSector: null, inboxType: 'personal' };
    await expect(api.session.save(session)).resolves.toEqual({ ok: true, value: { persisted: true } });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('session:save', session);
    expect(electron.ipcRenderer.send).not.toHaveBeenCalled();
  });

  it('passes only the payload of a push to the page, and stops on unsubscribe', () => {
    const [, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
    const listener = vi.fn();
    const stop = api.events.signerProgress(listener);
    const [channel, handler] = electron.ipcRenderer.on.mock.calls.at(-1)! as unknown as [string, (event: unknown, payload: unknown) => void];
    expect(channel).toBe(ipcEvents.signerProgress.channel);
    handler({ sender: electron.ipcRenderer }, { runId: 'r', itemId: 'i', status: 'signed' });
    expect(listener).toHaveBeenCalledWith({ runId: 'r', itemId: 'i', status: 'signed' });
    stop();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith(channel, handler);
  });
});
