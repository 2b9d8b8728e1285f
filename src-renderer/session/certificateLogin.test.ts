import { describe, expect, it, vi } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { failSigner, ok } from '../../src-shared/ipc/result';
import { messages } from '../../src-shared/messages';
import { incorrectPin, signerError } from '../../src-shared/signer/errors';
import type { SignArgs } from '../../src-shared/signer/protocol';
import { ApiError } from '../api/ApiError';
import type { SignerApi } from '../signer/certificateSession';
import { SignerCallError } from '../signer/signerCall';
import { aCertificate } from '../signer/testCertificates';
import { certificateLoginFailure, loginWithCertificate, signupPathFor, SIGNUP_PATH, type CertificateLoginDeps } from './certificateLogin';
import { aUser } from './testUsers';

const signupBody = {
  message: 'Os dados do certificado não correspondem a um usuário do sistema',
  reason: 'certificate-user-not-found',
  signup: { name: 'JOSE DA SILVA TESTE', cpf_cnpj: '11144477735', icp_hash: 'abc', icp_issuer_display_name: 'AC GDoc Testes v1' },
};
const apiError = (status: number, body: Record<string, unknown> = { message: 'x' }) =>
  new ApiError(status, { message: String(body.message), ...(typeof body.reason === 'string' ? { reason: body.reason } : {}) }, body);

describe('what a failed certificate login shows (§8)', () => {
  it('says the certificate is not authorised on a 401 or 422', () => {
    expect(certificateLoginFailure(apiError(401))).toEqual({ kind: 'message', message: messages.login.certificateNotAuthorized, pin: false });
    expect(certificateLoginFailure(apiError(422))).toEqual({ kind: 'message', message: 'Certificado não possui autorização de login', pin: false });
  });

  it('sends a person without an account to signup, with the prefill as the form query', () => {
    const failure = certificateLoginFailure(apiError(401, signupBody));
    expect(failure.kind).toBe('signup');
    const url = new URL(failure.kind === 'signup' ? failure.to : '', 'http://app.invalid');
    expect(url.pathname).toBe('/citizen/v2/signup/type');
    expect(JSON.parse(url.searchParams.get('form') ?? '')).toEqual({ ...signupBody.signup, login_type: 2 });
  });

  it('still goes to signup, without a form, when the prefill is unusable', () => {
    expect(certificateLoginFailure(apiError(401, { ...signupBody, signup: 'lixo' }))).toEqual({ kind: 'signup', to: SIGNUP_PATH });
  });

  it('needs the reason, not only a 401, to send someone to signup', () => {
    expect(certificateLoginFailure(apiError(401, { ...signupBody, reason: 'outra' })).kind).toBe('message');
    expect(certificateLoginFailure(apiError(422, signupBody)).kind).toBe('message');
  });

  it('leaves a disabled user to the API client, which sends them to their page', () => {
    expect(certificateLoginFailure(apiError(403, { message: 'x', reason: 'disabled-user' }))).toEqual({ kind: 'handled' });
  });

  it('shows the signer’s own message for token and PIN problems, marking PIN ones', () => {
    const wrongPin = new SignerCallError({ code: 'signer', message: 'PIN incorreto.', signer: incorrectPin(undefined) });
    expect(certificateLoginFailure(wrongPin)).toEqual({ kind: 'message', message: 'PIN incorreto.', pin: true });
    const removed = new SignerCallError({ code: 'signer', message: '', signer: signerError('token-removed') });
    expect(certificateLoginFailure(removed)).toEqual({ kind: 'message', message: messages.signer.tokenRemoved, pin: false });
  });

  it('falls back to Erro ao autenticar when the server cannot be reached or fails', () => {
    expect(certificateLoginFailure(new ApiError(0, null))).toEqual({ kind: 'message', message: 'Erro ao autenticar', pin: false });
    expect(certificateLoginFailure(apiError(500))).toMatchObject({ message: 'Erro ao autenticar' });
    expect(certificateLoginFailure(new Error('x'))).toMatchObject({ message: 'Erro ao autenticar' });
  });

  it('builds the signup path with or without a prefill', () => {
    expect(signupPathFor(null)).toBe('/citizen/v2/signup/type');
    expect(signupPathFor({ name: 'Ana' })).toBe('/citizen/v2/signup/type?form=%7B%22name%22%3A%22Ana%22%7D');
  });
});

