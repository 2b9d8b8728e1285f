// Issuing, checking and revoking bearer tokens.
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { disabledUser, unauthenticated } from '../http/errors';
import type { AuthContext } from './access';
import { bearerToken, hashAccessToken, isWellFormedToken, newAccessToken } from './tokens';

export function issueToken(ctx: ServerContext, userId: number, loginType: number) {
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

/** The logged user behind an Authorization header; 401 for any bad token, 403 for a disabled user. */
export function authenticate(ctx: ServerContext, authorization: string | undefined): AuthContext {
  const token = bearerToken(authorization);
  if (token === null) throw unauthenticated();
  const row = ctx.repos.tokens.findByHash(hashAccessToken(token));
  if (row === undefined || row.revoked_at !== null || Date.parse(row.expires_at) <= ctx.now()) throw unauthenticated();
  const user = ctx.repos.users.findById(row.user_id);
  if (user === undefined) throw unauthenticated();
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

/** Revoking is idempotent: an unknown, malformed or already revoked token is simply not there. */
export function revokeToken(ctx: ServerContext, token: string | null | undefined): void {
  if (!token || !isWellFormedToken(token)) return;
  const hash = hashAccessToken(token);
  const row = ctx.repos.tokens.findByHash(hash);
  ctx.repos.tokens.revokeByHash(hash, isoAt(ctx.now()));
  // The realtime subscriptions it authorised end now (presence shows the user leaving), not
  // whenever their socket happens to disconnect.
  if (row !== undefined) ctx.realtime.forgetToken(row.id);
}
