// The PKCS#11 calls the signer makes, as an interface: the real module (pkcs11js) is one
// implementation, faultInjection.ts wraps it to make a token fail, lock or vanish on cue. Nothing
// else in the signer touches pkcs11js.
//
// Every failure a module reports comes out as a Pkcs11CallError carrying the CKR code, so callers
// map errors by number and never by parsing messages.
import { createRequire } from 'node:module';
import type * as Pkcs11jsModule from 'pkcs11js';
import { ckrName } from './constants';

/** A slot, session or object handle: an opaque CK_ULONG in a Buffer, as pkcs11js returns it. */
export type Handle = Buffer;

export type Pkcs11Attribute = { type: number; value?: number | boolean | string | Buffer };
export type Pkcs11AttributeResult = { type: number; value: Buffer };
export type Pkcs11Version = { major: number; minor: number };

export type Pkcs11ModuleInfo = {
  cryptokiVersion: Pkcs11Version;
  manufacturerID: string;
  libraryDescription: string;
  libraryVersion: Pkcs11Version;
};

export type Pkcs11SlotInfo = { slotDescription: string; manufacturerID: string; flags: number };

export type Pkcs11TokenInfo = {
  label: string;
  manufacturerID: string;
  model: string;
  serialNumber: string;
  flags: number;
  minPinLen: number;
  maxPinLen: number;
};

export type Pkcs11Mechanism = { mechanism: number; parameter?: Buffer };

/** Exactly the Cryptoki functions the signer uses. All but C_SignAsync block the calling thread. */
export interface Pkcs11Library {
  readonly path: string;
  C_Initialize(flags: number): void;
  C_Finalize(): void;
  C_GetInfo(): Pkcs11ModuleInfo;
  C_GetSlotList(tokenPresent: boolean): Handle[];
  C_GetSlotInfo(slot: Handle): Pkcs11SlotInfo;
  C_GetTokenInfo(slot: Handle): Pkcs11TokenInfo;
  C_GetMechanismList(slot: Handle): number[];
  C_OpenSession(slot: Handle, flags: number): Handle;
  C_CloseSession(session: Handle): void;
  /**
   * The PIN as bytes (null: the reader's PIN pad asks for it). pkcs11js only takes a JS string,
   * so the real implementation decodes it inside this call and nowhere else; the caller wipes
   * the bytes.
   */
  C_Login(session: Handle, userType: number, pin: Uint8Array | null): void;
  C_Logout(session: Handle): void;
  C_FindObjectsInit(session: Handle, template: Pkcs11Attribute[]): void;
  C_FindObjects(session: Handle, maxCount: number): Handle[];
  C_FindObjectsFinal(session: Handle): void;
  C_GetAttributeValue(session: Handle, object: Handle, template: Pkcs11Attribute[]): Pkcs11AttributeResult[];
  C_SignInit(session: Handle, mechanism: Pkcs11Mechanism, key: Handle): void;
  /** Runs on the libuv thread pool; resolves with the signature (a view of `out`). */
  C_SignAsync(session: Handle, data: Buffer, out: Buffer): Promise<Buffer>;
}

export type Pkcs11CallName = Exclude<keyof Pkcs11Library, 'path'>;

/** A Cryptoki function returned something other than CKR_OK. */
export class Pkcs11CallError extends Error {
  readonly ckr: string;
  constructor(
    readonly method: string,
    readonly code: number,
  ) {
    const name = ckrName(code);
    super(`${method}: ${name}`);
    this.name = 'Pkcs11CallError';
    this.ckr = name;
  }
}

export function isPkcs11CallError(error: unknown): error is Pkcs11CallError {
  return error instanceof Pkcs11CallError;
}

/** The CKR code of a failed call, or null when the error did not come from the module. */
export function ckrOf(error: unknown): number | null {
  return error instanceof Pkcs11CallError ? error.code : null;
}

type Pkcs11js = typeof Pkcs11jsModule;

let pkcs11js: Pkcs11js | null = null;
/** The native addon is required on first use, so importing this file costs nothing. */
function addon(): Pkcs11js {
  pkcs11js ??= createRequire(import.meta.url)('pkcs11js') as Pkcs11js;
  return pkcs11js;
}

/** pkcs11js errors carry the CKR code in `code` and its name in `message`. */
function normalise(method: string, error: unknown): unknown {
  if (error instanceof Error && (error as { name: string }).name === 'Pkcs11Error') {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number') return new Pkcs11CallError(method, code);
  }
  return error;
}

function call<T>(method: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw normalise(method, error);
  }
}

const pinDecoder = new TextDecoder();

/**
 * Loads a PKCS#11 shared library through pkcs11js (dlopen/LoadLibrary). Throws the loader's own
 * error when the file cannot be loaded; moduleRegistry turns that into a SignerError.
 */
export function loadPkcs11(path: string): Pkcs11Library {
  const { PKCS11 } = addon();
  const lib = new PKCS11();
  lib.load(path);
  return {
    path,
    C_Initialize: (flags) => call('C_Initialize', () => lib.C_Initialize({ flags })),
    C_Finalize: () => call('C_Finalize', () => lib.C_Finalize()),
    C_GetInfo: () => call('C_GetInfo', () => lib.C_GetInfo()),
    C_GetSlotList: (tokenPresent) => call('C_GetSlotList', () => lib.C_GetSlotList(tokenPresent)),
    C_GetSlotInfo: (slot) => call('C_GetSlotInfo', () => lib.C_GetSlotInfo(slot)),
    C_GetTokenInfo: (slot) => call('C_GetTokenInfo', () => lib.C_GetTokenInfo(slot)),
    C_GetMechanismList: (slot) => call('C_GetMechanismList', () => lib.C_GetMechanismList(slot)),
    C_OpenSession: (slot, flags) => call('C_OpenSession', () => lib.C_OpenSession(slot, flags)),
    C_CloseSession: (session) => call('C_CloseSession', () => lib.C_CloseSession(session)),
    C_Login: (session, userType, pin) =>
      call('C_Login', () => {
        // The only place the PIN exists as a string; it cannot be wiped, so it lives no longer than this call.
        if (pin === null) lib.C_Login(session, userType);
        else lib.C_Login(session, userType, pinDecoder.decode(pin));
      }),
    C_Logout: (session) => call('C_Logout', () => lib.C_Logout(session)),
    C_FindObjectsInit: (session, template) => call('C_FindObjectsInit', () => lib.C_FindObjectsInit(session, template)),
    C_FindObjects: (session, maxCount) => call('C_FindObjects', () => lib.C_FindObjects(session, maxCount)),
    C_FindObjectsFinal: (session) => call('C_FindObjectsFinal', () => lib.C_FindObjectsFinal(session)),
    C_GetAttributeValue: (session, object, template) => call('C_GetAttributeValue', () => lib.C_GetAttributeValue(session, object, template)),
    C_SignInit: (session, mechanism, key) => call('C_SignInit', () => lib.C_SignInit(session, mechanism, key)),
    C_SignAsync: async (session, data, out) => {
      try {
        return await lib.C_SignAsync(session, data, out);
      } catch (error) {
        throw normalise('C_SignAsync', error);
      }
    },
  };
}
