// react-query persisting through the offline cache: the renderer's persister
// (src-renderer/offline) on main's cache store over a real SQLite file. What a restart shows at
// once, what it shows when the server is gone, and what it refuses to bring back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openCacheStore, type CacheStore } from '../../src-main/services/cache/cacheStore';
import { installCacheAccess, persistAs } from '../../src-renderer/offline/cachePersister';

const pageSchema = z.object({ data: z.array(z.object({ uuid: z.string(), title: z.string() })) });
type Page = z.infer<typeof pageSchema>;
const persistPage = persistAs<Page>({
  kind: 'page',
  schema: pageSchema,
  search: (page) => page.data.map((item) => ({ entryKey: `/inbox/sector/view/document/${item.uuid}`, title: item.title })),
});
const KEY = ['inbox', 'sector', 7, 'page', { filter: 'tasks', page: 1 }] as const;

let dir: string;
let store: CacheStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-persister-'));
  store = openCacheStore({ dir, scope: 'test' });
  installCacheAccess({
    read: async (key) => store.get(key),
    write: async (key, kind, body, search) => store.put(key, kind, body, search),
  });
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh app: a new QueryClient whose observer records every result it sees. */
function observe(queryFn: () => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } });
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn, persister: persistPage });
  const seen: QueryObserverResult<Page>[] = [];
  const stop = observer.subscribe((result) => seen.push(result));
  const settled = () =>
    vi.waitFor(() => {
      const last = seen.at(-1);
      if (!last || last.isFetching) throw new Error('still fetching');
      return last;
    });
  return { seen, settled, stop: () => (stop(), client.clear()) };
}

const serverPage = (title: string): Page => ({ data: [{ uuid: 'a1', title }] });
const flushWrites = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the cache persister', () => {
  it('fetches when nothing is kept, and keeps the answer with its search rows', async () => {
    const app = observe(async () => serverPage('Ofício da Saúde'));
    expect((await app.settled()).data).toEqual(serverPage('Ofício da Saúde'));
    app.stop();
    await flushWrites();
    expect(store.get(JSON.stringify(KEY))?.body).toEqual(serverPage('Ofício da Saúde'));
    expect(store.search('saude').map((hit) => hit.entryKey)).toEqual(['/inbox/sector/view/document/a1']);
  });

  it('after a restart shows the kept copy first, then the server’s current answer', async () => {
    store.put(JSON.stringify(KEY), 'page', serverPage('Cópia guardada'));
    const fetched = vi.fn(async () => serverPage('Resposta nova'));
    const app = observe(fetched);
    const final = await app.settled();
    const firstWithData = app.seen.find((result) => result.data !== undefined);
    expect(firstWithData?.data).toEqual(serverPage('Cópia guardada'));
    expect(final.data).toEqual(serverPage('Resposta nova'));
    expect(fetched).toHaveBeenCalledOnce();
    app.stop();
    await flushWrites();
    expect(store.get(JSON.stringify(KEY))?.body).toEqual(serverPage('Resposta nova'));
  });

  it('with the server unreachable keeps showing the copy, dated as stored, with the error alongside', async () => {
    store.put(JSON.stringify(KEY), 'page', serverPage('Cópia guardada'));
    const storedAt = store.get(JSON.stringify(KEY))!.storedAt;
    const app = observe(async () => {
      throw new Error('sem rede');
    });
    const final = await vi.waitFor(() => {
      const last = app.seen.at(-1);
      if (!last?.isError) throw new Error('not failed yet');
      return last;
    });
    expect(final.data).toEqual(serverPage('Cópia guardada'));
    expect(final.dataUpdatedAt).toBe(storedAt);
    app.stop();
  });

  it('ignores a kept copy that no longer matches the schema (written by another version)', async () => {
    store.put(JSON.stringify(KEY), 'page', { items: ['old shape'] });
    const app = observe(async () => serverPage('Do servidor'));
    await app.settled();
    expect(app.seen.filter((result) => result.data !== undefined).map((result) => result.data)).toEqual([serverPage('Do servidor')]);
    app.stop();
  });

  it('without a copy and without the server there is nothing to show but the error', async () => {
    const app = observe(async () => {
      throw new Error('sem rede');
    });
    const final = await app.settled();
    expect(final.isError).toBe(true);
    expect(final.data).toBeUndefined();
    app.stop();
  });
});
