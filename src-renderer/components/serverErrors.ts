// Server field errors onto a form: each field shows its first message, as the spec reads them.
import { isApiError } from '../api/ApiError';

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body?.errors) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  );
}

/** The server's words for a refusal that names no field (too many attempts), to show on the form. */
export function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || !error.body?.message) return null;
  return Object.keys(error.body.errors ?? {}).length > 0 ? null : error.body.message;
}
