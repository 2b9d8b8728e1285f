import { describe, expect, it } from 'vitest';
import { loginIdentifier, loginRequestSchema, updateMeRequestSchema } from './auth';

describe('login requests', () => {
  it('sends an e-mail as email and a CPF or CNPJ, unmasked, as cpf_cnpj', () => {
    expect(loginIdentifier(' servidor@demo.gov.br ')).toEqual({ email: 'servidor@demo.gov.br' });
    expect(loginIdentifier('529.982.247-25')).toEqual({ cpf_cnpj: '529.982.247-25' });
    expect(loginRequestSchema.parse({ type: 0, data: { cpf_cnpj: '529.982.247-25', password: 'x' } }).data.cpf_cnpj).toBe('52998224725');
  });

  it('refuses what is neither an e-mail nor a valid document number', () => {
    expect(loginIdentifier('529.982.247-24')).toBeNull();
    expect(loginIdentifier('fulano@')).toBeNull();
  });

  it('accepts the password login types only, with exactly one identifier', () => {
    const data = { email: 'a@b.gov.br', password: 'x' };
    expect(loginRequestSchema.safeParse({ type: 0, data }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ type: 6, data }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ type: 3, data }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ type: 0, data: { ...data, cpf_cnpj: '52998224725' } }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ type: 0, data: { password: 'x' } }).success).toBe(false);
  });
});

describe('profile updates (PUT user/me)', () => {
  it('asks the current password and a matching confirmation with a new password', () => {
    const result = updateMeRequestSchema.safeParse({ password: 'nova1234', password_confirmation: 'nova12345' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['current_password', 'password_confirmation']));
  });

  it('stores the cellphone as digits', () => {
    expect(updateMeRequestSchema.parse({ cellphone: '(61) 99123-4567' }).cellphone).toBe('61991234567');
  });
});
