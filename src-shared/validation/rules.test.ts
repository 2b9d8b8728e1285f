import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { firstError, isValidCellphone, isValidCnpjNumber, isValidCpfOrCnpj, rules } from './rules';

const v = messages.validation;

describe('form rules of §5', () => {
  it('requires a non-blank value', () => {
    expect(rules.required('')).toBe(v.required);
    expect(rules.required('   ')).toBe(v.required);
    expect(rules.required(null)).toBe(v.required);
    expect(rules.required('x')).toBeNull();
  });

  it('accepts e-mails with a 2 to 4 letter top-level domain only', () => {
    expect(rules.email('servidor@demo.gov.br')).toBeNull();
    expect(rules.email('a@b.info')).toBeNull();
    expect(rules.email('a@b.museum')).toBe(v.email);
    expect(rules.email('a@b')).toBe(v.email);
    expect(rules.email('sem arroba.com')).toBe(v.email);
  });

  it('wants passwords of 8 or more with a lowercase letter and a digit', () => {
    expect(rules.password('demo1234')).toBeNull();
    expect(rules.password('DEMO1234')).toBe(v.password);
    expect(rules.password('demodemo')).toBe(v.password);
    expect(rules.password('dem1234')).toBe(v.password);
  });

  it('checks the confirmation against the password', () => {
    expect(rules.confirmed('abc', 'abc')).toBeNull();
    expect(rules.confirmed('abc', 'abd')).toBe(v.confirmed);
  });

  it('counts min and max characters', () => {
    expect(rules.min('abc', 4)).toBe('Mínimo 4 caracteres');
    expect(rules.max('abcde', 4)).toBe('Máximo 4 caracteres');
    expect(rules.min('abcd', 4)).toBeNull();
  });

  it('validates CPF and CNPJ check digits, masked or not', () => {
    expect(rules.cpf('529.982.247-25')).toBeNull();
    expect(rules.cpf('52998224724')).toBe(v.cpf);
    expect(rules.cpf('111.111.111-11')).toBe(v.cpf);
    expect(rules.cnpj('11.222.333/0001-81')).toBeNull();
    expect(rules.cnpj('11.222.333/0001-80')).toBe(v.cnpj);
    expect(rules.cpfCnpj('52998224725')).toBeNull();
    expect(rules.cpfCnpj('11222333000181')).toBeNull();
    expect(rules.cpfCnpj('123')).toBe(v.cpfCnpj);
  });

  it('accepts the alphanumeric CNPJ issued since July 2026 but not the reserved numeric ones', () => {
    expect(isValidCnpjNumber('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpjNumber('00000000000000')).toBe(false);
    expect(isValidCpfOrCnpj('00000000000000')).toBe(false);
  });

  it('accepts mobile (DD) 9 XXXX-XXXX and landline (DD) XXXX-XXXX numbers', () => {
    expect(isValidCellphone('(61) 9 9123-4567')).toBe(true);
    expect(isValidCellphone('(61) 3312-4567')).toBe(true);
    expect(isValidCellphone('61991234567')).toBe(true);
    expect(rules.cellphone('(61) 1234')).toBe(v.cellphone);
    expect(rules.cellphone('(00) 99123-4567')).toBe(v.cellphone);
  });

  it('takes birthdays as real past YYYY-MM-DD dates', () => {
    expect(rules.birthday('1990-02-28')).toBeNull();
    expect(rules.birthday('1990-02-30')).toBe(v.birthday);
    expect(rules.birthday('28/02/1990')).toBe(v.birthday);
    expect(rules.birthday('2999-01-01')).toBe(v.birthday);
  });

  it('checks numeric, initials and full names', () => {
    expect(rules.numeric('0123')).toBeNull();
    expect(rules.numeric('12a')).toBe(v.numeric);
    expect(rules.initials('SEAD', 4)).toBeNull();
    expect(rules.initials('SEA1', 4)).toBe('Somente letras e deve ter exatamente 4 caracteres');
    expect(rules.initials('SEA', 4)).toBe('Somente letras e deve ter exatamente 4 caracteres');
    expect(rules.fullName('Maria Silva')).toBeNull();
    expect(rules.fullName('Maria S')).toBe(v.fullName);
    expect(rules.fullName('  Maria   ')).toBe(v.fullName);
  });

  it('reports the first failing rule', () => {
    expect(firstError(null, 'a', 'b')).toBe('a');
    expect(firstError(null, null)).toBeNull();
  });
});
