// What every logged staff layout needs before it draws: a token (else /login?redirectTo=…), the
// user and the permissions — from the server or, offline, from the cached copy.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { FullPageError, FullPageLoader } from '../../components/FullPageState';
import { loginPathFor } from '../../routing/access';
import { useEffectivePermissions, useMe } from '../../session/queries';
import { useSession } from '../../session/sessionStore';

type Props = { children: (user: LoggedUser, permissions: ReadonlySet<string>) => ReactNode };

export function StaffGate({ children }: Props) {
  const location = useLocation();
  const token = useSession((state) => state.token);
  const endedTo = useSession((state) => state.endedTo);
  const me = useMe();
  const permissions = useEffectivePermissions();

  if (!token) return <Navigate to={endedTo ?? loginPathFor('/login', location.pathname + location.search)} replace />;
  // With a cached copy of the user the app opens offline; without one there is nothing to show.
  if (me.isError && !me.data) return <FullPageError onRetry={() => void me.refetch()} />;
  if (!me.data || !permissions) return <FullPageLoader />;
  return children(me.data, permissions);
}
