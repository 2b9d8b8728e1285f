// What a failed save says (companion §7 Roles, §5): the first server field error, else the
// server's message, else the resource's own generic error. Field errors also go under their fields.
import { firstFieldError } from '../../../src-shared/api/errors';
import { isApiError } from '../../api/ApiError';
import type { SaveFailedText } from './defineResource';

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

/** The first error a failed save names (a field's, else the server's own message), or null. */
export function firstSaveError(error: unknown): string | null {
  if (!isApiError(error) || error.body === null || error.status === 0) return null;
  return firstFieldError(error.body) ?? (error.body.message.trim() === '' ? null : error.body.message);
}

/** A failed save's message by the resource's declared text: the first error itself, or the declared function of it. */
export function saveFailureText(failed: SaveFailedText, first: string | null): string {
  if (typeof failed === 'function') return failed(first);
  return first ?? failed;
}
