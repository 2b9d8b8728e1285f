// gov.br login (§7 login type 3) in the portal: the button is a plain link to the server, which
// sends the browser to gov.br and back; the browser returns to the login page with a one-time code
// (`govbr`), traded here for the session like any login, or with what went wrong (`govbr_error`).
// A person gov.br knows but this system does not is sent to the signup by the server itself.
import { LoginType, type LoggedUser } from '../../src-shared/api/auth';
import { GOVBR_CODE_QUERY, GOVBR_ERROR_QUERY, GOVBR_LOGIN_START_PATH, govBrExchangeCodeSchema, govBrLoginErrorSchema } from '../../src-shared/api/govBrLogin';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import type { SessionApi } from '../api/sessionApi';
import { loginErrorMessage } from './loginErrors';
import { isSafeInternalPath } from './redirects';

/** Where "Entrar com gov.br" goes: the server's start of the login (an empty base is this page's own server). */
export const govBrLoginStartUrl = (serverUrl: string): string => `${serverUrl.replace(/\/+$/, '')}${GOVBR_LOGIN_START_PATH}`;

export type GovBrReturn = { kind: 'code'; code: string } | { kind: 'error'; message: string } | null;

/** What the login page's query says about a gov.br login coming back; null when it says nothing. */
export function govBrReturnOf(params: URLSearchParams): GovBrReturn {
  const code = params.get(GOVBR_CODE_QUERY);
  if (code !== null) {
    return govBrExchangeCodeSchema.safeParse(code).success ? { kind: 'code', code } : { kind: 'error', message: messages.govBrLogin.errors.expired };
  }
  const error = params.get(GOVBR_ERROR_QUERY);
  if (error === null) return null;
  const reason = govBrLoginErrorSchema.safeParse(error);
  return { kind: 'error', message: messages.govBrLogin.errors[reason.success ? reason.data : 'failed'] };
}

/** The same query without the gov.br keys (the code is used once: it must not stay in the address bar or history). */
export function withoutGovBrQuery(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(GOVBR_CODE_QUERY);
  rest.delete(GOVBR_ERROR_QUERY);
  return rest;
}

export async function loginWithGovBrCode(api: Pick<SessionApi, 'login' | 'me'>, code: string): Promise<{ token: string; user: LoggedUser }> {
  const { access_token: token } = await api.login({ type: LoginType.EGOV, data: { token: code } });
  const user = await api.me(token);
  return { token, user };
}

/** A used or expired code says so; a staff account in the portal gets the server's 400 words; the rest, the catalogue's. */
export function govBrLoginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return messages.govBrLogin.errors.expired;
  return loginErrorMessage(error, LoginType.EGOV);
}

const REDIRECT_KEY = 'gdoc.govbr.redirectTo';

/**
 * The page the person was sent to the login from, kept in this tab while gov.br has the browser
 * (the round trip through gov.br and the server cannot carry it), for the redirect order after login.
 */
export function keepRedirectForGovBr(storage: Pick<Storage, 'setItem' | 'removeItem'>, redirectTo: string | null): void {
  if (isSafeInternalPath(redirectTo)) storage.setItem(REDIRECT_KEY, redirectTo);
  else storage.removeItem(REDIRECT_KEY);
}

/** The kept page, once; null when none was kept or it is not a path of this app. */
export function takeRedirectAfterGovBr(storage: Pick<Storage, 'getItem' | 'removeItem'>): string | null {
  const kept = storage.getItem(REDIRECT_KEY);
  storage.removeItem(REDIRECT_KEY);
  return isSafeInternalPath(kept) ? kept : null;
}
