// Builds the renderer's API from the IPC contract: exactly its namespaces and operations, each a
// function that sends one channel and resolves to a result. The preload wraps ipcRenderer.invoke
// with it; the e2e harness wraps a Playwright binding with the same function, so browser tests
// exercise this code and not a copy.
import { contractEntries, ipcEvents, type Bridge } from '../src-shared/ipc/contract';
import { fail, isIpcResult, type IpcResult } from '../src-shared/ipc/result';
import { messages } from '../src-shared/messages';

export type Invoke = (channel: string, arg?: unknown) => Promise<unknown>;
/** Listens to one push channel from main; returns the function that stops listening. */
export type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void;

const internal = (): IpcResult<never> => fail('internal', messages.ipc.internal);

export function createBridge(invoke: Invoke, subscribe: Subscribe): Bridge {
  const namespaces: Record<string, Record<string, (arg?: unknown) => Promise<IpcResult<unknown>>>> = {};
  for (const { namespace, name, channel } of contractEntries()) {
    namespaces[namespace] ??= {};
    namespaces[namespace][name] = async (arg?: unknown) => {
      try {
        const result = await invoke(channel, arg);
        return isIpcResult(result) ? result : internal();
      } catch {
        // An IPC failure (main gone, argument that cannot be cloned) reaches the UI as a result too.
        return internal();
      }
    };
  }
  for (const methods of Object.values(namespaces)) Object.freeze(methods);
  const events: Record<string, (listener: (payload: unknown) => void) => () => void> = {};
  for (const [name, { channel, payload }] of Object.entries(ipcEvents)) {
    // Main validated the payload before sending; parsing again keeps a page listener from ever
    // seeing a shape the contract does not name.
    events[name] = (listener) =>
      subscribe(channel, (raw) => {
        const parsed = payload.safeParse(raw);
        if (parsed.success) listener(parsed.data);
      });
  }
  return Object.freeze({ ...namespaces, events: Object.freeze(events) }) as unknown as Bridge;
}
