// "Sou cidadão: entrar no Portal do Cidadão com certificado" on the desktop app's login: the
// certificate login as a citizen (type 2) is proven here, where the token can be read, and handed
// to the portal in the system browser with a one-time code (src-shared/api/portalCode.ts). The
// desktop keeps no citizen session: it is ended as soon as the code is issued. A certificate with
// no account opens the portal's signup, prefilled from the certificate, the same way.
import { LoginType, type LoggedUser } from '../../src-shared/api/auth';
import { PORTAL_CODE_QUERY, portalCodeSchema, portalLoginUrl, portalUrl } from '../../src-shared/api/portalCode';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import type { SessionApi } from '../api/sessionApi';
import type { UnlockRequest } from '../signer/certificateSession';
import { certificateLoginFailure, loginWithCertificate, type CertificateLoginDeps, type CertificateLoginPhase } from './certificateLogin';
import { loginErrorMessage } from './loginErrors';

export type PortalHandoffDeps = Omit<CertificateLoginDeps, 'api'> & {
  api: CertificateLoginDeps['api'] & Pick<SessionApi, 'portalCode' | 'logoutToken'>;
  /** This app's server: the portal is served by it, under /app/. */
  serverUrl: string;
  /** The bridge's safe external open (window.open, which the desktop hands to the system browser). */
  open: (url: string) => void;
};

export type PortalHandoffOutcome = 'portal' | 'signup';

/**
 * The URL as the external open may take it: http(s) only, on the server's own origin, no
 * credentials in it; null otherwise (a misconfigured server address opens nothing).
 */
export function portalHandoffUrl(serverUrl: string, url: string): string | null {
  try {
    const server = new URL(serverUrl);
    const target = new URL(url);
    const web = target.protocol === 'https:' || target.protocol === 'http:';
    return web && target.origin === server.origin && !target.username && !target.password ? target.toString() : null;
  } catch {
    return null;
  }
}

class PortalUnreachableError extends Error {}

export const isPortalUnreachable = (error: unknown): boolean => error instanceof PortalUnreachableError;

function openOnServer(deps: PortalHandoffDeps, url: string): void {
  const safe = portalHandoffUrl(deps.serverUrl, url);
  if (safe === null) throw new PortalUnreachableError(url);
  deps.open(safe);
}

/** Runs the whole handoff once; failures are the certificate login's (certificateLoginFailure reads them). */
export async function handCertificateLoginToPortal(
  deps: PortalHandoffDeps,
  request: UnlockRequest,
  onPhase: (phase: CertificateLoginPhase) => void,
): Promise<PortalHandoffOutcome> {
  let token: string;
  try {
    ({ token } = await loginWithCertificate(deps, request, onPhase, LoginType.ICP_EXTERNAL_USER));
  } catch (error) {
    const failure = certificateLoginFailure(error);
    if (failure.kind !== 'signup') throw error;
    openOnServer(deps, portalUrl(deps.serverUrl, failure.to));
    return 'signup';
  }
  let code: string;
  try {
    ({ code } = await deps.api.portalCode(token));
  } finally {
    // The desktop app keeps no citizen session, whatever the answer.
    await deps.api.logoutToken(token).catch(() => undefined);
  }
  openOnServer(deps, portalLoginUrl(deps.serverUrl, code));
  return 'portal';
}

// The portal's side: its login page opened with `portal_code`, traded once for the session.

/** The code the desktop app sent the browser with; 'invalid' for one that cannot be a code; null when there is none. */
export function portalCodeOf(params: URLSearchParams): string | 'invalid' | null {
  const code = params.get(PORTAL_CODE_QUERY);
  if (code === null) return null;
  return portalCodeSchema.safeParse(code).success ? code : 'invalid';
}

/** The same query without the code (used once: it must not stay in the address bar or history). */
export function withoutPortalCode(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(PORTAL_CODE_QUERY);
  return rest;
}

/** POST /auth/login {type: 2, data: {token: code}}: the portal's session, as a certificate login. */
export async function loginWithPortalCode(api: Pick<SessionApi, 'login' | 'me'>, code: string): Promise<{ token: string; user: LoggedUser }> {
  const { access_token: token } = await api.login({ type: LoginType.ICP_EXTERNAL_USER, data: { token: code } });
  const user = await api.me(token);
  return { token, user };
}

/** A used, expired or made-up code says so (never which); a staff account gets the server's 400 words; the rest, the catalogue's. */
export function portalCodeErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 401 || error.status === 422)) return messages.portalHandoff.server.codeInvalid;
  return loginErrorMessage(error, LoginType.ICP_EXTERNAL_USER);
}
