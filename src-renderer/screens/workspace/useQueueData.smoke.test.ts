// @vitest-environment jsdom
// The work queue draws the page the offline cache kept at once, without waiting for the server, and
// the server's answer replaces it when it lands: a warm start beats the network, and nothing stale
// stays once the server has answered.
import { hashKey } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxQuery } from '../../api/inboxApi';
import { inboxKeys } from '../../inbox/queryKeys';
import { mountWithProviders } from '../../address/testing/mountWithProviders';
import type { QueuePageData } from './useQueueData';
import { aQueuePage } from './queuePage.fixture';

const tasks = vi.fn<(query: InboxQuery, signal?: AbortSignal) => Promise<QueuePageData>>();
vi.mock('../../api/client', () => ({ inboxApi: { tasks: (query: InboxQuery, signal?: AbortSignal) => tasks(query, signal) }, sessionApi: {} }));

const { installCacheAccess } = await import('../../offline/cachePersister');
const { useQueuePage } = await import('./useQueueData');

const scope = { inboxType: 'sector', sectorId: 3 } as const;
const request: InboxQuery = { filter: 'tasks', page: 1, per_page: 50 };

function Titles() {
  const page = useQueuePage(scope, request, true);
  return h('ul', null, ...(page.data?.data ?? []).map((item) => h('li', { key: item.inbox_email_uuid }, item.title)));
}

/** An offline cache holding `body` under the queue page's key; what is written back is recorded. */
function cacheHolding(body: unknown) {
  const written: unknown[] = [];
  installCacheAccess({
    read: async (key) => (key === hashKey(inboxKeys.page(scope, request)) ? { body, storedAt: Date.parse('2026-01-05T12:00:00Z') } : null),
    write: async (_key, _kind, data) => void written.push(data),
  });
  return written;
}

/** A server whose answer lands only when the test says so. */
function slowServer(page: QueuePageData) {
  let land!: () => void;
  tasks.mockImplementation(() => new Promise((resolve) => (land = () => resolve(page))));
  return () => land();
}

const titlesIn = (div: HTMLElement) => [...div.querySelectorAll('li')].map((li) => li.textContent);

afterEach(() => {
  tasks.mockReset();
  installCacheAccess({ read: async () => null, write: async () => undefined });
  document.body.innerHTML = '';
});

describe('the queue page with a warm offline cache', () => {
  it('shows the cached rows while the server has not answered, then the server rows replace them', async () => {
    const written = cacheHolding(aQueuePage(['Ofício guardado', 'Memorando guardado']));
    const land = slowServer(aQueuePage(['Ofício atual']));
    const { div, settle } = await mountWithProviders(h(Titles));
    expect(titlesIn(div)).toEqual(['Ofício guardado', 'Memorando guardado']);
    expect(tasks).toHaveBeenCalledOnce();
    land();
    await settle();
    expect(titlesIn(div)).toEqual(['Ofício atual']);
    expect(written).toEqual([aQueuePage(['Ofício atual'])]);
  });

  it('a cached copy that no longer fits the page schema is not drawn: the screen waits for the server', async () => {
    cacheHolding({ data: [{ title: 'Sem os outros campos' }] });
    const land = slowServer(aQueuePage(['Ofício atual']));
    const { div, settle } = await mountWithProviders(h(Titles));
    expect(titlesIn(div)).toEqual([]);
    land();
    await settle();
    expect(titlesIn(div)).toEqual(['Ofício atual']);
  });

  it('with an empty cache the rows come from the server', async () => {
    const land = slowServer(aQueuePage(['Ofício atual']));
    const { div, settle } = await mountWithProviders(h(Titles));
    expect(titlesIn(div)).toEqual([]);
    land();
    await settle();
    expect(titlesIn(div)).toEqual(['Ofício atual']);
  });
});
