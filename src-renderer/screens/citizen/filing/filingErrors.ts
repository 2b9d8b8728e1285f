// The field errors publishing answered (422), kept under their fields until the citizen changes
// that field; those the form has no field for (the subject has no sector, the request was already
// sent) are listed above the button, so no refusal goes unsaid.
import type { CitizenSubject } from '../../../../src-shared/api/citizenFiling';
import type { DocumentBody } from '../../../../src-shared/api/documents';

export type FieldErrors = Record<string, string>;

/** The first message of each field of a 422's errors. */
export const firstErrors = (errors: Record<string, string[]> | undefined): FieldErrors =>
  Object.fromEntries(Object.entries(errors ?? {}).flatMap(([field, list]) => (list[0] === undefined ? [] : [[field, list[0]]])));

const valueAt = (body: DocumentBody, key: string): string => {
  let value: unknown = body;
  for (const part of key.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return JSON.stringify(value ?? null);
};

/** The errors whose field the change left as it was. */
export function stillStanding(errors: FieldErrors, before: DocumentBody, after: DocumentBody): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => valueAt(before, key) === valueAt(after, key)));
}

/** The fields the form shows for this subject and body. */
function shownFields(subject: CitizenSubject | null, body: DocumentBody): Set<string> {
  const shown = new Set(['subjectId']);
  if (subject === null) return shown;
  for (const key of ['identification', 'content', 'hasAddress']) shown.add(key);
  if (subject.can_set_description_on_document) shown.add('description');
  for (const field of subject.fields) shown.add(`customFields.${field.key}`);
  if (body.hasAddress) for (const key of ['zip', 'uf', 'city', 'street', 'number', 'neighborhood', 'complement']) shown.add(`address.${key}`);
  if (subject.terms !== null && subject.terms.trim() !== '') shown.add('isAcceptedTerm');
  return shown;
}

/** The messages of errors no field of the form shows, once each. */
export function unshownErrors(errors: FieldErrors, subject: CitizenSubject | null, body: DocumentBody): string[] {
  const shown = shownFields(subject, body);
  return [...new Set(Object.entries(errors).flatMap(([key, message]) => (shown.has(key) ? [] : [message])))];
}
