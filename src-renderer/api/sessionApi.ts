// Session calls of §7, typed by the shared schemas.
import { z } from 'zod';
import {
  LoginType,
  loggedUserSchema,
  loginResponseSchema,
  permissionListSchema,
  type LoginRequest,
  type UpdateMeRequest,
} from '../../src-shared/api/auth';
import { portalCodeResponseSchema } from '../../src-shared/api/portalCode';
import { pkiTokenResponseSchema } from '../../src-shared/api/signatures';
import { organizationSchema } from '../../src-shared/api/organization';
import { userSectorsListSchema } from '../../src-shared/api/sectors';
import type { HttpClient } from './http';

const messageSchema = z.object({ message: z.string() }).partial();

export function createSessionApi(http: HttpClient) {
  return {
    login: (request: LoginRequest) => http.request('POST', 'auth/login', { schema: loginResponseSchema, body: request }),
    /** The nonce a certificate login signs (public). */
    pkiToken: () => http.request('GET', 'pki-token', { schema: pkiTokenResponseSchema }),
    /** Login type 1 (staff) or 2 (citizen): the attached CMS (base64 DER) whose content is the nonce. */
    certificateLogin: (cms: string, type: typeof LoginType.ICP | typeof LoginType.ICP_EXTERNAL_USER = LoginType.ICP) =>
      http.request('POST', 'auth/login', {
        schema: loginResponseSchema,
        body: { type, data: { token: cms } } satisfies LoginRequest,
      }),
    me: (token?: string) => http.request('GET', 'auth/me', { schema: loggedUserSchema, ...(token ? { token } : {}) }),
    permissions: () => http.request('GET', 'permission', { schema: permissionListSchema }),
    /** The spec navigates to auth/logout with the token in the URL; a POST keeps it out of history and logs. */
    logout: () => http.request('POST', 'auth/logout', { schema: messageSchema, tolerateUnauthorized: true }),
    /** The desktop app's citizen certificate session handed to the portal: a one-time code (auth/portal-code). */
    portalCode: (token: string) => http.request('POST', 'auth/portal-code', { schema: portalCodeResponseSchema, token }),
    /** Ends a session not kept in the app (the one the portal handoff opened). */
    logoutToken: (token: string) => http.request('POST', 'auth/logout', { schema: messageSchema, token, tolerateUnauthorized: true }),
    userSectors: () => http.request('GET', 'inbox/user-sectors/list', { schema: userSectorsListSchema }),
    updateMe: (request: UpdateMeRequest) => http.request('PUT', 'user/me', { schema: loggedUserSchema, body: request }),
    /** The organisation's learning platform (Moodle): a one-time login URL to open in a new tab. */
    moodleLoginUrl: () => http.request('GET', 'auth/moodle', { schema: z.object({ loginurl: z.url() }) }),
    organization: () => http.request('GET', 'organization/1', { schema: organizationSchema }),
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
