// Who is behind a realtime subscription, decided by the HTTP API's own authenticate() so a
// token the API refuses (unknown, revoked, expired, disabled user) is refused here as well.
// buildApp decorates the app with it because only buildApp holds the ServerContext; the realtime
// server gets this narrow object, never the context itself.
import type { ChatPresenceMember } from '../../src-shared/api/chat';
import type { ServerContext } from '../context';
import { authenticate } from '../auth/session';

export type RealtimeIdentity = {
  userId: number;
  /** The access token that authorised the subscription, for forgetToken() and re-checks. */
  tokenId: number;
  /** has_internal_access: staff may join the contacts presence channel, citizens may not. */
  staff: boolean;
  member: ChatPresenceMember;
};

export type RealtimeAuth = {
  /** Throws the API's ApiError (401 bad token, 403 disabled user) for an unacceptable header. */
  identify(authorization: string | undefined): RealtimeIdentity;
  /**
   * Whether the token would still be accepted: subscriptions outlive the moment they were
   * authorised, and a token can be revoked without logout (password change), expire, or belong
   * to a user disabled since.
   */
  isActive(tokenId: number): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What realtime/server.ts needs to authorise subscriptions against this app's database. */
    realtimeAuth: RealtimeAuth;
  }
}

export function createRealtimeAuth(ctx: ServerContext): RealtimeAuth {
  const tokenState = ctx.db.prepare<[number], { expires_at: string; revoked_at: string | null; status: string }>(
    `SELECT access_tokens.expires_at, access_tokens.revoked_at, users.status
       FROM access_tokens JOIN users ON users.id = access_tokens.user_id WHERE access_tokens.id = ?`,
  );
  return {
    identify(authorization) {
      const auth = authenticate(ctx, authorization);
      const name = ctx.repos.users.personOf(auth.user)?.name ?? '';
      return {
        userId: auth.userId,
        tokenId: auth.tokenId,
        staff: auth.user.has_internal_access === 1,
        member: { user_id: auth.userId, user_info: { id: auth.userId, uuid: auth.user.uuid, name } },
      };
    },
    isActive(tokenId) {
      const row = tokenState.get(tokenId);
      // The same three conditions authenticate() applies, read by token id instead of by secret.
      return row !== undefined && row.revoked_at === null && Date.parse(row.expires_at) > ctx.now() && row.status === 'enabled';
    },
  };
}
