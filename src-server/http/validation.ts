// Request input checked with the shared zod schemas; failures become 422 with field errors keyed
// by dot-joined path (Laravel's shape), the whole body being "body".
import { z } from 'zod';
import { ptBrZodError } from '../../src-shared/api/zodMessages';
import { invalidFields, type FieldErrors } from './errors';

/** zod's configuration is process-wide; installing it twice is harmless. */
export function installZodMessages(): void {
  z.config({ customError: ptBrZodError });
}

export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'body' : issue.path.map(String).join('.');
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidFields(fieldErrors(result.error.issues));
  return result.data;
}
