// The desktop app's "Sou cidadão" certificate login handed to the portal in the system browser.
import { describe, expect, it, vi } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { ok } from '../../src-shared/ipc/result';
import type { SignArgs } from '../../src-shared/signer/protocol';
import { ApiError } from '../api/ApiError';
import type { SignerApi } from '../signer/certificateSession';
import { aCertificate } from '../signer/testCertificates';
import { messages } from '../../src-shared/messages';
import {
  handCertificateLoginToPortal,
  loginWithPortalCode,
  portalCodeErrorMessage,
  portalCodeOf,
  portalHandoffUrl,
  withoutPortalCode,
  type PortalHandoffDeps,
} from './portalHandoff';
import { aUser } from './testUsers';

const CODE = 'Zm9v_YmFy-' + 'a'.repeat(33);
const SERVER = 'https://gdoc.prefeitura.gov.br';

const signer = {
  inventory: vi.fn(),
  openSession: vi.fn(async () => ok({ sessionId: 's-1', certificate: aCertificate() })),
  sign: vi.fn(async (args: SignArgs) => ok({ signed: args.items.map((item) => ({ id: item.id, cms: 'Q01T' })), failed: null, notSigned: [], cancelled: false })),
  cancel: vi.fn(),
  closeSession: vi.fn(async () => ok(null)),
} as unknown as SignerApi;

function depsWith(overrides: Partial<PortalHandoffDeps['api']> = {}, serverUrl = SERVER) {
  const calls: string[] = [];
  const api: PortalHandoffDeps['api'] = {
    pkiToken: async () => ({ token: 'nonce-1' }),
    certificateLogin: vi.fn(async () => ({ access_token: 'desktop-token', token_type: 'Bearer' as const, expires_in: 3600 })),
    me: async () => aUser(),
    portalCode: vi.fn(async (token: string) => {
      calls.push(`code ${token}`);
      return { code: CODE, expires_in: 60 };
    }),
    logoutToken: vi.fn(async (token: string) => {
      calls.push(`logout ${token}`);
      return {};
    }),
    ...overrides,
  };
  const open = vi.fn((url: string) => void calls.push(`open ${url}`));
  return { deps: { signer, api, serverUrl, open } satisfies PortalHandoffDeps, calls, open, api };
}

const request = { certificate: aCertificate().ref, pin: '12345678' };

describe('the portal handoff URL', () => {
  it('is the portal login on the server, with the one-time code in portal_code', async () => {
    const { deps, calls, api } = depsWith();
    expect(await handCertificateLoginToPortal(deps, request, () => {})).toBe('portal');
    expect(api.certificateLogin).toHaveBeenCalledWith('Q01T', LoginType.ICP_EXTERNAL_USER);
    // The desktop session ends before the browser is sent on: the app keeps no citizen session.
    expect(calls).toEqual(['code desktop-token', 'logout desktop-token', `open ${SERVER}/app/citizen/v2/login?portal_code=${CODE}`]);
  });

  it('keeps a server address with a path or trailing slash on its own origin', async () => {
    const { deps, open } = depsWith({}, 'http://127.0.0.1:8080/');
    await handCertificateLoginToPortal(deps, request, () => {});
    expect(open).toHaveBeenCalledWith(`http://127.0.0.1:8080/app/citizen/v2/login?portal_code=${CODE}`);
  });

  it('opens the portal’s prefilled signup for a certificate with no account, and keeps no session', async () => {
    const signup = { name: 'JOSE DA SILVA TESTE', cpf_cnpj: '11144477735', icp_hash: 'abc', icp_issuer_display_name: 'AC GDoc Testes v1' };
    const body = { message: 'x', reason: 'certificate-user-not-found', signup };
    const { deps, open, api } = depsWith({
      certificateLogin: vi.fn(async () => Promise.reject(new ApiError(401, { message: 'x', reason: 'certificate-user-not-found' }, body))),
    });
    expect(await handCertificateLoginToPortal(deps, request, () => {})).toBe('signup');
    const opened = new URL(open.mock.calls[0]?.[0] ?? '');
    expect(`${opened.origin}${opened.pathname}`).toBe(`${SERVER}/app/citizen/v2/signup/type`);
    expect(JSON.parse(opened.searchParams.get('form') ?? '')).toEqual({ ...signup, login_type: 2 });
    expect(api.portalCode).not.toHaveBeenCalled();
  });

  it('ends the desktop session and opens nothing when the server refuses the code', async () => {
    const { deps, open, calls } = depsWith({ portalCode: vi.fn(async () => Promise.reject(new ApiError(403, { message: 'x' }))) });
    await expect(handCertificateLoginToPortal(deps, request, () => {})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['logout desktop-token']);
    expect(open).not.toHaveBeenCalled();
  });

  it('only lets http(s) URLs on the server’s own origin through, without credentials', () => {
    expect(portalHandoffUrl(SERVER, `${SERVER}/app/citizen/v2/login?portal_code=x`)).toBe(`${SERVER}/app/citizen/v2/login?portal_code=x`);
    expect(portalHandoffUrl(SERVER, 'https://evil.example/app/citizen/v2/login')).toBeNull();
    expect(portalHandoffUrl('file:///etc', 'file:///etc/passwd')).toBeNull();
    expect(portalHandoffUrl(SERVER, 'https://user:pw@gdoc.prefeitura.gov.br/app/')).toBeNull();
    expect(portalHandoffUrl('', '/app/citizen/v2/login')).toBeNull();
  });
});

describe('the portal receiving the code', () => {
  it('reads portal_code, and calls anything that cannot be a code invalid', () => {
    expect(portalCodeOf(new URLSearchParams({ portal_code: CODE }))).toBe(CODE);
    expect(portalCodeOf(new URLSearchParams({ portal_code: '<script>' }))).toBe('invalid');
    expect(portalCodeOf(new URLSearchParams({ govbr: CODE }))).toBeNull();
  });

  it('drops the code from the address, keeping the rest', () => {
    expect(withoutPortalCode(new URLSearchParams({ portal_code: CODE, redirectTo: '/citizen/v2/requests' })).toString()).toBe(
      'redirectTo=%2Fcitizen%2Fv2%2Frequests',
    );
  });

  it('trades it as a certificate login (type 2) and reads the user with the new token', async () => {
    const login = vi.fn(async () => ({ access_token: 'portal-token', token_type: 'Bearer' as const, expires_in: 3600 }));
    const me = vi.fn(async () => aUser());
    const { token } = await loginWithPortalCode({ login, me }, CODE);
    expect(login).toHaveBeenCalledWith({ type: LoginType.ICP_EXTERNAL_USER, data: { token: CODE } });
    expect(me).toHaveBeenCalledWith('portal-token');
    expect(token).toBe('portal-token');
  });

  it('says a refused code is used or expired, without saying which', () => {
    expect(portalCodeErrorMessage(new ApiError(401, { message: 'x' }))).toBe(messages.portalHandoff.server.codeInvalid);
    expect(portalCodeErrorMessage(new ApiError(422, { message: 'x' }))).toBe(messages.portalHandoff.server.codeInvalid);
  });
});
