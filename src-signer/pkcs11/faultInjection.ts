// TEST AND DIAGNOSTIC TOOL: never part of a normal signing path.
//
// Wraps a real Pkcs11Library (SoftHSM2 in tests) so it behaves like the tokens people actually
// own: a PIN counter running low, a locked PIN, a PIN pad that is cancelled, a token pulled out in
// the middle of a batch, a module that fails one call with some CKR code. SoftHSM2 can do none of
// these on its own (it never locks, has no PIN pad and cannot be unplugged). The wrapper also
// counts calls and sessions, so tests can assert "exactly one C_Login" and "no session leaked".
// A future diagnostics mode can wrap a user's module the same way to replay a reported failure.
import { CKF_PROTECTED_AUTHENTICATION_PATH, CKF_TOKEN_PRESENT, CKR, type CkrName } from './constants';
import { Pkcs11CallError, type Handle, type Pkcs11CallName, type Pkcs11Library, type Pkcs11TokenInfo } from './pkcs11Api';

export type FlagOverride = { set?: number; clear?: number };

export type InjectedFailure = {
  call: Pkcs11CallName;
  ckr: CkrName | number;
  /** 1-based: fail only the nth call of `call`. Omitted: fail every call. */
  nth?: number;
};

export type FaultPlan = {
  failures?: InjectedFailure[];
  /** Applied to every C_GetTokenInfo (e.g. set CKF_USER_PIN_LOCKED). */
  tokenFlags?: FlagOverride;
  /** Applied to C_GetTokenInfo once some C_Login has failed (what a real token does to its counter). */
  tokenFlagsAfterFailedLogin?: FlagOverride;
  /**
   * A reader with a PIN pad: tokens report CKF_PROTECTED_AUTHENTICATION_PATH, and C_Login without
   * a PIN "asks the reader", which answers with `typedPin` (passed on to the real module) or cancels.
   */
  pinPad?: { typedPin: Uint8Array } | { cancel: true };
  /** Mechanisms C_GetMechanismList leaves out, e.g. to force the CKM_RSA_PKCS + DigestInfo path. */
  hideMechanisms?: number[];
  /**
   * Pull every token out when the nth call of `at` happens; that call already fails. Until
   * reinsert(): slots report no token, slot/token calls fail with CKR_TOKEN_NOT_PRESENT and
   * session calls with `ckr` (default CKR_DEVICE_REMOVED).
   */
  removal?: { at: Pkcs11CallName; nth?: number; ckr?: 'CKR_DEVICE_REMOVED' | 'CKR_TOKEN_NOT_PRESENT' | 'CKR_DEVICE_ERROR' };
};

export type FaultCounters = {
  /** Calls made per function, including the ones that failed. */
  calls: Partial<Record<Pkcs11CallName, number>>;
  /** Sessions C_OpenSession handed out. */
  sessionsOpened: number;
  /** Of those, how many C_CloseSession was called for (whatever it returned). */
  sessionsClosed: number;
  /** Of those, how many were still open when C_Finalize ran. */
  sessionsDroppedByFinalize: number;
  /** Highest number of C_SignAsync calls running at the same time. */
  maxConcurrentSigns: number;
};

export type FaultController = {
  readonly counters: FaultCounters;
  count(call: Pkcs11CallName): number;
  /** Sessions opened and neither closed nor finalized. */
  readonly liveSessions: number;
  readonly removed: boolean;
  remove(ckr?: 'CKR_DEVICE_REMOVED' | 'CKR_TOKEN_NOT_PRESENT' | 'CKR_DEVICE_ERROR'): void;
  reinsert(): void;
  /** Replaces plan.tokenFlags from now on. */
  setTokenFlags(override: FlagOverride | undefined): void;
};

export type FaultyLibrary = Pkcs11Library & { readonly faults: FaultController };

/** Calls that address a slot or the token itself rather than a session. */
const SLOT_CALLS = new Set<Pkcs11CallName>(['C_GetTokenInfo', 'C_GetMechanismList', 'C_OpenSession']);
const SESSION_CALLS = new Set<Pkcs11CallName>([
  'C_Login',
  'C_Logout',
  'C_FindObjectsInit',
  'C_FindObjects',
  'C_FindObjectsFinal',
  'C_GetAttributeValue',
  'C_SignInit',
  'C_SignAsync',
  'C_CloseSession',
]);

const codeOf = (ckr: CkrName | number): number => (typeof ckr === 'number' ? ckr : CKR[ckr]);
const applyFlags = (flags: number, override: FlagOverride | undefined): number =>
  override ? (flags | (override.set ?? 0)) & ~(override.clear ?? 0) : flags;

