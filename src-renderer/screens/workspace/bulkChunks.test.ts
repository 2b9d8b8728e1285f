import { describe, expect, it, vi } from 'vitest';
import type { BulkResult, InboxItem } from '../../../src-shared/api/inbox';
import { chunk, runBulkInChunks } from './bulkChunks';

const item = (uuid: string) => ({ inbox_email_uuid: uuid, title: `T ${uuid}` }) as unknown as InboxItem;
const ok = (uuid: string): BulkResult['data'][number] => ({ inbox_email_uuid: uuid, success: true, email: item(uuid) });
const failed = (uuid: string, title: string | null): BulkResult['data'][number] => ({ inbox_email_uuid: uuid, success: false, status: 422, message: 'não', title });
const uuids = (count: number) => Array.from({ length: count }, (_, index) => `u${index}`);
const titleOf = (uuid: string) => `local ${uuid}`;

describe('chunk', () => {
  it('splits into parts of at most the size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 50)).toEqual([]);
  });

  it('refuses a size below one', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('runBulkInChunks', () => {
  it('sends chunks of 50 by default, one after the other, and reports progress', async () => {
    const send = vi.fn(async (part: string[]) => ({ data: part.map(ok) }));
    const progress = vi.fn();
    const outcome = await runBulkInChunks({ uuids: uuids(120), send, titleOf, onProgress: progress });
    expect(send.mock.calls.map(([part]) => part.length)).toEqual([50, 50, 20]);
    expect(outcome.succeeded).toHaveLength(120);
    expect(outcome.failures).toEqual([]);
    expect(progress.mock.calls.map(([value]) => value)).toEqual([
      { done: 0, total: 120 },
      { done: 50, total: 120 },
      { done: 100, total: 120 },
      { done: 120, total: 120 },
    ]);
  });

  it('collects one failure per failed item with the server title, else the local one', async () => {
    const send = async (part: string[]) => ({ data: [ok(part[0]!), failed(part[1]!, 'Ofício 1'), failed(part[2]!, null)] });
    const outcome = await runBulkInChunks({ uuids: ['a', 'b', 'c'], send, titleOf });
    expect(outcome.succeeded.map((email) => email.inbox_email_uuid)).toEqual(['a']);
    expect(outcome.failures).toEqual([
      { uuid: 'b', title: 'Ofício 1' },
      { uuid: 'c', title: 'local c' },
    ]);
  });

  it('continues after a chunk whose request failed, counting its items as failed', async () => {
    const send = vi.fn(async (part: string[]) => {
      if (part[0] === 'u0') throw new Error('rede');
      return { data: part.map(ok) };
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await runBulkInChunks({ uuids: uuids(4), send, titleOf, chunkSize: 2 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(outcome.failures.map((failure) => failure.uuid)).toEqual(['u0', 'u1']);
    expect(outcome.succeeded.map((email) => email.inbox_email_uuid)).toEqual(['u2', 'u3']);
  });

  it('counts items missing from the answer as failed and ignores strangers and repeats', async () => {
    const send = async () => ({ data: [ok('a'), ok('a'), ok('zzz')] });
    const outcome = await runBulkInChunks({ uuids: ['a', 'b'], send, titleOf });
    expect(outcome.succeeded.map((email) => email.inbox_email_uuid)).toEqual(['a']);
    expect(outcome.failures).toEqual([{ uuid: 'b', title: 'local b' }]);
  });

  it('sends each uuid once', async () => {
    const send = vi.fn(async (part: string[]) => ({ data: part.map(ok) }));
    await runBulkInChunks({ uuids: ['a', 'a', 'b'], send, titleOf });
    expect(send).toHaveBeenCalledWith(['a', 'b']);
  });

  it('stops sending once aborted', async () => {
    const controller = new AbortController();
    const send = vi.fn(async (part: string[]) => {
      controller.abort();
      return { data: part.map(ok) };
    });
    await runBulkInChunks({ uuids: uuids(3), send, titleOf, chunkSize: 1, signal: controller.signal });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an empty selection', async () => {
    const send = vi.fn();
    expect(await runBulkInChunks({ uuids: [], send, titleOf })).toEqual({ succeeded: [], failures: [] });
    expect(send).not.toHaveBeenCalled();
  });
});
