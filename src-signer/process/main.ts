// Entry of the certificate bridge process. pkcs11js and every vendor token driver are loaded
// here and nowhere else: a driver that hangs or crashes takes this process down, not the app,
// and the parent (src-signer/client) restarts it. Started by Electron's utilityProcess in the
// app and as a Node child in tests, benchmarks and the token CLI; the code is the same.
import { SignerFailure, signerError } from '../../src-shared/signer/errors';
import type { SignerOutcome, SignProgress } from '../../src-shared/signer/protocol';
import { ModuleRegistry } from '../pkcs11/moduleRegistry';
import { inspectCertificate } from './inspectCertificate';
import { connectToParent } from './parentChannel';
import { createSignerService } from './signerService';
import { faultyLoaderFromEnvironment } from './testFaults';

const parent = connectToParent();
const registry = new ModuleRegistry(faultyLoaderFromEnvironment());

// Progress events are gathered and sent once per turn of the event loop: a run of thousands of
// documents would otherwise spend more time on messages than on signatures.
let pendingProgress: SignProgress[] = [];
function emit(progress: SignProgress): void {
  if (pendingProgress.length === 0) setImmediate(flushProgress);
  pendingProgress.push(progress);
}
function flushProgress(): void {
  const progress = pendingProgress;
  pendingProgress = [];
  parent.post({ kind: 'progress', progress });
}

const service = createSignerService({ registry, inspect: inspectCertificate, emit });

function outcomeOf(error: unknown): SignerOutcome<never> {
  if (error instanceof SignerFailure) return { ok: false, error: error.error };
  // Never the error's own text to the parent as a message: it may quote a vendor's internals.
  console.error('[signer] unexpected failure', error instanceof Error ? error.stack : error);
  return { ok: false, error: signerError('internal', { detail: error instanceof Error ? error.name : typeof error }) };
}

parent.onRequest((message) => {
  if (message?.kind !== 'request' || typeof message.id !== 'number' || !(message.op in service)) return;
  const run = service[message.op] as (args: unknown) => Promise<unknown>;
  run(message.args).then(
    (value) => {
      // Every event of a run reaches the parent before the run's answer.
      if (pendingProgress.length > 0) flushProgress();
      parent.post({ kind: 'response', id: message.id, outcome: { ok: true, value } });
    },
    (error: unknown) => {
      if (pendingProgress.length > 0) flushProgress();
      parent.post({ kind: 'response', id: message.id, outcome: outcomeOf(error) });
    },
  );
});
