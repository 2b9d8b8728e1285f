// Account verification and password reset by e-mail (src-server/README.md), typed by the shared schemas.
import {
  messageResponseSchema,
  verificationStatusSchema,
  type ResetPasswordRequest,
} from '../../src-shared/api/accountCodes';
import type { HttpClient } from './http';

export function createAccountCodesApi(http: HttpClient) {
  return {
    status: () => http.request('GET', 'user/verification', { schema: verificationStatusSchema }),
    send: () => http.request('POST', 'user/verification/send', { schema: verificationStatusSchema, body: {} }),
    verifyCode: (code: string) => http.request('POST', 'user/verification/verify', { schema: verificationStatusSchema, body: { code } }),
    /** The e-mail's link: works with or without a session. */
    verifyToken: (token: string) => http.request('POST', 'auth/verify-account', { schema: messageResponseSchema, body: { token } }),
    forgotPassword: (email: string) => http.request('POST', 'auth/forgot-password', { schema: messageResponseSchema, body: { email } }),
    resetPassword: (request: ResetPasswordRequest) => http.request('POST', 'auth/reset-password', { schema: messageResponseSchema, body: request }),
  };
}
