// The signer process's own check: whatever its parent sends, a session opens only on a library of
// the built-in list or of the user's list that main sent with the call, before anything is loaded.
import { describe, expect, it } from 'vitest';
import { SignerFailure, type SignerError } from '../../src-shared/signer/errors';
import { ModuleRegistry } from '../pkcs11/moduleRegistry';
import type { Pkcs11Library } from '../pkcs11/pkcs11Api';
import { createSignerService } from './signerService';

function serviceLoadingInto(loaded: string[]) {
  // A loader that records the path and then fails: nothing here needs a real module.
  const registry = new ModuleRegistry({
    load: (path) => {
      loaded.push(path);
      return {} as Pkcs11Library;
    },
    fileExists: () => true,
  });
  return createSignerService({ registry, inspect: () => ({ details: {} as never, problem: null }), emit: () => undefined, platform: 'linux' });
}

async function refusal(promise: Promise<unknown>): Promise<SignerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SignerFailure) return error.error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const certificate = (modulePath: string) => ({ modulePath, tokenSerial: '1', tokenLabel: 'T', certId: '01' });

describe('the signer process opening a session', () => {
  it('loads no library outside the built-in list and the user list it was sent', async () => {
    const loaded: string[] = [];
    const service = serviceLoadingInto(loaded);
    const pin = new Uint8Array([1, 2, 3, 4]);
    const problem = await refusal(service.openSession({ certificate: certificate('/tmp/evil.so'), pin, userLibraries: ['/opt/token/libtoken.so'] }));
    expect(problem.code).toBe('library-not-allowed');
    expect(loaded).toEqual([]);
    expect([...pin]).toEqual([0, 0, 0, 0]);
  });

  it('goes on to load a library of either list', async () => {
    const loaded: string[] = [];
    const service = serviceLoadingInto(loaded);
    await refusal(service.openSession({ certificate: certificate('/opt/token/libtoken.so'), pin: null, userLibraries: ['/opt/token/libtoken.so'] }));
    await refusal(service.openSession({ certificate: certificate('/usr/lib/libeTPkcs11.so'), pin: null, userLibraries: [] }));
    expect(loaded).toEqual(['/opt/token/libtoken.so', '/usr/lib/libeTPkcs11.so']);
  });
});
