// The logged user's profile (GET user/profile) and, in the portal, the citizen's first visit:
// PATCH contact/first-login once while hasBeenLogged is false, and the contact uuid, whose 401
// the spec tolerates (it never logs out).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileApi } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { ME_KEY, useMe } from '../../session/queries';
import { useSession } from '../../session/sessionStore';

/** Here, not in ProfileEditor: the citizen layout reads it at every page, and the editor (forms, address fields) is a screen's chunk. */
export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  const hasToken = useSession((state) => state.token !== null);
  return useQuery({ queryKey: PROFILE_KEY, queryFn: profileApi.get, enabled: hasToken });
}

export function useContactUuid(enabled: boolean) {
  return useQuery({ queryKey: ['contact-uuid'], queryFn: profileApi.contactUuid, enabled, staleTime: Infinity, retry: false });
}

/** Mounted by the portal's layout: records a citizen's first visit once. */
export function useCitizenFirstVisit(): void {
  const me = useMe();
  const sent = useRef<number | null>(null);
  const user = me.data;
  useEffect(() => {
    if (!user || user.has_internal_access || user.hasBeenLogged || sent.current === user.id) return;
    sent.current = user.id;
    profileApi
      .firstLogin(true)
      .then(({ hasBeenLogged }) => queryClient.setQueryData(ME_KEY, (current: typeof user | undefined) => (current ? { ...current, hasBeenLogged } : current)))
      .catch((error: unknown) => console.warn('Falha ao registrar o primeiro acesso', error));
  }, [user]);
}
