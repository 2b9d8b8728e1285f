// useSearchParams for a screen that writes its address after a delay (a search applied once typing
// settles). React Router commits a navigation in a transition, so the screen being left can stay
// mounted a moment after the address has moved on; a settled search firing then would land its
// query on the NEW page (seen: typing a search and clicking a row at once opened the editor with the
// queue's ?filter=draft&search=… instead of its ?serverDraft=…). Writes are kept to the screen's own
// path: once the address is elsewhere, a late write is dropped.
//
// The same transition makes React Router's functional form stale: it hands the updater the params
// of the last render, so two quick writes (a period's start, then its end) lost the first. Here the
// updater receives the last address written until a render shows a newer one.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { createSearchParams, useHref, useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';

type Written = { base: URLSearchParams; next: URLSearchParams };

export function useOwnSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // The page's path as the address bar shows it (the portal's router has the /app basename).
  const ownPath = useHref({ pathname: useLocation().pathname });
  const rendered = useRef(params);
  const written = useRef<Written | null>(null);
  useLayoutEffect(() => {
    rendered.current = params;
  }, [params]);
  const setOwn = useCallback<SetURLSearchParams>(
    (init, options) => {
      if (!stillOn(ownPath)) return;
      const latest = latestOf(rendered.current, written.current);
      const next = createSearchParams(typeof init === 'function' ? init(new URLSearchParams(latest)) : init);
      // A change that changes nothing is no navigation (no history entry, no refetch).
      if (next.toString() === latest.toString()) return;
      written.current = { base: rendered.current, next };
      setParams(next, options);
    },
    [ownPath, setParams],
  );
  return [params, setOwn];
}

/** The last address written while no render has shown a newer one; else the rendered one. */
export const latestOf = (rendered: URLSearchParams, written: Written | null): URLSearchParams => (written !== null && written.base === rendered ? written.next : rendered);

/** The staff app and the portal use browser routers: the address bar is the router's location. */
export const stillOn = (pathname: string): boolean => window.location.pathname === pathname;
