// Why a token library did not load, in words IT staff can act on. The loader's own message is
// not enough: glibc says "No such file or directory" for an ELF file built for another machine,
// so the file header is read as well (ELF, PE and Mach-O) and compared with this process.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { messages } from '../../src-shared/messages';
import { signerError, type SignerError } from '../../src-shared/signer/errors';

const m = messages.signer;

/** The architecture a binary was built for, in process.arch terms ('x64', 'ia32', 'arm64'…). */
export type BinaryArchitecture = { format: 'elf' | 'pe' | 'mach-o'; arch: string; bits: 32 | 64 | null };

const ELF_MACHINES: Record<number, string> = { 3: 'ia32', 8: 'mips', 20: 'ppc', 21: 'ppc64', 22: 's390x', 40: 'arm', 62: 'x64', 183: 'arm64', 243: 'riscv64' };
const PE_MACHINES: Record<number, string> = { 0x14c: 'ia32', 0x8664: 'x64', 0x1c0: 'arm', 0x1c4: 'arm', 0xaa64: 'arm64' };
const MACHO_CPUS: Record<number, string> = { 7: 'ia32', 0x01000007: 'x64', 12: 'arm', 0x0100000c: 'arm64' };

function readHeader(path: string, length: number): Buffer | null {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

function readAt(path: string, offset: number, length: number): Buffer | null {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, offset);
    return read === length ? buffer : null;
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** Reads the target architecture from a shared library's header; null when it is none of ELF, PE or Mach-O. */
export function binaryArchitecture(path: string): BinaryArchitecture[] | null {
  const header = readHeader(path, 64);
  if (!header || header.length < 20) return null;
  if (header.readUInt32BE(0) === 0x7f454c46) {
    const bits = header[4] === 1 ? 32 : header[4] === 2 ? 64 : null;
    const littleEndian = header[5] !== 2;
    const machine = littleEndian ? header.readUInt16LE(18) : header.readUInt16BE(18);
    return [{ format: 'elf', arch: ELF_MACHINES[machine] ?? `elf-machine-${machine}`, bits }];
  }
  if (header[0] === 0x4d && header[1] === 0x5a && header.length >= 64) {
    const peOffset = header.readUInt32LE(60);
    const pe = readAt(path, peOffset, 6);
    if (!pe || pe.readUInt32BE(0) !== 0x50450000) return null;
    const machine = pe.readUInt16LE(4);
    const arch = PE_MACHINES[machine] ?? `pe-machine-0x${machine.toString(16)}`;
    return [{ format: 'pe', arch, bits: arch === 'x64' || arch === 'arm64' ? 64 : 32 }];
  }
  const magic = header.readUInt32BE(0);
  if (magic === 0xcefaedfe || magic === 0xcffaedfe) {
    const cpu = header.readUInt32LE(4);
    return [{ format: 'mach-o', arch: MACHO_CPUS[cpu] ?? `mach-cpu-${cpu}`, bits: magic === 0xcffaedfe ? 64 : 32 }];
  }
  if (magic === 0xcafebabe) {
    // Universal binary: a list of (cputype, …) entries of 20 bytes after the count.
    const count = header.readUInt32BE(4);
    if (count === 0 || count > 8) return null;
    const table = readAt(path, 8, count * 20);
    if (!table) return null;
    return Array.from({ length: count }, (_, index) => {
      const cpu = table.readUInt32BE(index * 20);
      return { format: 'mach-o' as const, arch: MACHO_CPUS[cpu] ?? `mach-cpu-${cpu}`, bits: cpu & 0x01000000 ? (64 as const) : (32 as const) };
    });
  }
  return null;
}

const WRONG_ARCH_MESSAGE =
  /wrong ELF class|ELFCLASS(32|64)|not a valid Win32 application|%1 is not a valid|incompatible architecture|wrong architecture|mach-o file, but is an incompatible|machine type|error 193\b|0x800700C1/i;
const NOT_FOUND_MESSAGE = /No such file or directory|could not be found|image not found|no such file/i;

export function fileExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A library that cannot be tried at all: an absolute path with no file behind it. */
export function missingLibrary(path: string, exists: (path: string) => boolean = fileExists): SignerError | null {
  if (isAbsolute(path) && !exists(path)) return signerError('library-missing', { message: m.libraryMissing(path), detail: `not found: ${path}` });
  return null;
}

/** Classifies a dlopen / LoadLibrary failure. */
export function libraryLoadFailure(path: string, error: unknown, exists: (path: string) => boolean = fileExists, arch: string = process.arch): SignerError {
  const text = error instanceof Error ? error.message : String(error);
  const targets = exists(path) ? binaryArchitecture(path) : null;
  if (targets && !targets.some((target) => target.arch === arch)) {
    const built = targets.map((target) => `${target.format} ${target.arch}`).join(', ');
    return signerError('library-wrong-architecture', { message: m.libraryWrongArchitecture(path), detail: `${text} (library: ${built}; process: ${arch})` });
  }
  if (WRONG_ARCH_MESSAGE.test(text)) return signerError('library-wrong-architecture', { message: m.libraryWrongArchitecture(path), detail: text });
  if (NOT_FOUND_MESSAGE.test(text) && !exists(path)) return signerError('library-missing', { message: m.libraryMissing(path), detail: text });
  return signerError('library-load-failed', { message: m.libraryLoadFailed(path), detail: text });
}
