// Typed failures of the certificate bridge. Each code has one pt-BR message the user reads and a
// technical detail for logs and the diagnostics screen; neither ever holds a PIN.
import { messages } from '../messages';

export const signerErrorCodes = [
  'no-library',
  'library-missing',
  'library-wrong-architecture',
  'library-load-failed',
  'library-not-allowed',
  'module-init-failed',
  'no-token',
  'no-certificate',
  'certificate-not-found',
  'key-not-found',
  'key-ambiguous',
  'certificate-expired',
  'certificate-not-yet-valid',
  'unsupported-key',
  'weak-key',
  'policy-not-allowed',
  'pin-required',
  'pin-incorrect',
  'pin-locked',
  'pin-length',
  'pin-cancelled',
  'pin-expired',
  'token-removed',
  'session-invalid',
  'session-not-found',
  'module-hung',
  'module-crashed',
  'cancelled',
  'sign-failed',
  'invalid-pdf',
  'invalid-request',
  'internal',
] as const;
export type SignerErrorCode = (typeof signerErrorCodes)[number];

/** After an incorrect PIN, what the token flags say about the tries left. */
export type PinWarning = 'count-low' | 'final-try';

export type SignerError = {
  code: SignerErrorCode;
  /** pt-BR, for the user. */
  message: string;
  /** Technical, for logs and diagnostics (a CKR_ name, a dlopen error); never a PIN. */
  detail?: string;
  pinWarning?: PinWarning;
};

const m = messages.signer;

/** The message for codes whose text takes no parameters; parameterised ones are built where raised. */
const plainMessages: Partial<Record<SignerErrorCode, string>> = {
  'no-library': m.noLibrary,
  'no-token': m.noToken,
  'no-certificate': m.noCertificate,
  'certificate-not-found': m.certificateNotFound,
  'key-not-found': m.keyNotFound,
  'key-ambiguous': m.keyAmbiguous,
  'unsupported-key': m.unsupportedKey,
  'policy-not-allowed': m.policyNotAllowed,
  'pin-required': m.pinRequired,
  'pin-incorrect': m.pinIncorrect,
  'pin-locked': m.pinLocked,
  'pin-cancelled': m.pinCancelled,
  'pin-expired': m.pinExpired,
  'token-removed': m.tokenRemoved,
  'session-invalid': m.sessionInvalid,
  'session-not-found': m.sessionNotFound,
  'module-hung': m.moduleHung,
  'module-crashed': m.moduleCrashed,
  cancelled: m.cancelled,
  'sign-failed': m.signFailed,
  'invalid-pdf': m.invalidPdf,
  'invalid-request': m.invalidRequest,
  internal: m.internal,
};

export function signerError(code: SignerErrorCode, options: { message?: string; detail?: string; pinWarning?: PinWarning } = {}): SignerError {
  const message = options.message ?? plainMessages[code] ?? m.internal;
  return {
    code,
    message,
    ...(options.detail !== undefined ? { detail: options.detail } : {}),
    ...(options.pinWarning !== undefined ? { pinWarning: options.pinWarning } : {}),
  };
}

/** An incorrect PIN, worded by what the token says remains. */
export function incorrectPin(pinWarning: PinWarning | undefined, detail?: string): SignerError {
  const message = pinWarning === 'final-try' ? m.pinIncorrectFinalTry : pinWarning === 'count-low' ? m.pinIncorrectCountLow : m.pinIncorrect;
  return signerError('pin-incorrect', { message, ...(detail ? { detail } : {}), ...(pinWarning ? { pinWarning } : {}) });
}

/** Thrown inside the signer and turned into a result at its edge; never crosses a process as an exception. */
export class SignerFailure extends Error {
  constructor(readonly error: SignerError) {
    super(`${error.code}: ${error.detail ?? error.message}`);
    this.name = 'SignerFailure';
  }
}

export function isSignerError(value: unknown): value is SignerError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { code?: unknown; message?: unknown };
  return (signerErrorCodes as readonly unknown[]).includes(candidate.code) && typeof candidate.message === 'string';
}
