import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageState';
import { useEffectivePermissions } from '../session/queries';
import { useSession } from '../session/sessionStore';
import { decideStaffAccess } from './access';
import type { StaffRoute } from './routeTable';

/** Applies the staff guards to one route before its screen renders. */
export function Guarded({ route, children }: { route: StaffRoute; children: ReactNode }) {
  const location = useLocation();
  const hasToken = useSession((state) => state.token !== null);
  const permissions = useEffectivePermissions();
  const decision = decideStaffAccess(route, { hasToken, currentPath: location.pathname + location.search, permissions });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <FullPageLoader />;
  return <>{children}</>;
}
