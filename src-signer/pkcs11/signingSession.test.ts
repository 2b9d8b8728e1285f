// Signing on a real SoftHSM2 token, with the behaviours of real tokens (PIN counters, locks, PIN
// pads, removal) injected around it. Read as the specification of openSigningSession.
import { createPublicKey, randomBytes, verify, X509Certificate } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { SignerFailure, type SignerError } from '../../src-shared/signer/errors';
import { SIGN_PARALLELISM, type CertificateRef, type HashAlgorithm } from '../../src-shared/signer/protocol';
import { AMBIGUOUS_CERT_ID, FAULTY_TOKEN_LABEL, ORPHAN_CERT_ID } from '../../tests/fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL, DEMO_TOKEN_PIN } from '../../scripts/demo/demoToken';
import { SOFTHSM_MODULE } from '../../scripts/demo/softHsm';
import { CKF_USER_PIN_COUNT_LOW, CKF_USER_PIN_FINAL_TRY, CKF_USER_PIN_LOCKED, CKM_RSA_PKCS, CKM_SHA256_RSA_PKCS, CKM_SHA512_RSA_PKCS } from './constants';
import type { FaultController, FaultPlan } from './faultInjection';
import { scanTokens } from './inventory';
import type { ModuleRegistry } from './moduleRegistry';
import type { Pkcs11CallName } from './pkcs11Api';
import { openSigningSession, type SigningSession } from './signingSession';
import { createTestbed, faultyRegistry, pinBytes, type Testbed } from './testing/testbed';
import { inspectCertificate } from '../process/inspectCertificate';
import { ModuleRegistry as RealRegistry } from './moduleRegistry';

const m = messages.signer;
let bed: Testbed;
const refs = new Map<string, CertificateRef>();
const registries: ModuleRegistry[] = [];
const sessions: SigningSession[] = [];

beforeAll(async () => {
  bed = createTestbed();
  const registry = new RealRegistry();
  const inventory = await scanTokens({
    registry,
    libraries: [{ path: SOFTHSM_MODULE, vendor: null, source: 'builtin' }],
    inspect: inspectCertificate,
  });
  await registry.dispose();
  for (const cert of inventory.certificates) refs.set(`${cert.ref.tokenLabel}/${cert.ref.certId}`, cert.ref);
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
  await Promise.all(registries.splice(0).map((registry) => registry.dispose()));
});
afterAll(() => bed.cleanup());

const refOf = (certId: string, label = DEMO_TOKEN_LABEL): CertificateRef => {
  const ref = refs.get(`${label}/${certId}`);
  if (!ref) throw new Error(`no certificate ${label}/${certId}`);
  return ref;
};
const ecpf = () => refOf('01');

function setup(plan: FaultPlan = {}): { registry: ModuleRegistry; faults: FaultController } {
  const faulty = faultyRegistry(plan);
  registries.push(faulty.registry);
  return faulty;
}

async function open(registry: ModuleRegistry, options: { ref?: CertificateRef; pin?: Uint8Array | null; parallelism?: number } = {}) {
  const session = await openSigningSession({
    registry,
    ref: options.ref ?? ecpf(),
    pin: options.pin === undefined ? pinBytes(DEMO_TOKEN_PIN) : options.pin,
    inspect: inspectCertificate,
    ...(options.parallelism ? { parallelism: options.parallelism } : {}),
  });
  sessions.push(session);
  return session;
}

