import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { rethrowPersonDuplicate } from './personDuplicates';

const texts = { cpfTaken: 'Cpf existente ou inválido', emailTaken: 'E-mail existente ou inválido' };
const unique = (column: string) => Object.assign(new Error(`UNIQUE constraint failed: ${column}`), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
const caught = (error: unknown): unknown => {
  try {
    rethrowPersonDuplicate(error, texts);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('nothing thrown');
};

describe('a person written while another took the CPF or e-mail (§5)', () => {
  it('answers the CPF under person.cpfCnpj and the e-mail under person.email', () => {
    const cpf = caught(unique('people.cpf_cnpj'));
    expect(cpf).toBeInstanceOf(ApiError);
    expect((cpf as ApiError).body.errors).toEqual({ 'person.cpfCnpj': [texts.cpfTaken] });
    expect(((caught(unique('people.email')) as ApiError).body.errors)).toEqual({ 'person.email': [texts.emailTaken] });
  });

  it('lets any other failure through as it was', () => {
    const other = unique('users.uuid');
    expect(caught(other)).toBe(other);
    const plain = new Error('disk I/O error');
    expect(caught(plain)).toBe(plain);
  });
});
