// TEST SUPPORT, read only under NODE_ENV=test: lets process-level tests make the real module
// misbehave the way vendor drivers do in the field — a call that never returns (a hung driver,
// which blocks this thread just as a stuck native call does), a crash (a driver segfault), or a
// slow card (smart cards sign a few documents per second) —
// plus the fault plans of src-signer/pkcs11/faultInjection.ts. Without both variables the
// real module is loaded untouched.
import { loadPkcs11, type Pkcs11CallName, type Pkcs11Library } from '../pkcs11/pkcs11Api';
import { withFaults, type FaultPlan } from '../pkcs11/faultInjection';
import type { RegistryOptions } from '../pkcs11/moduleRegistry';

export const TEST_FAULTS_ENV = 'GDOC_SIGNER_TEST_FAULTS';

export type ProcessFaultPlan = FaultPlan & { hangOn?: Pkcs11CallName; crashOn?: Pkcs11CallName; slowSignMs?: number };

function misbehave(lib: Pkcs11Library, { hangOn, crashOn, slowSignMs }: ProcessFaultPlan): Pkcs11Library {
  return new Proxy(lib, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === crashOn) process.abort();
        if (property === hangOn) for (;;);
        const call = () => (value as (...a: unknown[]) => unknown).apply(target, args);
        if (property === 'C_SignAsync' && slowSignMs) return new Promise((resolve) => setTimeout(resolve, slowSignMs)).then(call);
        return call();
      };
    },
  });
}

export function faultyLoaderFromEnvironment(env: NodeJS.ProcessEnv = process.env): RegistryOptions {
  const raw = env[TEST_FAULTS_ENV];
  if (!raw || env.NODE_ENV !== 'test') return {};
  const plan = JSON.parse(raw) as ProcessFaultPlan;
  return { load: (path) => misbehave(withFaults(loadPkcs11(path), plan), plan) };
}
