// The jsdom set-up the address smoke tests share: what Mantine needs of a browser (matchMedia,
// ResizeObserver, scrollIntoView), React's act environment, and the element rendered inside
// MantineProvider and a QueryClientProvider whose queries never retry.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement as h, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

export async function mountWithProviders(element: ReactElement) {
  window.matchMedia = ((q: string) => ({ matches: true, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as never;
  Element.prototype.scrollIntoView = () => {};
  const div = document.createElement('div');
  document.body.appendChild(div);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    createRoot(div).render(h(MantineProvider, null, h(QueryClientProvider, { client }, element)));
  });
  /** Lets queries answer and effects run. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await act(async () => { await new Promise((r) => setTimeout(r, 10)); });
  };
  await settle();
  return { div, settle };
}
