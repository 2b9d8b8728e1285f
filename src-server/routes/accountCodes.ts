// Account verification and password reset by e-mail (auth/accountCodes.ts). The spec names no
// calls for them; src-server/README.md lists these.
import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyByCodeRequestSchema,
  verifyByTokenRequestSchema,
  type VerificationStatus,
} from '../../src-shared/api/accountCodes';
import { messages } from '../../src-shared/messages';
import { isLiveLinkToken, liveCode, requestPasswordReset, resendIn, resetWith, sendVerification, verifyByCode, verifyByToken } from '../auth/accountCodes';
import { authenticated, authOf, publicAccess, withAccess } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import type { ServerContext } from '../context';
import { ApiError, invalidFields, notFound } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { requestOrigin } from '../http/origins';
import { forgetSessions, revokeSessions } from '../auth/session';

const m = messages.accountCodes.server;

export function registerAccountCodeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const limited = <Options extends object>(options: Options) => limitedPerIp(options, app.ipRateLimits.accountCodes);

  const status = (userId: number, message?: string): VerificationStatus => {
    const user = ctx.repos.users.findById(userId);
    if (user === undefined) throw notFound();
    return {
      verified: user.account_verified_at !== null,
      email: ctx.repos.users.personOf(user)?.email ?? null,
      resend_in: resendIn(ctx, userId, 'verify_account'),
      code_sent: liveCode(ctx, userId, 'verify_account') !== undefined,
      ...(message === undefined ? {} : { message }),
    };
  };

  app.get('/api/user/verification', withAccess(authenticated()), async (request) => status(authOf(request).userId));

  app.post('/api/user/verification/send', limited(withAccess(authenticated())), async (request) => {
    const { userId } = authOf(request);
    await sendVerification(ctx, userId, requestOrigin(request));
    const answer = status(userId);
    return { ...answer, message: m.codeSent(answer.email ?? '') };
  });

  app.post('/api/user/verification/verify', limited(withAccess(authenticated())), async (request) => {
    const { userId } = authOf(request);
    const { code } = parseInput(verifyByCodeRequestSchema, request.body);
    verifyByCode(ctx, userId, code);
    return status(userId, m.verified);
  });

  // The e-mail's link opens the portal, which sends its token here: whoever holds it proved the
  // address, logged in or not.
  app.post('/api/auth/verify-account', limited(withAccess(publicAccess)), async (request) => {
    const { token } = parseInput(verifyByTokenRequestSchema, request.body);
    verifyByToken(ctx, token);
    return { message: m.verified };
  });

  app.post('/api/auth/forgot-password', limited(withAccess(publicAccess)), async (request) => {
    const { email } = parseInput(forgotPasswordRequestSchema, request.body);
    requestPasswordReset(ctx, email, requestOrigin(request), (error) => request.log.error({ err: error }, 'password reset e-mail not sent'));
    return { message: m.forgotSent };
  });

  app.post('/api/auth/reset-password', limited(withAccess(publicAccess)), async (request) => {
    const input = parseInput(resetPasswordRequestSchema, request.body);
    const proof = input.token !== undefined ? { token: input.token } : { email: input.email ?? '', code: input.code ?? '' };
    // A dead link is refused before the scrypt; resetWith checks it again, in the transaction.
    if (input.token !== undefined && !isLiveLinkToken(ctx, 'reset_password', input.token)) throw invalidFields({ token: [m.linkInvalid] });
    const hash = await hashPassword(input.password);
    let revoked: number[] = [];
    let email: string | null | undefined;
    resetWith(ctx, proof, (userId) => {
      const user = ctx.repos.users.findById(userId);
      if (user === undefined || user.status !== 'enabled') throw new ApiError(422, { message: m.linkInvalid });
      ctx.repos.users.setPassword(userId, hash);
      // Every session of the account ends: none of them proved the new password.
      revoked = revokeSessions(ctx, userId);
      email = ctx.repos.users.personOf(user)?.email;
    });
    forgetSessions(ctx, revoked);
    // Failed logins before the reset no longer hold the account back.
    if (email) ctx.loginThrottle.reset(`email:${email.toLowerCase()}`);
    return { message: m.passwordReset };
  });
}
