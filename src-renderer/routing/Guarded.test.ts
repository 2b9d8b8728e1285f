// @vitest-environment jsdom
// The guard never routes on permissions the server has since changed: before a screen that needs
// a permission it asks for the user again (GET auth/me) and decides on the answer, showing nothing
// of the screen meanwhile; offline it decides on the cached copy; public screens open at once.
import { act, createElement as h, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoggedUser } from '../../src-shared/api/auth';
import { hashKey } from '@tanstack/react-query';
import { loggedUserSchema } from '../../src-shared/api/auth';
import { aUser, permission } from '../session/testUsers';

const me = vi.fn<() => Promise<LoggedUser>>();
vi.mock('../api/client', () => ({ sessionApi: { me: () => me(), permissions: async () => catalogue } }));

const catalogue = [permission(1, 'workspaceAccess'), permission(2, 'audit-list')];
const clerk = (names: string[]) => aUser({ roles: [{ id: 2, name: 'Servidor', permissions: catalogue.filter((p) => names.includes(p.name)) }] });

const { queryClient } = await import('../app/queryClient');
const { ME_KEY } = await import('../session/queries');
const { initialSessionState, sessionStore } = await import('../session/sessionStore');
const { serverStatus } = await import('../offline/serverStatus');
const { Guarded } = await import('./Guarded');
const { installCacheAccess, persistAs } = await import('../offline/cachePersister');
const { findStaffRoute } = await import('./access');

const drawn: string[] = [];
const mountings: string[] = [];
const mounted: Array<{ unmount(): void }> = [];
function Screen({ name }: { name: string }) {
  drawn.push(name);
  useEffect(() => {
    mountings.push(name);
  }, [name]);
  return h('p', null, name);
}

