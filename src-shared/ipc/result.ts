// Results cross process boundaries instead of exceptions: an Error thrown in main reaches the
// renderer as an opaque string, while a result keeps a code the UI can act on.
import { isSignerError, type SignerError } from '../signer/errors';

export type IpcErrorCode =
  | 'invalid-argument'
  | 'forbidden-sender'
  | 'unknown-channel'
  | 'unavailable'
  | 'encryption-unavailable'
  | 'signer'
  /** The user said no (a confirmation in main): nothing changed, and nothing needs saying. */
  | 'cancelled'
  | 'internal';

/** code 'signer' carries the certificate bridge's typed error (PIN, token, certificate). */
export type IpcError = { code: IpcErrorCode; message: string; signer?: SignerError };
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const fail = <T = never>(code: IpcErrorCode, message: string): IpcResult<T> => ({ ok: false, error: { code, message } });
export const failSigner = <T = never>(error: SignerError): IpcResult<T> => ({
  ok: false,
  error: { code: 'signer', message: error.message, signer: error },
});

// A record, so that adding a code to IpcErrorCode without listing it here fails to compile.
const errorCodes: Record<IpcErrorCode, true> = {
  'invalid-argument': true,
  'forbidden-sender': true,
  'unknown-channel': true,
  unavailable: true,
  'encryption-unavailable': true,
  signer: true,
  cancelled: true,
  internal: true,
};

/** Whether a value that crossed a process boundary has the shape of a result. */
export function isIpcResult(value: unknown): value is IpcResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { ok?: unknown; value?: unknown; error?: unknown };
  if (candidate.ok === true) return 'value' in candidate;
  if (candidate.ok !== false || typeof candidate.error !== 'object' || candidate.error === null) return false;
  const error = candidate.error as { code?: unknown; message?: unknown; signer?: unknown };
  if (error.signer !== undefined && !isSignerError(error.signer)) return false;
  return typeof error.code === 'string' && Object.hasOwn(errorCodes, error.code) && typeof error.message === 'string';
}
