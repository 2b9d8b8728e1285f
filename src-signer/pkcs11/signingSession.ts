// One login on a token, then many signatures over a pool of sessions.
//
// The rules that keep a token from locking (the complaint users have about every other signer):
// - a certificate that cannot sign (expired, not yet valid, weak key…) is refused before the PIN
//   is used, and so is a PIN whose length the token would reject;
// - exactly one C_Login per PIN the user typed: no retry, whatever the module answers, because
//   some middleware reports a wrong PIN as CKR_GENERAL_ERROR;
// - after a wrong PIN, the token flags are read again to warn about the tries left;
// - the PIN bytes are wiped when openSigningSession returns, whatever happened.
// A token pulled out (CKR_DEVICE_REMOVED, CKR_TOKEN_NOT_PRESENT…) or a lost session ends the
// signing session: every handle is closed and the module is reset, so the next attempt
// enumerates the slots again.
import { createHash } from 'node:crypto';
import type { CertificateDetails } from '../../src-shared/icp/types';
import { messages } from '../../src-shared/messages';
import { incorrectPin, signerError, SignerFailure, type SignerError } from '../../src-shared/signer/errors';
import { SIGN_PARALLELISM, type CertificateEntry, type CertificateRef, type HashAlgorithm, type TokenInfo } from '../../src-shared/signer/protocol';
import {
  CKA_CERTIFICATE_TYPE,
  CKA_ID,
  CKA_KEY_TYPE,
  CKA_LABEL,
  CKA_MODULUS,
  CKA_VALUE,
  CKC_X_509,
  CKF_SERIAL_SESSION,
  CKK_RSA,
  CKM_RSA_PKCS,
  CKM_SHA256_RSA_PKCS,
  CKM_SHA512_RSA_PKCS,
  CKO_CERTIFICATE,
  CKO_PRIVATE_KEY,
  CKR,
  CKU_USER,
} from './constants';
import type { CertificateInspector } from './inventory';
import type { ModuleRegistry, Pkcs11Module } from './moduleRegistry';
import { ckrOf, type Handle, type Pkcs11Library } from './pkcs11Api';
import { isRemoval, needsReset, tokenError } from './tokenErrors';
import { decodeTokenInfo, objectsOfClass, padded, readAttribute, ulongOf } from './tokenObjects';

const m = messages.signer;

export type SigningSessionOptions = {
  registry: ModuleRegistry;
  ref: CertificateRef;
  /** UTF-8 PIN bytes, wiped before this returns; null on a PIN pad reader. */
  pin: Uint8Array | null;
  inspect: CertificateInspector;
  now?: () => Date;
  /** Token sessions signing at once (the login session included). */
  parallelism?: number;
};

export type SessionCertificate = { ref: CertificateRef; der: Uint8Array; label: string; details: CertificateDetails };

export type SigningSessionState = 'open' | 'dead' | 'closed';

export interface SigningSession {
  readonly certificate: SessionCertificate;
  /** The certificate as the inventory describes it (key found: 'ok', no problem). */
  readonly entry: CertificateEntry;
  /** Token sessions in the pool (≤ parallelism when the token limits sessions). */
  readonly poolSize: number;
  readonly state: SigningSessionState;
  /** What killed the session (removal, lost session), or null. */
  readonly failure: SignerError | null;
  /** PKCS#1 v1.5 signature of `data` with `hash`; rejects with a SignerFailure. */
  sign(data: Uint8Array, hash: HashAlgorithm): Promise<Uint8Array>;
  /** Logs out and closes every session; never rejects. Resolves with what went wrong, if anything (e.g. 'token-removed'). */
  close(): Promise<SignerError | null>;
}

