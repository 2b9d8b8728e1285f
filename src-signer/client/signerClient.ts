// The parent's side of the signer process: one request at a time per id, answered by results,
// never by exceptions. A vendor module that hangs (a PIN pad nobody answers, a driver deadlock)
// or crashes (a segfault in a .dll) takes only the signer process with it: the pending calls are
// answered with module-hung or module-crashed, the process is killed, and the next call starts a
// fresh one. The app itself never waits forever and never goes down with a token driver.
import { signerError, type SignerErrorCode } from '../../src-shared/signer/errors';
import type {
  SignerOperation,
  SignerOperations,
  SignerOutcome,
  SignerProcessMessage,
  SignerRequestMessage,
  SignProgress,
} from '../../src-shared/signer/protocol';
import type { SignerTransport, SpawnSigner } from './transport';

/** Longest each operation may take before the module counts as hung. */
export const DEFAULT_TIMEOUTS_MS: Record<SignerOperation, number> = {
  ping: 10_000,
  // Some middleware takes seconds per slot; a machine may have many libraries installed.
  inventory: 60_000,
  // On a PIN pad the user types on the reader during C_Login.
  openSession: 180_000,
  sign: 60_000,
  cancel: 10_000,
  closeSession: 30_000,
};
/** A sign run gets this much more per item: a smart card signs a few per second at worst. */
export const SIGN_TIME_PER_ITEM_MS = 2_000;

export type SignerClientOptions = {
  spawn: SpawnSigner;
  onProgress?: (progress: SignProgress) => void;
  timeoutsMs?: Partial<Record<SignerOperation, number>>;
  log?: (line: string) => void;
};

export type SignerClient = {
  call<Op extends SignerOperation>(op: Op, args: SignerOperations[Op]['args']): Promise<SignerOutcome<SignerOperations[Op]['result']>>;
  /** How many times the process was started (1 after the first call; more after a crash or hang). */
  starts(): number;
  dispose(): void;
};

type Pending = { op: SignerOperation; resolve: (outcome: SignerOutcome<unknown>) => void; timer: ReturnType<typeof setTimeout> };

export function createSignerClient({ spawn, onProgress, timeoutsMs = {}, log = (line) => console.warn(line) }: SignerClientOptions): SignerClient {
  const timeouts = { ...DEFAULT_TIMEOUTS_MS, ...timeoutsMs };
  const pending = new Map<number, Pending>();
  let transport: SignerTransport | null = null;
  /** Why we are killing the current process, so its exit is reported as that and not a crash. */
  let killReason: SignerErrorCode | null = null;
  let nextId = 1;
  let startCount = 0;
  let disposed = false;

  function failAll(code: SignerErrorCode, detail: string): void {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      pending.delete(id);
      entry.resolve({ ok: false, error: signerError(code, { detail }) });
    }
  }

  function start(): SignerTransport {
    const started = spawn();
    startCount += 1;
    started.onMessage((message: SignerProcessMessage) => {
      if (message.kind === 'progress') {
        for (const progress of message.progress) onProgress?.(progress);
        return;
      }
      if (message.kind !== 'response') return;
      const entry = pending.get(message.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.delete(message.id);
      entry.resolve(message.outcome);
    });
    started.onExit((description) => {
      if (transport !== started) return;
      transport = null;
      const code = killReason ?? 'module-crashed';
      killReason = null;
      if (code === 'module-crashed') log(`[signer] process ended unexpectedly (${description}); it starts again on the next call`);
      failAll(code, description);
    });
    return started;
  }

  function hung(op: SignerOperation): void {
    if (!transport) return;
    log(`[signer] ${op} did not answer in time; killing the signer process`);
    killReason = 'module-hung';
    transport.kill();
  }

  function timeoutFor<Op extends SignerOperation>(op: Op, args: SignerOperations[Op]['args']): number {
    if (op !== 'sign') return timeouts[op];
    return timeouts.sign + (args as SignerOperations['sign']['args']).items.length * SIGN_TIME_PER_ITEM_MS;
  }

  return {
    call(op, args) {
      if (disposed) return Promise.resolve({ ok: false, error: signerError('internal', { detail: 'signer client disposed' }) });
      transport ??= start();
      const current = transport;
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => hung(op), timeoutFor(op, args));
        pending.set(id, { op, resolve: resolve as Pending['resolve'], timer });
        try {
          current.send({ kind: 'request', id, op, args } as SignerRequestMessage);
        } finally {
          // The message was cloned when sent; our copy of the PIN is not needed any more.
          if (op === 'openSession') (args as SignerOperations['openSession']['args']).pin?.fill(0);
        }
      });
    },
    starts: () => startCount,
    dispose() {
      disposed = true;
      if (transport) {
        killReason = 'cancelled';
        transport.kill();
      }
      failAll('cancelled', 'signer client disposed');
    },
  };
}
