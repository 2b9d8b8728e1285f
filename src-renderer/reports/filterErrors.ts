// A filter the server refused (422, field errors in Laravel's shape) said under the form's fields;
// any other failure is not the filter's, and the screen says so in its alert instead.
import { isApiError } from '../api/ApiError';

export type FilterErrors = Partial<Record<'from' | 'to' | 'sector_id' | 'subject_id' | 'document_type', string>>;

const FIELDS = ['from', 'to', 'sector_id', 'subject_id', 'document_type'] as const;

/** The refused filter's first message per field, or null when the failure was not a refused filter. */
export function filterErrorsOf(error: unknown): FilterErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const errors: FilterErrors = {};
  for (const field of FIELDS) {
    const message = error.body?.errors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  // The sub-sector switch belongs with its sector.
  const subsectors = error.body?.errors?.with_subsectors?.[0];
  if (subsectors && !errors.sector_id) errors.sector_id = subsectors;
  return errors;
}