/** DER of DigestInfo up to the digest, for CKM_RSA_PKCS (RFC 8017 §9.2 note 1). */
const DIGEST_INFO_PREFIX: Record<HashAlgorithm, Buffer> = {
  sha256: Buffer.from('3031300d060960864801650304020105000420', 'hex'),
  sha512: Buffer.from('3051300d060960864801650304020305000440', 'hex'),
};
const HASH_MECHANISM: Record<HashAlgorithm, number> = { sha256: CKM_SHA256_RSA_PKCS, sha512: CKM_SHA512_RSA_PKCS };
/** Large enough for an 8192-bit RSA signature when the key does not tell its modulus. */
const DEFAULT_SIGNATURE_LENGTH = 1024;
/** The token allows no more sessions: sign with the ones already open. */
const SESSION_LIMIT = new Set<number>([CKR.CKR_SESSION_COUNT, CKR.CKR_SESSION_PARALLEL_NOT_SUPPORTED]);

function fail(error: SignerError): never {
  throw new SignerFailure(error);
}

type FoundToken = { slot: Handle; token: TokenInfo };

/**
 * The token by serial number (label breaks ties); by label only when the reference has no
 * serial. Identical tokens share labels ("eToken"), so a label alone never overrides a serial.
 */
function findToken(lib: Pkcs11Library, ref: CertificateRef): FoundToken | null {
  const tokens: FoundToken[] = [];
  for (const slot of lib.C_GetSlotList(true)) {
    try {
      tokens.push({ slot, token: decodeTokenInfo(lib.C_GetTokenInfo(slot)) });
    } catch (error) {
      if (isRemoval(error) || ckrOf(error) === CKR.CKR_TOKEN_NOT_RECOGNIZED) continue;
      throw error;
    }
  }
  if (ref.tokenSerial) {
    const bySerial = tokens.filter((found) => found.token.serial === ref.tokenSerial);
    return bySerial.find((found) => found.token.label === ref.tokenLabel) ?? bySerial[0] ?? null;
  }
  return tokens.find((found) => found.token.label === ref.tokenLabel) ?? null;
}

function readCertificate(lib: Pkcs11Library, session: Handle, certId: string): { der: Buffer; label: string } | null {
  const template = [
    { type: CKA_CERTIFICATE_TYPE, value: CKC_X_509 },
    { type: CKA_ID, value: Buffer.from(certId, 'hex') },
  ];
  for (const object of objectsOfClass(lib, session, CKO_CERTIFICATE, template)) {
    const der = readAttribute(lib, session, object, CKA_VALUE);
    if (der && der.length > 0) return { der: Buffer.from(der), label: padded(readAttribute(lib, session, object, CKA_LABEL)?.toString('utf8') ?? '') };
  }
  return null;
}

function findKey(lib: Pkcs11Library, session: Handle, certId: string): { key: Handle; signatureLength: number } {
  const keys = objectsOfClass(lib, session, CKO_PRIVATE_KEY, [{ type: CKA_ID, value: Buffer.from(certId, 'hex') }]);
  if (keys.length === 0) fail(signerError('key-not-found', { detail: `no private key with CKA_ID ${certId}` }));
  if (keys.length > 1) fail(signerError('key-ambiguous', { detail: `${keys.length} private keys with CKA_ID ${certId}` }));
  const key = keys[0] as Handle;
  const keyType = ulongOf(readAttribute(lib, session, key, CKA_KEY_TYPE));
  if (keyType !== null && keyType !== CKK_RSA) fail(signerError('unsupported-key', { detail: `CKA_KEY_TYPE 0x${keyType.toString(16)}` }));
  const modulus = readAttribute(lib, session, key, CKA_MODULUS);
  return { key, signatureLength: modulus && modulus.length > 0 ? modulus.length : DEFAULT_SIGNATURE_LENGTH };
}

/** PIN length against the token's bounds, before C_Login ever sees it. */
function checkPin(pin: Uint8Array | null, token: TokenInfo): void {
  if (pin === null) {
    if (!token.flags.protectedAuthenticationPath) fail(signerError('pin-required'));
    return;
  }
  if (pin.length === 0) fail(signerError('pin-required'));
  const min = token.minPinLength;
  const max = token.maxPinLength;
  const maxKnown = max > 0 && max >= min && max <= 1024;
  if ((min > 0 && pin.length < min) || (maxKnown && pin.length > max)) {
    fail(signerError('pin-length', { message: m.pinLength(min, maxKnown ? max : 255), detail: `PIN length outside ${min}..${max}` }));
  }
}

