import { describe, expect, it, vi } from 'vitest';
import { runInBatches, runInPool, type BatchEvent } from './batch';
import { SignerFailure, signerError } from './errors';

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `doc-${index + 1}` }));

describe('runInBatches', () => {
  it('signs everything in batches of 10, never more than 10 at once', async () => {
    let running = 0;
    let peak = 0;
    const report = await runInBatches(items(25), async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return item.id.toUpperCase();
    });
    expect(peak).toBe(10);
    expect(report.done.map((entry) => entry.id)).toEqual(items(25).map((item) => item.id));
    expect(report.done[0]).toEqual({ id: 'doc-1', value: 'DOC-1' });
    expect(report).toMatchObject({ failed: null, notDone: [], cancelled: false });
  });

  it('stops at the first failure and says exactly what was and was not signed', async () => {
    const pinLocked = signerError('pin-locked');
    const report = await runInBatches(items(25), async (item) => {
      if (item.id === 'doc-13') throw new SignerFailure(pinLocked);
      if (item.id === 'doc-15') throw new Error('second failure in the same batch');
      return true;
    });
    expect(report.failed).toEqual({ id: 'doc-13', error: pinLocked });
    expect(report.done.map((entry) => entry.id)).toEqual([
      ...items(12).map((item) => item.id),
      'doc-14',
      ...['doc-16', 'doc-17', 'doc-18', 'doc-19', 'doc-20'],
    ]);
    expect(report.notDone).toEqual(['doc-15', 'doc-21', 'doc-22', 'doc-23', 'doc-24', 'doc-25']);
    const accounted = [...report.done.map((entry) => entry.id), report.failed!.id, ...report.notDone];
    expect(accounted.sort()).toEqual(items(25).map((item) => item.id).sort());
  });

  it('reports an unknown exception as a signing failure, not a success', async () => {
    const report = await runInBatches(items(1), async () => {
      throw new Error('CKR_GENERAL_ERROR');
    });
    expect(report.failed?.error).toMatchObject({ code: 'sign-failed', detail: 'CKR_GENERAL_ERROR' });
    expect(report.done).toEqual([]);
  });

  it('is cancelled between batches and keeps what was signed', async () => {
    let cancelled = false;
    const report = await runInBatches(items(25), async () => true, {
      isCancelled: () => cancelled,
      onBatchDone: () => {
        cancelled = true;
      },
    });
    expect(report.cancelled).toBe(true);
    expect(report.done).toHaveLength(10);
    expect(report.notDone).toEqual(items(25).slice(10).map((item) => item.id));
    expect(report.failed).toBeNull();
  });

  it('emits loading then signed or error for each item, and batch completions', async () => {
    const events: BatchEvent[] = [];
    const onBatchDone = vi.fn();
    await runInBatches(items(12), async (item) => {
      if (item.id === 'doc-12') throw new SignerFailure(signerError('token-removed'));
    }, { onEvent: (event) => events.push(event), onBatchDone });
    expect(events.filter((event) => event.status === 'loading')).toHaveLength(12);
    expect(events.filter((event) => event.status === 'signed')).toHaveLength(11);
    expect(events.find((event) => event.status === 'error')).toMatchObject({ itemId: 'doc-12', error: { code: 'token-removed' } });
    expect(onBatchDone).toHaveBeenCalledOnce();
    expect(onBatchDone).toHaveBeenCalledWith(items(10).map((item) => item.id));
  });
});

describe('runInPool', () => {
  it('keeps 10 in flight, reports in document order whatever order they finished in', async () => {
    let running = 0;
    let peak = 0;
    const report = await runInPool(items(30), async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, (30 - Number(item.id.slice(4))) % 7));
      running -= 1;
      return item.id;
    });
    expect(peak).toBe(10);
    expect(report.done.map((entry) => entry.id)).toEqual(items(30).map((item) => item.id));
    expect(report).toMatchObject({ failed: null, notDone: [], cancelled: false });
  });

  it('starts nothing after the first failure and accounts for every item', async () => {
    const report = await runInPool(items(40), async (item) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (item.id === 'doc-5') throw new SignerFailure(signerError('token-removed'));
      return true;
    });
    expect(report.failed).toMatchObject({ id: 'doc-5', error: { code: 'token-removed' } });
    const accounted = [...report.done.map((entry) => entry.id), report.failed!.id, ...report.notDone];
    expect(accounted.sort()).toEqual(items(40).map((item) => item.id).sort());
    expect(report.done.length).toBeLessThan(20);
  });

  it('stops starting documents once cancelled', async () => {
    let cancelled = false;
    const report = await runInPool(items(50), async (item) => {
      if (item.id === 'doc-12') cancelled = true;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }, { isCancelled: () => cancelled });
    expect(report.cancelled).toBe(true);
    expect(report.done.length + report.notDone.length).toBe(50);
    expect(report.done.length).toBeLessThan(25);
  });
});
