// The token list as the user sees it before typing any PIN, read from two real SoftHSM2 tokens.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inventorySchema, type Inventory } from '../../src-shared/signer/protocol';
import { AMBIGUOUS_CERT_ID, FAULTY_TOKEN_LABEL, ORPHAN_CERT_ID } from '../../tests/fixtures/token/softHsmToken';
import { DEMO_TOKEN_LABEL } from '../../scripts/demo/demoToken';
import { SOFTHSM_MODULE } from '../../scripts/demo/softHsm';
import { CKF_PROTECTED_AUTHENTICATION_PATH, CKF_USER_PIN_COUNT_LOW, CKF_USER_PIN_LOCKED } from './constants';
import { inventoryProblem, keyStatusFor, scanTokens, type KeyEvidence } from './inventory';
import { ModuleRegistry } from './moduleRegistry';
import { createTestbed, faultyRegistry, type Testbed } from './testing/testbed';
import { inspectCertificate } from '../process/inspectCertificate';
import { candidateLibraries, type LibraryCandidate } from './tokenLibraries';

/** The test certificates are issued when the token is built, so "now" is the clock's, read at scan time. */
const now = () => new Date();
const softhsm: LibraryCandidate = { path: SOFTHSM_MODULE, vendor: 'SoftHSM2 (software token)', source: 'builtin' };

let bed: Testbed;
const registries: ModuleRegistry[] = [];

beforeAll(() => {
  bed = createTestbed();
});
afterEach(async () => {
  await Promise.all(registries.splice(0).map((registry) => registry.dispose()));
});
afterAll(() => bed.cleanup());

function scan(libraries: LibraryCandidate[], plan: Parameters<typeof faultyRegistry>[0] = {}) {
  const faulty = faultyRegistry(plan);
  registries.push(faulty.registry);
  return { faults: faulty.faults, result: scanTokens({ registry: faulty.registry, libraries, inspect: inspectCertificate, now }) };
}

const slotOf = (inventory: Inventory, label: string) => inventory.modules[0]?.slots.find((slot) => slot.token?.label === label);

