// A failed certificate-bridge call kept whole: the pt-BR message to show, the IPC code and the
// signer's typed error (PIN warning included), so screens can tell a wrong PIN from a missing token.
import type { IpcError, IpcErrorCode, IpcResult } from '../../src-shared/ipc/result';
import type { PinWarning, SignerError, SignerErrorCode } from '../../src-shared/signer/errors';

export class SignerCallError extends Error {
  readonly code: IpcErrorCode;
  readonly signer: SignerError | undefined;

  constructor(error: IpcError) {
    super(error.signer?.message ?? error.message);
    this.name = 'SignerCallError';
    this.code = error.code;
    this.signer = error.signer;
  }

  get signerCode(): SignerErrorCode | undefined {
    return this.signer?.code;
  }

  get pinWarning(): PinWarning | undefined {
    return this.signer?.pinWarning;
  }

  /** Wrong or locked PIN: the token's counters changed, so what the screen knows of it is stale. */
  get concernsPin(): boolean {
    const code = this.signer?.code;
    return code === 'pin-incorrect' || code === 'pin-locked' || code === 'pin-expired';
  }
}

export const isSignerCallError = (error: unknown): error is SignerCallError => error instanceof SignerCallError;

export function unwrapSigner<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new SignerCallError(result.error);
}

/** A signer failure reported inside a value (a sign report's failed item) as the same error. */
export const signerFailure = (error: SignerError): SignerCallError =>
  new SignerCallError({ code: 'signer', message: error.message, signer: error });
