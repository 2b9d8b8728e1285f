// What choosing a subject does to the document (spec §4): it sets the stages, the model content,
// the terms, the priority, the circular flag and the recipients. Broadcast subjects take the
// subject's own recipients; restricted ones (opened_limited) get none; the others get the
// document type's default recipient if it has one (and keep the user's choice if it has none).
import type { DocumentBody, DocumentSettings, Recipient, Subject } from '../../../src-shared/api/documents';
import { htmlHasContent } from '../../drafts/autosave';

export type DocumentType = DocumentSettings['document_types'][number];
export type Identification = DocumentBody['identification'];

/** The identifications the subject allows, in the order the form shows them. */
export function allowedIdentifications(subject: Subject | null): Identification[] {
  if (!subject) return ['identified', 'confidential', 'anonymous'];
  const allowed: Identification[] = [];
  if (subject.users_can_create_identified) allowed.push('identified');
  if (subject.users_can_create_secretly) allowed.push('confidential');
  if (subject.users_can_create_anonymously) allowed.push('anonymous');
  return allowed.length ? allowed : ['identified'];
}

/** Whether applying the subject's model would replace text the user has (the screen asks first). */
export function modelWouldReplace(body: DocumentBody, subject: Subject): boolean {
  return htmlHasContent(subject.model) && htmlHasContent(body.content) && subject.model !== body.content;
}

export type ApplySubjectOptions = {
  /** Replace the content by the model even when the editor has text (the user confirmed). */
  replaceContent?: boolean;
};

const recipientIdentity = (recipient: Recipient) => `${recipient.sector_id ?? ''}:${recipient.person_id ?? ''}:${recipient.broadcast_id ?? ''}`;

export function subjectRecipients(body: DocumentBody, subject: Subject, documentType: DocumentType | null): Recipient[] {
  const copies = body.recipients.filter((recipient) => recipient.isCc);
  switch (subject.recipients_type) {
    case 'broadcast': {
      // The subject's recipients as the subject lists them (Cc ones included), then the user's own
      // Cc that the subject does not already name.
      const own = subject.subject_recipients.map((recipient) => ({ ...recipient }));
      const named = new Set(own.map(recipientIdentity));
      return [...own, ...copies.filter((copy) => !named.has(recipientIdentity(copy)))];
    }
    case 'opened_limited':
      return [];
    case 'opened': {
      const fallback = documentType?.default_recipient;
      if (!fallback) return body.recipients;
      return [{ ...fallback, isCc: false }, ...copies];
    }
  }
}

export function applySubject(
  body: DocumentBody,
  subject: Subject,
  documentType: DocumentType | null,
  options: ApplySubjectOptions = {},
): DocumentBody {
  const replaceContent = htmlHasContent(subject.model) && (options.replaceContent === true || !htmlHasContent(body.content));
  const allowed = allowedIdentifications(subject);
  const customFields: Record<string, string> = {};
  for (const field of subject.fields) customFields[field.key] = body.customFields[field.key] ?? '';
  return {
    ...body,
    subjectId: subject.id,
    stages: subject.stages,
    content: replaceContent ? subject.model : body.content,
    terms: subject.terms,
    isAcceptedTerm: subject.terms !== null && subject.terms === body.terms ? body.isAcceptedTerm : false,
    priority_id: subject.priority,
    isCircular: subject.is_circular,
    recipients: subjectRecipients(body, subject, documentType),
    identification: allowed.includes(body.identification) ? body.identification : allowed[0]!,
    customFields,
  };
}

/** Whether the document may go without a primary recipient: restricted subjects and circulars. */
export const recipientsOptional = (body: DocumentBody, subject: Subject | null): boolean =>
  body.isCircular || subject?.recipients_type === 'opened_limited';
