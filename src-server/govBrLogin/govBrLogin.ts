// gov.br login (§7 login type 3, EGOV) as the routes use it: the configured client, the logins in
// progress (state → PKCE verifier and nonce, kept here only, for ten minutes, used once) and the
// one-time codes the callback hands the portal (a minute, used once) in place of a session token
// in a URL (auth/oneTimeLoginCodes.ts, shared with the desktop app's portal codes). A CPF with no account never gets one made here: the browser goes to the signup with
// what gov.br said about the person.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { LoginType, type GovBrLoginRequest, type LoginResponse } from '../../src-shared/api/auth';
import {
  CITIZEN_LOGIN_PATH,
  GOVBR_CODE_QUERY,
  GOVBR_ERROR_QUERY,
  type GovBrAccountLevel,
  type GovBrLoginError,
} from '../../src-shared/api/govBrLogin';
import { readSignupPrefill, signupPathFor } from '../../src-shared/api/signupPrefill';
import { messages } from '../../src-shared/messages';
import { OneTimeLoginCodes } from '../auth/oneTimeLoginCodes';
import { openSession } from '../auth/session';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { createGovBrLoginClient, pkcePair, type GovBrLoginClient, type GovBrLoginClientConfig } from './client';

const m = messages.govBrLogin.server;

/** Where the portal is served on this server (http/static.ts). */
const PORTAL_PREFIX = '/app';
const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 60_000;

export type GovBrLoginSettings = Omit<GovBrLoginClientConfig, 'redirectUri'> & { redirectUri: string | (() => string) };

type Pending = { verifier: string; nonce: string; expiresAt: number };
type Handed = { userId: number; accountLevel: GovBrAccountLevel | null; expiresAt: number };

export type GovBrLogin = { client: GovBrLoginClient; pending: OneTimeLoginCodes<Pending>; handed: OneTimeLoginCodes<Handed> };

export function createGovBrLogin(settings: GovBrLoginSettings): GovBrLogin {
  const { redirectUri } = settings;
  return {
    client: createGovBrLoginClient({ ...settings, redirectUri: typeof redirectUri === 'string' ? () => redirectUri : redirectUri }),
    pending: new OneTimeLoginCodes<Pending>(),
    handed: new OneTimeLoginCodes<Handed>(),
  };
}

const organizationAllows = (ctx: ServerContext): boolean =>
  ctx.db.prepare<[], { enabled: 0 | 1 }>('SELECT is_govbr_login_enable AS enabled FROM organization ORDER BY id LIMIT 1').get()?.enabled === 1;

/** 404 while the organisation has gov.br login off (as if the routes were not there); 503 when the server has no configuration. */
export function requireGovBrLogin(ctx: ServerContext): GovBrLogin {
  if (!organizationAllows(ctx)) throw new ApiError(404, { message: m.disabled });
  if (!ctx.govBrLogin) throw new ApiError(503, { message: m.notConfigured });
  return ctx.govBrLogin;
}

/** GET /auth/govbr/login: where to send the browser (gov.br's authorize page with this login's state and challenge). */
export function startGovBrLogin(ctx: ServerContext, govBrLogin: GovBrLogin): string {
  const { verifier, challenge } = pkcePair();
  const nonce = randomBytes(16).toString('base64url');
  const state = govBrLogin.pending.put({ verifier, nonce, expiresAt: ctx.now() + STATE_TTL_MS }, ctx.now());
  return govBrLogin.client.authorizeUrl({ state, nonce, codeChallenge: challenge });
}

const callbackQuerySchema = z.object({
  state: z.string().max(128).optional(),
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(200).optional(),
});

const loginPageWith = (name: string, value: string) => `${PORTAL_PREFIX}${CITIZEN_LOGIN_PATH}?${new URLSearchParams({ [name]: value }).toString()}`;
/** Where the callback sends the browser, and what went wrong if it did (the audit records it). */
export type GovBrCallbackOutcome = { target: string; failure: GovBrLoginError | null };
const failure = (reason: GovBrLoginError): GovBrCallbackOutcome => ({ target: loginPageWith(GOVBR_ERROR_QUERY, reason), failure: reason });
const success = (target: string): GovBrCallbackOutcome => ({ target, failure: null });

/**
 * GET {redirect_uri}?code&state (or ?error&state): the browser is back from gov.br. Answers the
 * portal path to send it to: the login page with a one-time code (a known CPF), the signup with
 * the prefill (an unknown CPF), or the login page with what went wrong.
 */
export async function completeGovBrLogin(ctx: ServerContext, govBrLogin: GovBrLogin, query: unknown, log: FastifyBaseLogger): Promise<GovBrCallbackOutcome> {
  const parsed = callbackQuerySchema.safeParse(query);
  if (!parsed.success || parsed.data.state === undefined) return failure('expired');
  const pending = govBrLogin.pending.take(parsed.data.state, ctx.now());
  if (pending === null) return failure('expired');
  const { code, error } = parsed.data;
  if (error !== undefined || code === undefined) return failure('denied');

  const exchanged = await govBrLogin.client.exchangeCode(code, pending.verifier, pending.nonce);
  if (!exchanged.ok) {
    if (exchanged.error.kind === 'unavailable') log.warn({ detail: exchanged.error.detail }, 'gov.br login: token exchange failed');
    return failure(exchanged.error.kind === 'refused' ? 'expired' : 'failed');
  }
  const { accessToken, identity } = exchanged.value;
  const user = ctx.repos.users.findByCpfCnpj(identity.cpf);
  if (user === undefined) {
    // No account is made: the signup starts from what gov.br said, and the person finishes it.
    const prefill = readSignupPrefill({
      name: identity.name ?? undefined,
      cpf_cnpj: identity.cpf,
      email: identity.email ?? undefined,
      login_type: LoginType.EGOV,
      provider: { name: 'govbr', id: identity.cpf, ...(identity.picture !== null ? { avatar: identity.picture } : {}) },
    });
    return success(`${PORTAL_PREFIX}${signupPathFor(prefill)}`);
  }
  const level = await govBrLogin.client.accountLevel(accessToken, identity.cpf);
  if (!level.ok && level.error.kind === 'unavailable') log.warn({ detail: level.error.detail }, 'gov.br login: account level unavailable');
  const handed = govBrLogin.handed.put({ userId: user.id, accountLevel: level.ok ? level.value : null, expiresAt: ctx.now() + CODE_TTL_MS }, ctx.now());
  return success(loginPageWith(GOVBR_CODE_QUERY, handed));
}

/** POST /auth/login {type: 3, data: {token}}: the one-time code for the session, like any other login. */
export function loginWithGovBr(ctx: ServerContext, request: GovBrLoginRequest): LoginResponse {
  const govBr = requireGovBrLogin(ctx);
  const handed = govBr.handed.take(request.data.token, ctx.now());
  const user = handed === null ? undefined : ctx.repos.users.findById(handed.userId);
  if (handed === null || user === undefined) throw new ApiError(401, { message: m.codeInvalid });
  return ctx.db.transaction(() => {
    const response = openSession(ctx, user, LoginType.EGOV);
    // gov.br vouched for this person just now: the account remembers how, and at which level.
    ctx.db
      .prepare<[string | null, number]>("UPDATE users SET provider = 'govbr', account_level = COALESCE(?, account_level) WHERE id = ?")
      .run(handed.accountLevel, user.id);
    return response;
  })();
}
