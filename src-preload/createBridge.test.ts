import { describe, expect, it, vi } from 'vitest';
import { contractEntries, ipcContract, ipcEvents } from '../src-shared/ipc/contract';
import { fail } from '../src-shared/ipc/result';
import { messages } from '../src-shared/messages';
import { createBridge } from './createBridge';

const internal = fail('internal', messages.ipc.internal);
const noEvents = () => () => undefined;

describe('createBridge', () => {
  it('exposes exactly the contract namespaces and methods', () => {
    const bridge = createBridge(vi.fn(), noEvents);
    expect(Object.keys(bridge).sort()).toEqual([...Object.keys(ipcContract), 'events'].sort());
    expect(Object.keys(bridge.events).sort()).toEqual(Object.keys(ipcEvents).sort());
    for (const [namespace, operations] of Object.entries(ipcContract)) {
      const methods = (bridge as unknown as Record<string, Record<string, unknown>>)[namespace]!;
      expect(Object.keys(methods).sort()).toEqual(Object.keys(operations).sort());
      for (const method of Object.values(methods)) expect(typeof method).toBe('function');
    }
  });

  it('is frozen all the way down', () => {
    const bridge = createBridge(vi.fn(), noEvents) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.isFrozen(bridge)).toBe(true);
    for (const methods of Object.values(bridge)) expect(Object.isFrozen(methods)).toBe(true);
    expect(() => {
      bridge.session!.load = () => 'stolen';
    }).toThrow(TypeError);
  });

  it('sends each method on its own channel with its argument', async () => {
    const invoke = vi.fn(async () => ({ ok: true, value: null }));
    const bridge = createBridge(invoke, noEvents) as unknown as Record<string, Record<string, (arg?: unknown) => Promise<unknown>>>;
    for (const { namespace, name, channel } of contractEntries()) {
      const arg = { probe: channel };
      await expect(bridge[namespace]![name]!(arg)).resolves.toEqual({ ok: true, value: null });
      expect(invoke).toHaveBeenLastCalledWith(channel, arg);
    }
    expect(invoke).toHaveBeenCalledTimes(contractEntries().length);
  });

  it('passes failure results through', async () => {
    const bridge = createBridge(async () => fail('forbidden-sender', messages.ipc.forbiddenSender), noEvents);
    await expect(bridge.session.load()).resolves.toEqual(fail('forbidden-sender', messages.ipc.forbiddenSender));
  });

  it('turns a rejected invoke into an internal result', async () => {
    const bridge = createBridge(async () => {
      throw new Error('An object could not be cloned.');
    }, noEvents);
    await expect(bridge.app.info()).resolves.toEqual(internal);
  });

  it.each([undefined, null, 'ok', { ok: true }, { ok: false }, { ok: false, error: { code: 'made-up', message: 'x' } }, { ok: 'yes', value: 1 }])(
    'turns the non-result %j into an internal result',
    async (returned) => {
      const bridge = createBridge(async () => returned, noEvents);
      await expect(bridge.settings.get()).resolves.toEqual(internal);
    },
  );

  it('delivers events that match the contract and drops the rest', () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const unsubscribe = vi.fn();
    const bridge = createBridge(vi.fn(), (channel, listener) => {
      listeners.set(channel, listener);
      return unsubscribe;
    });
    const received: unknown[] = [];
    const stop = bridge.events.signerProgress((payload) => received.push(payload));
    const deliver = listeners.get(ipcEvents.signerProgress.channel)!;
    deliver({ runId: 'r', itemId: 'a', status: 'signed' });
    deliver({ runId: 'r', itemId: 'b', status: 'exploded' });
    deliver({ runId: 'r', itemId: 'c', status: 'loading', token: 'leak' });
    expect(received).toEqual([
      { runId: 'r', itemId: 'a', status: 'signed' },
      { runId: 'r', itemId: 'c', status: 'loading' },
    ]);
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