/** What a failed C_Login means; the token flags are read again to word an incorrect PIN. */
async function loginError(module: Pkcs11Module, slot: Handle, token: TokenInfo, error: unknown): Promise<SignerError> {
  const detail = error instanceof Error ? error.message : String(error);
  switch (ckrOf(error)) {
    case CKR.CKR_PIN_INCORRECT:
    case CKR.CKR_PIN_INVALID: {
      const flags = await module.run((lib) => decodeTokenInfo(lib.C_GetTokenInfo(slot)).flags).catch(() => null);
      if (flags?.pinLocked) return signerError('pin-locked', { detail: `${detail}; CKF_USER_PIN_LOCKED` });
      return incorrectPin(flags?.pinFinalTry ? 'final-try' : flags?.pinCountLow ? 'count-low' : undefined, detail);
    }
    case CKR.CKR_PIN_LOCKED:
      return signerError('pin-locked', { detail });
    case CKR.CKR_PIN_LEN_RANGE:
      return signerError('pin-length', { message: m.pinLength(token.minPinLength, token.maxPinLength), detail });
    case CKR.CKR_FUNCTION_CANCELED:
      return signerError('pin-cancelled', { detail });
    case CKR.CKR_PIN_EXPIRED:
      return signerError('pin-expired', { detail });
    default:
      return tokenError(error, 'sign-failed');
  }
}

/** Errors that end a signing session: its handles cannot be trusted any more. */
const isFatal = (error: SignerError) => error.code === 'token-removed' || error.code === 'session-invalid';

type Opened = {
  module: Pkcs11Module;
  releaseModule: () => void;
  slot: Handle | null;
  sessions: Handle[];
  releaseLogin: (() => number) | null;
};

/** Logs out (when this was the last holder of the login) and closes every session; reports removal / lost sessions. */
async function closeAll(opened: Opened): Promise<{ problem: SignerError | null; reset: boolean }> {
  let problem: SignerError | null = null;
  let reset = false;
  const note = (error: unknown) => {
    if (!needsReset(error)) return;
    reset = true;
    problem ??= tokenError(error);
  };
  const releaseLogin = opened.releaseLogin;
  opened.releaseLogin = null;
  const sessions = opened.sessions.splice(0);
  if (opened.module.alive && (sessions.length > 0 || releaseLogin)) {
    await opened.module
      .run((lib) => {
        try {
          const main = sessions[0];
          if (releaseLogin && releaseLogin() === 0 && main) lib.C_Logout(main);
        } catch (error) {
          note(error);
        } finally {
          for (const session of sessions) {
            try {
              lib.C_CloseSession(session);
            } catch (error) {
              note(error);
            }
          }
        }
      })
      .catch(() => undefined); // reset meanwhile: C_Finalize closed everything
  }
  return { problem, reset };
}

export async function openSigningSession(options: SigningSessionOptions): Promise<SigningSession> {
  try {
    return await open(options);
  } finally {
    options.pin?.fill(0);
  }
}

