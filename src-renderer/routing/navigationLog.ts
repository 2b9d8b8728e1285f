// Remembers the page before the current one, for the 404 page's log dialog.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

let previous: string | null = null;
let current: string | null = null;

export function recordNavigation(url: string): void {
  if (url === current) return;
  previous = current;
  current = url;
}

/** The previous page inside the app, else the page that linked here, else null. */
export function previousUrl(): string | null {
  return previous ?? (document.referrer || null);
}

export function NavigationRecorder() {
  const location = useLocation();
  useEffect(() => {
    recordNavigation(window.location.href);
  }, [location]);
  return null;
}
