// Certificate login for citizens from the desktop app (§7 login type 2): the portal is a web build
// and cannot read a token or smart card, so the desktop app proves the certificate, asks the server
// for a one-time portal code (POST PORTAL_CODE_PATH, a citizen's certificate session only) and opens
// the portal's login in the system browser with it in the `portal_code` query. The portal trades it
// for its own session with POST /auth/login {type: 2, data: {token: code}}; no access token ever
// travels in a URL, and the desktop session is ended right after.
import { z } from 'zod';
import { CITIZEN_LOGIN_PATH } from './govBrLogin';

export const PORTAL_CODE_PATH = '/api/auth/portal-code';
export const PORTAL_CODE_QUERY = 'portal_code';
/** Where the portal is served on the server (src-server/http/static.ts). */
export const PORTAL_PREFIX = '/app';

/** The one-time code: 32 random bytes, base64url (a certificate login's CMS is far longer). */
export const portalCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const portalCodeResponseSchema = z.object({
  code: portalCodeSchema,
  expires_in: z.number().int().positive(),
});
export type PortalCodeResponse = z.infer<typeof portalCodeResponseSchema>;

const serverBase = (serverUrl: string) => serverUrl.replace(/\/+$/, '');

/** The portal's login page on `serverUrl` with the code to trade: what the desktop app opens in the browser. */
export function portalLoginUrl(serverUrl: string, code: string): string {
  return `${serverBase(serverUrl)}${PORTAL_PREFIX}${CITIZEN_LOGIN_PATH}?${new URLSearchParams({ [PORTAL_CODE_QUERY]: code }).toString()}`;
}

/** A portal path (as signupPathFor answers it) on `serverUrl`. */
export function portalUrl(serverUrl: string, path: string): string {
  return `${serverBase(serverUrl)}${PORTAL_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}
