// LOCAL FIXTURE, not gov.br: a small HTTP server on the loopback interface playing gov.br's Login
// Único (OpenID Connect authorization code with PKCE) the way its integration guide describes it,
// so tests, the e2e suite and `npm start` log in "with gov.br" without the internet:
//
//   {base}/sso/authorize    a page listing the fixture accounts, each with "Entrar"
//   {base}/sso/token        Basic client credentials; code + redirect_uri + code_verifier
//                           → { access_token, id_token, token_type, expires_in }
//   {base}/api/confiabilidades/v3/contas/{cpf}/niveis?response-type=ids   Bearer → [{ id }]
//
// It checks what gov.br checks: the client's credentials, a PKCE S256 challenge at authorize and
// its verifier at token, the redirect_uri of both, each code used once. Where it simplifies: no
// password or two-step login, any http(s) redirect_uri is accepted (gov.br only the registered
// one), the ID token is signed with HS256 and the client secret (gov.br signs with RS256 and
// publishes its keys), and the people are the demo citizen, a demo staff member and one person
// with no account in the demo database.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { demoUser } from '../db/seed/demoUsers';
import { listenLocally, readBody } from './localServer';

export type GovBrLoginFixtureAccount = { cpf: string; name: string; email: string; level: 'bronze' | 'silver' | 'gold' };

const citizen = demoUser('cidadao@demo.gov.br');
const staff = demoUser('servidor@demo.gov.br');

/** The demo citizen (silver), a demo staff member (gold) and a person the demo database does not know (gold). */
export const GOVBR_LOGIN_FIXTURE_ACCOUNTS = {
  citizen: { cpf: citizen.cpf, name: citizen.name, email: citizen.email, level: 'silver' },
  staff: { cpf: staff.cpf, name: staff.name, email: staff.email, level: 'gold' },
  unknown: { cpf: '52998224725', name: 'Helena Duarte Vasconcelos', email: 'helena.vasconcelos@exemplo.com.br', level: 'gold' },
} as const satisfies Record<string, GovBrLoginFixtureAccount>;

export type GovBrLoginFixtureOptions = { clientId?: string; clientSecret?: string; port?: number };

export type GovBrLoginFixture = {
  url: string;
  ssoUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  accounts: typeof GOVBR_LOGIN_FIXTURE_ACCOUNTS;
  /** Every access and ID token issued, so tests can look for them where they must not be. */
  issuedTokens: string[];
  stop(): Promise<void>;
};

type AuthorizeRequest = { redirectUri: string; state: string | null; nonce: string | null; challenge: string; expiresAt: number };
type Code = { cpf: string; redirectUri: string; nonce: string | null; challenge: string; expiresAt: number };

