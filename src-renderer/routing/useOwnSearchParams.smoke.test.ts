// @vitest-environment jsdom
import { act, createElement as h, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type SetURLSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useOwnSearchParams } from './useOwnSearchParams';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

let captured: SetURLSearchParams | null = null;
function Queue() {
  const [, setParams] = useOwnSearchParams();
  useEffect(() => {
    captured = setParams;
  }, [setParams]);
  return h('p', null, 'fila');
}

async function mountAt(path: string, basename?: string) {
  window.history.replaceState(null, '', `${basename ?? ''}${path}`);
  const router = createBrowserRouter(
    [
      { path: '/queue', element: h(Queue) },
      { path: '/editor', element: h('p', null, 'editor') },
    ],
    { basename },
  );
  const div = document.body.appendChild(document.createElement('div'));
  await act(async () => createRoot(div).render(h(RouterProvider, { router })));
  return router;
}

afterEach(() => {
  captured = null;
});

describe('a screen writing its address after a delay', () => {
  it('writes its own search while its page is shown', async () => {
    const router = await mountAt('/queue');
    await act(async () => captured!({ search: 'poste' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/queue?search=poste');
  });

  it('writes its own search under a basename too (the portal is served under /app)', async () => {
    const router = await mountAt('/queue', '/app');
    await act(async () => captured!({ search: 'licença' }));
    expect(window.location.pathname + window.location.search).toBe('/app/queue?search=licen%C3%A7a');
    expect(router.state.location.search).toBe('?search=licen%C3%A7a');
  });

  it('drops a late write once the address has moved to another page (the search never lands on the editor)', async () => {
    const router = await mountAt('/queue');
    const late = captured!;
    await act(async () => router.navigate('/editor?serverDraft=abc'));
    await act(async () => late({ filter: 'draft', search: 'poste' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/editor?serverDraft=abc');
  });

  it('hands an updater the last address written, so two quick writes before a render both land', async () => {
    const router = await mountAt('/queue');
    await act(async () => {
      captured!((current) => withParam(current, 'from', '2999-01-01'));
      captured!((current) => withParam(current, 'to', '2998-12-31'));
    });
    expect(router.state.location.search).toBe('?from=2999-01-01&to=2998-12-31');
  });

  it('makes no navigation for a write that changes nothing (no extra history entry)', async () => {
    const router = await mountAt('/queue?search=poste');
    const entries = window.history.length;
    await act(async () => captured!((current) => withParam(current, 'search', 'poste')));
    expect(router.state.historyAction).toBe('POP');
    expect(window.history.length).toBe(entries);
  });

  it('hands an updater the rendered address once a render shows a newer one (a link)', async () => {
    const router = await mountAt('/queue');
    await act(async () => captured!((current) => withParam(current, 'from', '2999-01-01')));
    await act(async () => router.navigate('/queue?status=all'));
    await act(async () => captured!((current) => withParam(current, 'to', '2998-12-31')));
    expect(router.state.location.search).toBe('?status=all&to=2998-12-31');
  });
});

function withParam(current: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return next;
}
