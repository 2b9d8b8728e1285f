// The desktop app's certificate login handed to the portal (src-shared/api/portalCode.ts): a
// citizen session opened with a certificate (login type 2) asks for a one-time code; the portal
// trades it with POST /auth/login {type: 2, data: {token: code}} for a session of the same type, so
// subjects that require a certificate login (icp_login_required) stay open to it. Codes live in
// the shared one-time store (a minute, used once, kept hashed) and are never logged.
import { LoginType, type LoginResponse } from '../../src-shared/api/auth';
import { portalCodeSchema, type PortalCodeResponse } from '../../src-shared/api/portalCode';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { AuthContext } from './access';
import { OneTimeLoginCodes } from './oneTimeLoginCodes';
import { openSession } from './session';

const m = messages.portalHandoff.server;

export const PORTAL_CODE_TTL_SECONDS = 60;

export type PortalCodes = OneTimeLoginCodes<{ userId: number; loginType: number; expiresAt: number }>;

export const createPortalCodes = (): PortalCodes => new OneTimeLoginCodes();

/** POST /auth/portal-code: only a citizen whose session is a certificate login gets a code. */
export function issuePortalCode(ctx: ServerContext, auth: AuthContext): PortalCodeResponse {
  if (auth.user.has_internal_access === 1) throw new ApiError(403, { message: messages.server.citizenOnly });
  const loginType = ctx.db.prepare<[number], number>('SELECT login_type FROM access_tokens WHERE id = ?').pluck().get(auth.tokenId);
  if (loginType !== LoginType.ICP_EXTERNAL_USER) throw new ApiError(403, { message: m.certificateSessionOnly });
  const now = ctx.now();
  const code = ctx.portalCodes.put({ userId: auth.userId, loginType, expiresAt: now + PORTAL_CODE_TTL_SECONDS * 1000 }, now);
  return { code, expires_in: PORTAL_CODE_TTL_SECONDS };
}

/** POST /auth/login {type: 2, data: {token: code}}: the code for a session, like any other login. */
export function loginWithPortalCode(ctx: ServerContext, code: string): LoginResponse {
  const handed = ctx.portalCodes.take(code, ctx.now());
  const user = handed === null ? undefined : ctx.repos.users.findById(handed.userId);
  // Unknown, used, expired: one answer, which does not say which.
  if (handed === null || user === undefined) throw new ApiError(401, { message: m.codeInvalid });
  return openSession(ctx, user, handed.loginType);
}

/** A type 2 login's token that is a portal code rather than a signed challenge (a CMS is far longer). */
export const isPortalCode = (token: string): boolean => portalCodeSchema.safeParse(token).success;