async function open(options: SigningSessionOptions): Promise<SigningSession> {
  const { registry, ref, pin, inspect } = options;
  const now = (options.now ?? (() => new Date()))();
  const parallelism = Math.max(1, Math.floor(options.parallelism ?? SIGN_PARALLELISM));

  let module = await registry.get(ref.modulePath);
  const opened: Opened = { module, releaseModule: module.retain(), slot: null, sessions: [], releaseLogin: null };
  try {
    let found = await module.run((lib) => findToken(lib, ref));
    if (!found) {
      // Enumerate once more. Some modules fix their slot list at C_Initialize, so an idle module
      // is re-initialised first; one with other sessions open is only asked again.
      if (module.activeSessions === 1) {
        opened.releaseModule();
        await registry.reset(ref.modulePath);
        module = await registry.get(ref.modulePath);
        opened.module = module;
        opened.releaseModule = module.retain();
      }
      found = await module.run((lib) => findToken(lib, ref));
    }
    if (!found) return fail(signerError('token-removed', { detail: `token not present: ${ref.tokenLabel} (${ref.tokenSerial})` }));
    const { slot, token } = found;
    opened.slot = slot;
    if (token.flags.pinLocked) fail(signerError('pin-locked', { detail: 'CKF_USER_PIN_LOCKED' }));

    const main = await module.run((lib) => lib.C_OpenSession(slot, CKF_SERIAL_SESSION));
    opened.sessions.push(main);
    const cert = await module.run((lib) => readCertificate(lib, main, ref.certId));
    if (!cert) return fail(signerError('certificate-not-found', { detail: `no certificate with CKA_ID ${ref.certId}` }));
    const inspection = inspect(cert.der, now);
    if (inspection.problem) fail(inspection.problem);
    checkPin(pin, token);

    try {
      await module.run((lib) => lib.C_Login(main, CKU_USER, pin));
    } catch (error) {
      if (ckrOf(error) !== CKR.CKR_USER_ALREADY_LOGGED_IN) fail(await loginError(module, slot, token, error));
    }
    opened.releaseLogin = module.holdLogin(slot);

    const { key, signatureLength } = await module.run((lib) => findKey(lib, main, ref.certId));
    const mechanisms = await module.run((lib) => {
      try {
        return lib.C_GetMechanismList(slot);
      } catch (error) {
        if (needsReset(error)) throw error;
        return [];
      }
    });
    for (let extra = 1; extra < parallelism; extra += 1) {
      try {
        opened.sessions.push(await module.run((lib) => lib.C_OpenSession(slot, CKF_SERIAL_SESSION)));
      } catch (error) {
        if (SESSION_LIMIT.has(ckrOf(error) ?? -1)) break;
        throw error;
      }
    }

    const certificate: SessionCertificate = { ref, der: new Uint8Array(cert.der), label: cert.label, details: inspection.details };
    const entry: CertificateEntry = {
      ref,
      label: cert.label,
      der: cert.der.toString('base64'),
      details: inspection.details,
      keyStatus: 'ok',
      problem: null,
    };
    return new TokenSigningSession(registry, opened, { slot, key, signatureLength, mechanisms: new Set(mechanisms) }, certificate, entry);
  } catch (error) {
    const mapped = tokenError(error, 'sign-failed');
    const { reset } = await closeAll(opened);
    opened.releaseModule();
    if ((reset || needsReset(error) || isFatal(mapped)) && opened.module.alive) await registry.reset(ref.modulePath);
    throw error instanceof SignerFailure ? error : new SignerFailure(mapped);
  }
}

type SigningKey = { slot: Handle; key: Handle; signatureLength: number; mechanisms: Set<number> };
type Waiter = { resolve: (session: Handle) => void; reject: (error: unknown) => void };

