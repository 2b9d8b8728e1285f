// useSearchParams for a screen that writes its address after a delay (a search applied once typing
// settles). React Router commits a navigation in a transition, so the screen being left can stay
// mounted a moment after the address has moved on; a settled search firing then would land its
// query on the NEW page (seen: typing a search and clicking a row at once opened the editor with the
// queue's ?filter=draft&search=… instead of its ?serverDraft=…). Writes are kept to the screen's own
// path: once the address is elsewhere, a late write is dropped.
import { useCallback } from 'react';
import { useHref, useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';

export function useOwnSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // The page's path as the address bar shows it (the portal's router has the /app basename).
  const ownPath = useHref({ pathname: useLocation().pathname });
  const setOwn = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!stillOn(ownPath)) return;
      setParams(next, options);
    },
    [ownPath, setParams],
  );
  return [params, setOwn];
}

/** The staff app and the portal use browser routers: the address bar is the router's location. */
export const stillOn = (pathname: string): boolean => window.location.pathname === pathname;