const LEVEL_IDS = { bronze: '1', silver: '2', gold: '3' } as const;
const LEVEL_NAMES = { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro' } as const;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
const maskCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
const random = () => randomBytes(24).toString('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));


function authorizePage(request: string, accounts: readonly GovBrLoginFixtureAccount[]): string {
  const sections = accounts
    .map(
      (account, index) => `<section aria-labelledby="conta-${index}">
<h2 id="conta-${index}">${escapeHtml(account.name)}</h2>
<p>CPF ${maskCpf(account.cpf)} · conta nível ${LEVEL_NAMES[account.level]}</p>
<form method="post" action="/sso/authorize/confirm">
<input type="hidden" name="request" value="${request}"><input type="hidden" name="cpf" value="${account.cpf}">
<button type="submit">Entrar como ${escapeHtml(account.name)}</button>
</form>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>gov.br — entrar (ambiente local de teste)</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}section{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:.75rem 0}button{font-size:1rem;padding:.4rem 1rem}</style>
</head><body><main>
<h1>gov.br — entrar</h1>
<p>AMBIENTE LOCAL DE TESTE: este não é o gov.br. Escolha com qual conta entrar.</p>
${sections}
<form method="post" action="/sso/authorize/confirm"><input type="hidden" name="request" value="${request}"><input type="hidden" name="deny" value="1"><button type="submit">Cancelar</button></form>
</main></body></html>`;
}

function idToken(claims: Record<string, unknown>, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export async function startGovBrLoginFixture(options: GovBrLoginFixtureOptions = {}): Promise<GovBrLoginFixture> {
  const clientId = options.clientId ?? 'gdoc-login-fixture';
  const clientSecret = options.clientSecret ?? random();
  const accounts: readonly GovBrLoginFixtureAccount[] = Object.values(GOVBR_LOGIN_FIXTURE_ACCOUNTS);
  const issuedTokens: string[] = [];
  const requests = new Map<string, AuthorizeRequest>();
  const codes = new Map<string, Code>();
  const tokens = new Map<string, { cpf: string; expiresAt: number }>();
  const accountOf = (cpf: string) => accounts.find((account) => account.cpf === cpf);
  let issuer = '';

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(body);
    };
    const json = (status: number, body: unknown) => send(status, 'application/json', JSON.stringify(body));
    const text = (status: number, body: string) => send(status, 'text/plain; charset=utf-8', body);
    const redirect = (target: string) => send(302, 'text/plain; charset=utf-8', '', { location: target });
    const route = `${request.method} ${url.pathname}`;

    if (route === 'GET /sso/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      const scopes = (query.get('scope') ?? '').split(' ');
      const challenge = query.get('code_challenge') ?? '';
      const target = URL.canParse(redirectUri) ? new URL(redirectUri) : null;
      if (
        query.get('response_type') !== 'code' ||
        query.get('client_id') !== clientId ||
        !scopes.includes('openid') ||
        query.get('code_challenge_method') !== 'S256' ||
        !/^[A-Za-z0-9_-]{43}$/.test(challenge) ||
        target === null ||
        !/^https?:$/.test(target.protocol)
      ) {
        return text(400, 'error=invalid_request');
      }
      const id = random();
      requests.set(id, { redirectUri, state: query.get('state'), nonce: query.get('nonce'), challenge, expiresAt: Date.now() + 10 * 60_000 });
      return send(200, 'text/html; charset=utf-8', authorizePage(id, accounts), { 'content-security-policy': PAGE_CSP });
    }

    if (route === 'POST /sso/authorize/confirm') {
      const form = new URLSearchParams(await readBody(request));
      const pending = requests.get(form.get('request') ?? '');
      requests.delete(form.get('request') ?? '');
      if (pending === undefined || pending.expiresAt < Date.now()) return text(400, 'Pedido de autorização desconhecido ou expirado.');
      const back = new URL(pending.redirectUri);
      if (pending.state !== null) back.searchParams.set('state', pending.state);
      const account = accountOf(form.get('cpf') ?? '');
      if (form.get('deny') === '1' || account === undefined) {
        back.searchParams.set('error', 'access_denied');
        return redirect(back.href);
      }
      const code = random();
      codes.set(code, { cpf: account.cpf, redirectUri: pending.redirectUri, nonce: pending.nonce, challenge: pending.challenge, expiresAt: Date.now() + 60_000 });
      back.searchParams.set('code', code);
      return redirect(back.href);
    }

    if (route === 'POST /sso/token') {
      const form = new URLSearchParams(await readBody(request));
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
      if (id !== clientId || !sameText(secret, clientSecret)) return json(401, { error: 'invalid_client' });
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (
        form.get('grant_type') !== 'authorization_code' ||
        code === undefined ||
        code.expiresAt < Date.now() ||
        code.redirectUri !== form.get('redirect_uri') ||
        createHash('sha256').update(verifier).digest('base64url') !== code.challenge
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      const account = accountOf(code.cpf);
      if (account === undefined) return json(400, { error: 'invalid_grant' });
      const accessToken = `AT-${random()}`;
      const nowSeconds = Math.floor(Date.now() / 1000);
      const id_token = idToken(
        {
          iss: `${issuer}/`,
          sub: account.cpf,
          aud: clientId,
          exp: nowSeconds + 300,
          iat: nowSeconds,
          ...(code.nonce !== null ? { nonce: code.nonce } : {}),
          name: account.name,
          email: account.email,
          email_verified: true,
          amr: ['passwd'],
        },
        clientSecret,
      );
      issuedTokens.push(accessToken, id_token);
      tokens.set(accessToken, { cpf: account.cpf, expiresAt: Date.now() + 300_000 });
      return json(200, { access_token: accessToken, id_token, token_type: 'Bearer', expires_in: 300, scope: 'openid email profile govbr_confiabilidades' });
    }

    const levels = /^\/api\/confiabilidades\/v3\/contas\/(\d{11})\/niveis$/.exec(url.pathname);
    if (request.method === 'GET' && levels) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const token = tokens.get(bearer);
      if (token === undefined || token.expiresAt < Date.now()) return json(401, { error: 'invalid_token' });
      if (token.cpf !== levels[1]) return json(403, { error: 'forbidden' });
      const account = accountOf(token.cpf);
      return json(200, account === undefined ? [] : [{ id: LEVEL_IDS[account.level], dataAtualizacao: '2024-01-01T00:00:00' }]);
    }
    return text(404, 'Not Found');
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('falha no fixture');
    });
  });
  const listening = await listenLocally(server, options.port);
  issuer = `${listening.url}/sso`;
  return {
    url: listening.url,
    ssoUrl: `${listening.url}/sso`,
    apiUrl: `${listening.url}/api`,
    clientId,
    clientSecret,
    accounts: GOVBR_LOGIN_FIXTURE_ACCOUNTS,
    issuedTokens,
    stop: () => listening.stop(),
  };
}
