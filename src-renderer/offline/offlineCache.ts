// The renderer's side of the offline cache: opened for the logged user before any query runs,
// closed (and deleted by main) at logout. Every read or write waits for the open, so a query
// started during start-up still finds the cached copy. A failed cache call costs the copy, never
// the screen: it is logged and treated as a miss.
import type { CacheSearchHit, CacheSearchRow } from '../../src-shared/ipc/contract';
import { bridge } from '../platform/bridge';

let opened: Promise<boolean> = Promise.resolve(false);

export function openOfflineCache(userId: number): Promise<boolean> {
  opened = bridge.cache.open({ userId }).then((result) => {
    if (!result.ok) console.warn('Cache local indisponível', result.error.code);
    return result.ok;
  });
  return opened;
}

/** At logout, before main deletes the file: nothing more is read or written. */
export function closeOfflineCache(): void {
  opened = Promise.resolve(false);
}

export async function readCache(key: string): Promise<{ body: unknown; storedAt: number } | null> {
  if (!(await opened)) return null;
  const result = await bridge.cache.get({ key });
  if (result.ok) return result.value;
  console.warn('Falha ao ler o cache local', result.error.code);
  return null;
}

export async function writeCache(key: string, kind: 'page' | 'item', body: unknown, search: CacheSearchRow[]): Promise<void> {
  if (!(await opened)) return;
  const result = await bridge.cache.put({ key, kind, body, search });
  if (!result.ok) console.warn('Falha ao gravar no cache local', result.error.code);
}

export async function searchCache(text: string, limit = 50): Promise<CacheSearchHit[]> {
  if (!(await opened)) return [];
  const result = await bridge.cache.search({ text, limit });
  return result.ok ? result.value : [];
}