/** The SignerError a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<SignerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SignerFailure) return error.error;
    throw error;
  }
  throw new Error('expected a SignerFailure');
}

function verifies(session: SigningSession, data: Uint8Array, hash: HashAlgorithm, signature: Uint8Array): boolean {
  const publicKey = new X509Certificate(Buffer.from(session.certificate.der)).publicKey;
  return verify(hash, data, createPublicKey(publicKey.export({ format: 'pem', type: 'spki' })), signature);
}

const noLeak = (faults: FaultController) => expect(faults.counters.sessionsOpened).toBe(faults.counters.sessionsClosed);

describe('signing', () => {
  it.each<HashAlgorithm>(['sha256', 'sha512'])('signs with %s; the signature verifies against the certificate', async (hash) => {
    const { registry, faults } = setup();
    const session = await open(registry);
    expect(session.certificate.ref).toEqual(ecpf());
    expect(session.entry).toMatchObject({ keyStatus: 'ok', problem: null, label: session.certificate.label });
    const data = randomBytes(300);
    const signature = await session.sign(data, hash);
    expect(signature).toHaveLength(256);
    expect(verifies(session, data, hash, signature)).toBe(true);
    expect(faults.count('C_Login')).toBe(1);
    expect(await session.close()).toBeNull();
    expect(faults.count('C_Logout')).toBe(1);
    noLeak(faults);
  });

  it.each<HashAlgorithm>(['sha256', 'sha512'])('builds the DigestInfo itself when the token lacks the %s mechanism', async (hash) => {
    const { registry, faults } = setup({ hideMechanisms: [CKM_SHA256_RSA_PKCS, CKM_SHA512_RSA_PKCS] });
    const session = await open(registry);
    const data = randomBytes(1000);
    expect(verifies(session, data, hash, await session.sign(data, hash))).toBe(true);
    await session.close();
    noLeak(faults);
  });

  it('refuses to sign when the token offers no RSA signature mechanism at all', async () => {
    const { registry } = setup({ hideMechanisms: [CKM_SHA256_RSA_PKCS, CKM_SHA512_RSA_PKCS, CKM_RSA_PKCS] });
    const session = await open(registry, { parallelism: 1 });
    expect((await failureOf(session.sign(Buffer.from('x'), 'sha256'))).code).toBe('unsupported-key');
    expect(session.state).toBe('open');
  });

  it('signs with fewer sessions when the token allows no more (CKR_SESSION_COUNT)', async () => {
    const { registry, faults } = setup({ failures: [{ call: 'C_OpenSession', ckr: 'CKR_SESSION_COUNT', nth: 3 }] });
    const session = await open(registry);
    expect(session.poolSize).toBe(2);
    const items = Array.from({ length: 6 }, (_, index) => Buffer.from(`item ${index}`));
    const signatures = await Promise.all(items.map((item) => session.sign(item, 'sha512')));
    items.forEach((item, index) => expect(verifies(session, item, 'sha512', signatures[index] as Uint8Array)).toBe(true));
    await session.close();
    noLeak(faults);
  });

  it(`signs 50 items in parallel over ${SIGN_PARALLELISM} sessions after one login`, async () => {
    const { registry, faults } = setup();
    const session = await open(registry);
    expect(session.poolSize).toBe(SIGN_PARALLELISM);
    const items = Array.from({ length: 50 }, (_, index) => Buffer.from(`documento ${index} ${randomBytes(8).toString('hex')}`));
    const signatures = await Promise.all(items.map((item) => session.sign(item, 'sha256')));
    items.forEach((item, index) => expect(verifies(session, item, 'sha256', signatures[index] as Uint8Array)).toBe(true));
    expect(faults.count('C_SignAsync')).toBe(50);
    expect(faults.counters.maxConcurrentSigns).toBeGreaterThan(1);
    expect(faults.counters.maxConcurrentSigns).toBeLessThanOrEqual(SIGN_PARALLELISM);
    expect(faults.count('C_Login')).toBe(1);
    expect(faults.counters.sessionsOpened).toBe(SIGN_PARALLELISM);
    await session.close();
    noLeak(faults);
  });

  it('keeps the session after an ordinary signing error, and refuses to sign once closed', async () => {
    const { registry, faults } = setup({ failures: [{ call: 'C_SignAsync', ckr: 'CKR_GENERAL_ERROR', nth: 1 }] });
    const session = await open(registry, { parallelism: 1 });
    const error = await failureOf(session.sign(Buffer.from('a'), 'sha256'));
    expect(error).toMatchObject({ code: 'sign-failed', detail: 'C_SignAsync: CKR_GENERAL_ERROR' });
    expect(session.state).toBe('open');
    const data = Buffer.from('b');
    expect(verifies(session, data, 'sha256', await session.sign(data, 'sha256'))).toBe(true);
    expect(await session.close()).toBeNull();
    expect(await session.close()).toBeNull();
    expect((await failureOf(session.sign(data, 'sha256'))).code).toBe('session-not-found');
    expect(faults.count('C_Logout')).toBe(1);
    noLeak(faults);
  });

  it('a lost session kills the signing session and resets the module', async () => {
    const { registry, faults } = setup({ failures: [{ call: 'C_SignInit', ckr: 'CKR_SESSION_HANDLE_INVALID', nth: 1 }] });
    const session = await open(registry);
    expect((await failureOf(session.sign(Buffer.from('a'), 'sha256'))).code).toBe('session-invalid');
    expect(session.state).toBe('dead');
    expect((await session.close())?.code).toBe('session-invalid');
    expect(faults.count('C_Finalize')).toBe(1);
    noLeak(faults);
  });

  it('two signing sessions on one token share the login: only the last close logs out', async () => {
    const { registry, faults } = setup();
    const first = await open(registry, { parallelism: 2 });
    const second = await open(registry, { ref: refOf('04'), parallelism: 2 });
    await first.close();
    expect(faults.count('C_Logout')).toBe(0);
    const data = Buffer.from('depois');
    expect(verifies(second, data, 'sha256', await second.sign(data, 'sha256'))).toBe(true);
    await second.close();
    expect(faults.count('C_Logout')).toBe(1);
    noLeak(faults);
  });

  it('finds the token by label when the reference has no serial, and not by label against a serial', async () => {
    const { registry } = setup();
    const byLabel = await open(registry, { ref: { ...ecpf(), tokenSerial: '' }, parallelism: 1 });
    expect(byLabel.certificate.der.length).toBeGreaterThan(0);
    expect((await failureOf(open(registry, { ref: { ...ecpf(), tokenSerial: '0000000000000000' } }))).code).toBe('token-removed');
    expect((await failureOf(open(registry, { ref: { ...ecpf(), certId: 'ff' } }))).code).toBe('certificate-not-found');
  });
});

describe('the PIN', () => {
  it('wrong PIN: pin-incorrect after exactly one C_Login, never retried, with the warning SoftHSM sets', async () => {
    const { registry, faults } = setup();
    const pin = pinBytes('00000000');
    const error = await failureOf(open(registry, { pin }));
    expect(error.code).toBe('pin-incorrect');
    // SoftHSM2 raises CKF_USER_PIN_COUNT_LOW after a failure.
    expect(error.pinWarning).toBe('count-low');
    expect(error.detail).toBe('C_Login: CKR_PIN_INCORRECT');
    expect(faults.count('C_Login')).toBe(1);
    expect([...pin].every((byte) => byte === 0)).toBe(true);
    noLeak(faults);
  });

  it.each([
    ['count-low', CKF_USER_PIN_COUNT_LOW, m.pinIncorrectCountLow],
    ['final-try', CKF_USER_PIN_FINAL_TRY | CKF_USER_PIN_COUNT_LOW, m.pinIncorrectFinalTry],
  ] as const)('wrong PIN reads the token flags again afterwards: %s', async (warning, flags, message) => {
    const { registry, faults } = setup({
      failures: [{ call: 'C_Login', ckr: 'CKR_PIN_INCORRECT' }],
      tokenFlags: { clear: CKF_USER_PIN_COUNT_LOW },
      tokenFlagsAfterFailedLogin: { set: flags },
    });
    const error = await failureOf(open(registry));
    expect(error).toMatchObject({ code: 'pin-incorrect', pinWarning: warning, message });
    expect(faults.count('C_Login')).toBe(1);
    noLeak(faults);
  });

  it('a wrong PIN that locks the token says so', async () => {
    const { registry, faults } = setup({ failures: [{ call: 'C_Login', ckr: 'CKR_PIN_INCORRECT' }], tokenFlagsAfterFailedLogin: { set: CKF_USER_PIN_LOCKED } });
    expect((await failureOf(open(registry))).code).toBe('pin-locked');
    expect(faults.count('C_Login')).toBe(1);
  });

  it('CKR_PIN_LOCKED → pin-locked; a token already flagged locked is not even tried', async () => {
    const locked = setup({ failures: [{ call: 'C_Login', ckr: 'CKR_PIN_LOCKED' }] });
    expect((await failureOf(open(locked.registry))).code).toBe('pin-locked');
    expect(locked.faults.count('C_Login')).toBe(1);
    noLeak(locked.faults);

    const flagged = setup({ tokenFlags: { set: CKF_USER_PIN_LOCKED } });
    const pin = pinBytes(DEMO_TOKEN_PIN);
    expect((await failureOf(open(flagged.registry, { pin }))).code).toBe('pin-locked');
    expect(flagged.faults.count('C_Login')).toBe(0);
    expect([...pin].every((byte) => byte === 0)).toBe(true);
  });

  it.each([
    ['CKR_PIN_LEN_RANGE', 'pin-length'],
    ['CKR_FUNCTION_CANCELED', 'pin-cancelled'],
    ['CKR_PIN_EXPIRED', 'pin-expired'],
    ['CKR_GENERAL_ERROR', 'sign-failed'],
    ['CKR_DEVICE_ERROR', 'token-removed'],
    ['CKR_SESSION_HANDLE_INVALID', 'session-invalid'],
  ] as const)('C_Login answering %s → %s, with no second attempt', async (ckr, code) => {
    const { registry, faults } = setup({ failures: [{ call: 'C_Login', ckr }] });
    const error = await failureOf(open(registry));
    expect(error.code).toBe(code);
    expect(error.detail).toContain(ckr);
    expect(faults.count('C_Login')).toBe(1);
    noLeak(faults);
  });

  it('a PIN outside the token bounds is refused before C_Login', async () => {
    const { registry, faults } = setup();
    const pin = pinBytes('12');
    const error = await failureOf(open(registry, { pin }));
    expect(error).toMatchObject({ code: 'pin-length', message: m.pinLength(4, 255) });
    expect(faults.count('C_Login')).toBe(0);
    expect([...pin].every((byte) => byte === 0)).toBe(true);
    noLeak(faults);
  });

  it('no PIN without a PIN pad → pin-required, without C_Login', async () => {
    const { registry, faults } = setup();
    expect((await failureOf(open(registry, { pin: null }))).code).toBe('pin-required');
    expect(faults.count('C_Login')).toBe(0);
    noLeak(faults);
  });

  it('PIN pad: C_Login without a PIN, the reader asks for it', async () => {
    const { registry, faults } = setup({ pinPad: { typedPin: pinBytes(DEMO_TOKEN_PIN) } });
    const session = await open(registry, { pin: null });
    const data = Buffer.from('pin pad');
    expect(verifies(session, data, 'sha256', await session.sign(data, 'sha256'))).toBe(true);
    expect(faults.count('C_Login')).toBe(1);
  });

  it('PIN pad cancelled → pin-cancelled', async () => {
    const { registry, faults } = setup({ pinPad: { cancel: true } });
    expect((await failureOf(open(registry, { pin: null }))).code).toBe('pin-cancelled');
    expect(faults.count('C_Login')).toBe(1);
    noLeak(faults);
  });

  it('the PIN bytes are zero after a successful open', async () => {
    const { registry } = setup();
    const pin = pinBytes(DEMO_TOKEN_PIN);
    await open(registry, { pin });
    expect([...pin].every((byte) => byte === 0)).toBe(true);
  });
});

describe('certificates and keys', () => {
  it.each([
    ['05', 'certificate-expired'],
    ['06', 'certificate-not-yet-valid'],
    ['07', 'weak-key'],
  ])('certificate %s is refused (%s) before any C_Login', async (certId, code) => {
    const { registry, faults } = setup();
    const pin = pinBytes(DEMO_TOKEN_PIN);
    expect((await failureOf(open(registry, { ref: refOf(certId), pin }))).code).toBe(code);
    expect(faults.count('C_Login')).toBe(0);
    expect([...pin].every((byte) => byte === 0)).toBe(true);
    noLeak(faults);
  });

  it.each([
    [ORPHAN_CERT_ID, 'key-not-found'],
    [AMBIGUOUS_CERT_ID, 'key-ambiguous'],
  ])('certificate %s on the second token → %s, logged out and closed', async (certId, code) => {
    const { registry, faults } = setup();
    expect((await failureOf(open(registry, { ref: refOf(certId, FAULTY_TOKEN_LABEL) }))).code).toBe(code);
    expect(faults.count('C_Login')).toBe(1);
    expect(faults.count('C_Logout')).toBe(1);
    noLeak(faults);
  });
});

describe('token removal at every step', () => {
  type Step = { step: string; at: Pkcs11CallName; nth: number; when: 'open' | 'sign' | 'batch' | 'close'; logins: number };
  const PARALLELISM = 4;
  const steps: Step[] = [
    { step: 'enumerating slots', at: 'C_GetSlotList', nth: 1, when: 'open', logins: 0 },
    { step: 'reading the token info', at: 'C_GetTokenInfo', nth: 1, when: 'open', logins: 0 },
    { step: 'opening the session', at: 'C_OpenSession', nth: 1, when: 'open', logins: 0 },
    { step: 'finding the certificate', at: 'C_FindObjectsInit', nth: 1, when: 'open', logins: 0 },
    { step: 'reading the certificate', at: 'C_GetAttributeValue', nth: 1, when: 'open', logins: 0 },
    { step: 'logging in', at: 'C_Login', nth: 1, when: 'open', logins: 1 },
    { step: 'finding the key', at: 'C_FindObjectsInit', nth: 2, when: 'open', logins: 1 },
    { step: 'reading the key', at: 'C_GetAttributeValue', nth: 3, when: 'open', logins: 1 },
    { step: 'listing mechanisms', at: 'C_GetMechanismList', nth: 1, when: 'open', logins: 1 },
    { step: 'opening the first pool session', at: 'C_OpenSession', nth: 2, when: 'open', logins: 1 },
    { step: 'opening the last pool session', at: 'C_OpenSession', nth: PARALLELISM, when: 'open', logins: 1 },
    { step: 'starting a signature', at: 'C_SignInit', nth: 1, when: 'sign', logins: 1 },
    { step: 'signing', at: 'C_SignAsync', nth: 1, when: 'sign', logins: 1 },
    { step: 'signing in the middle of a batch', at: 'C_SignAsync', nth: 6, when: 'batch', logins: 1 },
    { step: 'logging out', at: 'C_Logout', nth: 1, when: 'close', logins: 1 },
    { step: 'closing sessions', at: 'C_CloseSession', nth: 1, when: 'close', logins: 1 },
  ];

  it.each(steps)('while $step: token-removed, module reset, no session leaked, at most one login', async ({ at, nth, when, logins }) => {
    const { registry, faults } = setup({ removal: { at, nth } });
    let error: SignerError | null;
    if (when === 'open') {
      error = await failureOf(open(registry, { parallelism: PARALLELISM }));
    } else {
      const session = await open(registry, { parallelism: PARALLELISM });
      if (when === 'sign') {
        error = await failureOf(session.sign(Buffer.from('x'), 'sha256'));
        expect(session.state).toBe('dead');
        expect((await failureOf(session.sign(Buffer.from('y'), 'sha256'))).code).toBe('token-removed');
        expect((await session.close())?.code).toBe('token-removed');
      } else if (when === 'batch') {
        const items = Array.from({ length: 12 }, (_, index) => Buffer.from(`item ${index}`));
        const outcomes = await Promise.allSettled(items.map((item) => session.sign(item, 'sha256')));
        const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
        expect(failures.length).toBeGreaterThan(0);
        for (const failure of failures) expect(failure).toBeInstanceOf(SignerFailure);
        expect(new Set(failures.map((failure) => (failure as SignerFailure).error.code))).toEqual(new Set(['token-removed']));
        outcomes.forEach((outcome, index) => {
          if (outcome.status === 'fulfilled') expect(verifies(session, items[index] as Buffer, 'sha256', outcome.value)).toBe(true);
        });
        error = await session.close();
      } else {
        await session.sign(Buffer.from('x'), 'sha256');
        error = await session.close();
      }
    }
    expect(faults.removed).toBe(true);
    expect(error?.code).toBe('token-removed');
    expect(faults.count('C_Finalize')).toBeGreaterThanOrEqual(1);
    expect(faults.count('C_Login')).toBe(logins);
    noLeak(faults);

    // Plugged back in: the next attempt enumerates the slots again and signs.
    faults.reinsert();
    const again = await open(registry, { parallelism: 2 });
    const data = Buffer.from('de volta');
    expect(verifies(again, data, 'sha256', await again.sign(data, 'sha256'))).toBe(true);
    expect(faults.count('C_Initialize')).toBe(faults.count('C_Finalize') + 1);
    await again.close();
    noLeak(faults);
  });
});
