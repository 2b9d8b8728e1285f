// Which browser origins may call the API (CORS) and where logout may send the browser back to.
// URLs are compared by parsed scheme and host, never by substring.
import type { ServerMode } from '../config/mode';

/**
 * This server's own address as the browser reached it: where e-mailed links, printed QR codes and
 * signed download links point. Behind a reverse proxy, --trust-proxy makes these the public ones.
 */
export const requestOrigin = (request: { protocol: string; host: string }): string => `${request.protocol}://${request.host}`;

/** The Electron staff app's custom protocol origin. */
export const STAFF_APP_ORIGIN = 'app://staff';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** scheme://host[:port] of an absolute URL, also for custom schemes (where URL.origin is "null"). */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.host === '' || url.username !== '' || url.password !== '') return null;
  return `${url.protocol}//${url.host}`;
}

export type OriginPolicy = {
  /** For the Origin header: an exact, well-formed origin on the allowlist. */
  isAllowedOrigin(origin: string): boolean;
  /** For redirects: an absolute URL whose origin is on the allowlist. */
  isAllowedUrl(url: string): boolean;
};

/** The desktop app and `extraOrigins`; in development also http pages on any loopback port. */
export function createOriginPolicy(extraOrigins: readonly string[] = [], mode: ServerMode = 'production'): OriginPolicy {
  const extra = new Set(extraOrigins.map((origin) => originOf(origin)).filter((origin) => origin !== null));
  const allowed = (origin: string): boolean => {
    if (origin === STAFF_APP_ORIGIN || extra.has(origin)) return true;
    if (mode !== 'development') return false;
    const url = new URL(origin);
    // The e2e suite and `npm start` serve the renderer from another loopback port. Production
    // serves nothing there, and any program on a user's machine could: list such origins instead.
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  };
  return {
    isAllowedOrigin: (origin) => originOf(origin) === origin && allowed(origin),
    isAllowedUrl(value) {
      const origin = originOf(value);
      return origin !== null && allowed(origin);
    },
  };
}

/** A same-server path such as /login?x=1; "//host" and "/\host" would leave the server. */
export function isSafeRelativePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and backslashes are read differently by browsers; refuse them outright.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\')) return false;
  const base = 'http://placeholder.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
