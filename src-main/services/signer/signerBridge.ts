// The main process's face of the certificate bridge: turns the renderer's validated calls into
// signer-process requests and the answers into IPC results. The user's extra token libraries
// come from the settings here, never from the renderer's arguments, so a page cannot make the
// signer load a library of its choosing.
import { failSigner, ok, type IpcResult } from '../../../src-shared/ipc/result';
import type { SignerOutcome } from '../../../src-shared/signer/protocol';
import type { SignerClient } from '../../../src-signer/client/signerClient';
import type { SettingsStore } from '../settings';
import type { IpcHandlerArgs, IpcHandlerResult } from './types';

const toResult = <T>(outcome: SignerOutcome<T>): IpcResult<T> => (outcome.ok ? ok(outcome.value) : failSigner(outcome.error));

export type SignerBridge = {
  inventory(args: IpcHandlerArgs<'inventory'>): Promise<IpcHandlerResult<'inventory'>>;
  openSession(args: IpcHandlerArgs<'openSession'>): Promise<IpcHandlerResult<'openSession'>>;
  sign(args: IpcHandlerArgs<'sign'>): Promise<IpcHandlerResult<'sign'>>;
  cancel(args: IpcHandlerArgs<'cancel'>): Promise<IpcHandlerResult<'cancel'>>;
  closeSession(args: IpcHandlerArgs<'closeSession'>): Promise<IpcHandlerResult<'closeSession'>>;
};

export function createSignerBridge({ client, settings }: { client: SignerClient; settings: SettingsStore }): SignerBridge {
  return {
    inventory: async ({ refresh }) =>
      toResult(await client.call('inventory', { refresh, extraPaths: settings.get().tokenLibraries })),
    openSession: async ({ certificate, pin }) =>
      // The PIN becomes bytes here; the client wipes them once they are sent.
      toResult(await client.call('openSession', { certificate, pin: pin === null ? null : new Uint8Array(Buffer.from(pin, 'utf8')) })),
    sign: async (args) => toResult(await client.call('sign', args)),
    cancel: async (args) => toResult(await client.call('cancel', args)),
    closeSession: async (args) => toResult(await client.call('closeSession', args)),
  };
}
