// CKR codes → SignerError, for everything except C_Login (whose codes signingSession maps itself,
// because only there do they mean something about the PIN).
import { SignerFailure, signerError, type SignerError, type SignerErrorCode } from '../../src-shared/signer/errors';
import { CKR } from './constants';
import { Pkcs11CallError } from './pkcs11Api';

/** The token went away: drop every handle and enumerate the slots again. */
const REMOVAL = new Set<number>([CKR.CKR_TOKEN_NOT_PRESENT, CKR.CKR_DEVICE_REMOVED, CKR.CKR_DEVICE_ERROR]);
/** The session handles are no longer valid (the module lost them, or was finalized under us). */
const SESSION_LOST = new Set<number>([CKR.CKR_SESSION_HANDLE_INVALID, CKR.CKR_SESSION_CLOSED, CKR.CKR_CRYPTOKI_NOT_INITIALIZED]);

export const isRemoval = (error: unknown): boolean => error instanceof Pkcs11CallError && REMOVAL.has(error.code);
export const isSessionLost = (error: unknown): boolean => error instanceof Pkcs11CallError && SESSION_LOST.has(error.code);
/** Errors after which every handle of the module must be dropped (registry.reset). */
export const needsReset = (error: unknown): boolean => isRemoval(error) || isSessionLost(error);

/** The technical detail of any error: "C_Sign: CKR_GENERAL_ERROR", or the message. Never holds a PIN: no call puts one in. */
export function detailOf(error: unknown): string {
  if (error instanceof SignerFailure) return error.error.detail ?? error.error.code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Maps a failure of a token call. Removal → 'token-removed', lost session → 'session-invalid',
 * a SignerFailure passes through, any other CKR → `fallback` with the CKR name as detail.
 */
export function tokenError(error: unknown, fallback: SignerErrorCode = 'sign-failed'): SignerError {
  if (error instanceof SignerFailure) return error.error;
  if (error instanceof Pkcs11CallError) {
    if (REMOVAL.has(error.code)) return signerError('token-removed', { detail: error.message });
    if (SESSION_LOST.has(error.code) || error.code === CKR.CKR_USER_NOT_LOGGED_IN) return signerError('session-invalid', { detail: error.message });
    return signerError(fallback, { detail: error.message });
  }
  return signerError('internal', { detail: detailOf(error) });
}
