// Argument and result types of the signer's IPC operations, taken from the contract.
import type { z } from 'zod';
import type { ipcContract } from '../../../src-shared/ipc/contract';
import type { IpcResult } from '../../../src-shared/ipc/result';

type SignerContract = (typeof ipcContract)['signer'];
export type IpcHandlerArgs<Name extends keyof SignerContract> = z.output<SignerContract[Name]['args']>;
export type IpcHandlerResult<Name extends keyof SignerContract> = IpcResult<z.input<SignerContract[Name]['result']>>;
