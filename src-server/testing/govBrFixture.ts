// LOCAL FIXTURE, not gov.br: a small HTTP server on the loopback interface implementing the ITI
// "Assinatura Eletrônica" API the way its integration manual describes it, so tests, the e2e suite
// and `npm start` sign "through gov.br" without the internet:
//
//   {base}/cas/oauth2.0/authorize   a page listing the fixture accounts, each with "Autorizar"
//   {base}/cas/oauth2.0/token       code → { access_token, token_type, expires_in }
//   {base}/api/externo/v2/certificadoPublico   the account's certificate (PEM)
//   {base}/api/externo/v2/assinarPKCS7         { hashBase64 } → detached PKCS#7, binary
//
// Where it simplifies: no login and no SMS authorisation code (gov.br asks for both), any
// redirect_uri is accepted (gov.br only the one registered for the client), one account per demo
// staff user plus a bronze one instead of real people, and its certificates come from a TESTE CA
// (govBrFixturePki.ts). A bronze account is refused at the authorisation page with
// error=access_denied by default; `bronzeAt: 'api'` lets it through and answers 403 at the API
// instead, as gov.br itself does. `faults` break the signing on purpose for tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS } from '../db/seed/demoUsers';
import { fixturePkcs7, openGovBrFixturePki } from './govBrFixturePki';
import { listenLocally, readBody } from './localServer';

export type GovBrFixtureAccount = { cpf: string; name: string; level: 'bronze' | 'silver' | 'gold' };

/** A silver (the administrator: gold) account per demo staff user, and one bronze account. */
export const GOVBR_FIXTURE_ACCOUNTS: readonly GovBrFixtureAccount[] = [
  ...DEMO_USERS.filter((user) => user.role !== null).map(
    (user): GovBrFixtureAccount => ({ cpf: user.cpf, name: user.name, level: user.role === 'Administrador' ? 'gold' : 'silver' }),
  ),
  { cpf: '11144477735', name: 'Conta Bronze de Teste', level: 'bronze' },
];

/** The manual's 403 sentence for a bronze account. */
export const BRONZE_REFUSAL = 'Cidadão não possui a identidade (Prata ou Ouro) necessária para uso da assinatura eletrônica digital.';

export type GovBrFixtureFaults = {
  /** assinarPKCS7 answers with one bit of the signature flipped. */
  tamper: boolean;
  /** assinarPKCS7 signs with this CPF's account instead of the token's. */
  signAs: string | null;
  /** assinarPKCS7 answers this HTTP status. */
  failWith: number | null;
};

export type GovBrFixtureOptions = {
  clientId?: string;
  /** Random unless given; the server under test gets it through GDOC_GOVBR_CLIENT_SECRET. */
  clientSecret?: string;
  /** Where the PKI is kept (reused when present); a temporary folder, removed at stop, unless given. */
  dir?: string;
  port?: number;
  tokenTtlSeconds?: number;
  bronzeAt?: 'authorize' | 'api';
};

export type GovBrFixture = {
  url: string;
  casUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM of the fixture's root and issuing CA: --govbr-trust-anchors. */
  trustAnchorsPath: string;
  accounts: readonly GovBrFixtureAccount[];
  faults: GovBrFixtureFaults;
  /** Every access token issued, so tests can look for them where they must not be. */
  issuedTokens: string[];
  stop(): Promise<void>;
};

type AuthorizeRequest = { redirectUri: string; state: string | null; scope: string; expiresAt: number };
type Code = { cpf: string; redirectUri: string; scope: string; expiresAt: number };
type Token = { cpf: string; scope: string; expiresAt: number; used: boolean };

