// Builds the renderer's API from the IPC contract: exactly its namespaces and operations, each a
// function that sends one channel and resolves to a result. The preload wraps ipcRenderer.invoke
// with it; the e2e harness wraps a Playwright binding with the same function, so browser tests
// exercise this code and not a copy.
import { contractEntries, type Bridge } from '../src-shared/ipc/contract';
import { fail, isIpcResult, type IpcResult } from '../src-shared/ipc/result';
import { messages } from '../src-shared/messages';

export type Invoke = (channel: string, arg?: unknown) => Promise<unknown>;

const internal = (): IpcResult<never> => fail('internal', messages.ipc.internal);

export function createBridge(invoke: Invoke): Bridge {
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
  return Object.freeze(namespaces) as unknown as Bridge;
}
