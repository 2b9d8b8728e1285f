import { describe, expect, it, vi } from 'vitest';
import { contractEntries, ipcContract } from '../src-shared/ipc/contract';
import { fail } from '../src-shared/ipc/result';
import { messages } from '../src-shared/messages';
import { createBridge } from './createBridge';

const internal = fail('internal', messages.ipc.internal);

describe('createBridge', () => {
  it('exposes exactly the contract namespaces and methods', () => {
    const bridge = createBridge(vi.fn());
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(ipcContract).sort());
    for (const [namespace, operations] of Object.entries(ipcContract)) {
      const methods = (bridge as unknown as Record<string, Record<string, unknown>>)[namespace]!;
      expect(Object.keys(methods).sort()).toEqual(Object.keys(operations).sort());
      for (const method of Object.values(methods)) expect(typeof method).toBe('function');
    }
  });

  it('is frozen all the way down', () => {
    const bridge = createBridge(vi.fn()) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.isFrozen(bridge)).toBe(true);
    for (const methods of Object.values(bridge)) expect(Object.isFrozen(methods)).toBe(true);
    expect(() => {
      bridge.session!.load = () => 'stolen';
    }).toThrow(TypeError);
  });

  it('sends each method on its own channel with its argument', async () => {
    const invoke = vi.fn(async () => ({ ok: true, value: null }));
    const bridge = createBridge(invoke) as unknown as Record<string, Record<string, (arg?: unknown) => Promise<unknown>>>;
    for (const { namespace, name, channel } of contractEntries()) {
      const arg = { probe: channel };
      await expect(bridge[namespace]![name]!(arg)).resolves.toEqual({ ok: true, value: null });
      expect(invoke).toHaveBeenLastCalledWith(channel, arg);
    }
    expect(invoke).toHaveBeenCalledTimes(contractEntries().length);
  });

  it('passes failure results through', async () => {
    const bridge = createBridge(async () => fail('forbidden-sender', messages.ipc.forbiddenSender));
    await expect(bridge.session.load()).resolves.toEqual(fail('forbidden-sender', messages.ipc.forbiddenSender));
  });

  it('turns a rejected invoke into an internal result', async () => {
    const bridge = createBridge(async () => {
      throw new Error('An object could not be cloned.');
    });
    await expect(bridge.app.info()).resolves.toEqual(internal);
  });

  it.each([undefined, null, 'ok', { ok: true }, { ok: false }, { ok: false, error: { code: 'made-up', message: 'x' } }, { ok: 'yes', value: 1 }])(
    'turns the non-result %j into an internal result',
    async (returned) => {
      const bridge = createBridge(async () => returned);
      await expect(bridge.settings.get()).resolves.toEqual(internal);
    },
  );
});
