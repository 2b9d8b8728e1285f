import { describe, expect, it, vi } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { parseSignupFormQuery, signupPathFor } from '../../src-shared/api/signupPrefill';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../api/ApiError';
import {
  govBrLoginErrorMessage,
  govBrLoginStartUrl,
  govBrReturnOf,
  keepRedirectForGovBr,
  loginWithGovBrCode,
  takeRedirectAfterGovBr,
  withoutGovBrQuery,
} from './govBrLogin';
import { aUser } from './testUsers';

const CODE = 'Qk9tLWRpYS1jb2RpZ28tZGUtdW1hLXZlei1zby0xMjM';
const e = messages.govBrLogin.errors;

describe('the signup a login without an account goes to', () => {
  it('carries the gov.br prefill (name, CPF, e-mail, login type 3, provider) as JSON in the form query', () => {
    const prefill = {
      name: 'Helena Duarte Vasconcelos',
      cpf_cnpj: '52998224725',
      email: 'helena.vasconcelos@exemplo.com.br',
      login_type: LoginType.EGOV,
      provider: { name: 'govbr' as const, id: '52998224725' },
    };
    const url = new URL(signupPathFor(prefill), 'http://portal.invalid');
    expect(url.pathname).toBe('/citizen/v2/signup/type');
    expect(JSON.parse(url.searchParams.get('form') ?? '')).toEqual(prefill);
    expect(parseSignupFormQuery(url.searchParams.get('form'))).toEqual(prefill);
  });

  it('carries the certificate prefill (name, CPF, icp_hash, issuer, login type 2)', () => {
    const prefill = { name: 'JOSE DA SILVA', cpf_cnpj: '11144477735', icp_hash: 'ab12', icp_issuer_display_name: 'AC Teste', login_type: LoginType.ICP_EXTERNAL_USER };
    const url = new URL(signupPathFor(prefill), 'http://portal.invalid');
    expect(parseSignupFormQuery(url.searchParams.get('form'))).toEqual(prefill);
  });

  it('drops what a hand-written form query gets wrong, field by field', () => {
    const form = JSON.stringify({ name: 'Ana', cpf_cnpj: '123', email: 'nao-e-email', login_type: 4, provider: { name: 'google', id: 'x' } });
    expect(parseSignupFormQuery(form)).toEqual({ name: 'Ana' });
  });
});

describe('the gov.br login coming back to the portal', () => {
  it('starts at the server the portal talks to', () => {
    expect(govBrLoginStartUrl('')).toBe('/api/auth/govbr/login');
    expect(govBrLoginStartUrl('https://gdoc.valeverde.mg.gov.br/')).toBe('https://gdoc.valeverde.mg.gov.br/api/auth/govbr/login');
  });

  it('reads a one-time code, or what went wrong, from the query', () => {
    expect(govBrReturnOf(new URLSearchParams({ govbr: CODE }))).toEqual({ kind: 'code', code: CODE });
    expect(govBrReturnOf(new URLSearchParams({ govbr: 'curto' }))).toEqual({ kind: 'error', message: e.expired });
    expect(govBrReturnOf(new URLSearchParams({ govbr_error: 'denied' }))).toEqual({ kind: 'error', message: e.denied });
    expect(govBrReturnOf(new URLSearchParams({ govbr_error: 'qualquer' }))).toEqual({ kind: 'error', message: e.failed });
    expect(govBrReturnOf(new URLSearchParams({ redirectTo: '/citizen' }))).toBeNull();
  });

  it('takes the code out of the address and keeps the rest', () => {
    expect(withoutGovBrQuery(new URLSearchParams({ govbr: CODE, redirectTo: '/citizen/requests' })).toString()).toBe('redirectTo=%2Fcitizen%2Frequests');
  });

  it('trades the code with POST /auth/login type 3, then reads the user', async () => {
    const api = {
      login: vi.fn(async () => ({ access_token: 'tok', token_type: 'Bearer' as const, expires_in: 3600 })),
      me: vi.fn(async () => aUser()),
    };
    const result = await loginWithGovBrCode(api, CODE);
    expect(api.login).toHaveBeenCalledWith({ type: 3, data: { token: CODE } });
    expect(api.me).toHaveBeenCalledWith('tok');
    expect(result.token).toBe('tok');
  });

  it('says a used or expired code so, and shows the server’s words for a staff account', () => {
    expect(govBrLoginErrorMessage(new ApiError(401, { message: 'x' }))).toBe(e.expired);
    expect(govBrLoginErrorMessage(new ApiError(400, { message: 'Use o sistema interno' }))).toBe('Use o sistema interno');
    expect(govBrLoginErrorMessage(new ApiError(0, null))).toBe(messages.login.defaultError);
  });

  it('keeps the page the person came from across the trip to gov.br, once, and only a path of this app', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    keepRedirectForGovBr(storage, '/citizen/inbox?tab=opened_by_me');
    expect(takeRedirectAfterGovBr(storage)).toBe('/citizen/inbox?tab=opened_by_me');
    expect(takeRedirectAfterGovBr(storage)).toBeNull();
    keepRedirectForGovBr(storage, '//evil.example');
    expect(takeRedirectAfterGovBr(storage)).toBeNull();
    store.set('gdoc.govbr.redirectTo', 'https://evil.example');
    expect(takeRedirectAfterGovBr(storage)).toBeNull();
  });
});
