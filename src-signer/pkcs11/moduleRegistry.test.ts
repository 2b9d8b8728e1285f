// Loading token libraries: once per path, serialised, reset on demand, and diagnosed in words IT
// staff can act on when they do not load.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src-shared/messages';
import { SignerFailure, type SignerError } from '../../src-shared/signer/errors';
import { SOFTHSM_MODULE } from '../../scripts/demo/softHsm';
import { CKF_OS_LOCKING_OK } from './constants';
import { binaryArchitecture, libraryLoadFailure } from './libraryDiagnostics';
import { ModuleRegistry } from './moduleRegistry';
import type { Handle, Pkcs11Library } from './pkcs11Api';
import { createTestbed, faultyRegistry, type Testbed } from './testing/testbed';

const m = messages.signer;
let bed: Testbed;
const registries: ModuleRegistry[] = [];

beforeAll(() => {
  bed = createTestbed();
});
afterEach(async () => {
  await Promise.all(registries.splice(0).map((registry) => registry.dispose()));
});
afterAll(() => bed.cleanup());

const track = <T extends { registry: ModuleRegistry }>(value: T): T => {
  registries.push(value.registry);
  return value;
};

async function failureOf(promise: Promise<unknown>): Promise<SignerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SignerFailure) return error.error;
    throw error;
  }
  throw new Error('expected a SignerFailure');
}

/** A minimal ELF header: class 1 = 32-bit, 2 = 64-bit; machine 3 = i386, 62 = x86-64, 183 = aarch64. */
function elfHeader(elfClass: 1 | 2, machine: number): Buffer {
  const header = Buffer.alloc(512);
  header.write('\x7fELF', 0, 'latin1');
  header[4] = elfClass;
  header[5] = 1;
  header[6] = 1;
  header.writeUInt16LE(3, 16); // ET_DYN
  header.writeUInt16LE(machine, 18);
  header.writeUInt32LE(1, 20);
  return header;
}

function peHeader(machine: number): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 60);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(machine, 0x84);
  return file;
}

function write(name: string, content: Buffer | string): string {
  const path = join(bed.dir, name);
  writeFileSync(path, content);
  return path;
}

