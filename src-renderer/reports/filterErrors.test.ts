import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { filterErrorsOf } from './filterErrors';

describe('a refused report filter', () => {
  it('puts each field message under its field, the sub-sector switch under the sector', () => {
    const error = new ApiError(422, {
      message: 'inválido',
      errors: { to: ['A data final deve ser igual ou posterior à inicial.', 'outra'], with_subsectors: ['Valor inválido.'], subject_id: ['Assunto não encontrado.'] },
    });
    expect(filterErrorsOf(error)).toEqual({ to: 'A data final deve ser igual ou posterior à inicial.', sector_id: 'Valor inválido.', subject_id: 'Assunto não encontrado.' });
  });

  it('is not a filter error when the server failed or could not be reached', () => {
    expect(filterErrorsOf(new ApiError(500, { message: 'erro' }))).toBeNull();
    expect(filterErrorsOf(new ApiError(0, null))).toBeNull();
    expect(filterErrorsOf(new Error('x'))).toBeNull();
  });
});
