// The cache as main serves it over IPC: one store open at a time, the logged user's on the
// configured server. Which file that is comes from main's own settings and the user id the
// renderer names, so a page can never point the cache at a path.
import { existsSync } from 'node:fs';
import { CacheTooNewError } from './migrations';
import { cacheFileFor, deleteCacheFile, openCacheStore, type CachedEntry, type CacheKind, type CacheStore, type SearchHit, type SearchRow } from './cacheStore';

export type CacheServiceOptions = {
  dir: string;
  serverUrl: () => string;
  maxBytes?: number;
};

export type CacheService = {
  open(userId: number): void;
  get(key: string): CachedEntry | null;
  put(key: string, kind: CacheKind, body: unknown, search: readonly SearchRow[]): void;
  search(text: string, limit?: number): SearchHit[];
  /** At logout: the open cache, and that of the user named (the stored session's), are deleted. */
  clear(userId?: number): void;
  close(): void;
};

const scopeOf = (serverUrl: string, userId: number) => `${serverUrl}\n${userId}`;

export function createCacheService({ dir, serverUrl, maxBytes }: CacheServiceOptions): CacheService {
  let current: { scope: string; store: CacheStore } | null = null;

  const close = () => {
    current?.store.close();
    current = null;
  };

  return {
    open(userId) {
      const scope = scopeOf(serverUrl(), userId);
      if (current?.scope === scope) return;
      close();
      try {
        current = { scope, store: openCacheStore({ dir, scope, ...(maxBytes === undefined ? {} : { maxBytes }) }) };
      } catch (error) {
        // A file from a newer app is left alone (that app may come back); this one works uncached.
        if (!(error instanceof CacheTooNewError)) throw error;
        console.warn('[cache] cache file written by a newer version; working without the offline cache');
      }
    },
    get: (key) => current?.store.get(key) ?? null,
    put(key, kind, body, search) {
      current?.store.put(key, kind, body, search);
    },
    search: (text, limit) => current?.store.search(text, limit) ?? [],
    clear(userId) {
      const files = new Set<string>();
      if (current) files.add(current.store.file);
      if (userId !== undefined) files.add(cacheFileFor(dir, scopeOf(serverUrl(), userId)));
      close();
      for (const file of files) if (existsSync(file) || existsSync(`${file}-wal`)) deleteCacheFile(file);
    },
    close,
  };
}
