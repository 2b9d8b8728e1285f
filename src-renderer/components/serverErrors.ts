// Server field errors onto a form: each field shows its first message, as the spec reads them.
import { isApiError } from '../api/ApiError';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body?.errors) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  );
}
