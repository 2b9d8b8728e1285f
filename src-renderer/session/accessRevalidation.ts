// The renderer never routes on permissions the server has since changed (§6: they are recomputed
// at every request). Two ways keep the copy current: the server's access-changed event (realtime)
// asks for the user again at once, and the route guard asks again at each navigation to a screen
// that needs a permission, unless the server cannot be reached (offline, the cached copy decides).
// Asking is GET auth/me, one small read: a 401 or 403 disabled-user on the way ends the session as
// any call does (api/http.ts).
//
// Except the first screen of a start with a warm offline cache: the user copy then comes from the
// cache and is being asked for anyway (the persister asks the server right after restoring it), so
// the guard decides on it at once instead of waiting a round trip in series before anything can
// draw, and that answer decides again when it lands — a permission withdrawn meanwhile still ends
// at /403, as a withdrawal while a screen is open always did.
import type { Query } from '@tanstack/react-query';
import { queryClient } from '../app/queryClient';
import { wasRestored } from '../offline/cachePersister';
import { PUBLIC_ROUTE_NAMES, type StaffRoute } from '../routing/routeTable';
import { ME_KEY } from './queries';

/** When this run began: a user copy dated before it is the offline cache's (dated as stored). */
const RUN_STARTED_AT = Date.now();

// The user queries (one per session: the query cache is cleared at login and logout) whose
// start-up screen has been entered.
const startupScreenEntered = new WeakSet<Query>();

const meQuery = () => queryClient.getQueryCache().find({ queryKey: ME_KEY, exact: true });

/**
 * Whether the screen being entered is the first of a start from the offline cache: the user copy
 * was restored from the cache in this run and no screen has been entered with it yet. The copy in
 * hand is then the cache's, with the server's answer on its way, or that answer itself, just in.
 */
export function startupCopyDecides(): boolean {
  const query = meQuery();
  return query !== undefined && query.state.data !== undefined && wasRestored(query) && !startupScreenEntered.has(query);
}

/**
 * Takes the start-up's one screen (true once per session, if startupCopyDecides). If the server has
 * not answered yet, makes sure it is being asked — without waiting, and without cancelling the
 * request the persister already sent (a second round trip for the same answer).
 */
export function enterStartupScreen(): boolean {
  const query = meQuery();
  if (!query || !startupCopyDecides()) return false;
  startupScreenEntered.add(query);
  if (query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < RUN_STARTED_AT) void query.fetch(undefined, { cancelRefetch: false }).catch(() => undefined);
  return true;
}

/** Reads the logged user again; settles (never rejects) once the server answered or could not. */
export async function revalidateAccess(): Promise<void> {
  await queryClient.refetchQueries({ queryKey: ME_KEY });
}

/** Whether opening this route must wait for a fresh copy of the user's permissions. */
export function needsPermissionCheck(route: Pick<StaffRoute, 'auth' | 'name'>, state: { reachable: boolean }): boolean {
  return route.auth && !PUBLIC_ROUTE_NAMES.has(route.name) && state.reachable;
}
