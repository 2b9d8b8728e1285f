// Remembers the page before the current one, for the 404 page's log dialog. It follows the
// router itself rather than a render effect, so the log is right even right after a navigation.
import type { createBrowserRouter } from 'react-router';

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

export function trackNavigation(router: ReturnType<typeof createBrowserRouter>): void {
  recordNavigation(window.location.href);
  router.subscribe(() => recordNavigation(window.location.href));
}
