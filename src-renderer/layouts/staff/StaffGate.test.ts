// @vitest-environment jsdom
// The staff gate without a token: to the login with a way back, unless the app itself ended the
// session and said where to (the disabled-user page), which it then follows — so a render in
// between cannot race that navigation to the login.
import { afterEach, describe, expect, it } from 'vitest';
import { act, createElement as h } from 'react';
import { initialSessionState, sessionStore } from '../../session/sessionStore';

async function landing(endedTo: string | null): Promise<string> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  sessionStore.setState({ ...initialSessionState, hydrated: true, token: null, endedTo });
  const { createRoot } = await import('react-dom/client');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const { StaffGate } = await import('./StaffGate');
  const router = createMemoryRouter(
    [
      { path: '/workspace/sector/tasks', element: h(StaffGate, { children: () => h('p', null, 'fila') }) },
      { path: '*', element: h('p', null, 'fora') },
    ],
    { initialEntries: ['/workspace/sector/tasks'] },
  );
  const div = document.createElement('div');
  await act(async () => {
    createRoot(div).render(h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })));
  });
  return router.state.location.pathname + router.state.location.search;
}

afterEach(() => sessionStore.setState(initialSessionState));

describe('StaffGate', () => {
  it('sends a visitor without a token to the login, with the way back', async () => {
    expect(await landing(null)).toBe('/login?redirectTo=%2Fworkspace%2Fsector%2Ftasks');
  });

  it('follows where the app sent the user when it ended the session', async () => {
    expect(await landing('/disabled-user')).toBe('/disabled-user');
  });
});
