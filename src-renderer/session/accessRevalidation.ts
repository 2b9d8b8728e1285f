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
import { queryClient } from '../app/queryClient';
import { PUBLIC_ROUTE_NAMES, type StaffRoute } from '../routing/routeTable';
import { ME_KEY } from './queries';

/**
 * When this run of the app began. The offline cache dates a restored copy as stored
 * (cachePersister.ts), so a user copy older than this came from the cache: the server has not
 * answered for it in this run. A copy the server gave in this run is never older.
 */
const RUN_STARTED_AT = Date.now();

/** Whether the user copy in hand is the offline cache's, not yet confirmed by the server in this run. */
export function holdsCachedStartupCopy(): boolean {
  const state = queryClient.getQueryState(ME_KEY);
  return state?.data !== undefined && state.dataUpdatedAt < RUN_STARTED_AT;
}

/**
 * Makes sure the server is being asked for the user, without waiting for the answer and without
 * cancelling the request the persister already sent (a second round trip for the same answer).
 */
export function confirmCachedStartupCopy(): void {
  void queryClient.refetchQueries({ queryKey: ME_KEY }, { cancelRefetch: false });
}

/** Reads the logged user again; settles (never rejects) once the server answered or could not. */
export async function revalidateAccess(): Promise<void> {
  await queryClient.refetchQueries({ queryKey: ME_KEY });
}

/** Whether opening this route must wait for a fresh copy of the user's permissions. */
export function needsPermissionCheck(route: Pick<StaffRoute, 'auth' | 'name'>, state: { reachable: boolean }): boolean {
  return route.auth && !PUBLIC_ROUTE_NAMES.has(route.name) && state.reachable;
}
