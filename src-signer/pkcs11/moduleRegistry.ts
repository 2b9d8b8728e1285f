// One loaded, initialised PKCS#11 module per library path, and the rules for talking to it:
// - C_Initialize once per path, with CKF_OS_LOCKING_OK; CKR_CRYPTOKI_ALREADY_INITIALIZED is fine.
// - Calls are serialised per module (a promise queue): vendor middleware is rarely as
//   thread-safe as it claims, and every pkcs11js call but C_SignAsync blocks this thread anyway.
//   C_SignAsync runs on the thread pool, in parallel on different sessions, unless the module
//   refused OS locking (CKR_CANT_LOCK), in which case it is queued like the rest.
// - reset(path) finalizes the module and drops every handle; the next get() initialises it again
//   and the slots are enumerated afresh. Used after a token removal and on refresh.
// The shared library itself stays loaded for the life of the process: several vendor modules
// crash on dlclose, and re-initialising the same image is what reset needs.
import { messages } from '../../src-shared/messages';
import { SignerFailure, signerError } from '../../src-shared/signer/errors';
import { isNetworkPath } from '../../src-shared/signer/libraryPath';
import { CKF_OS_LOCKING_OK, CKR } from './constants';
import { libraryLoadFailure, fileExists, missingLibrary } from './libraryDiagnostics';
import { ckrOf, loadPkcs11, type Handle, type Pkcs11Library } from './pkcs11Api';
import { detailOf } from './tokenErrors';

export type ModuleInfo = { manufacturer: string; description: string; libraryVersion: string; cryptokiVersion: string };

export interface Pkcs11Module {
  readonly path: string;
  readonly info: ModuleInfo;
  /** False once the module was reset: its handles are gone and run() fails with 'session-invalid'. */
  readonly alive: boolean;
  /** Whether C_SignAsync may run beside other calls (the module accepted OS locking). */
  readonly parallelSigning: boolean;
  /** Signing sessions currently using this module (openSigningSession re-initialises an idle module only). */
  readonly activeSessions: number;
  /** Runs `fn` after every call queued before it; nothing else touches the module meanwhile. */
  run<T>(fn: (lib: Pkcs11Library) => T | Promise<T>): Promise<T>;
  /** C_SignAsync outside the queue (on a session whose C_SignInit went through run()). */
  signAsync(session: Handle, data: Buffer, out: Buffer): Promise<Buffer>;
  retain(): () => void;
  /** PKCS#11 logins are per token, shared by every session of the process: count the holders so only the last one logs out. */
  holdLogin(slot: Handle): () => number;
}

export type RegistryOptions = {
  /** Loads a library; tests wrap the real one with withFaults(). */
  load?: (path: string) => Pkcs11Library;
  fileExists?: (path: string) => boolean;
};

const m = messages.signer;
const noop = () => undefined;

const version = (v: { major: number; minor: number }) => `${v.major}.${v.minor}`;

class LoadedModule implements Pkcs11Module {
  alive = true;
  activeSessions = 0;
  private closing = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly logins = new Map<string, number>();

  constructor(
    readonly path: string,
    private readonly lib: Pkcs11Library,
    readonly info: ModuleInfo,
    readonly parallelSigning: boolean,
  ) {}

  run<T>(fn: (lib: Pkcs11Library) => T | Promise<T>): Promise<T> {
    const result = this.queue.then(() => {
      if (!this.alive) throw new SignerFailure(signerError('session-invalid', { detail: `module reset: ${this.path}` }));
      return fn(this.lib);
    });
    this.queue = result.then(noop, noop);
    return result;
  }

  signAsync(session: Handle, data: Buffer, out: Buffer): Promise<Buffer> {
    if (!this.parallelSigning) return this.run((lib) => lib.C_SignAsync(session, data, out));
    if (this.closing || !this.alive) return Promise.reject(new SignerFailure(signerError('session-invalid', { detail: `module reset: ${this.path}` })));
    const pending = this.lib.C_SignAsync(session, data, out);
    this.inFlight.add(pending);
    const forget = () => this.inFlight.delete(pending);
    pending.then(forget, forget);
    return pending;
  }

