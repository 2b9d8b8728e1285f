// Server state about the session, through react-query: the logged user, the permission catalogue
// and the organisation's public profile.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionApi } from '../api/client';
import { effectivePermissions } from './permissions';
import { useSession } from './sessionStore';

export function useMe() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: ['me', token], queryFn: () => sessionApi.me(), enabled: token !== null });
}

export function usePermissionCatalogue() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: ['permissions', token], queryFn: sessionApi.permissions, enabled: token !== null, staleTime: Infinity });
}

/** undefined until both the user and the catalogue are known. */
export function useEffectivePermissions(): ReadonlySet<string> | undefined {
  const me = useMe();
  const catalogue = usePermissionCatalogue();
  return useMemo(
    () => (me.data && catalogue.data ? effectivePermissions(me.data, catalogue.data) : undefined),
    [me.data, catalogue.data],
  );
}

export function useOrganization() {
  return useQuery({ queryKey: ['organization'], queryFn: sessionApi.organization, staleTime: 10 * 60_000 });
}
