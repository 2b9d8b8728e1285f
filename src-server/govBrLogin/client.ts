// A client of gov.br's Login Único (Roteiro de Integração do Login Único, OpenID Connect
// authorization code with PKCE):
//
//   GET  {sso}/authorize?response_type=code&client_id&scope=openid+email+profile+govbr_confiabilidades
//        &redirect_uri&nonce&state&code_challenge&code_challenge_method=S256
//                                    the browser goes here and comes back with code&state
//   POST {sso}/token                 Basic client_id:client_secret; grant_type=authorization_code, code,
//                                    redirect_uri, code_verifier → { access_token, id_token, expires_in }
//   GET  {api}/confiabilidades/v3/contas/{cpf}/niveis?response-type=ids
//                                    Bearer → [{ id: "1" | "2" | "3" }] (bronze, prata, ouro)
//
// The ID token comes straight from the token endpoint over the connection this client opened, so
// (OpenID Connect Core §3.1.3.7) its issuer is vouched for by that connection and its signature is
// not checked here; its audience, nonce and expiry are. Every call answers a result, never throws,
// and nothing here logs: the secret, the codes and the tokens go only into request headers and bodies.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { GovBrAccountLevel } from '../../src-shared/api/govBrLogin';
import { isValidCpfNumber } from '../../src-shared/validation/rules';

export const GOVBR_LOGIN_TIMEOUT_MS = 15_000;
export const GOVBR_LOGIN_SCOPE = 'openid email profile govbr_confiabilidades';

export type GovBrLoginClientConfig = {
  ssoUrl: string;
  apiUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered for this client: a function, since the server knows its own address only after listen. */
  redirectUri: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** What the login needs of the person gov.br vouches for. */
export type GovBrIdentity = { cpf: string; name: string | null; email: string | null; picture: string | null };

export type GovBrLoginFailure = { kind: 'refused'; status: number } | { kind: 'unavailable'; detail: string };
export type GovBrLoginResult<T> = { ok: true; value: T } | { ok: false; error: GovBrLoginFailure };

export type GovBrLoginClient = {
  authorizeUrl(request: { state: string; nonce: string; codeChallenge: string }): string;
  /** The code (and the verifier of the challenge sent with it) for the access token and the ID token's person. */
  exchangeCode(code: string, codeVerifier: string, nonce: string): Promise<GovBrLoginResult<{ accessToken: string; identity: GovBrIdentity }>>;
  /** The account's level; null when no API is configured. */
  accountLevel(accessToken: string, cpf: string): Promise<GovBrLoginResult<GovBrAccountLevel | null>>;
};

/** PKCE (RFC 7636) S256: a 43-character verifier and the base64url SHA-256 of it. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallengeOf(verifier) };
}

export const pkceChallengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

const tokenSchema = z.object({
  access_token: z.string().min(1).max(8192),
  id_token: z.string().min(1).max(16384),
});

const claimsSchema = z.object({
  sub: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  name: z.string().max(255).optional(),
  social_name: z.string().max(255).optional(),
  email: z.string().max(255).optional(),
  picture: z.string().max(2048).optional(),
});

const levelsSchema = z.array(z.object({ id: z.coerce.string() }));
const LEVEL_IDS: Record<string, GovBrAccountLevel> = { '1': 'bronze', '2': 'silver', '3': 'gold' };
const LEVEL_ORDER: readonly GovBrAccountLevel[] = ['bronze', 'silver', 'gold'];

const ok = <T>(value: T): GovBrLoginResult<T> => ({ ok: true, value });
const failed = <T>(error: GovBrLoginFailure): GovBrLoginResult<T> => ({ ok: false, error });

/** The payload of a JWT, unverified (see above), or null when it is not one. */
function jwtPayload(jwt: string): unknown {
  const parts = jwt.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function createGovBrLoginClient(config: GovBrLoginClientConfig): GovBrLoginClient {
  const sso = config.ssoUrl.replace(/\/+$/, '');
  const api = config.apiUrl?.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? GOVBR_LOGIN_TIMEOUT_MS;
  const fetchImpl = config.fetch ?? fetch;
  const now = config.now ?? Date.now;

  async function call(step: string, url: string, init: RequestInit): Promise<GovBrLoginResult<Response>> {
    try {
      return ok(await fetchImpl(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }));
    } catch (error) {
      const name = (error as Error).name;
      return failed({ kind: 'unavailable', detail: `${step}: ${name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : name}` });
    }
  }

  /** 400 (invalid_grant: a bad, used or expired code; a verifier that does not match) is a no for this login; anything else (401 invalid_client: our configuration) is not. */
  async function notOk<T>(step: string, response: Response): Promise<GovBrLoginResult<T>> {
    await response.text().catch(() => '');
    if (response.status === 400) return failed({ kind: 'refused', status: response.status });
    return failed({ kind: 'unavailable', detail: `${step}: HTTP ${response.status}` });
  }

  return {
    authorizeUrl({ state, nonce, codeChallenge }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        scope: GOVBR_LOGIN_SCOPE,
        redirect_uri: config.redirectUri(),
        nonce,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${sso}/authorize?${query.toString()}`;
    },

    async exchangeCode(code, codeVerifier, nonce) {
      const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri(), code_verifier: codeVerifier });
      const basic = Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64');
      const answer = await call('token', `${sso}/token`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: body.toString(),
      });
      if (!answer.ok) return answer;
      if (!answer.value.ok) return notOk('token', answer.value);
      const token = tokenSchema.safeParse(await answer.value.json().catch(() => null));
      if (!token.success) return failed({ kind: 'unavailable', detail: 'token: answer without access_token or id_token' });
      const claims = claimsSchema.safeParse(jwtPayload(token.data.id_token));
      if (!claims.success) return failed({ kind: 'unavailable', detail: 'token: id_token unreadable' });
      const { sub, aud, exp } = claims.data;
      const audiences = typeof aud === 'string' ? [aud] : aud;
      if (!audiences.includes(config.clientId)) return failed({ kind: 'unavailable', detail: 'token: id_token for another client' });
      if (claims.data.nonce !== nonce) return failed({ kind: 'unavailable', detail: 'token: id_token nonce differs' });
      if (exp * 1000 <= now()) return failed({ kind: 'unavailable', detail: 'token: id_token expired' });
      if (!/^\d{11}$/.test(sub) || !isValidCpfNumber(sub)) return failed({ kind: 'unavailable', detail: 'token: sub is not a CPF' });
      return ok({
        accessToken: token.data.access_token,
        identity: {
          cpf: sub,
          name: claims.data.social_name ?? claims.data.name ?? null,
          email: claims.data.email ?? null,
          picture: claims.data.picture ?? null,
        },
      });
    },

    async accountLevel(accessToken, cpf) {
      if (api === undefined) return ok(null);
      const answer = await call('niveis', `${api}/confiabilidades/v3/contas/${encodeURIComponent(cpf)}/niveis?response-type=ids`, {
        method: 'GET',
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      });
      if (!answer.ok) return answer;
      if (!answer.value.ok) return notOk('niveis', answer.value);
      const levels = levelsSchema.safeParse(await answer.value.json().catch(() => null));
      if (!levels.success) return failed({ kind: 'unavailable', detail: 'niveis: answer is not a list of levels' });
      const known = levels.data.map((level) => LEVEL_IDS[level.id]).filter((level): level is GovBrAccountLevel => level !== undefined);
      return ok(known.reduce<GovBrAccountLevel | null>((best, level) => (best === null || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(best) ? level : best), null));
    },
  };
}
