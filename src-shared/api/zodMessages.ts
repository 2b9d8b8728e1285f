// pt-BR messages for zod issues, so field errors built from schemas read like the form rules.
// Installed once per process (server, renderer) with z.config.
import type { z } from 'zod';
import { messages } from '../messages';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

export function ptBrZodError(issue: Issue): string | undefined {
  const v = messages.validation;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? v.required : v.invalid;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? v.required : v.min(Number(issue.minimum));
      return v.invalid;
    case 'too_big':
      return issue.origin === 'string' ? v.max(Number(issue.maximum)) : v.invalid;
    case 'invalid_format':
      return issue.format === 'email' ? v.email : v.invalid;
    default:
      return v.invalid;
  }
}
