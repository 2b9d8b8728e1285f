// The fault injector itself: what a test asks for is what the wrapped module does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_PIN } from '../../scripts/demo/demoToken';
import { SOFTHSM_MODULE } from '../../scripts/demo/softHsm';
import { CKF_OS_LOCKING_OK, CKF_PROTECTED_AUTHENTICATION_PATH, CKF_SERIAL_SESSION, CKF_TOKEN_PRESENT, CKF_USER_PIN_FINAL_TRY, CKR, CKU_USER } from './constants';
import { withFaults } from './faultInjection';
import { loadPkcs11, Pkcs11CallError, type Pkcs11Library } from './pkcs11Api';
import { createTestbed, pinBytes, type Testbed } from './testing/testbed';

let bed: Testbed;
let real: Pkcs11Library;
beforeAll(() => {
  bed = createTestbed();
  real = loadPkcs11(SOFTHSM_MODULE);
});
afterAll(() => bed.cleanup());

function thrown(fn: () => unknown): Pkcs11CallError {
  try {
    fn();
  } catch (error) {
    if (error instanceof Pkcs11CallError) return error;
    throw error;
  }
  throw new Error('expected a Pkcs11CallError');
}

describe('withFaults', () => {
  it('fails the nth call with the given CKR, counts calls and sessions', () => {
    const lib = withFaults(real, { failures: [{ call: 'C_OpenSession', ckr: 'CKR_SESSION_COUNT', nth: 2 }] });
    lib.C_Initialize(CKF_OS_LOCKING_OK);
    try {
      const [slot] = lib.C_GetSlotList(true);
      if (!slot) throw new Error('no slot');
      const first = lib.C_OpenSession(slot, CKF_SERIAL_SESSION);
      const error = thrown(() => lib.C_OpenSession(slot, CKF_SERIAL_SESSION));
      expect(error).toMatchObject({ code: CKR.CKR_SESSION_COUNT, ckr: 'CKR_SESSION_COUNT', method: 'C_OpenSession' });
      const third = lib.C_OpenSession(slot, CKF_SERIAL_SESSION);
      expect(lib.faults.liveSessions).toBe(2);
      lib.C_CloseSession(first);
      expect(lib.faults.counters).toMatchObject({ sessionsOpened: 2, sessionsClosed: 1 });
      expect(lib.faults.count('C_OpenSession')).toBe(3);
      lib.C_CloseSession(third);
    } finally {
      lib.C_Finalize();
    }
  });

  it('turns real pkcs11js errors into Pkcs11CallError', () => {
    const lib = withFaults(real);
    lib.C_Initialize(CKF_OS_LOCKING_OK);
    try {
      const [slot] = lib.C_GetSlotList(true);
      if (!slot) throw new Error('no slot');
      const session = lib.C_OpenSession(slot, CKF_SERIAL_SESSION);
      const error = thrown(() => lib.C_Login(session, CKU_USER, pinBytes('9999')));
      expect(error).toMatchObject({ code: CKR.CKR_PIN_INCORRECT, message: 'C_Login: CKR_PIN_INCORRECT' });
      lib.C_CloseSession(session);
    } finally {
      lib.C_Finalize();
    }
  });

  it('overrides flags, plays a PIN pad, and pulls the token out until reinserted', () => {
    const lib = withFaults(real, { tokenFlagsAfterFailedLogin: { set: CKF_USER_PIN_FINAL_TRY }, pinPad: { typedPin: pinBytes(DEMO_TOKEN_PIN) } });
    lib.C_Initialize(CKF_OS_LOCKING_OK);
    try {
      const [slot] = lib.C_GetSlotList(true);
      if (!slot) throw new Error('no slot');
      expect(lib.C_GetTokenInfo(slot).flags & CKF_PROTECTED_AUTHENTICATION_PATH).toBeTruthy();
      expect(lib.C_GetTokenInfo(slot).flags & CKF_USER_PIN_FINAL_TRY).toBe(0);
      const session = lib.C_OpenSession(slot, CKF_SERIAL_SESSION);
      thrown(() => lib.C_Login(session, CKU_USER, pinBytes('0000')));
      expect(lib.C_GetTokenInfo(slot).flags & CKF_USER_PIN_FINAL_TRY).toBeTruthy();
      lib.C_Login(session, CKU_USER, null);
      lib.C_Logout(session);

      lib.faults.remove();
      expect(lib.C_GetSlotList(true)).toEqual([]);
      expect(lib.C_GetSlotInfo(slot).flags & CKF_TOKEN_PRESENT).toBe(0);
      expect(thrown(() => lib.C_GetTokenInfo(slot)).code).toBe(CKR.CKR_TOKEN_NOT_PRESENT);
      expect(thrown(() => lib.C_FindObjectsInit(session, [])).code).toBe(CKR.CKR_DEVICE_REMOVED);
      expect(thrown(() => lib.C_CloseSession(session)).code).toBe(CKR.CKR_DEVICE_REMOVED);
      expect(lib.faults.liveSessions).toBe(0);
      lib.faults.reinsert();
      expect(lib.C_GetSlotList(true).length).toBeGreaterThanOrEqual(2);
    } finally {
      lib.C_Finalize();
    }
  });
});
