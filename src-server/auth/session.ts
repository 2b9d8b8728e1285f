// Issuing, checking and revoking bearer tokens.
import { LoginType, type LoginResponse } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { ApiError, disabledUser, unauthenticated } from '../http/errors';
import type { UserRow } from '../repos/users';
import type { AuthContext } from './access';
import { bearerToken, hashAccessToken, isWellFormedToken, newAccessToken } from './tokens';

export type SessionContext = Pick<ServerContext, 'repos' | 'now' | 'tokenTtlSeconds'>;

export function issueToken(ctx: SessionContext, userId: number, loginType: number) {
  const { token, hash } = newAccessToken();
  const now = ctx.now();
  ctx.repos.tokens.insert({
    userId,
    hash,
    loginType,
    createdAt: isoAt(now),
    expiresAt: isoAt(now + ctx.tokenTtlSeconds * 1000),
  });
  return { access_token: token, token_type: 'Bearer' as const, expires_in: ctx.tokenTtlSeconds };
}

/**
 * What follows a proven credential (password or certificate): only now may the answer tell that
 * the account is disabled or belongs to the other area; then the session starts.
 */
export function openSession(ctx: SessionContext, user: UserRow, loginType: number): LoginResponse {
  if (user.status === 'disabled') throw disabledUser();
  const internal = user.has_internal_access === 1;
  const staffLogin = loginType === LoginType.NATIVE || loginType === LoginType.ICP;
  const citizenLogin = loginType === LoginType.EXTERNAL_NATIVE || loginType === LoginType.ICP_EXTERNAL_USER || loginType === LoginType.EGOV;
  if (staffLogin && !internal) throw new ApiError(400, { message: messages.server.staffOnly });
  if (citizenLogin && internal) throw new ApiError(400, { message: messages.server.citizenOnly });
  const response = issueToken(ctx, user.id, loginType);
  // A citizen's first visit is the portal's to record (PATCH contact/first-login), once it has seen it.
  if (staffLogin) ctx.repos.users.markLogged(user.id);
  return response;
}

/** The logged user behind an Authorization header; 401 for any bad token, 403 for a disabled user. */
export function authenticate(ctx: ServerContext, authorization: string | undefined): AuthContext {
  const token = bearerToken(authorization);
  if (token === null) throw unauthenticated();
  const row = ctx.repos.tokens.findByHash(hashAccessToken(token));
  if (row === undefined || Date.parse(row.expires_at) <= ctx.now()) throw unauthenticated();
  const user = ctx.repos.users.findById(row.user_id);
  if (user === undefined) throw unauthenticated();
  // A session ended by taking its user out of service (disabled, or a staff session whose internal
  // access was withdrawn) says so, and the open app goes to the disabled-user page (§4) instead of
  // the login. It stays ended: re-enabling the user revives no token, the user logs in again.
  if (row.revoked_at !== null) throw outOfService(user, row.login_type) ? disabledUser() : unauthenticated();
  // Disabling a user takes effect on their next call, not when their token expires.
  if (user.status === 'disabled') throw disabledUser();
  let permissions: ReadonlySet<string> | undefined;
  return {
    userId: user.id,
    tokenId: row.id,
    user,
    permissions: () => (permissions ??= ctx.repos.permissions.effectiveNamesOf(user.id)),
  };
}

const STAFF_LOGIN_TYPES: ReadonlySet<number> = new Set([LoginType.NATIVE, LoginType.ICP]);

function outOfService(user: UserRow, loginType: number): boolean {
  return user.status === 'disabled' || (STAFF_LOGIN_TYPES.has(loginType) && user.has_internal_access !== 1);
}

/**
 * Revoking is idempotent: an unknown, malformed or already revoked token is simply not there.
 * Answers the user whose live session ended, or null when none did.
 */
export function revokeToken(ctx: ServerContext, token: string | null | undefined): number | null {
  if (!token || !isWellFormedToken(token)) return null;
  const hash = hashAccessToken(token);
  const row = ctx.repos.tokens.findByHash(hash);
  ctx.repos.tokens.revokeByHash(hash, isoAt(ctx.now()));
  // The realtime subscriptions it authorised end now (presence shows the user leaving), not
  // whenever their socket happens to disconnect.
  if (row !== undefined) ctx.realtime.forgetToken(row.id);
  return row === undefined || row.revoked_at !== null ? null : row.user_id;
}

/**
 * Ends a user's sessions (every one, or all but `keepTokenId`): call it inside the write's
 * transaction, so they end with it; answers the revoked tokens for forgetSessions.
 */
export const revokeSessions = (ctx: ServerContext, userId: number, keepTokenId = -1): number[] =>
  ctx.repos.tokens.revokeOthers(userId, keepTokenId, isoAt(ctx.now()));

/** Once the write has committed: what those tokens authorised on the realtime server (chat, presence) ends too. */
export function forgetSessions(ctx: ServerContext, tokenIds: readonly number[]): void {
  for (const tokenId of tokenIds) ctx.realtime.forgetToken(tokenId);
}
