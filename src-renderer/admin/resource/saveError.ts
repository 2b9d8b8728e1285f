// What a failed save says (companion §7 Roles, §5): the first server field error, else the
// server's message, else the resource's own generic error. Field errors also go under their fields.
import { firstFieldError } from '../../../src-shared/api/errors';
import { isApiError } from '../../api/ApiError';

export function saveErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.body === null || error.status === 0) return fallback;
  return firstFieldError(error.body) ?? (error.body.message.trim() === '' ? fallback : error.body.message);
}

/** zod issues of the editor's own check, keyed like the server's (dot-joined path), first message. */
export function issuesByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'body' : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
