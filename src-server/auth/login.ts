// POST /auth/login for the password logins (staff NATIVE 0, citizen EXTERNAL_NATIVE 6); certificate
// logins (1, 2) go to certificateLogin.ts (a type 2 with the desktop app's portal code to portalCodes.ts), gov.br (3) to govBrLogin/govBrLogin.ts. The order of checks matters: nothing about an account
// (disabled, staff or citizen) is revealed until its password has been proven.
import { LoginType, loginRequestSchema, type LoginResponse } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { loginWithGovBr } from '../govBrLogin/govBrLogin';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { certificateLogin } from './certificateLogin';
import { isPortalCode, loginWithPortalCode } from './portalCodes';
import { checkPassword } from './passwordCheck';
import { openSession } from './session';

const m = messages.server;

export async function login(ctx: ServerContext, body: unknown): Promise<LoginResponse> {
  const request = parseInput(loginRequestSchema, body);
  // A citizen certificate login proven on the desktop app comes to the portal as its one-time code.
  if (request.type === LoginType.ICP_EXTERNAL_USER && isPortalCode(request.data.token)) return loginWithPortalCode(ctx, request.data.token);
  if (request.type === LoginType.ICP || request.type === LoginType.ICP_EXTERNAL_USER) return certificateLogin(ctx, request);
  if (request.type === LoginType.EGOV) return loginWithGovBr(ctx, request);
  const { type, data } = request;
  const throttleKey = data.email !== undefined ? `email:${data.email}` : `cpf_cnpj:${data.cpf_cnpj ?? ''}`;
  const user =
    data.email !== undefined ? ctx.repos.users.findByEmail(data.email) : ctx.repos.users.findByCpfCnpj(data.cpf_cnpj ?? '');
  // Unknown users go through the check too: same scrypt time, same throttle.
  const proven = await checkPassword(ctx, throttleKey, data.password, user);
  if (!proven || user === undefined) throw new ApiError(401, { message: m.invalidCredentials });
  return openSession(ctx, user, type);
}
