// The login error catalogue (§8): which message a failed login shows.
import { LoginType } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';

const CERTIFICATE_LOGINS: ReadonlySet<number> = new Set([LoginType.ICP, LoginType.ICP_EXTERNAL_USER]);

export function loginErrorMessage(error: unknown, loginType: LoginType): string {
  if (!isApiError(error)) return messages.login.defaultError;
  const certificate = CERTIFICATE_LOGINS.has(loginType);
  switch (error.status) {
    case 400:
      return (!certificate && error.serverMessage) || messages.login.defaultError;
    case 401:
    case 422:
      return certificate ? messages.login.certificateNotAuthorized : messages.login.invalidCredentials;
    case 429:
      return error.serverMessage ?? messages.login.defaultError;
    default:
      return messages.login.defaultError;
  }
}
