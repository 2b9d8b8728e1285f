// Bulk actions (spec §4): the selection goes to the server in chunks, each answered per item. A
// chunk whose request fails as a whole does not stop the run: its items are reported as failed
// and the next chunk is sent, so one bad moment never hides which items were done.
import type { BulkResult, InboxItem } from '../../../src-shared/api/inbox';

export const BULK_CHUNK = 50;

export type BulkFailure = { uuid: string; title: string };
export type BulkOutcome = { succeeded: InboxItem[]; failures: BulkFailure[] };
export type BulkProgress = { done: number; total: number };

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export type BulkRun = {
  uuids: readonly string[];
  send: (uuids: string[]) => Promise<BulkResult>;
  /** The title to show for an item the server did not name (a 404, or a failed request). */
  titleOf: (uuid: string) => string;
  chunkSize?: number;
  onProgress?: (progress: BulkProgress) => void;
  signal?: AbortSignal;
};

export async function runBulkInChunks({ uuids, send, titleOf, chunkSize = BULK_CHUNK, onProgress, signal }: BulkRun): Promise<BulkOutcome> {
  const unique = [...new Set(uuids)];
  const outcome: BulkOutcome = { succeeded: [], failures: [] };
  let done = 0;
  onProgress?.({ done, total: unique.length });
  for (const part of chunk(unique, chunkSize)) {
    if (signal?.aborted) break;
    const answered = new Set<string>();
    try {
      const result = await send(part);
      for (const entry of result.data) {
        if (!part.includes(entry.inbox_email_uuid) || answered.has(entry.inbox_email_uuid)) continue;
        answered.add(entry.inbox_email_uuid);
        if (entry.success) outcome.succeeded.push(entry.email);
        else outcome.failures.push({ uuid: entry.inbox_email_uuid, title: entry.title ?? titleOf(entry.inbox_email_uuid) });
      }
    } catch (error) {
      console.warn('Falha no envio de um lote', error);
    }
    // An item the server left out of its answer was not done.
    for (const uuid of part) {
      if (!answered.has(uuid)) outcome.failures.push({ uuid, title: titleOf(uuid) });
    }
    done += part.length;
    onProgress?.({ done, total: unique.length });
  }
  return outcome;
}
