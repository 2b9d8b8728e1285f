// react-query's persistence, through the offline cache: a query that has nothing in memory first
// shows what the cache kept for its key (at once, offline too), then revalidates against the
// server; every answer from the server is written back. There is no second data path: the cache
// holds exactly the server's answers, checked with the query's schema when they come back.
//
// Why not @tanstack/query-persist-client-core's experimental_createQueryPersister: it pins its own
// query-core version (a second copy next to ours) and stores opaque strings, while ours must give
// main the search rows (titles, senders, numbers, content) that make offline search possible.
import { hashKey, notifyManager, type Query, type QueryFunction, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CacheSearchRow } from '../../src-shared/ipc/contract';

/** Where the copies live; the offline cache in main, installed at start-up (see boot.tsx). */
export type CacheAccess = {
  read(key: string): Promise<{ body: unknown; storedAt: number } | null>;
  write(key: string, kind: 'page' | 'item', body: unknown, search: CacheSearchRow[]): Promise<void>;
};

// Until installed (and in the web build's tests), nothing is kept.
let access: CacheAccess = { read: async () => null, write: async () => undefined };

export function installCacheAccess(next: CacheAccess): void {
  access = next;
}

export type PersistPlan<T> = {
  kind: 'page' | 'item';
  /** What the answer must still look like when it comes back from the cache (an older app may have stored it). */
  schema: z.ZodType<T>;
  /** Rows for offline search, if this answer holds documents. */
  search?: (data: T) => CacheSearchRow[];
};

/** The cache key of a query: its hash, which react-query derives from the key alone. */
export const cacheKeyOf = (query: Pick<Query, 'queryHash'>): string => query.queryHash;

/**
 * For an answer that reaches react-query without a fetch (the user the login returned, the
 * profile a form saved): keep the same copy a fetch would have kept.
 */
export function keepCopy(queryKey: QueryKey, kind: 'page' | 'item', data: unknown): void {
  void access.write(hashKey(queryKey), kind, data, []).catch(() => undefined);
}

/** Generic in the key, so one persister serves any query of its data type. */
export type CachePersister<T> = <Key extends QueryKey>(queryFn: QueryFunction<T, Key, never>, context: QueryFunctionContext<Key>, query: Query) => Promise<T>;

export function persistAs<T>(plan: PersistPlan<T>): CachePersister<T> {
  return async (queryFn, context, query) => {
    if (query.state.data === undefined) {
      const restored = await restore(plan, query);
      if (restored !== undefined) return restored;
    }
    const data = await queryFn(context);
    void access.write(cacheKeyOf(query), plan.kind, data, plan.search?.(data) ?? []).catch(() => undefined);
    return data;
  };
}

// The queries whose first copy in this run came from the offline cache (read by the route guard:
// the user copy restored at start-up opens the first screen at once, see accessRevalidation.ts).
const restoredQueries = new WeakSet<Query>();

/** Whether this query's copy was restored from the offline cache in this run (not necessarily still held). */
export const wasRestored = (query: Query): boolean => restoredQueries.has(query);

async function restore<T>(plan: PersistPlan<T>, query: Query): Promise<T | undefined> {
  const cached = await access.read(cacheKeyOf(query)).catch(() => null);
  if (!cached) return undefined;
  const parsed = plan.schema.safeParse(cached.body);
  if (!parsed.success) return undefined;
  restoredQueries.add(query);
  // After this fetch resolves with the copy: date it as stored (so the screen can say how old it
  // is) and ask the server for the current answer — in a task of its own, after the render the copy
  // causes (React renders a store update synchronously, in a microtask): asked in the same task, a
  // fast answer arrived while a busy machine was still rendering, and the copy was never drawn.
  notifyManager.schedule(() => {
    query.setState({ dataUpdatedAt: cached.storedAt });
    setTimeout(() => void query.fetch().catch(() => undefined), 0);
  });
  return parsed.data;
}
