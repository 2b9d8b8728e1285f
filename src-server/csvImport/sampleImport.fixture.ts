// A small import for the importer's tests: people with a name, a CPF and a yes/no flag, kept in an
// array instead of a database; a CPF already "stored" is refused by check() the way a real create
// answers, and one name makes create() fail (a write that breaks mid-way), to show the next lines
// still go in; a name in capitals is created with a notice.
import { z } from 'zod';
import { isValidCpfNumber, onlyDigits } from '../../src-shared/validation/rules';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import type { CsvImportDeclaration } from './runImport';

export const SAMPLE_CPF_TAKEN = 'CPF já cadastrado';
export const SAMPLE_FLAG_INVALID = 'Use sim ou não.';
export const SAMPLE_BREAKS = 'Quebra Ao Gravar';
export const SAMPLE_REFUSED = 'Recusado pelo servidor';
export const SAMPLE_NOTICE = 'Nome em maiúsculas';

const schema = z.object({
  name: z.string().trim().min(1, 'Informe o nome'),
  cpf: z.string().refine(isValidCpfNumber, 'CPF inválido').transform(onlyDigits),
  flag: z.boolean(),
});
type Sample = z.output<typeof schema>;

export function sampleImport(existingCpfs: readonly string[] = []) {
  const stored: Sample[] = [];
  const unexpected: number[] = [];
  const declaration: CsvImportDeclaration<Sample> = {
    columns: [
      { key: 'name', header: 'nome', aliases: ['nome completo'], required: true },
      { key: 'cpf', header: 'cpf', required: true },
      { key: 'flag', header: 'servidor federal', aliases: ['federal'] },
    ],
    schema,
    columnOf: (path) => (path === 'name' || path === 'cpf' || path === 'flag' ? path : undefined),
    unique: [{ column: 'cpf', valueOf: (cells) => onlyDigits(cells.cpf ?? '') || null }],
    toRequest(cells) {
      const flag = cells.flag === '' || cells.flag === 'não' ? false : cells.flag === 'sim' ? true : null;
      const errors: FieldErrors = flag === null ? { flag: [SAMPLE_FLAG_INVALID] } : {};
      return { request: { name: cells.name, cpf: cells.cpf, flag: flag ?? false }, errors };
    },
    check: (input): FieldErrors => (existingCpfs.includes(input.cpf) ? { cpf: [SAMPLE_CPF_TAKEN] } : {}),
    async create(input) {
      if (input.name === SAMPLE_BREAKS) throw new Error('disk full');
      if (input.name === SAMPLE_REFUSED) throw invalidFields({ name: ['Nome recusado'] });
      if (input.name === 'Sem Campo') throw new ApiError(409, { message: 'Conflito' });
      stored.push(input);
      return input.flag ? { warning: 'marcado' } : {};
    },
    noticeOf: (input) => (input.name === input.name.toUpperCase() ? SAMPLE_NOTICE : undefined),
    onUnexpected: (_error, line) => unexpected.push(line),
  };
  return { declaration, stored, unexpected };
}
