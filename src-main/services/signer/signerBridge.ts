// The main process's face of the certificate bridge: turns the renderer's validated calls into
// signer-process requests and the answers into IPC results. The user's token libraries come from
// the settings here, never from the renderer's arguments: the inventory scans the built-in list
// and those paths, and a session opens only on a library of that same list (the signer process
// checks again, with the list main sends it), so a page cannot make the signer load a library of
// its choosing.
import { failSigner, ok, type IpcResult } from '../../../src-shared/ipc/result';
import { messages } from '../../../src-shared/messages';
import { signerError } from '../../../src-shared/signer/errors';
import type { SignerOutcome } from '../../../src-shared/signer/protocol';
import type { SignerClient } from '../../../src-signer/client/signerClient';
import { libraryAllowList } from '../../../src-signer/client/libraryAllowList';
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

export type SignerBridgeOptions = {
  client: Pick<SignerClient, 'call'>;
  settings: Pick<SettingsStore, 'get'>;
  /** The OS whose built-in library list applies; this one unless a test says otherwise. */
  platform?: NodeJS.Platform;
};

export function createSignerBridge({ client, settings, platform = process.platform }: SignerBridgeOptions): SignerBridge {
  return {
    inventory: async ({ refresh }) =>
      toResult(await client.call('inventory', { refresh, extraPaths: settings.get().tokenLibraries })),
    openSession: async ({ certificate, pin }) => {
      const userLibraries = settings.get().tokenLibraries;
      if (!libraryAllowList(platform, userLibraries).allows(certificate.modulePath)) {
        console.warn('[signer] openSession refused: the library is neither built in nor in the settings');
        return failSigner(signerError('library-not-allowed', { message: messages.signer.libraryNotAllowed(certificate.modulePath) }));
      }
      // The PIN becomes bytes here; the client wipes them once they are sent.
      return toResult(await client.call('openSession', { certificate, pin: pin === null ? null : new Uint8Array(Buffer.from(pin, 'utf8')), userLibraries }));
    },
    sign: async (args) => toResult(await client.call('sign', args)),
    cancel: async (args) => toResult(await client.call('cancel', args)),
    closeSession: async (args) => toResult(await client.call('closeSession', args)),
  };
}
