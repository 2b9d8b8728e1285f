import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageState';
import { useServerReachable } from '../offline/serverStatus';
import { enterStartupScreen, needsPermissionCheck, revalidateAccess, startupCopyDecides } from '../session/accessRevalidation';
import { useEffectivePermissions } from '../session/queries';
import { useSession } from '../session/sessionStore';
import { decideStaffAccess } from './access';
import type { StaffRoute } from './routeTable';

/** Applies the staff guards to one route before its screen renders. */
export function Guarded({ route, children }: { route: StaffRoute; children: ReactNode }) {
  const location = useLocation();
  const hasToken = useSession((state) => state.token !== null);
  const permissions = useEffectivePermissions();
  const checking = usePermissionCheck(route, location.key, location.pathname);
  const decision = decideStaffAccess(route, { hasToken, currentPath: location.pathname + location.search, permissions, checking });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return checking ? <QuietWait /> : <FullPageLoader />;
  return <>{children}</>;
}

/**
 * Whether this navigation still waits for a fresh copy of the user's permissions. The copy is asked
 * for at every navigation (location.key) and no longer waited for once answered, failed or the
 * server is out of reach (the cached copy decides offline).
 *
 * Only entering a screen (a new path) waits: a navigation that changes only the query or the history
 * state (a search, a filter, a page, a calendar month) keeps the screen drawn while the copy is read,
 * and a permission withdrawn meanwhile still leads to /403 when the answer lands. Waiting there
 * unmounted the screen at every filter change: what was typed into a field during the check was lost
 * with it (a search typed right after a status change never reached the list).
 *
 * Nor does the first screen of a start with a warm offline cache wait: the user copy is the cache's
 * with the server already being asked for it, or that answer, just in; an answer still on its way
 * decides again when it lands (accessRevalidation.ts). Waiting put a second GET auth/me in series
 * before the cached work queue could draw.
 */
function usePermissionCheck(route: StaffRoute, navigationKey: string, pathname: string): boolean {
  const reachable = useServerReachable();
  const [checkedPath, setCheckedPath] = useState<string | null>(null);
  const needed = needsPermissionCheck(route, { reachable });
  // Checked as far as this path goes: the server's answer re-decides through the permissions it
  // changes, and the screen is not hidden again while it comes.
  if (needed && checkedPath !== pathname && startupCopyDecides()) setCheckedPath(pathname);
  // The guard stays mounted across screens of one layout: a screen that needs no check in between
  // (the profile) ends what was checked, so coming back waits for a fresh copy again.
  if (!needed && checkedPath !== null) setCheckedPath(null);
  useEffect(() => {
    if (!needed) return undefined;
    if (enterStartupScreen()) return undefined;
    let live = true;
    void revalidateAccess().finally(() => {
      if (live) setCheckedPath(pathname);
    });
    return () => {
      live = false;
    };
  }, [needed, navigationKey, pathname]);
  return needed && checkedPath !== pathname;
}

/** The check takes a round trip on a local network: nothing shows unless it takes longer. */
const LOADER_DELAY_MS = 400;

function QuietWait() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return late ? <FullPageLoader /> : null;
}
