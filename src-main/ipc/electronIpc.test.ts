import { describe, expect, it, vi } from 'vitest';
import { contractEntries } from '../../src-shared/ipc/contract';
import { bindToIpcMain } from './electronIpc';
import type { IpcRegistry } from './registry';

describe('bindToIpcMain', () => {
  const channels = contractEntries().map((entry) => entry.channel);
  const registry: IpcRegistry = {
    handle: vi.fn(),
    invoke: vi.fn(async () => ({ ok: true as const, value: 'routed' })),
    channels: () => channels,
    assertComplete: vi.fn(),
  };

  it('registers one ipcMain handler per contract channel', () => {
    const ipcMain = { handle: vi.fn() };
    bindToIpcMain(ipcMain, registry);
    expect(ipcMain.handle.mock.calls.map(([channel]) => channel).sort()).toEqual([...channels].sort());
  });

  it('routes the sender frame URL and the argument to the registry', async () => {
    const ipcMain = { handle: vi.fn() };
    bindToIpcMain(ipcMain, registry);
    const [, listener] = ipcMain.handle.mock.calls.find(([channel]) => channel === 'session:save')!;
    const arg = { token: 't' };
    await expect(listener({ senderFrame: { url: 'app://staff/login' } }, arg)).resolves.toEqual({ ok: true, value: 'routed' });
    expect(registry.invoke).toHaveBeenLastCalledWith({ url: 'app://staff/login' }, 'session:save', arg);

    await listener({ senderFrame: null }, undefined);
    expect(registry.invoke).toHaveBeenLastCalledWith({ url: undefined }, 'session:save', undefined);
  });
});
