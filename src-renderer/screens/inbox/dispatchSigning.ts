// Assinar on a despacho: the /sign screen with the despacho as its one target (batch type
// dispatch), coming back to the item it was opened from.
import type { SummaryItem } from '../../../src-shared/api/inbox';

export function dispatchSignPath(item: Pick<SummaryItem, 'dispatch_uuid'>, returnTo: string): string {
  const query = new URLSearchParams({ batchType: 'dispatch', ids: item.dispatch_uuid, onSign: returnTo });
  return `/sign?${query.toString()}`;
}
