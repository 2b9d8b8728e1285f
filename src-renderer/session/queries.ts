// Server state about the session, through react-query: the logged user, the permission catalogue
// and the organisation's public profile.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { loggedUserSchema, permissionListSchema } from '../../src-shared/api/auth';
import { organizationSchema } from '../../src-shared/api/organization';
import { sessionApi } from '../api/client';
import { persistAs } from '../offline/cachePersister';
import { effectivePermissions } from './permissions';
import { useSession } from './sessionStore';

// The keys hold no token (the offline cache stores them); the query cache is cleared whenever the
// session starts or ends, so one user's answers never serve another.
export const ME_KEY = ['me'] as const;
const persistMe = persistAs({ kind: 'item', schema: loggedUserSchema });
const persistPermissions = persistAs({ kind: 'item', schema: permissionListSchema });
const persistOrganization = persistAs({ kind: 'item', schema: organizationSchema });

export function useMe() {
  const hasToken = useSession((state) => state.token !== null);
  return useQuery({ queryKey: ME_KEY, queryFn: () => sessionApi.me(), enabled: hasToken, persister: persistMe });
}

export function usePermissionCatalogue() {
  const hasToken = useSession((state) => state.token !== null);
  return useQuery({ queryKey: ['permissions'], queryFn: sessionApi.permissions, enabled: hasToken, staleTime: Infinity, persister: persistPermissions });
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
  return useQuery({ queryKey: ['organization'], queryFn: sessionApi.organization, staleTime: 10 * 60_000, persister: persistOrganization });
}
