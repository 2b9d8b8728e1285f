// TEST SUPPORT: a real SoftHSM2 token set (tests/fixtures/token) in a temporary directory, and
// registries over the real module wrapped with fault injection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSoftHsmToken, type SoftHsmToken } from '../../../tests/fixtures/token/softHsmToken';
import { SOFTHSM_MODULE } from '../../../scripts/demo/softHsm';
import { withFaults, type FaultController, type FaultPlan } from '../faultInjection';
import { ModuleRegistry } from '../moduleRegistry';
import { loadPkcs11 } from '../pkcs11Api';

export type Testbed = { token: SoftHsmToken; dir: string; cleanup(): void };

/** Builds the tokens and points SoftHSM at them; call before any module is initialised. */
export function createTestbed(): Testbed {
  const dir = mkdtempSync(join(tmpdir(), 'gdoc-pkcs11-'));
  const token = createSoftHsmToken(dir);
  // SoftHSM reads its configuration at C_Initialize.
  process.env.SOFTHSM2_CONF = token.env.SOFTHSM2_CONF;
  return { token, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export type FaultyRegistry = { registry: ModuleRegistry; faults: FaultController };

export function faultyRegistry(plan: FaultPlan = {}): FaultyRegistry {
  const lib = withFaults(loadPkcs11(SOFTHSM_MODULE), plan);
  // Only SoftHSM gets the faults; any other path loads for real (to see how it fails).
  return { registry: new ModuleRegistry({ load: (path) => (path === SOFTHSM_MODULE ? lib : loadPkcs11(path)) }), faults: lib.faults };
}

export const pinBytes = (pin: string): Uint8Array => new TextEncoder().encode(pin);