  retain(): () => void {
    this.activeSessions += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.activeSessions -= 1;
    };
  }

  holdLogin(slot: Handle): () => number {
    const key = slot.toString('hex');
    this.logins.set(key, (this.logins.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      const left = Math.max(0, (this.logins.get(key) ?? 0) - (released ? 0 : 1));
      released = true;
      if (left === 0) this.logins.delete(key);
      else this.logins.set(key, left);
      return left;
    };
  }

  /** Waits for running signatures, then C_Finalize: every session and login of the module ends. */
  async finalize(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    await this.run((lib) => {
      this.alive = false;
      try {
        lib.C_Finalize();
      } catch {
        // A module that cannot finalize is dropped all the same; the next C_Initialize will say.
      }
    }).catch(noop);
  }
}

export class ModuleRegistry {
  private readonly load: (path: string) => Pkcs11Library;
  private readonly exists: (path: string) => boolean;
  private readonly libraries = new Map<string, Pkcs11Library>();
  private readonly modules = new Map<string, Promise<LoadedModule>>();
  private readonly resets = new Map<string, Promise<void>>();

  constructor(options: RegistryOptions = {}) {
    this.load = options.load ?? loadPkcs11;
    this.exists = options.fileExists ?? fileExists;
  }

  /** The initialised module at `path`; rejects with a SignerFailure saying why it cannot be used. */
  async get(path: string): Promise<Pkcs11Module> {
    await this.resets.get(path);
    let entry = this.modules.get(path);
    if (!entry) {
      const opening = this.open(path);
      entry = opening;
      this.modules.set(path, opening);
      // A failure is not remembered: the user may install the driver and try again.
      opening.catch(() => {
        if (this.modules.get(path) === opening) this.modules.delete(path);
      });
    }
    return entry;
  }

  /** Paths whose module is initialised (or being initialised) now. */
  loadedPaths(): string[] {
    return [...this.modules.keys()];
  }

  /** C_Finalize and forget every handle; the next get() initialises the module again. */
  async reset(path: string): Promise<void> {
    const running = this.resets.get(path);
    if (running) return running;
    const entry = this.modules.get(path);
    if (!entry) return;
    this.modules.delete(path);
    const done = entry.then(
      (module) => module.finalize(),
      () => undefined,
    );
    this.resets.set(path, done);
    try {
      await done;
    } finally {
      if (this.resets.get(path) === done) this.resets.delete(path);
    }
  }

  /** Finalizes every module (process shutdown, end of a test). */
  async dispose(): Promise<void> {
    await Promise.all([...this.modules.keys()].map((path) => this.reset(path)));
  }

  private async open(path: string): Promise<LoadedModule> {
    let lib = this.libraries.get(path);
    if (!lib) {
      // The last gate before dlopen/LoadLibrary, whoever asked: code from a share is never run.
      if (isNetworkPath(path)) throw new SignerFailure(signerError('library-not-allowed', { message: m.libraryOnNetwork(path), detail: `network path: ${path}` }));
      const missing = missingLibrary(path, this.exists);
      if (missing) throw new SignerFailure(missing);
      try {
        lib = this.load(path);
      } catch (error) {
        throw new SignerFailure(libraryLoadFailure(path, error, this.exists));
      }
      this.libraries.set(path, lib);
    }
    const parallelSigning = initialize(lib, path);
    let info: ModuleInfo = { manufacturer: '', description: '', libraryVersion: '', cryptokiVersion: '' };
    try {
      const raw = lib.C_GetInfo();
      info = {
        manufacturer: raw.manufacturerID.trim(),
        description: raw.libraryDescription.trim(),
        libraryVersion: version(raw.libraryVersion),
        cryptokiVersion: version(raw.cryptokiVersion),
      };
    } catch {
      // Informational only.
    }
    return new LoadedModule(path, lib, info, parallelSigning);
  }
}

/** C_Initialize with OS locking; returns whether parallel C_SignAsync is safe. */
function initialize(lib: Pkcs11Library, path: string): boolean {
  const fail = (error: unknown) => new SignerFailure(signerError('module-init-failed', { message: m.moduleInitFailed(path), detail: detailOf(error) }));
  try {
    lib.C_Initialize(CKF_OS_LOCKING_OK);
    return true;
  } catch (error) {
    const code = ckrOf(error);
    if (code === CKR.CKR_CRYPTOKI_ALREADY_INITIALIZED) return true;
    if (code !== CKR.CKR_CANT_LOCK) throw fail(error);
  }
  try {
    lib.C_Initialize(0);
    return false;
  } catch (error) {
    if (ckrOf(error) === CKR.CKR_CRYPTOKI_ALREADY_INITIALIZED) return false;
    throw fail(error);
  }
}
