// What a document needs before it is published (spec §5 and the publish rules): type, subject,
// title, content, at least one recipient (unless the subject is restricted or the document is a
// circular), accepted terms when there are terms, the subject's required fields and, with an
// address, its fields and an 8-digit CEP. Drafts need none of this. Keys are the body's field
// paths, the same the server's 422 uses.
import type { DocumentBody, Subject } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { htmlHasContent } from '../../drafts/autosave';
import { allowedIdentifications, recipientsOptional } from './applySubject';
import { ZIP_LENGTH } from '../../address/zipCode';

export type FieldErrors = Record<string, string>;

export const REQUIRED_ADDRESS_FIELDS = ['zip', 'uf', 'city', 'neighborhood', 'street', 'number'] as const;

export function validateForPublish(body: DocumentBody, subject: Subject | null): FieldErrors {
  const required = messages.validation.required;
  const errors: FieldErrors = {};
  if (!body.type) errors.type = required;
  if (!body.subjectId) errors.subjectId = required;
  if (!body.subject.trim()) errors.subject = required;
  if (!htmlHasContent(body.content)) errors.content = required;
  const primaries = body.recipients.filter((recipient) => !recipient.isCc);
  if (primaries.length === 0 && !recipientsOptional(body, subject)) errors.recipients = required;
  if (body.terms && !body.isAcceptedTerm) errors.isAcceptedTerm = required;
  if (subject && !allowedIdentifications(subject).includes(body.identification)) errors.identification = messages.validation.invalid;
  for (const field of subject?.fields ?? []) {
    if (field.required && !(body.customFields[field.key] ?? '').trim()) errors[`customFields.${field.key}`] = required;
  }
  if (body.hasAddress) {
    for (const key of REQUIRED_ADDRESS_FIELDS) {
      if (!body.address[key].trim()) errors[`address.${key}`] = required;
    }
    if (!errors['address.zip'] && body.address.zip.replace(/\D/g, '').length !== ZIP_LENGTH) {
      errors['address.zip'] = messages.createDocument.zipLength;
    }
  }
  return errors;
}

/** A 422's errors as the form shows them: the first message of each field. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, list] of Object.entries(errors ?? {})) {
    if (list[0]) result[key] = list[0];
  }
  return result;
}

/** The keys the form has a place for; the others are listed above the buttons. */
export function isKnownField(key: string, subject: Subject | null): boolean {
  if (['type', 'subjectId', 'subject', 'content', 'recipients', 'isAcceptedTerm', 'identification', 'description', 'priority_id'].includes(key)) return true;
  if (key.startsWith('address.')) return true;
  if (key.startsWith('customFields.')) return (subject?.fields ?? []).some((field) => `customFields.${field.key}` === key);
  return false;
}
