// Results cross process boundaries instead of exceptions: an Error thrown in main reaches the
// renderer as an opaque string, while a result keeps a code the UI can act on.

export type IpcErrorCode =
  | 'invalid-argument'
  | 'forbidden-sender'
  | 'unknown-channel'
  | 'unavailable'
  | 'encryption-unavailable'
  | 'internal';

export type IpcError = { code: IpcErrorCode; message: string };
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const fail = <T = never>(code: IpcErrorCode, message: string): IpcResult<T> => ({ ok: false, error: { code, message } });