describe('scanTokens on SoftHSM2', () => {
  it('lists both tokens with labels, serials, flags and every certificate, without logging in', async () => {
    const { faults, result } = scan([softhsm]);
    const inventory = await result;
    expect(() => inventorySchema.parse(inventory)).not.toThrow();
    expect(faults.count('C_Login')).toBe(0);
    expect(faults.counters.sessionsOpened).toBe(faults.counters.sessionsClosed);

    const [module] = inventory.modules;
    expect(module).toMatchObject({ path: SOFTHSM_MODULE, status: 'loaded', problem: null, source: 'builtin' });
    expect(module?.info?.manufacturer).toBe('SoftHSM');
    expect(module?.info?.cryptokiVersion).toMatch(/^2\.\d+$/);

    const main = slotOf(inventory, DEMO_TOKEN_LABEL);
    expect(main?.tokenPresent).toBe(true);
    expect(main?.slotId).toMatch(/^[0-9a-f]+$/);
    expect(main?.token?.serial).toMatch(/^[0-9a-f]{16}$/);
    expect(main?.token?.flags).toMatchObject({ loginRequired: true, protectedAuthenticationPath: false, pinLocked: false, pinFinalTry: false });
    expect(main?.token).toMatchObject({ minPinLength: 4, maxPinLength: 255 });
    expect(main?.certificates.map((cert) => cert.ref.certId).sort()).toEqual(['01', '02', '03', '04', '05', '06', '07']);
    expect(main?.problem).toBeNull();
    for (const cert of main?.certificates ?? []) {
      expect(cert.keyStatus).toBe('ok');
      expect(cert.ref).toEqual({ modulePath: SOFTHSM_MODULE, tokenSerial: main?.token?.serial, tokenLabel: DEMO_TOKEN_LABEL, certId: cert.ref.certId });
      expect(cert.label).not.toBe('');
      expect(bed.token.pki.certs).toSatisfy((certs: typeof bed.token.pki.certs) =>
        Object.values(certs).some((known) => known.certDer.toString('base64') === cert.der),
      );
    }
    const byId = new Map(main?.certificates.map((cert) => [cert.ref.certId, cert]));
    expect(byId.get('01')?.problem).toBeNull();
    expect(byId.get('05')?.problem?.code).toBe('certificate-expired');
    expect(byId.get('06')?.problem?.code).toBe('certificate-not-yet-valid');
    expect(byId.get('07')?.problem?.code).toBe('weak-key');

    const faulty = slotOf(inventory, FAULTY_TOKEN_LABEL);
    expect(faulty?.token?.serial).not.toBe(main?.token?.serial);
    const faultyById = new Map(faulty?.certificates.map((cert) => [cert.ref.certId, cert]));
    expect(faultyById.get(ORPHAN_CERT_ID)).toMatchObject({ keyStatus: 'missing', label: 'SEM CHAVE', problem: { code: 'key-not-found' } });
    expect(faultyById.get(AMBIGUOUS_CERT_ID)).toMatchObject({ keyStatus: 'ambiguous', label: 'DUAS CHAVES', problem: { code: 'key-ambiguous' } });

    // SoftHSM always offers one more slot with an uninitialised token.
    const spare = module?.slots.find((slot) => slot !== main && slot !== faulty);
    expect(spare).toMatchObject({ tokenPresent: true, certificates: [], problem: { code: 'no-certificate' } });

    expect(inventory.certificates).toHaveLength(9);
    expect(Date.now() - Date.parse(inventory.scannedAt)).toBeLessThan(60_000);
    expect(inventoryProblem(inventory)).toBeNull();
  });

  it('decodes the PIN flags the token reports', async () => {
    const { result } = scan([softhsm], { tokenFlags: { set: CKF_USER_PIN_COUNT_LOW | CKF_USER_PIN_LOCKED }, pinPad: { cancel: true } });
    const main = slotOf(await result, DEMO_TOKEN_LABEL);
    expect(main?.token?.flags).toMatchObject({ pinCountLow: true, pinLocked: true, protectedAuthenticationPath: true });
    expect(CKF_PROTECTED_AUTHENTICATION_PATH).toBe(0x100);
  });

  it('reports slots without a token as no-token', async () => {
    const { faults, result } = scan([softhsm], { removal: { at: 'C_GetSlotInfo' } });
    const inventory = await result;
    expect(faults.removed).toBe(true);
    const slots = inventory.modules[0]?.slots ?? [];
    expect(slots.length).toBeGreaterThanOrEqual(2);
    for (const slot of slots) expect(slot).toMatchObject({ tokenPresent: false, token: null, certificates: [], problem: { code: 'no-token' } });
    expect(inventoryProblem(inventory)?.code).toBe('no-token');
  });

  it('reports a token pulled out while its certificates are read, and leaks no session', async () => {
    const { faults, result } = scan([softhsm], { removal: { at: 'C_GetAttributeValue', nth: 3 } });
    const inventory = await result;
    const problems = inventory.modules[0]?.slots.map((slot) => slot.problem?.code);
    expect(problems).toContain('token-removed');
    expect(faults.counters.sessionsOpened).toBe(faults.counters.sessionsClosed);
  });

  it('reports missing, unloadable and user libraries next to the loaded one', async () => {
    const textSo = join(bed.dir, 'not-a-library.so');
    writeFileSync(textSo, 'this is a text file pretending to be a PKCS#11 module\n'.repeat(20));
    const missing = join(bed.dir, 'nowhere', 'libeTPkcs11.so');
    const libraries = [
      softhsm,
      { path: missing, vendor: 'SafeNet Authentication Client (Thales eToken)', source: 'builtin' as const },
      { path: textSo, vendor: null, source: 'user' as const },
    ];
    const { result } = scan(libraries);
    const inventory = await result;
    expect(inventory.modules.map((module) => [module.status, module.source, module.problem?.code ?? null])).toEqual([
      ['loaded', 'builtin', null],
      ['missing', 'builtin', 'library-missing'],
      ['failed', 'user', 'library-load-failed'],
    ]);
    expect(inventory.modules[2]?.problem?.detail).toContain('not-a-library.so');
    expect(inventory.certificates).toHaveLength(9);
  });

  it('says no-library when nothing loads', async () => {
    const { result } = scan([{ path: join(bed.dir, 'none.so'), vendor: null, source: 'user' }]);
    const inventory = await result;
    expect(inventory.certificates).toEqual([]);
    expect(inventoryProblem(inventory)?.code).toBe('no-library');
  });

  it('scans the built-in Linux list of this machine, finding SoftHSM once', async () => {
    const registry = new ModuleRegistry();
    registries.push(registry);
    const libraries = candidateLibraries('linux', [SOFTHSM_MODULE, '/usr/lib/x86_64-linux-gnu/softhsm/libsofthsm2.so']);
    expect(libraries.filter((library) => library.path.includes('softhsm') && existsSync(library.path))).toHaveLength(1);
    const inventory = await scanTokens({ registry, libraries, inspect: inspectCertificate, now });
    const loaded = inventory.modules.filter((module) => module.status === 'loaded');
    expect(loaded.map((module) => module.path)).toContain(SOFTHSM_MODULE);
    expect(inventory.modules.filter((module) => module.status === 'missing').length).toBeGreaterThan(10);
    expect(inventory.certificates).toHaveLength(9);
  });

  it('refresh re-initialises the modules', async () => {
    const faulty = faultyRegistry();
    registries.push(faulty.registry);
    await scanTokens({ registry: faulty.registry, libraries: [softhsm], inspect: inspectCertificate, now });
    await scanTokens({ registry: faulty.registry, libraries: [softhsm], inspect: inspectCertificate, now });
    expect(faulty.faults.count('C_Initialize')).toBe(1);
    const refreshed = await scanTokens({ registry: faulty.registry, libraries: [softhsm], inspect: inspectCertificate, now, refresh: true });
    expect(faulty.faults.count('C_Finalize')).toBe(1);
    expect(faulty.faults.count('C_Initialize')).toBe(2);
    expect(refreshed.certificates).toHaveLength(9);
  });
});

describe('keyStatusFor (the pre-login key rule)', () => {
  const evidence = (privateKeys: Record<string, number>, publicKeys: Record<string, number>, loginRequired: boolean): KeyEvidence => ({
    privateKeys: new Map(Object.entries(privateKeys)),
    publicKeys: new Map(Object.entries(publicKeys)),
    loginRequired,
  });

  it('trusts visible private keys first', () => {
    expect(keyStatusFor('01', evidence({ '01': 1 }, {}, true))).toBe('ok');
    expect(keyStatusFor('01', evidence({ '01': 2 }, { '01': 1 }, true))).toBe('ambiguous');
  });
  it('uses public keys as evidence when private keys hide until login', () => {
    expect(keyStatusFor('01', evidence({}, { '01': 1 }, true))).toBe('ok');
    expect(keyStatusFor('01', evidence({}, { '01': 2 }, true))).toBe('ambiguous');
    expect(keyStatusFor('01', evidence({}, { '02': 1 }, true))).toBe('missing');
  });
  it('does not condemn a certificate on a token that shows no key objects before login', () => {
    expect(keyStatusFor('01', evidence({}, {}, true))).toBe('ok');
  });
  it('says missing when nothing is hidden', () => {
    expect(keyStatusFor('01', evidence({}, { '01': 1 }, false))).toBe('missing');
  });
});
