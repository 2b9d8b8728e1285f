// Runs many signatures the way users need them reported: 10 at a time (one token session each,
// all after a single PIN entry), stopping at the first failure, cancellable between documents,
// and accounting for every item exactly once — signed, failed or not signed. Peers' batches
// "succeed" while nothing was signed; this report cannot say that.
// Two shapes: runInBatches waits for each batch of 10 before the next (the signature screen
// shows and clears batch by batch); runInPool keeps 10 in flight at all times (the signer
// process, where the token's throughput is what matters).
import { SIGN_PARALLELISM } from './protocol';
import { SignerFailure, signerError, type SignerError } from './errors';

export type BatchEvent = { itemId: string; status: 'loading' | 'signed' | 'error'; error?: SignerError };

export type BatchReport<R> = {
  done: { id: string; value: R }[];
  /** The first failure, by item order; the run stopped there. */
  failed: { id: string; error: SignerError } | null;
  /** Items not signed: never started, or in the failing batch but failed after the first failure. */
  notDone: string[];
  cancelled: boolean;
};

export type BatchOptions = {
  batchSize?: number;
  isCancelled?: () => boolean;
  onEvent?: (event: BatchEvent) => void;
  /** After each batch that fully succeeded, with its ids (e.g. to take them out of a selection). */
  onBatchDone?: (ids: string[]) => void;
};

type Outcome<I, R> = { item: I; ok: true; value: R } | { item: I; ok: false; error: SignerError };

async function attempt<I extends { id: string }, R>(item: I, work: (item: I) => Promise<R>, onEvent?: (event: BatchEvent) => void): Promise<Outcome<I, R>> {
  onEvent?.({ itemId: item.id, status: 'loading' });
  try {
    const value = await work(item);
    onEvent?.({ itemId: item.id, status: 'signed' });
    return { item, ok: true, value };
  } catch (thrown) {
    const error = toSignerError(thrown);
    onEvent?.({ itemId: item.id, status: 'error', error });
    return { item, ok: false, error };
  }
}

/** What a thrown value means to the user: our typed failure, or a generic signing failure. */
export function toSignerError(error: unknown): SignerError {
  if (error instanceof SignerFailure) return error.error;
  return signerError('sign-failed', { detail: error instanceof Error ? error.message : String(error) });
}

function record<I extends { id: string }, R>(report: BatchReport<R>, outcome: Outcome<I, R>): void {
  if (outcome.ok) report.done.push({ id: outcome.item.id, value: outcome.value });
  else if (report.failed === null) report.failed = { id: outcome.item.id, error: outcome.error };
  else report.notDone.push(outcome.item.id);
}

export async function runInBatches<I extends { id: string }, R>(
  items: readonly I[],
  work: (item: I) => Promise<R>,
  { batchSize = SIGN_PARALLELISM, isCancelled = () => false, onEvent, onBatchDone }: BatchOptions = {},
): Promise<BatchReport<R>> {
  const report: BatchReport<R> = { done: [], failed: null, notDone: [], cancelled: false };
  let next = 0;
  while (next < items.length) {
    if (isCancelled()) {
      report.cancelled = true;
      break;
    }
    const batch = items.slice(next, next + batchSize);
    next += batch.length;
    const outcomes = await Promise.all(batch.map((item) => attempt(item, work, onEvent)));
    for (const outcome of outcomes) record(report, outcome);
    if (report.failed) break;
    onBatchDone?.(batch.map((item) => item.id));
  }
  report.notDone.push(...items.slice(next).map((item) => item.id));
  return report;
}

/**
 * Up to `batchSize` items in flight at all times; after the first failure or a cancel no item
 * starts, the ones in flight finish and are reported as they ended. Reports list items in item
 * order, whatever order they finished in.
 */
export async function runInPool<I extends { id: string }, R>(
  items: readonly I[],
  work: (item: I) => Promise<R>,
  { batchSize = SIGN_PARALLELISM, isCancelled = () => false, onEvent }: Omit<BatchOptions, 'onBatchDone'> = {},
): Promise<BatchReport<R>> {
  const report: BatchReport<R> = { done: [], failed: null, notDone: [], cancelled: false };
  let next = 0;
  const worker = async () => {
    while (next < items.length && report.failed === null) {
      if (isCancelled()) {
        report.cancelled = true;
        return;
      }
      const item = items[next++]!;
      record(report, await attempt(item, work, onEvent));
    }
  };
  await Promise.all(Array.from({ length: Math.min(batchSize, items.length) }, worker));
  report.notDone.push(...items.slice(next).map((item) => item.id));
  const position = new Map(items.map((item, index) => [item.id, index]));
  const byPosition = (a: string, b: string) => (position.get(a) ?? 0) - (position.get(b) ?? 0);
  report.done.sort((a, b) => byPosition(a.id, b.id));
  report.notDone.sort(byPosition);
  return report;
}
