// What SQLite's UNIQUE constraint errors say, for routes that answer them as field errors: a
// concurrent write can still hit the constraint after the route's own check.
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | undefined)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Which of a person's unique columns a failed write hit: the e-mail, the CPF/CNPJ, or neither. */
export function peopleUniqueViolation(error: unknown): 'email' | 'cpf_cnpj' | null {
  if (!isUniqueViolation(error)) return null;
  const message = (error as { message?: string }).message ?? '';
  if (message.includes('people.email')) return 'email';
  if (message.includes('people.cpf_cnpj')) return 'cpf_cnpj';
  return null;
}
