import { describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { messages } from '../../src-shared/messages';
import { ApiError } from '../api/ApiError';
import { loginErrorMessage } from './loginErrors';

const apiError = (status: number, message = 'Mensagem do servidor', errors?: Record<string, string[]>) =>
  new ApiError(status, { message, ...(errors ? { errors } : {}) });

describe('login error catalogue (§8)', () => {
  it('shows the server message on a native 400', () => {
    expect(loginErrorMessage(apiError(400, 'Use o portal do cidadão'), LoginType.NATIVE)).toBe('Use o portal do cidadão');
  });

  it('says Credenciais inválidas on a native 401 or 422', () => {
    expect(loginErrorMessage(apiError(401), LoginType.NATIVE)).toBe(messages.login.invalidCredentials);
    expect(loginErrorMessage(apiError(422), LoginType.EXTERNAL_NATIVE)).toBe(messages.login.invalidCredentials);
  });

  it('says the certificate is not authorised on a certificate 401 or 422', () => {
    expect(loginErrorMessage(apiError(401), LoginType.ICP)).toBe(messages.login.certificateNotAuthorized);
    expect(loginErrorMessage(apiError(422), LoginType.ICP_EXTERNAL_USER)).toBe(messages.login.certificateNotAuthorized);
  });

  it('falls back to Erro ao autenticar for everything else', () => {
    expect(loginErrorMessage(new ApiError(0, null), LoginType.NATIVE)).toBe(messages.login.defaultError);
    expect(loginErrorMessage(apiError(500), LoginType.NATIVE)).toBe(messages.login.defaultError);
    expect(loginErrorMessage(new Error('x'), LoginType.NATIVE)).toBe(messages.login.defaultError);
    expect(loginErrorMessage(new ApiError(400, null), LoginType.NATIVE)).toBe(messages.login.defaultError);
  });

  it('passes on the wait message when logins are throttled', () => {
    expect(loginErrorMessage(apiError(429, 'Aguarde'), LoginType.NATIVE)).toBe('Aguarde');
  });
});
