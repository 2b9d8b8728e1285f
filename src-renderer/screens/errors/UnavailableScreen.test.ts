// @vitest-environment jsdom
// A placeholder is never a dead end: Voltar goes back to the page the user came from inside the
// app, or to the area's home when the placeholder was the first page (a link from elsewhere),
// and the area's home is offered as a link of its own. Real browser history, as in the app.
import { act, createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

const HOME = { path: '/workspace/sector/tasks', label: 'Ir para a Fila de Trabalho' };
let unmount: (() => void) | null = null;

afterEach(() => {
  act(() => unmount?.());
  unmount = null;
});

/** The app with a placeholder at /ged, its history starting at `first`. */
async function openApp(first: string) {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  // A fresh page load: no entry of the app's before this one.
  window.history.replaceState(null, '', first);
  const { createRoot } = await import('react-dom/client');
  const { MantineProvider } = await import('@mantine/core');
  const { createBrowserRouter, RouterProvider } = await import('react-router');
  const { UnavailableScreen } = await import('./UnavailableScreen');
  const router = createBrowserRouter([
    { path: '/ged', element: h(UnavailableScreen, { title: 'GED', home: HOME }) },
    { path: '*', element: h('p', null, 'outra página') },
  ]);
  const div = document.createElement('div');
  document.body.appendChild(div);
  const root = createRoot(div);
  await act(async () => root.render(h(MantineProvider, null, h(RouterProvider, { router }))));
  unmount = () => {
    root.unmount();
    div.remove();
  };
  const link = (name: string) => [...div.querySelectorAll('a')].find((anchor) => anchor.textContent === name);
  const here = () => router.state.location.pathname + router.state.location.search;
  return { router, link, here };
}

/** Clicks a link and, when it went back in history, waits for the browser's popstate. */
async function follow(anchor: HTMLAnchorElement | undefined, { back }: { back: boolean }) {
  expect(anchor).toBeDefined();
  const popped = back ? new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true })) : null;
  await act(async () => {
    anchor!.click();
    await popped;
  });
}

describe('a placeholder screen', () => {
  it('goes back with Voltar to the page the user came from', async () => {
    const app = await openApp('/documents/search?q=oficio');
    await act(async () => app.router.navigate('/ged'));
    expect(app.here()).toBe('/ged');
    await follow(app.link('Voltar'), { back: true });
    expect(app.here()).toBe('/documents/search?q=oficio');
  });

  it('goes to the area home with Voltar when it was the first page opened', async () => {
    const app = await openApp('/ged');
    expect(app.link('Voltar')?.getAttribute('href')).toBe(HOME.path);
    await follow(app.link('Voltar'), { back: false });
    expect(app.here()).toBe(HOME.path);
  });

  it('links to the area home', async () => {
    const app = await openApp('/documents/search');
    await act(async () => app.router.navigate('/ged'));
    await follow(app.link(HOME.label), { back: false });
    expect(app.here()).toBe(HOME.path);
  });
});
