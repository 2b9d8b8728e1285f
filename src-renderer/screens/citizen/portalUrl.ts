// Addresses in the citizen portal, which the organisation's server serves under /app/ (the
// reference server does; so does the web build's base path).
const PORTAL_BASE = '/app';

/** The portal address of a citizen route on this server, or null when the server address is not http(s). */
export function citizenPortalUrl(serverUrl: string, path: string, query?: Record<string, string>): string | null {
  let base: URL;
  try {
    base = new URL(serverUrl);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  const target = new URL(`${base.pathname.replace(/\/+$/, '')}${PORTAL_BASE}${path}`, base.origin);
  for (const [key, value] of Object.entries(query ?? {})) target.searchParams.set(key, value);
  return target.toString();
}