/** Lets the check's answer land and the guard decide on it. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

async function open(path: string): Promise<string> {
  return (await openRouter(path)).state.location.pathname;
}

async function openRouter(path: string) {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const { createRoot } = await import('react-dom/client');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const guarded = (at: string, name: string) => ({ path: at, element: h(Guarded, { route: findStaffRoute(at)!, children: h(Screen, { name }) }) });
  const router = createMemoryRouter(
    [guarded('/administration/settings/audit', 'auditoria'), guarded('/profile', 'perfil'), { path: '/403', element: h('p', null, '403') }],
    { initialEntries: [path] },
  );
  const div = document.createElement('div');
  const root = createRoot(div);
  mounted.push(root);
  await act(async () => {
    root.render(h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })));
  });
  await settle();
  return router;
}

beforeEach(() => {
  drawn.length = 0;
  mountings.length = 0;
  me.mockReset();
  queryClient.clear();
  sessionStore.setState({ ...initialSessionState, hydrated: true, token: 'tok', userId: 7 });
  serverStatus.setState({ reachable: true });
  // What the app loaded earlier: the clerk could open the audit.
  queryClient.setQueryData(ME_KEY, clerk(['workspaceAccess', 'audit-list']));
  queryClient.setQueryData(['permissions'], catalogue);
});
afterEach(async () => {
  await act(async () => mounted.splice(0).forEach((root) => root.unmount()));
  sessionStore.setState(initialSessionState);
});

describe('the guard revalidates permissions on navigation', () => {
  it('refuses a screen whose permission the server has since withdrawn (403), without drawing it first', async () => {
    me.mockResolvedValue(clerk(['workspaceAccess']));
    expect(await open('/administration/settings/audit')).toBe('/403');
    expect(me).toHaveBeenCalledOnce();
    expect(drawn).toEqual([]);
  });

  it('opens the screen once the server confirms the permission', async () => {
    me.mockResolvedValue(clerk(['workspaceAccess', 'audit-list']));
    expect(await open('/administration/settings/audit')).toBe('/administration/settings/audit');
    expect(me).toHaveBeenCalledOnce();
    expect(drawn).toContain('auditoria');
  });

  it('offline, decides on the cached copy without asking', async () => {
    serverStatus.setState({ reachable: false });
    expect(await open('/administration/settings/audit')).toBe('/administration/settings/audit');
    expect(me).not.toHaveBeenCalled();
  });

  it('a server that cannot be reached during the check leaves the cached copy to decide', async () => {
    me.mockImplementation(async () => {
      serverStatus.setState({ reachable: false });
      throw new Error('sem rede');
    });
    expect(await open('/administration/settings/audit')).toBe('/administration/settings/audit');
  });

  it('opens a screen every logged user may open without asking', async () => {
    expect(await open('/profile')).toBe('/profile');
    expect(me).not.toHaveBeenCalled();
  });

  it('a new search or filter on the same screen asks again without unmounting it (what is being typed stays)', async () => {
    me.mockResolvedValue(clerk(['workspaceAccess', 'audit-list']));
    const router = await openRouter('/administration/settings/audit');
    await act(async () => router.navigate('/administration/settings/audit?search=ana'));
    await settle();
    expect(me).toHaveBeenCalledTimes(2);
    expect(mountings).toEqual(['auditoria']);
    expect(router.state.location.search).toBe('?search=ana');
  });

  it('coming back to a screen through one that needs no check (the profile) waits for a fresh copy again', async () => {
    me.mockResolvedValue(clerk(['workspaceAccess', 'audit-list']));
    const router = await openRouter('/administration/settings/audit');
    await act(async () => router.navigate('/profile'));
    await settle();
    me.mockResolvedValue(clerk(['workspaceAccess']));
    drawn.length = 0;
    await act(async () => router.navigate('/administration/settings/audit'));
    await settle();
    expect(router.state.location.pathname).toBe('/403');
    expect(drawn).not.toContain('auditoria');
  });

  it('a permission withdrawn while the screen is open still leads to /403 at its next filter change', async () => {
    me.mockResolvedValue(clerk(['workspaceAccess', 'audit-list']));
    const router = await openRouter('/administration/settings/audit');
    me.mockResolvedValue(clerk(['workspaceAccess']));
    await act(async () => router.navigate('/administration/settings/audit?search=ana'));
    await settle();
    expect(router.state.location.pathname).toBe('/403');
  });
});

describe('a start with a warm offline cache decides on the cached copy while the server answers', () => {
  // What a start with a warm offline cache does before the first screen's guard mounts (the staff
  // layout waits for the user): the persister restores the user copy, then asks the server.
  async function fromTheCache(user: LoggedUser) {
    queryClient.removeQueries({ queryKey: ME_KEY });
    installCacheAccess({ read: async (key) => (key === hashKey(ME_KEY) ? { body: user, storedAt: 1 } : null), write: async () => undefined });
    await act(async () => {
      await queryClient.prefetchQuery({ queryKey: ME_KEY, queryFn: () => me(), persister: persistAs({ kind: 'item', schema: loggedUserSchema }) });
    });
  }
  afterEach(() => installCacheAccess({ read: async () => null, write: async () => undefined }));

  /** A server answer that lands only when the test says so. */
  function slowAnswer(user: LoggedUser) {
    let land!: () => void;
    me.mockImplementation(() => new Promise((resolve) => (land = () => resolve(user))));
    return async () => {
      await act(async () => land());
      await settle();
    };
  }

  it('draws the screen from the cached copy before the server answers, with one request for the user', async () => {
    const answer = slowAnswer(clerk(['workspaceAccess', 'audit-list']));
    await fromTheCache(clerk(['workspaceAccess', 'audit-list']));
    const router = await openRouter('/administration/settings/audit');
    expect(drawn).toContain('auditoria');
    expect(me).toHaveBeenCalledOnce();
    await answer();
    expect(router.state.location.pathname).toBe('/administration/settings/audit');
    expect(mountings).toEqual(['auditoria']);
  });

  it('a permission withdrawn on the server still ends at /403 when its answer lands', async () => {
    const answer = slowAnswer(clerk(['workspaceAccess']));
    await fromTheCache(clerk(['workspaceAccess', 'audit-list']));
    const router = await openRouter('/administration/settings/audit');
    expect(router.state.location.pathname).toBe('/administration/settings/audit');
    await answer();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('an answer that came in before the first screen is fresh: the screen opens without asking again', async () => {
    const answer = slowAnswer(clerk(['workspaceAccess', 'audit-list']));
    await fromTheCache(clerk(['workspaceAccess', 'audit-list']));
    await vi.waitFor(() => expect(me).toHaveBeenCalled());
    await answer();
    expect(await open('/administration/settings/audit')).toBe('/administration/settings/audit');
    expect(me).toHaveBeenCalledOnce();
  });

  it('once the server has answered, the next screen entered waits for a fresh copy again', async () => {
    const answer = slowAnswer(clerk(['workspaceAccess', 'audit-list']));
    await fromTheCache(clerk(['workspaceAccess', 'audit-list']));
    await openRouter('/administration/settings/audit');
    await answer();
    await act(async () => mounted.splice(0).forEach((root) => root.unmount()));
    drawn.length = 0;
    me.mockResolvedValue(clerk(['workspaceAccess']));
    expect(await open('/administration/settings/audit')).toBe('/403');
    expect(drawn).toEqual([]);
  });
});
