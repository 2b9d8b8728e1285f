import { describe, expect, it } from 'vitest';
import { parseSignupFormQuery, readSignupPrefill } from './signupPrefill';

const prefill = { name: 'JOSE DA SILVA TESTE', cpf_cnpj: '11144477735', icp_hash: 'abc123', icp_issuer_display_name: 'AC GDoc Testes v1', login_type: 2 };

describe('the signup prefill of a certificate login', () => {
  it('reads the form query the login leaves', () => {
    expect(parseSignupFormQuery(JSON.stringify(prefill))).toEqual(prefill);
  });

  it('keeps a formatted CPF as digits', () => {
    expect(parseSignupFormQuery(JSON.stringify({ name: 'Ana', cpf_cnpj: '111.444.777-35' }))).toEqual({ name: 'Ana', cpf_cnpj: '11144477735' });
  });

  it('drops bad fields and keeps the good ones', () => {
    expect(readSignupPrefill({ ...prefill, cpf_cnpj: '11111111111', login_type: 0, icp_hash: 42, extra: '<script>' })).toEqual({
      name: 'JOSE DA SILVA TESTE',
      icp_issuer_display_name: 'AC GDoc Testes v1',
    });
  });

  it('ignores garbage', () => {
    for (const query of [null, '', 'não é json', '[]', '"texto"', '{}', JSON.stringify({ name: '' }), `{"name":"${'x'.repeat(5000)}"}`]) {
      expect(parseSignupFormQuery(query)).toBeNull();
    }
    expect(readSignupPrefill(null)).toBeNull();
    expect(readSignupPrefill({ name: 'x'.repeat(256) })).toBeNull();
  });
});
