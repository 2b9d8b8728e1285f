// Small synchronous helpers over a Pkcs11Library, run inside a module's queue (Pkcs11Module.run).
import { endianness } from 'node:os';
import type { TokenInfo } from '../../src-shared/signer/protocol';
import {
  CKA_CLASS,
  CKF_LOGIN_REQUIRED,
  CKF_PROTECTED_AUTHENTICATION_PATH,
  CKF_USER_PIN_COUNT_LOW,
  CKF_USER_PIN_FINAL_TRY,
  CKF_USER_PIN_LOCKED,
  CKF_USER_PIN_TO_BE_CHANGED,
  CKR,
} from './constants';
import { ckrOf, type Handle, type Pkcs11Attribute, type Pkcs11Library, type Pkcs11TokenInfo } from './pkcs11Api';

const FIND_BATCH = 64;

/** Every object matching `template` (C_FindObjectsInit / C_FindObjects / C_FindObjectsFinal). */
export function findObjects(lib: Pkcs11Library, session: Handle, template: Pkcs11Attribute[]): Handle[] {
  lib.C_FindObjectsInit(session, template);
  const found: Handle[] = [];
  try {
    for (;;) {
      const batch = lib.C_FindObjects(session, FIND_BATCH);
      found.push(...batch);
      if (batch.length < FIND_BATCH) break;
    }
  } finally {
    try {
      lib.C_FindObjectsFinal(session);
    } catch {
      // The search failed already, or the session is gone: the first error is the one that counts.
    }
  }
  return found;
}

export const objectsOfClass = (lib: Pkcs11Library, session: Handle, objectClass: number, extra: Pkcs11Attribute[] = []): Handle[] =>
  findObjects(lib, session, [{ type: CKA_CLASS, value: objectClass }, ...extra]);

/**
 * One attribute, or null when the object does not have it or keeps it secret. Attributes are read
 * one by one because a single missing one fails a combined C_GetAttributeValue on many modules.
 */
export function readAttribute(lib: Pkcs11Library, session: Handle, object: Handle, type: number): Buffer | null {
  try {
    return lib.C_GetAttributeValue(session, object, [{ type }])[0]?.value ?? null;
  } catch (error) {
    const code = ckrOf(error);
    if (code === CKR.CKR_ATTRIBUTE_TYPE_INVALID || code === CKR.CKR_ATTRIBUTE_SENSITIVE) return null;
    throw error;
  }
}

/** Reads a CK_ULONG attribute (host byte order, 4 or 8 bytes). */
export function ulongOf(value: Buffer | null): number | null {
  if (!value || value.length === 0) return null;
  if (value.length === 8) return Number(endianness() === 'LE' ? value.readBigUInt64LE(0) : value.readBigUInt64BE(0));
  if (value.length === 4) return endianness() === 'LE' ? value.readUInt32LE(0) : value.readUInt32BE(0);
  return null;
}

/** A slot handle as the number the module gave it, in lower-case hex ("31c6ff10"). */
export function slotIdHex(slot: Handle): string {
  const bytes = endianness() === 'LE' ? Buffer.from(slot).reverse() : Buffer.from(slot);
  return bytes.toString('hex').replace(/^0+(?=.)/, '');
}

/** PKCS#11 pads strings with blanks (and some modules with NULs). */
export const padded = (value: string): string => value.replace(/[\s\0]+$/u, '');

export function decodeTokenInfo(info: Pkcs11TokenInfo): TokenInfo {
  const has = (flag: number) => (info.flags & flag) !== 0;
  return {
    label: padded(info.label),
    manufacturer: padded(info.manufacturerID),
    model: padded(info.model),
    serial: padded(info.serialNumber),
    flags: {
      loginRequired: has(CKF_LOGIN_REQUIRED),
      protectedAuthenticationPath: has(CKF_PROTECTED_AUTHENTICATION_PATH),
      pinCountLow: has(CKF_USER_PIN_COUNT_LOW),
      pinFinalTry: has(CKF_USER_PIN_FINAL_TRY),
      pinLocked: has(CKF_USER_PIN_LOCKED),
      pinToBeChanged: has(CKF_USER_PIN_TO_BE_CHANGED),
    },
    minPinLength: info.minPinLen,
    maxPinLength: info.maxPinLen,
  };
}