describe('load failures', () => {
  it('a path with no file → library-missing', async () => {
    const registry = new ModuleRegistry();
    const path = join(bed.dir, 'absent', 'libeTPkcs11.so');
    const error = await failureOf(registry.get(path));
    expect(error).toMatchObject({ code: 'library-missing', message: m.libraryMissing(path) });
  });

  it('a text file named .so → library-load-failed, with the loader message as detail', async () => {
    const registry = new ModuleRegistry();
    const path = write('texto.so', 'não é uma biblioteca\n'.repeat(40));
    const error = await failureOf(registry.get(path));
    expect(error).toMatchObject({ code: 'library-load-failed', message: m.libraryLoadFailed(path) });
    expect(error.detail).toMatch(/invalid ELF header|file too short/);
  });

  it('a 32-bit library → library-wrong-architecture (glibc: wrong ELF class)', async () => {
    const registry = new ModuleRegistry();
    const path = write('lib32.so', elfHeader(1, 3));
    const error = await failureOf(registry.get(path));
    expect(error).toMatchObject({ code: 'library-wrong-architecture', message: m.libraryWrongArchitecture(path) });
    expect(error.detail).toContain('ELFCLASS32');
  });

  it('a library for another machine → library-wrong-architecture, although glibc says "No such file"', async () => {
    const registry = new ModuleRegistry();
    const other = process.arch === 'arm64' ? 62 : 183;
    const path = write('libother.so', elfHeader(2, other));
    const error = await failureOf(registry.get(path));
    expect(error.code).toBe('library-wrong-architecture');
    expect(error.detail).toMatch(/library: elf (arm64|x64); process: /);
  });

  it('reads ELF, PE and Mach-O headers', () => {
    expect(binaryArchitecture(write('a.so', elfHeader(2, 62)))).toEqual([{ format: 'elf', arch: 'x64', bits: 64 }]);
    expect(binaryArchitecture(write('b.dll', peHeader(0x14c)))).toEqual([{ format: 'pe', arch: 'ia32', bits: 32 }]);
    expect(binaryArchitecture(write('c.dll', peHeader(0x8664)))).toEqual([{ format: 'pe', arch: 'x64', bits: 64 }]);
    const macho = Buffer.alloc(64);
    macho.writeUInt32BE(0xcffaedfe, 0);
    macho.writeUInt32LE(0x0100000c, 4);
    expect(binaryArchitecture(write('d.dylib', macho))).toEqual([{ format: 'mach-o', arch: 'arm64', bits: 64 }]);
    const fat = Buffer.alloc(64);
    fat.writeUInt32BE(0xcafebabe, 0);
    fat.writeUInt32BE(2, 4);
    fat.writeUInt32BE(0x01000007, 8);
    fat.writeUInt32BE(0x0100000c, 28);
    expect(binaryArchitecture(write('e.dylib', fat))?.map((target) => target.arch)).toEqual(['x64', 'arm64']);
    expect(binaryArchitecture(write('f.txt', 'hello world, not a binary'))).toBeNull();
  });

  it('recognises the Windows and macOS wording of a wrong architecture', () => {
    const exists = () => false;
    expect(libraryLoadFailure('C:\\x\\eTPKCS11.dll', new Error('%1 is not a valid Win32 application.'), exists).code).toBe('library-wrong-architecture');
    expect(
      libraryLoadFailure('/usr/local/lib/libeTPkcs11.dylib', new Error("mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64')"), exists).code,
    ).toBe('library-wrong-architecture');
    expect(libraryLoadFailure('libfoo.so', new Error('libfoo.so: cannot open shared object file: No such file or directory'), exists).code).toBe('library-missing');
    expect(libraryLoadFailure('/x/libfoo.so', new Error('undefined symbol: C_GetFunctionList'), () => true).code).toBe('library-load-failed');
  });

  it('C_Initialize failing → module-init-failed; the next get() tries again', async () => {
    const { registry, faults } = track(faultyRegistry({ failures: [{ call: 'C_Initialize', ckr: 'CKR_GENERAL_ERROR', nth: 1 }] }));
    const error = await failureOf(registry.get(SOFTHSM_MODULE));
    expect(error).toMatchObject({ code: 'module-init-failed', message: m.moduleInitFailed(SOFTHSM_MODULE), detail: 'C_Initialize: CKR_GENERAL_ERROR' });
    const module = await registry.get(SOFTHSM_MODULE);
    expect(module.alive).toBe(true);
    expect(faults.count('C_Initialize')).toBe(2);
  });
});

describe('initialisation', () => {
  it('initialises once per path, however many callers ask at once', async () => {
    const { registry, faults } = track(faultyRegistry());
    const [a, b] = await Promise.all([registry.get(SOFTHSM_MODULE), registry.get(SOFTHSM_MODULE)]);
    expect(a).toBe(b);
    expect(await registry.get(SOFTHSM_MODULE)).toBe(a);
    expect(faults.count('C_Initialize')).toBe(1);
    expect(a?.info).toMatchObject({ manufacturer: 'SoftHSM', description: 'Implementation of PKCS11' });
    expect(a?.parallelSigning).toBe(true);
  });

  it('tolerates CKR_CRYPTOKI_ALREADY_INITIALIZED (the module was initialised by someone else in the process)', async () => {
    const first = track(faultyRegistry());
    const second = track(faultyRegistry());
    await first.registry.get(SOFTHSM_MODULE);
    const module = await second.registry.get(SOFTHSM_MODULE);
    expect(module.alive).toBe(true);
    expect(await module.run((lib) => lib.C_GetSlotList(true).length)).toBeGreaterThanOrEqual(2);
  });

  it('falls back to no OS locking on CKR_CANT_LOCK, and then queues signatures too', async () => {
    const { registry, faults } = track(faultyRegistry({ failures: [{ call: 'C_Initialize', ckr: 'CKR_CANT_LOCK', nth: 1 }] }));
    const module = await registry.get(SOFTHSM_MODULE);
    expect(module.parallelSigning).toBe(false);
    expect(faults.count('C_Initialize')).toBe(2);
  });
});