describe('the certificate login run', () => {
  const calls: string[] = [];
  const signer = {
    inventory: vi.fn(),
    openSession: vi.fn(async () => {
      calls.push('open');
      return ok({ sessionId: 's-1', certificate: aCertificate() });
    }),
    sign: vi.fn(async (args: SignArgs) => {
      calls.push('sign');
      return ok({ signed: args.items.map((item) => ({ id: item.id, cms: 'Q01T' })), failed: null, notSigned: [], cancelled: false });
    }),
    cancel: vi.fn(),
    closeSession: vi.fn(async () => {
      calls.push('close');
      return ok(null);
    }),
  } as unknown as SignerApi;
  const api = {
    pkiToken: vi.fn(async () => {
      calls.push('nonce');
      return { token: 'nonce-1' };
    }),
    certificateLogin: vi.fn(async (cms: string) => {
      calls.push(`login ${cms}`);
      return { access_token: 'tok', token_type: 'Bearer' as const, expires_in: 3600 };
    }),
    me: vi.fn(async (token?: string) => {
      calls.push(`me ${token}`);
      return aUser();
    }),
  } satisfies CertificateLoginDeps['api'];

  it('fetches the nonce, signs it once with the session closed after, then logs in with the CMS', async () => {
    calls.length = 0;
    const phases: string[] = [];
    const result = await loginWithCertificate({ signer, api }, { certificate: aCertificate().ref, pin: '12345678' }, (phase) => phases.push(phase));
    expect(calls).toEqual(['nonce', 'open', 'sign', 'close', 'login Q01T', 'me tok']);
    expect(phases).toEqual(['signing', 'logging-in']);
    expect(result.token).toBe('tok');
    expect(vi.mocked(signer.sign).mock.calls[0]?.[0].items).toEqual([{ id: 'login', content: btoa('nonce-1'), attach: true }]);
  });

  it('logs a citizen in as login type 2 (ICP external user) when told, the staff as type 1 by default', async () => {
    await loginWithCertificate({ signer, api }, { certificate: aCertificate().ref, pin: '12345678' }, () => {}, LoginType.ICP_EXTERNAL_USER);
    expect(api.certificateLogin).toHaveBeenLastCalledWith('Q01T', LoginType.ICP_EXTERNAL_USER);
    await loginWithCertificate({ signer, api }, { certificate: aCertificate().ref, pin: '12345678' }, () => {});
    expect(api.certificateLogin).toHaveBeenLastCalledWith('Q01T', LoginType.ICP);
  });

  it('spends no PIN try when the server cannot give a nonce', async () => {
    calls.length = 0;
    const offline = { ...api, pkiToken: vi.fn(async () => Promise.reject(new ApiError(0, null))) };
    await expect(loginWithCertificate({ signer, api: offline }, { certificate: aCertificate().ref, pin: '1234' }, () => {})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('stops at a wrong PIN: one login attempt, no signature, no server login', async () => {
    calls.length = 0;
    const wrong = { ...signer, openSession: vi.fn(async () => failSigner(incorrectPin(undefined))) } as SignerApi;
    const error = await loginWithCertificate({ signer: wrong, api }, { certificate: aCertificate().ref, pin: '0000' }, () => {}).catch((caught: unknown) => caught);
    expect(certificateLoginFailure(error)).toEqual({ kind: 'message', message: 'PIN incorreto.', pin: true });
    expect(wrong.openSession).toHaveBeenCalledOnce();
    expect(calls).toEqual(['nonce']);
  });
});
