// Certificate login (§7 login type 1, staff; type 2, citizen): the server's nonce, signed with the token (one PIN login,
// session closed after), posted as an attached CMS; then the same session start as a password
// login. And what each failure becomes on screen (§8): the signer's own words for token and PIN
// problems, the catalogue for the server's answers, the signup page for a person with no account.
import { LoginType, type LoggedUser } from '../../src-shared/api/auth';
import { CERTIFICATE_USER_NOT_FOUND_REASON } from '../../src-shared/api/signatures';
import { readSignupPrefill, SIGNUP_PATH, signupPathFor } from '../../src-shared/api/signupPrefill';
import { isApiError } from '../api/ApiError';
import type { SessionApi } from '../api/sessionApi';
import { signAttached, withCertificateSession, type SignerApi, type UnlockRequest } from '../signer/certificateSession';
import { isSignerCallError } from '../signer/signerCall';
import { loginErrorMessage } from './loginErrors';

export type CertificateLoginPhase = 'signing' | 'logging-in';

export type CertificateLoginDeps = {
  signer: SignerApi;
  api: Pick<SessionApi, 'pkiToken' | 'certificateLogin' | 'me'>;
};

export const LOGIN_ITEM_ID = 'login';
export { SIGNUP_PATH, signupPathFor };

/** Runs the whole login once. The nonce is fetched first: an unreachable server costs no PIN try. */
export type CertificateLoginType = typeof LoginType.ICP | typeof LoginType.ICP_EXTERNAL_USER;

export async function loginWithCertificate(
  deps: CertificateLoginDeps,
  request: UnlockRequest,
  onPhase: (phase: CertificateLoginPhase) => void,
  loginType: CertificateLoginType = LoginType.ICP,
): Promise<{ token: string; user: LoggedUser }> {
  onPhase('signing');
  const { token: nonce } = await deps.api.pkiToken();
  const cms = await withCertificateSession(deps.signer, request, (session) =>
    signAttached(deps.signer, session.sessionId, LOGIN_ITEM_ID, nonce),
  );
  onPhase('logging-in');
  const { access_token: token } = await deps.api.certificateLogin(cms, loginType);
  const user = await deps.api.me(token);
  return { token, user };
}

export type CertificateLoginFailure =
  | { kind: 'message'; message: string; pin: boolean }
  | { kind: 'signup'; to: string }
  /** Already acted on elsewhere (a disabled user is sent to its page by the API client). */
  | { kind: 'handled' };

/** The server's prefill, as the signup of a certificate holder (login type 2, ICP external user). */
function signupPrefillOf(raw: unknown) {
  const signup = typeof raw === 'object' && raw !== null ? (raw as { signup?: unknown }).signup : undefined;
  if (typeof signup !== 'object' || signup === null) return null;
  return readSignupPrefill({ ...signup, login_type: LoginType.ICP_EXTERNAL_USER });
}

export function certificateLoginFailure(error: unknown): CertificateLoginFailure {
  if (isSignerCallError(error)) return { kind: 'message', message: error.message, pin: error.concernsPin };
  if (isApiError(error)) {
    if (error.isDisabledUser) return { kind: 'handled' };
    if (error.status === 401 && error.body?.reason === CERTIFICATE_USER_NOT_FOUND_REASON) {
      return { kind: 'signup', to: signupPathFor(signupPrefillOf(error.raw)) };
    }
  }
  return { kind: 'message', message: loginErrorMessage(error, LoginType.ICP), pin: false };
}
