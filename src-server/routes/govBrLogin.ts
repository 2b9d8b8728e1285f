// gov.br login (§7 login type 3, EGOV): the two browser navigations around gov.br's Login Único.
// Both are public (the browser carries no bearer token) and answer redirects; the session itself
// is POST /auth/login {type: 3, data: {token}} with the one-time code the callback hands the portal
// (govBrLogin/govBrLogin.ts). While the organisation has gov.br login off (is_govbr_login_enable)
// both answer 404; without a configuration (--govbr-sso-*), 503.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GOVBR_LOGIN_CALLBACK_PATH, GOVBR_LOGIN_START_PATH } from '../../src-shared/api/govBrLogin';
import { LoginType } from '../../src-shared/api/auth';
import { publicAccess, withAccess } from '../auth/access';
import { recordRequest } from '../audit/trail';
import type { ServerContext } from '../context';
import { completeGovBrLogin, requireGovBrLogin, startGovBrLogin } from '../govBrLogin/govBrLogin';

/**
 * The state also rides in a cookie of this browser, so a callback URL someone else started (to
 * log a victim into the attacker's account) is refused: only the browser that began a login ends it.
 */
const STATE_COOKIE = 'gdoc_govbr_state';
const COOKIE_PATH = '/api/auth/govbr';

function stateCookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) return value.join('=');
  }
  return null;
}

const setStateCookie = (reply: FastifyReply, state: string, maxAge: number, secure: boolean) =>
  reply.header('Set-Cookie', `${STATE_COOKIE}=${state}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);

export function registerGovBrLoginRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(GOVBR_LOGIN_START_PATH, { ...withAccess(publicAccess), exposeHeadRoute: false }, async (request, reply) => {
    const govBrLogin = requireGovBrLogin(ctx);
    const target = startGovBrLogin(ctx, govBrLogin);
    const state = new URL(target).searchParams.get('state') ?? '';
    setStateCookie(reply, state, 600, request.protocol === 'https');
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  });

  app.get(GOVBR_LOGIN_CALLBACK_PATH, { ...withAccess(publicAccess), exposeHeadRoute: false }, async (request, reply) => {
    const govBrLogin = requireGovBrLogin(ctx);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const sameBrowser = typeof query.state === 'string' && stateCookieOf(request) === query.state;
    const { target, failure } = await completeGovBrLogin(ctx, govBrLogin, sameBrowser ? query : { ...query, state: undefined }, request.log);
    // A login that failed on the way back from gov.br is a failed login like any other (never the code or state).
    if (failure !== null) recordRequest(ctx, request, { userId: null, action: 'login_failed', entity: 'user', status: 302, changes: { type: [null, LoginType.EGOV], reason: [null, `govbr-${failure}`] } });
    setStateCookie(reply, '', 0, request.protocol === 'https');
    return reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(target, 302);
  });
}