export function withFaults(real: Pkcs11Library, plan: FaultPlan = {}): FaultyLibrary {
  const counters: FaultCounters = { calls: {}, sessionsOpened: 0, sessionsClosed: 0, sessionsDroppedByFinalize: 0, maxConcurrentSigns: 0 };
  const live = new Set<string>();
  let removedWith: number | null = null;
  let loginFailed = false;
  let tokenFlags = plan.tokenFlags;
  let signsRunning = 0;

  /** Counts the call and throws whatever the plan says this call must throw. */
  const enter = (call: Pkcs11CallName): void => {
    const n = (counters.calls[call] ?? 0) + 1;
    counters.calls[call] = n;
    const removal = plan.removal;
    if (removal && removedWith === null && removal.at === call && (removal.nth === undefined || removal.nth === n)) {
      removedWith = CKR[removal.ckr ?? 'CKR_DEVICE_REMOVED'];
    }
    if (removedWith !== null && call !== 'C_CloseSession') {
      if (SLOT_CALLS.has(call)) throw new Pkcs11CallError(call, CKR.CKR_TOKEN_NOT_PRESENT);
      if (SESSION_CALLS.has(call)) throw new Pkcs11CallError(call, removedWith);
    }
    const failure = plan.failures?.find((f) => f.call === call && (f.nth === undefined || f.nth === n));
    if (failure) throw new Pkcs11CallError(call, codeOf(failure.ckr));
  };

  const faults: FaultController = {
    counters,
    count: (call) => counters.calls[call] ?? 0,
    get liveSessions() {
      return live.size;
    },
    get removed() {
      return removedWith !== null;
    },
    remove: (ckr = 'CKR_DEVICE_REMOVED') => {
      removedWith = CKR[ckr];
    },
    reinsert: () => {
      removedWith = null;
    },
    setTokenFlags: (override) => {
      tokenFlags = override;
    },
  };

  const tokenInfo = (info: Pkcs11TokenInfo): Pkcs11TokenInfo => {
    let flags = applyFlags(info.flags, tokenFlags);
    if (loginFailed) flags = applyFlags(flags, plan.tokenFlagsAfterFailedLogin);
    if (plan.pinPad) flags |= CKF_PROTECTED_AUTHENTICATION_PATH;
    return { ...info, flags };
  };

  const key = (handle: Handle) => handle.toString('hex');

  return {
    path: real.path,
    faults,
    C_Initialize: (flags) => {
      enter('C_Initialize');
      real.C_Initialize(flags);
    },
    C_Finalize: () => {
      enter('C_Finalize');
      counters.sessionsDroppedByFinalize += live.size;
      live.clear();
      real.C_Finalize();
    },
    C_GetInfo: () => {
      enter('C_GetInfo');
      return real.C_GetInfo();
    },
    C_GetSlotList: (tokenPresent) => {
      enter('C_GetSlotList');
      if (removedWith !== null && tokenPresent) return [];
      return real.C_GetSlotList(tokenPresent);
    },
    C_GetSlotInfo: (slot) => {
      enter('C_GetSlotInfo');
      const info = real.C_GetSlotInfo(slot);
      return removedWith !== null ? { ...info, flags: info.flags & ~CKF_TOKEN_PRESENT } : info;
    },
    C_GetTokenInfo: (slot) => {
      enter('C_GetTokenInfo');
      return tokenInfo(real.C_GetTokenInfo(slot));
    },
    C_GetMechanismList: (slot) => {
      enter('C_GetMechanismList');
      const hidden = new Set(plan.hideMechanisms ?? []);
      return real.C_GetMechanismList(slot).filter((mechanism) => !hidden.has(mechanism));
    },
    C_OpenSession: (slot, flags) => {
      enter('C_OpenSession');
      const session = real.C_OpenSession(slot, flags);
      counters.sessionsOpened += 1;
      live.add(key(session));
      return session;
    },
    C_CloseSession: (session) => {
      enter('C_CloseSession');
      if (live.delete(key(session))) counters.sessionsClosed += 1;
      // A pulled token has lost its sessions already; the real one is still closed so it does not linger.
      if (removedWith !== null) {
        try {
          real.C_CloseSession(session);
        } catch {
          // already gone
        }
        throw new Pkcs11CallError('C_CloseSession', removedWith);
      }
      real.C_CloseSession(session);
    },
    C_Login: (session, userType, pin) => {
      try {
        enter('C_Login');
        if (pin === null && plan.pinPad) {
          if ('cancel' in plan.pinPad) throw new Pkcs11CallError('C_Login', CKR.CKR_FUNCTION_CANCELED);
          const typed = Uint8Array.from(plan.pinPad.typedPin);
          try {
            real.C_Login(session, userType, typed);
          } finally {
            typed.fill(0);
          }
          return;
        }
        real.C_Login(session, userType, pin);
      } catch (error) {
        if (!(error instanceof Pkcs11CallError && error.code === CKR.CKR_USER_ALREADY_LOGGED_IN)) loginFailed = true;
        throw error;
      }
    },
    C_Logout: (session) => {
      enter('C_Logout');
      real.C_Logout(session);
    },
    C_FindObjectsInit: (session, template) => {
      enter('C_FindObjectsInit');
      real.C_FindObjectsInit(session, template);
    },
    C_FindObjects: (session, maxCount) => {
      enter('C_FindObjects');
      return real.C_FindObjects(session, maxCount);
    },
    C_FindObjectsFinal: (session) => {
      enter('C_FindObjectsFinal');
      real.C_FindObjectsFinal(session);
    },
    C_GetAttributeValue: (session, object, template) => {
      enter('C_GetAttributeValue');
      return real.C_GetAttributeValue(session, object, template);
    },
    C_SignInit: (session, mechanism, keyHandle) => {
      enter('C_SignInit');
      real.C_SignInit(session, mechanism, keyHandle);
    },
    C_SignAsync: async (session, data, out) => {
      enter('C_SignAsync');
      signsRunning += 1;
      counters.maxConcurrentSigns = Math.max(counters.maxConcurrentSigns, signsRunning);
      try {
        return await real.C_SignAsync(session, data, out);
      } finally {
        signsRunning -= 1;
      }
    },
  };
}
