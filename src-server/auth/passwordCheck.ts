// Every check of a user's password (login, GDOC signing, PUT user/me) goes through here, so each
// one is throttled the same way and an outdated hash is upgraded whichever check proves it.
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { UserRow } from '../repos/users';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { LoginThrottle } from './throttle';

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, { message: messages.server.tooManyAttempts }, { 'Retry-After': String(retryAfterSeconds) });

/** The throttle identifier of a logged user's own password checks: the same as their login by e-mail. */
export const userThrottleKey = (email: string | null, userId: number) => `email:${email ?? `user-${userId}`}`;

/**
 * Checks still running, per app (its throttle), by who and what was typed. The signing screen
 * sends ten documents at once with one password: they share one scrypt and count as one attempt,
 * instead of ten attempts in flight that would use up the throttle's allowance on their own.
 * Nothing outlives the check, so a later request is always checked against the current hash.
 */
const inFlight = new WeakMap<LoginThrottle, Map<string, Promise<boolean>>>();

/**
 * True when `password` is the user's. Throws 429 while `throttleKey` is throttled. The attempt
 * is counted before scrypt runs (see LoginThrottle.countAttempt); a match clears the count.
 * No user, or one without a password, still costs one scrypt, so timing does not tell them apart.
 */
export async function checkPassword(
  ctx: Pick<ServerContext, 'loginThrottle' | 'repos'>,
  throttleKey: string,
  password: string,
  user: UserRow | undefined,
): Promise<boolean> {
  const stored = user?.password_hash ?? null;
  let checks = inFlight.get(ctx.loginThrottle);
  if (checks === undefined) inFlight.set(ctx.loginThrottle, (checks = new Map()));
  const key = JSON.stringify([throttleKey, user?.id ?? null, stored, password]);
  const running = checks.get(key);
  if (running !== undefined) return running;

  const retryAfter = ctx.loginThrottle.countAttempt(throttleKey);
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
  const check = (async () => {
    const matches = await verifyPassword(password, stored ?? (await dummyPasswordHash()));
    if (user === undefined || stored === null || !matches) return false;
    ctx.loginThrottle.reset(throttleKey);
    if (needsRehash(stored)) ctx.repos.users.replacePasswordHash(user.id, stored, await hashPassword(password));
    return true;
  })();
  checks.set(key, check);
  try {
    return await check;
  } finally {
    checks.delete(key);
  }
}
