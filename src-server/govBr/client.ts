// A client of the ITI "Assinatura Eletrônica" API behind gov.br signatures (Roteiro de Integração
// da API de Assinatura Eletrônica GOV.BR, servicosgovbr/manual-integracao-assinatura-eletronica):
//
//   GET  {cas}/oauth2.0/authorize?response_type=code&client_id&scope=sign|signature_session
//        &redirect_uri&state&nonce        the user's browser goes here and comes back with code&state
//   POST {cas}/oauth2.0/token             code, client_id, client_secret, grant_type=authorization_code,
//                                         redirect_uri → { access_token, token_type, expires_in }
//   GET  {api}/externo/v2/certificadoPublico   Bearer → the user's certificate, PEM
//   POST {api}/externo/v2/assinarPKCS7         Bearer, { hashBase64: SHA-256 of the content }
//                                              → the detached PKCS#7 (binary)
//
// Both API calls answer 403 with a sentence when the account is bronze level or its CPF cannot sign
// (cancelled, null, deceased at the Receita Federal). Every call answers a result, never throws,
// and nothing here logs: the access token and the client secret go only into request headers and
// bodies.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const GOVBR_TIMEOUT_MS = 15_000;
/** A PKCS#7 with the signer's chain is a few KB; anything past this is not one. */
const MAX_SIGNATURE_BYTES = 1024 * 1024;

/** sign: one signature per token; signature_session: several during the token's lifetime (a batch). */
export type GovBrScope = 'sign' | 'signature_session';

export type GovBrClientConfig = {
  casUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered for this client: a function, since the server knows its own address only after listen. */
  redirectUri: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Why gov.br refused: the account's identity level, the CPF's situation, or something else. */
export type GovBrRefusal = 'identity-level' | 'cpf-situation' | 'other';

export type GovBrFailure =
  /** gov.br answered no: a bad, used or expired code; an unknown or expired token (401). */
  | { kind: 'unauthorized'; status: number }
  /** gov.br answered no for this account (403 with a sentence). */
  | { kind: 'refused'; status: number; refusal: GovBrRefusal }
  /** No usable answer: network, timeout, 5xx, a body that is not what the manual says. */
  | { kind: 'unavailable'; detail: string };

export type GovBrResult<T> = { ok: true; value: T } | { ok: false; error: GovBrFailure };

export type GovBrToken = { accessToken: string; expiresInSeconds: number | null };

export type GovBrClient = {
  authorizeUrl(state: string, scope: GovBrScope): string;
  exchangeCode(code: string): Promise<GovBrResult<GovBrToken>>;
  publicCertificate(accessToken: string): Promise<GovBrResult<string>>;
  signPkcs7(accessToken: string, sha256: Uint8Array): Promise<GovBrResult<Buffer>>;
};

const tokenSchema = z.object({
  access_token: z.string().min(1).max(4096),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive().optional(),
});

/** The sentences of the manual's 403 answers, told apart by what they are about. */
export function refusalOf(text: string): GovBrRefusal {
  if (/prata|ouro|bronze|identidade/i.test(text)) return 'identity-level';
  if (/CPF/i.test(text)) return 'cpf-situation';
  return 'other';
}

const ok = <T>(value: T): GovBrResult<T> => ({ ok: true, value });
const failed = <T>(error: GovBrFailure): GovBrResult<T> => ({ ok: false, error });

export function createGovBrClient(config: GovBrClientConfig): GovBrClient {
  const cas = config.casUrl.replace(/\/+$/, '');
  const api = config.apiUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? GOVBR_TIMEOUT_MS;
  const fetchImpl = config.fetch ?? fetch;

  /** One call: the response, or why there is none. The error detail names the step, never a credential. */
  async function call(step: string, url: string, init: RequestInit): Promise<GovBrResult<Response>> {
    try {
      return ok(await fetchImpl(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }));
    } catch (error) {
      const name = (error as Error).name;
      return failed({ kind: 'unavailable', detail: `${step}: ${name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : name}` });
    }
  }

  /** 401/400 (code or token not accepted), 403 (refused for the account), else unavailable. */
  async function refusedOrUnavailable<T>(step: string, response: Response): Promise<GovBrResult<T>> {
    const text = await response.text().catch(() => '');
    if (response.status === 400 || response.status === 401) return failed({ kind: 'unauthorized', status: response.status });
    if (response.status === 403) return failed({ kind: 'refused', status: 403, refusal: refusalOf(text) });
    return failed({ kind: 'unavailable', detail: `${step}: HTTP ${response.status}` });
  }

  const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

  return {
    authorizeUrl(state, scope) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        scope,
        redirect_uri: config.redirectUri(),
        state,
        // The manual lists nonce; the authorisation code flow here does not use an ID token, so it
        // is only a fresh random value per request.
        nonce: randomBytes(16).toString('hex'),
      });
      return `${cas}/oauth2.0/authorize?${query.toString()}`;
    },

    async exchangeCode(code) {
      const body = new URLSearchParams({
        code,
        client_id: config.clientId,
        grant_type: 'authorization_code',
        client_secret: config.clientSecret,
        redirect_uri: config.redirectUri(),
      });
      const answer = await call('token', `${cas}/oauth2.0/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: body.toString(),
      });
      if (!answer.ok) return answer;
      const response = answer.value;
      if (!response.ok) return refusedOrUnavailable('token', response);
      const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) return failed({ kind: 'unavailable', detail: 'token: answer without access_token' });
      return ok({ accessToken: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in ?? null });
    },

    async publicCertificate(accessToken) {
      const answer = await call('certificadoPublico', `${api}/externo/v2/certificadoPublico`, { method: 'GET', headers: bearer(accessToken) });
      if (!answer.ok) return answer;
      const response = answer.value;
      if (!response.ok) return refusedOrUnavailable('certificadoPublico', response);
      const text = await response.text().catch(() => '');
      if (!text.includes('-----BEGIN CERTIFICATE-----')) return failed({ kind: 'unavailable', detail: 'certificadoPublico: answer is not PEM' });
      return ok(text);
    },

    async signPkcs7(accessToken, sha256) {
      if (sha256.length !== 32) throw new Error(`assinarPKCS7 takes a SHA-256 (32 bytes), got ${sha256.length}`);
      const answer = await call('assinarPKCS7', `${api}/externo/v2/assinarPKCS7`, {
        method: 'POST',
        headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ hashBase64: Buffer.from(sha256).toString('base64') }),
      });
      if (!answer.ok) return answer;
      const response = answer.value;
      if (!response.ok) return refusedOrUnavailable('assinarPKCS7', response);
      const bytes = Buffer.from(await response.arrayBuffer().catch(() => new ArrayBuffer(0)));
      if (bytes.length === 0 || bytes.length > MAX_SIGNATURE_BYTES) return failed({ kind: 'unavailable', detail: `assinarPKCS7: ${bytes.length} bytes` });
      return ok(bytes);
    },
  };
}