describe('serialisation and reset', () => {
  /** A library whose C_SignAsync resolves only when the test says so. */
  function stubLibrary() {
    const log: string[] = [];
    const pending: (() => void)[] = [];
    const lib: Pkcs11Library = {
      path: '/stub/libstub.so',
      C_Initialize: (flags) => void log.push(`init ${flags}`),
      C_Finalize: () => void log.push('finalize'),
      C_GetInfo: () => ({ cryptokiVersion: { major: 2, minor: 40 }, manufacturerID: 'Stub', libraryDescription: 'stub', libraryVersion: { major: 1, minor: 0 } }),
      C_GetSlotList: () => [],
      C_GetSlotInfo: () => ({ slotDescription: '', manufacturerID: '', flags: 0 }),
      C_GetTokenInfo: () => {
        throw new Error('no token');
      },
      C_GetMechanismList: () => [],
      C_OpenSession: () => Buffer.alloc(8),
      C_CloseSession: () => undefined,
      C_Login: () => undefined,
      C_Logout: () => undefined,
      C_FindObjectsInit: () => undefined,
      C_FindObjects: () => [],
      C_FindObjectsFinal: () => undefined,
      C_GetAttributeValue: () => [],
      C_SignInit: () => undefined,
      C_SignAsync: (_session: Handle, _data: Buffer, out: Buffer) =>
        new Promise<Buffer>((resolve) => {
          log.push('sign started');
          pending.push(() => {
            log.push('sign finished');
            resolve(out);
          });
        }),
    };
    return { lib, log, pending };
  }

  it('runs calls one after another, in order, even when one fails', async () => {
    const { lib, log } = stubLibrary();
    const registry = new ModuleRegistry({ load: () => lib, fileExists: () => true });
    const module = await registry.get(lib.path);
    const results = await Promise.allSettled([
      module.run(() => log.push('a')),
      module.run(() => {
        throw new Error('b failed');
      }),
      module.run(() => log.push('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual([`init ${CKF_OS_LOCKING_OK}`, 'a', 'c']);
  });

  it('lets signatures run in parallel, and reset waits for them before C_Finalize', async () => {
    const { lib, log, pending } = stubLibrary();
    const registry = new ModuleRegistry({ load: () => lib, fileExists: () => true });
    const module = await registry.get(lib.path);
    const signs = [module.signAsync(Buffer.alloc(8), Buffer.from('a'), Buffer.alloc(4)), module.signAsync(Buffer.alloc(8), Buffer.from('b'), Buffer.alloc(4))];
    expect(log.filter((line) => line === 'sign started')).toHaveLength(2);
    const reset = registry.reset(lib.path);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).not.toContain('finalize');
    expect((await failureOf(module.signAsync(Buffer.alloc(8), Buffer.from('c'), Buffer.alloc(4)))).code).toBe('session-invalid');
    for (const finish of pending.splice(0)) finish();
    await Promise.all(signs);
    await reset;
    expect(log.slice(-3)).toEqual(['sign finished', 'sign finished', 'finalize']);
    expect(module.alive).toBe(false);
    expect((await failureOf(module.run(() => 1))).code).toBe('session-invalid');
    const again = await registry.get(lib.path);
    expect(again).not.toBe(module);
    expect(log.filter((line) => line.startsWith('init'))).toHaveLength(2);
  });

  it('reset on SoftHSM: C_Finalize, then a fresh C_Initialize that sees the tokens again', async () => {
    const { registry, faults } = track(faultyRegistry());
    const module = await registry.get(SOFTHSM_MODULE);
    await registry.reset(SOFTHSM_MODULE);
    await registry.reset(SOFTHSM_MODULE);
    expect(faults.count('C_Finalize')).toBe(1);
    const fresh = await registry.get(SOFTHSM_MODULE);
    expect(fresh).not.toBe(module);
    expect(await fresh.run((lib) => lib.C_GetSlotList(true).length)).toBeGreaterThanOrEqual(2);
  });
});

describe('a library on a network path', () => {
  it.each(['\\\\servidor\\drivers\\eTPKCS11.dll', '//servidor/drivers/libeTPkcs11.so', '\\\\?\\UNC\\servidor\\d\\x.dll', '//?/UNC/servidor/d/x.dll', '\\\\.\\pipe\\x.dll'])(
    'is never loaded, whoever asks: %s',
    async (path) => {
      const loaded: string[] = [];
      const registry = new ModuleRegistry({ load: (target) => (loaded.push(target), {} as Pkcs11Library), fileExists: () => true });
      registries.push(registry);
      const problem = await failureOf(registry.get(path));
      expect(problem).toMatchObject({ code: 'library-not-allowed', message: m.libraryOnNetwork(path) });
      expect(loaded).toEqual([]);
    },
  );
});
