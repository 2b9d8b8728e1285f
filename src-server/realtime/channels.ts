// Which channels exist and who may subscribe to them, and the shape of what clients send. Pure
// rules, so the security decisions read (and are tested) apart from the socket plumbing.
import { z } from 'zod';
import { CHAT_PRESENCE_CHANNEL, privateUserChannel, type ChatPresenceMember } from '../../src-shared/api/chat';
import type { RealtimeIdentity } from './auth';

/** Far above any real name ("private-user.123"); a longer one is not worth reading. */
export const MAX_CHANNEL_LENGTH = 200;

const channelName = z.string().min(1).max(MAX_CHANNEL_LENGTH);

/** The Authorization header of Echo's `auth: {headers: {Authorization: 'Bearer …'}}`, matched case-insensitively as HTTP does. */
export function authorizationOf(auth: unknown): string | undefined {
  if (typeof auth !== 'object' || auth === null || !('headers' in auth)) return undefined;
  const headers = auth.headers;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `subscribe` and `unsubscribe`: {channel, auth}. A malformed auth is no token (refused with 401
 * like a missing one), not a malformed frame, so the client still hears why.
 */
export const subscribePayloadSchema = z
  .object({ channel: channelName, auth: z.unknown() })
  .transform(({ channel, auth }) => ({ channel, authorization: authorizationOf(auth) }));

/**
 * `client event` (Echo's whisper): only `client-` names, so a client can never pass its data off
 * as a server event such as new-message or presence:leaving.
 */
export const clientEventPayloadSchema = z.object({
  channel: channelName,
  event: z.string().regex(/^client-[\w.:-]{1,100}$/),
  data: z.unknown(),
});

export type ChannelKind = { kind: 'private-user'; userId: number } | { kind: 'presence-chat' };

/**
 * The channels this server knows. Everything else, public channels (no private-/presence-
 * prefix) included, is refused: nothing here publishes on one, laravel-echo-server would let
 * anyone without a token create them at will, and with socket.io a "public channel" named like
 * another connection's socket id is that connection's own room, which would leak its replies.
 */
export function channelKind(channel: string): ChannelKind | null {
  if (channel === CHAT_PRESENCE_CHANNEL) return { kind: 'presence-chat' };
  const user = /^private-user\.([1-9]\d{0,9})$/.exec(channel);
  if (user?.[1] !== undefined) {
    const userId = Number(user[1]);
    // Canonical spelling only, so one user's channel has exactly one name.
    if (Number.isSafeInteger(userId) && privateUserChannel(userId) === channel) return { kind: 'private-user', userId };
  }
  return null;
}

export type ChannelDecision = { ok: true; kind: ChannelKind; member: ChatPresenceMember | null } | { ok: false; status: 403 };

/** A user's private channel is theirs alone; the contacts presence channel is for staff. */
export function decideChannel(channel: string, identity: RealtimeIdentity): ChannelDecision {
  const kind = channelKind(channel);
  if (kind === null) return { ok: false, status: 403 };
  if (kind.kind === 'private-user') return kind.userId === identity.userId ? { ok: true, kind, member: null } : { ok: false, status: 403 };
  return identity.staff ? { ok: true, kind, member: identity.member } : { ok: false, status: 403 };
}
