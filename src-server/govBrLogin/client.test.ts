// The Login Único client on its own, against a hand-made token endpoint: what it takes from the ID
// token and what makes it refuse one (another client's, another login's nonce, expired, a sub that
// is not a CPF), the PKCE pair, and the account level.
import { describe, expect, it } from 'vitest';
import { createGovBrLoginClient, GOVBR_LOGIN_SCOPE, pkceChallengeOf, pkcePair } from './client';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const jwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
const goodClaims = { sub: '52998224725', aud: 'gdoc', exp: NOW / 1000 + 60, nonce: 'n-1', name: 'Helena', email: 'h@exemplo.com.br' };

function clientAnswering(token: unknown, levels: unknown = [{ id: '2' }], seen: { url: string; init: RequestInit }[] = []) {
  const fetchStub = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const body = url.includes('/token') ? token : levels;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return createGovBrLoginClient({
    ssoUrl: 'https://sso.example/',
    apiUrl: 'https://api.example',
    clientId: 'gdoc',
    clientSecret: 's3cr3t',
    redirectUri: () => 'https://gdoc.example/api/auth/govbr/callback',
    fetch: fetchStub,
    now: () => NOW,
  });
}

describe('Login Único client', () => {
  it('makes an S256 pair: the challenge is the base64url SHA-256 of the verifier', () => {
    const { verifier, challenge } = pkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(pkceChallengeOf(verifier));
    // RFC 7636 appendix B.
    expect(pkceChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('sends the code with the verifier and Basic client credentials, and reads the person from the ID token', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = clientAnswering({ access_token: 'AT', id_token: jwt(goodClaims) }, undefined, seen);
    const url = new URL(client.authorizeUrl({ state: 'st', nonce: 'n-1', codeChallenge: 'ch' }));
    expect(url.origin + url.pathname).toBe('https://sso.example/authorize');
    expect(url.searchParams.get('scope')).toBe(GOVBR_LOGIN_SCOPE);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const result = await client.exchangeCode('the-code', 'the-verifier', 'n-1');
    expect(result).toEqual({ ok: true, value: { accessToken: 'AT', identity: { cpf: '52998224725', name: 'Helena', email: 'h@exemplo.com.br', picture: null } } });
    const body = new URLSearchParams(String(seen[0]?.init.body));
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://gdoc.example/api/auth/govbr/callback',
      code_verifier: 'the-verifier',
    });
    expect((seen[0]?.init.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from('gdoc:s3cr3t').toString('base64')}`);
  });

  it.each([
    ['another client', { ...goodClaims, aud: 'outro' }, 'another client'],
    ['another login', { ...goodClaims, nonce: 'n-2' }, 'nonce'],
    ['an expired one', { ...goodClaims, exp: NOW / 1000 - 1 }, 'expired'],
    ['one whose sub is not a CPF', { ...goodClaims, sub: '12345678900' }, 'not a CPF'],
  ])('refuses the ID token of %s', async (_, claims, detail) => {
    const result = await clientAnswering({ access_token: 'AT', id_token: jwt(claims) }).exchangeCode('c', 'v', 'n-1');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error.kind === 'unavailable' ? result.error.detail : '').toContain(detail);
  });

  it('takes the highest level the Confiabilidades API lists', async () => {
    expect(await clientAnswering({}, [{ id: '1' }, { id: 3 }, { id: '2' }]).accountLevel('AT', '52998224725')).toEqual({ ok: true, value: 'gold' });
    expect(await clientAnswering({}, [{ id: '1' }]).accountLevel('AT', '52998224725')).toEqual({ ok: true, value: 'bronze' });
    expect(await clientAnswering({}, { erro: 'x' }).accountLevel('AT', '52998224725')).toMatchObject({ ok: false });
  });
});
