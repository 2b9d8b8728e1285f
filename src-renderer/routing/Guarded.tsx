import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageState';
import { useServerReachable } from '../offline/serverStatus';
import { needsPermissionCheck, revalidateAccess } from '../session/accessRevalidation';
import { useEffectivePermissions } from '../session/queries';
import { useSession } from '../session/sessionStore';
import { decideStaffAccess } from './access';
import type { StaffRoute } from './routeTable';

/** Applies the staff guards to one route before its screen renders. */
export function Guarded({ route, children }: { route: StaffRoute; children: ReactNode }) {
  const location = useLocation();
  const hasToken = useSession((state) => state.token !== null);
  const permissions = useEffectivePermissions();
  const checking = usePermissionCheck(route, location.key);
  const decision = decideStaffAccess(route, { hasToken, currentPath: location.pathname + location.search, permissions, checking });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return checking ? <QuietWait /> : <FullPageLoader />;
  return <>{children}</>;
}

/**
 * Whether this navigation still waits for a fresh copy of the user's permissions: asked once per
 * navigation (location.key), and no longer waited for once answered, failed or the server is out
 * of reach (the cached copy decides offline).
 */
function usePermissionCheck(route: StaffRoute, navigationKey: string): boolean {
  const reachable = useServerReachable();
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const needed = needsPermissionCheck(route, { reachable });
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    void revalidateAccess().finally(() => {
      if (live) setSettledKey(navigationKey);
    });
    return () => {
      live = false;
    };
  }, [needed, navigationKey]);
  return needed && settledKey !== navigationKey;
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
