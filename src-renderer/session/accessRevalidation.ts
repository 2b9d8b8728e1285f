// The renderer never routes on permissions the server has since changed (§6: they are recomputed
// at every request). Two ways keep the copy current: the server's access-changed event (realtime)
// asks for the user again at once, and the route guard asks again at each navigation to a screen
// that needs a permission, unless the server cannot be reached (offline, the cached copy decides).
// Asking is GET auth/me, one small read: a 401 or 403 disabled-user on the way ends the session as
// any call does (api/http.ts).
import { queryClient } from '../app/queryClient';
import { PUBLIC_ROUTE_NAMES, type StaffRoute } from '../routing/routeTable';
import { ME_KEY } from './queries';

/** Reads the logged user again; settles (never rejects) once the server answered or could not. */
export async function revalidateAccess(): Promise<void> {
  await queryClient.refetchQueries({ queryKey: ME_KEY });
}

/** Whether opening this route must wait for a fresh copy of the user's permissions. */
export function needsPermissionCheck(route: Pick<StaffRoute, 'auth' | 'name'>, state: { reachable: boolean }): boolean {
  return route.auth && !PUBLIC_ROUTE_NAMES.has(route.name) && state.reachable;
}