const LEVELS = { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro' } as const;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
const maskCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
const random = () => randomBytes(24).toString('base64url');


function authorizePage(request: string, accounts: readonly GovBrFixtureAccount[]): string {
  const sections = accounts
    .map(
      (account, index) => `<section aria-labelledby="conta-${index}">
<h2 id="conta-${index}">${escapeHtml(account.name)}</h2>
<p>CPF ${maskCpf(account.cpf)} · conta nível ${LEVELS[account.level]}</p>
<form method="post" action="/cas/oauth2.0/authorize/confirm">
<input type="hidden" name="request" value="${request}"><input type="hidden" name="cpf" value="${account.cpf}">
<button type="submit">Autorizar</button>
</form>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>gov.br (ambiente local de teste)</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}section{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:.75rem 0}button{font-size:1rem;padding:.4rem 1rem}</style>
</head><body><main>
<h1>gov.br — autorizar assinatura</h1>
<p>AMBIENTE LOCAL DE TESTE: este não é o gov.br. Escolha a conta que autoriza o uso do seu certificado para assinar.</p>
${sections}
<form method="post" action="/cas/oauth2.0/authorize/confirm"><input type="hidden" name="request" value="${request}"><input type="hidden" name="deny" value="1"><button type="submit">Não autorizar</button></form>
</main></body></html>`;
}

export async function startGovBrFixture(options: GovBrFixtureOptions = {}): Promise<GovBrFixture> {
  const ownDir = options.dir === undefined ? mkdtempSync(join(tmpdir(), 'gdoc-govbr-fixture-')) : null;
  const pki = await openGovBrFixturePki(options.dir ?? (ownDir as string));
  const clientId = options.clientId ?? 'gdoc-fixture';
  const clientSecret = options.clientSecret ?? random();
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 600;
  const bronzeAt = options.bronzeAt ?? 'authorize';
  const accounts = GOVBR_FIXTURE_ACCOUNTS;
  const faults: GovBrFixtureFaults = { tamper: false, signAs: null, failWith: null };
  const issuedTokens: string[] = [];
  const requests = new Map<string, AuthorizeRequest>();
  const codes = new Map<string, Code>();
  const tokens = new Map<string, Token>();
  const accountOf = (cpf: string) => accounts.find((account) => account.cpf === cpf);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(body);
    };
    const text = (status: number, body: string) => send(status, 'text/plain; charset=utf-8', body);
    const redirect = (target: string) => send(302, 'text/plain; charset=utf-8', '', { location: target });
    const route = `${request.method} ${url.pathname}`;

    if (route === 'GET /cas/oauth2.0/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      const scope = query.get('scope') ?? '';
      const target = URL.canParse(redirectUri) ? new URL(redirectUri) : null;
      if (query.get('response_type') !== 'code' || query.get('client_id') !== clientId || !['sign', 'signature_session'].includes(scope) || target === null || !/^https?:$/.test(target.protocol)) {
        return text(400, 'error=invalid_request');
      }
      const id = random();
      requests.set(id, { redirectUri, state: query.get('state'), scope, expiresAt: Date.now() + 10 * 60_000 });
      return send(200, 'text/html; charset=utf-8', authorizePage(id, accounts), { 'content-security-policy': PAGE_CSP });
    }

    if (route === 'POST /cas/oauth2.0/authorize/confirm') {
      const form = new URLSearchParams(await readBody(request));
      const pending = requests.get(form.get('request') ?? '');
      requests.delete(form.get('request') ?? '');
      if (pending === undefined || pending.expiresAt < Date.now()) return text(400, 'Pedido de autorização desconhecido ou expirado.');
      const back = new URL(pending.redirectUri);
      if (pending.state !== null) back.searchParams.set('state', pending.state);
      const account = accountOf(form.get('cpf') ?? '');
      if (form.get('deny') === '1' || account === undefined) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'O usuário não autorizou o uso do certificado.');
        return redirect(back.href);
      }
      if (account.level === 'bronze' && bronzeAt === 'authorize') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', BRONZE_REFUSAL);
        return redirect(back.href);
      }
      const code = random();
      codes.set(code, { cpf: account.cpf, redirectUri: pending.redirectUri, scope: pending.scope, expiresAt: Date.now() + 5 * 60_000 });
      back.searchParams.set('code', code);
      return redirect(back.href);
    }

    if (route === 'POST /cas/oauth2.0/token') {
      const form = new URLSearchParams(await readBody(request));
      // The manual's example sends the parameters in the query string of the POST; both are read.
      const param = (name: string) => form.get(name) ?? url.searchParams.get(name);
      if (param('client_id') !== clientId || param('client_secret') !== clientSecret) {
        return send(401, 'application/json', JSON.stringify({ timestamp: Date.now(), status: 401, error: 'Unauthorized', message: 'No message available', path: '/oauth2.0/token' }));
      }
      const code = codes.get(param('code') ?? '');
      codes.delete(param('code') ?? '');
      if (param('grant_type') !== 'authorization_code' || code === undefined || code.expiresAt < Date.now() || code.redirectUri !== param('redirect_uri')) {
        return text(400, 'error=invalid_request');
      }
      const accessToken = `AT-${random()}`;
      issuedTokens.push(accessToken);
      tokens.set(accessToken, { cpf: code.cpf, scope: code.scope, expiresAt: Date.now() + tokenTtlSeconds * 1000, used: false });
      return send(200, 'application/json', JSON.stringify({ access_token: accessToken, token_type: 'bearer', expires_in: tokenTtlSeconds }));
    }

    if (route === 'GET /api/externo/v2/certificadoPublico' || route === 'POST /api/externo/v2/assinarPKCS7') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const token = tokens.get(bearer);
      if (token === undefined || token.expiresAt < Date.now() || (token.scope === 'sign' && token.used)) return text(401, 'Unauthorized');
      const account = accountOf(token.cpf);
      if (account === undefined || account.level === 'bronze') return text(403, BRONZE_REFUSAL);
      if (request.method === 'GET') return send(200, 'application/x-pem-file', (await pki.signerFor(account)).certificatePem);

      let hash: Buffer;
      try {
        const body = JSON.parse(await readBody(request)) as { hashBase64?: unknown };
        hash = Buffer.from(typeof body.hashBase64 === 'string' ? body.hashBase64 : '', 'base64');
      } catch {
        hash = Buffer.alloc(0);
      }
      if (hash.length !== 32) return text(400, 'hashBase64 deve ser um SHA-256 em Base64.');
      if (faults.failWith !== null) return text(faults.failWith, 'falha simulada');
      token.used = true;
      const signingAccount = faults.signAs === null ? account : (accountOf(faults.signAs) ?? account);
      const der = fixturePkcs7(await pki.signerFor(signingAccount), pki.caDer, hash);
      if (faults.tamper) der[der.length - 1] = (der[der.length - 1] ?? 0) ^ 0x01;
      return send(200, 'application/octet-stream', der);
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
  const url = listening.url;
  return {
    url,
    casUrl: `${url}/cas`,
    apiUrl: `${url}/api`,
    clientId,
    clientSecret,
    trustAnchorsPath: pki.chainPemPath,
    accounts,
    faults,
    issuedTokens,
    stop: async () => {
      await listening.stop();
      if (ownDir !== null) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
