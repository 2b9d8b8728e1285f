// §7 Roles: a failed save shows the first server field error, else the server's message, else the
// resource's generic error.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { firstSaveError, issuesByField, saveErrorMessage, saveFailureText } from './saveError';

const fallback = 'Erro ao salvar';

describe('the message of a failed save', () => {
  it('is the first field error when the server names fields', () => {
    const error = new ApiError(422, { message: 'Dados inválidos', errors: { name: ['Já existe uma função com este nome', 'outro'], sector_id: ['Setor inexistente'] } });
    expect(saveErrorMessage(error, fallback)).toBe('Já existe uma função com este nome');
  });

  it("is the server's message when no field is named", () => {
    expect(saveErrorMessage(new ApiError(422, { message: 'A função Administrador mantém todas as permissões.' }), fallback)).toBe(
      'A função Administrador mantém todas as permissões.',
    );
    expect(saveErrorMessage(new ApiError(422, { message: 'Dados inválidos', errors: {} }), fallback)).toBe('Dados inválidos');
  });

  it("is the resource's generic error without a readable answer: unreachable server, odd body, anything else", () => {
    expect(saveErrorMessage(new ApiError(0, null), fallback)).toBe(fallback);
    expect(saveErrorMessage(new ApiError(500, null), fallback)).toBe(fallback);
    expect(saveErrorMessage(new ApiError(500, { message: ' ' }), fallback)).toBe(fallback);
    expect(saveErrorMessage(new Error('boom'), fallback)).toBe(fallback);
  });
});

describe("the editor's own check, keyed like the server's errors", () => {
  it('keeps the first message of each field path', () => {
    expect(issuesByField([
      { path: ['name'], message: 'Campo obrigatório' },
      { path: ['name'], message: 'Máximo 120 caracteres' },
      { path: ['person', 'email'], message: 'Email inválido' },
      { path: [], message: 'Dados inválidos' },
    ])).toEqual({ name: 'Campo obrigatório', 'person.email': 'Email inválido', body: 'Dados inválidos' });
  });
});

describe('a declared save failure text (§8 Sector)', () => {
  const sector = (first: string | null) => (first === null ? 'Erro ao salvar setor' : `Erro ao salvar setor: ${first}`);

  it('as a function, wraps the first error, or stands alone when there is none', () => {
    const error = new ApiError(422, { message: 'Dados inválidos', errors: { symbol: ['Somente letras, de 2 a 10 caracteres'] } });
    expect(saveFailureText(sector, firstSaveError(error))).toBe('Erro ao salvar setor: Somente letras, de 2 a 10 caracteres');
    expect(saveFailureText(sector, firstSaveError(new Error('offline')))).toBe('Erro ao salvar setor');
  });

  it('as a string, is the fallback behind the first error', () => {
    expect(saveFailureText(fallback, 'Campo obrigatório')).toBe('Campo obrigatório');
    expect(saveFailureText(fallback, null)).toBe(fallback);
  });
});
