// What a subject asks of whoever files under it, checked when a document is published (staff) or a
// request filed (citizen) — companion §6 "Subjects can restrict creation to allowed users, allow …
// internal-only or external creation": staff may create only where the subject lets them
// (if_has_internal_can_create), only its allowed users where it says so, and the filing carries
// the attachments the subject marks required (an attachment whose name contains the one asked,
// accents and case aside, as a stage's requirement reads it). Identification and citizen access are
// checked where they already were (drafts.ts publishErrors, citizenFiling.ts citizenSubject).
import type { SubjectDetail } from '../../src-shared/api/subjects';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { requirementMet } from '../flow/stages';
import type { FieldErrors } from '../http/errors';

const m = messages.subjects;

/** Who publishes: the document, the user, and whether they act as staff or as a citizen. */
export type Creator = { documentId: number; userId: number; internal: boolean };

/** Why this creator may not file under the subject at all (null: they may); the create form offers only the others. */
export function creatorRefusal(subject: SubjectDetail, creator: Pick<Creator, 'userId' | 'internal'>): string | null {
  if (subject.redirect_to_external_app) return m.externalAppOnly;
  if (creator.internal && !subject.if_has_internal_can_create) return m.internalNotAllowed;
  if (subject.only_allowed_users_can_create && !subject.allowed_users_ids.includes(creator.userId)) return m.notAllowedUser;
  return null;
}

export function creationErrors(db: Db, subject: SubjectDetail, creator: Creator): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const refusal = creatorRefusal(subject, creator);
  if (refusal !== null) add('subjectId', refusal);
  const missing = subject.required_attachments
    .filter((attachment) => attachment.required && !requirementMet(db, creator.documentId, { type: 'attachment', name: attachment.name }))
    .map((attachment) => attachment.name);
  if (missing.length > 0) add('attachments', m.requiredAttachmentMissing(missing));
  return errors;
}
