// §5: a person's CPF/CNPJ or e-mail that another person already holds, answered as the field errors
// the signup and the administration's editors show under person.cpfCnpj and person.email. The
// routes check first; a concurrent write can still hit the people table's UNIQUE constraint after
// that check, and lands here.
import { peopleUniqueViolation } from '../db/uniqueViolations';
import { invalidFields } from './errors';

export type DuplicateTexts = { cpfTaken: string; emailTaken: string };

export function rethrowPersonDuplicate(error: unknown, texts: DuplicateTexts): never {
  const column = peopleUniqueViolation(error);
  if (column === 'cpf_cnpj') throw invalidFields({ 'person.cpfCnpj': [texts.cpfTaken] });
  if (column === 'email') throw invalidFields({ 'person.email': [texts.emailTaken] });
  throw error;
}
