// POST /auth/login for the password logins (staff NATIVE 0, citizen EXTERNAL_NATIVE 6); certificate
// logins (1, 2) go to certificateLogin.ts. The order of checks matters: nothing about an account
// (disabled, staff or citizen) is revealed until its password has been proven.
import { LoginType, loginRequestSchema, type LoginResponse } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { ApiError, disabledUser } from '../http/errors';
import { parseInput } from '../http/validation';
import { certificateLogin } from './certificateLogin';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { issueToken } from './session';

const m = messages.server;

export async function login(ctx: ServerContext, body: unknown): Promise<LoginResponse> {
  const request = parseInput(loginRequestSchema, body);
  if (request.type === LoginType.ICP || request.type === LoginType.ICP_EXTERNAL_USER) return certificateLogin(ctx, request);
  const { type, data } = request;
  const throttleKey = data.email !== undefined ? `email:${data.email}` : `cpf_cnpj:${data.cpf_cnpj ?? ''}`;
  const retryAfter = ctx.loginThrottle.retryAfterSeconds(throttleKey);
  if (retryAfter > 0) {
    throw new ApiError(429, { message: m.tooManyAttempts }, { 'Retry-After': String(retryAfter) });
  }

  const user =
    data.email !== undefined ? ctx.repos.users.findByEmail(data.email) : ctx.repos.users.findByCpfCnpj(data.cpf_cnpj ?? '');
  // An unknown user still costs one scrypt, so timing does not tell who has an account.
  const storedHash = user?.password_hash ?? (await dummyPasswordHash());
  const passwordMatches = await verifyPassword(data.password, storedHash);
  if (user === undefined || user.password_hash === null || !passwordMatches) {
    ctx.loginThrottle.recordFailure(throttleKey);
    throw new ApiError(401, { message: m.invalidCredentials });
  }
  ctx.loginThrottle.reset(throttleKey);

  if (user.status === 'disabled') throw disabledUser();
  const internal = user.has_internal_access === 1;
  if (type === LoginType.NATIVE && !internal) throw new ApiError(400, { message: m.staffOnly });
  if (type === LoginType.EXTERNAL_NATIVE && internal) throw new ApiError(400, { message: m.citizenOnly });

  const response = issueToken(ctx, user.id, type);
  ctx.repos.users.markLogged(user.id);
  return response;
}
