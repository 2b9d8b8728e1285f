// Every trust decision about a URL goes through here, and always by parsing: substring checks
// are fooled by app://staff.evil, app://evil/staff or credentials tucked before the host.

export const APP_SCHEME = 'app';
export const APP_HOST = 'staff';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** Where the window starts; the app protocol serves the staff index for it. */
export const APP_START_URL = `${APP_ORIGIN}/`;

export function parseUrl(url: string | undefined): URL | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True only for URLs of the app's own origin (app://staff), the one place the renderer is served from. */
export function isAppUrl(url: string | undefined): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password;
}

/**
 * Links the renderer may hand to the operating system. Only web pages: shell.openExternal passes
 * the URL to whatever handler the OS has registered, and file:, smb: or vendor schemes have been
 * turned into code execution before.
 */
export function isExternalWebUrl(url: string | undefined): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password;
}

/** A sender check for a fixed origin (the e2e harness serves the renderer from http://127.0.0.1:port). */
export function isSameOrigin(url: string | undefined, origin: string): boolean {
  const parsed = parseUrl(url);
  const expected = parseUrl(origin);
  return parsed !== null && expected !== null && parsed.origin !== 'null' && parsed.origin === expected.origin;
}