class TokenSigningSession implements SigningSession {
  state: SigningSessionState = 'open';
  failure: SignerError | null = null;
  readonly poolSize: number;
  private readonly free: Handle[];
  private readonly waiters: Waiter[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private teardown: Promise<SignerError | null> | null = null;
  private closing: Promise<SignerError | null> | null = null;

  constructor(
    private readonly registry: ModuleRegistry,
    private readonly opened: Opened,
    private readonly signing: SigningKey,
    readonly certificate: SessionCertificate,
    readonly entry: CertificateEntry,
  ) {
    this.free = [...opened.sessions];
    this.poolSize = this.free.length;
  }

  sign(data: Uint8Array, hash: HashAlgorithm): Promise<Uint8Array> {
    const task = this.signOne(data, hash);
    this.running.add(task);
    const forget = () => this.running.delete(task);
    task.then(forget, forget);
    return task;
  }

  close(): Promise<SignerError | null> {
    this.closing ??= (async () => {
      if (this.state === 'open') {
        this.state = 'closed';
        this.rejectWaiters(signerError('session-not-found'));
        this.teardown = this.tearDown();
      }
      const problem = await this.teardown;
      this.failure ??= problem;
      return this.failure;
    })();
    return this.closing;
  }

  private async signOne(data: Uint8Array, hash: HashAlgorithm): Promise<Uint8Array> {
    if (this.state !== 'open') throw new SignerFailure(this.failure ?? signerError('session-not-found'));
    const { mechanism, input } = this.prepare(data, hash);
    let session = await this.acquire();
    let started = false;
    try {
      const { module } = this.opened;
      await module.run((lib) => lib.C_SignInit(session, { mechanism }, this.signing.key));
      started = true;
      const signature = await module.signAsync(session, input, Buffer.alloc(this.signing.signatureLength));
      return new Uint8Array(signature);
    } catch (error) {
      const mapped = this.onError(error);
      // A failed C_Sign may leave the operation active (CKR_OPERATION_ACTIVE on the next
      // C_SignInit) and PKCS#11 2.x cannot cancel it: swap the session for a fresh one.
      if (started && this.state === 'open') session = await this.replace(session);
      throw new SignerFailure(mapped);
    } finally {
      this.release(session);
    }
  }

  /** Opens a new session (before closing the old one: closing a token's last session logs it out). */
  private async replace(old: Handle): Promise<Handle> {
    const { module, sessions } = this.opened;
    let fresh: Handle;
    try {
      fresh = await module.run((lib) => lib.C_OpenSession(this.signing.slot, CKF_SERIAL_SESSION));
    } catch (error) {
      this.onError(error);
      return old;
    }
    // Teardown waits for this signature, so the list cannot be emptied meanwhile.
    sessions.push(fresh);
    const index = sessions.indexOf(old);
    if (index >= 0) sessions.splice(index, 1);
    await module
      .run((lib) => {
        try {
          lib.C_CloseSession(old);
        } catch {
          // It failed already; a removal shows up on the next call.
        }
      })
      .catch(() => undefined);
    return fresh;
  }

  /** The token hashes when it can; otherwise CKM_RSA_PKCS over a DigestInfo built here. */
  private prepare(data: Uint8Array, hash: HashAlgorithm): { mechanism: number; input: Buffer } {
    const { mechanisms } = this.signing;
    if (mechanisms.has(HASH_MECHANISM[hash])) return { mechanism: HASH_MECHANISM[hash], input: Buffer.from(data) };
    if (mechanisms.size > 0 && !mechanisms.has(CKM_RSA_PKCS)) {
      throw new SignerFailure(signerError('unsupported-key', { detail: `token offers neither ${hash} with RSA nor CKM_RSA_PKCS` }));
    }
    const digest = createHash(hash).update(data).digest();
    return { mechanism: CKM_RSA_PKCS, input: Buffer.concat([DIGEST_INFO_PREFIX[hash], digest]) };
  }

  private acquire(): Promise<Handle> {
    const session = this.free.pop();
    if (session) return Promise.resolve(session);
    return new Promise<Handle>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private release(session: Handle): void {
    if (this.state !== 'open') return;
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(session);
    else this.free.push(session);
  }

  private rejectWaiters(error: SignerError): void {
    for (const waiter of this.waiters.splice(0)) waiter.reject(new SignerFailure(error));
  }

  /** Maps a failed signature; a removal or lost session kills the whole session. */
  private onError(error: unknown): SignerError {
    const mapped = tokenError(error, 'sign-failed');
    if (isFatal(mapped) && this.state === 'open') {
      this.state = 'dead';
      this.failure = mapped;
      this.rejectWaiters(mapped);
      // Not awaited here: tearDown waits for every running signature, this one included.
      this.teardown = this.tearDown(needsReset(error) || mapped.code === 'token-removed');
    }
    return mapped;
  }

  private async tearDown(reset = false): Promise<SignerError | null> {
    await Promise.allSettled([...this.running]);
    const closed = await closeAll(this.opened);
    this.opened.releaseModule();
    if ((reset || closed.reset) && this.opened.module.alive) await this.registry.reset(this.opened.module.path);
    return closed.problem;
  }
}
