// What the signature-request screens decide, kept pure so it is tested without a screen: the
// deadline a date field means, the body the dialog sends, a state's badge, and what a row names.
import type { CreateSignatureRequest, SignatureRequest } from '../../src-shared/api/signatureRequests';
import { messages } from '../../src-shared/messages';

const r = messages.signatureRequests;

/**
 * A deadline chosen as a day (YYYY-MM-DD) is the end of that day in America/Sao_Paulo, which has
 * kept UTC−3 all year since 2019; null for an empty or malformed field.
 */
export function deadlineOfDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T23:59:00-03:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export type RequestForm = { userIds: number[]; includeDocument: boolean; attachmentIds: number[]; message: string; day: string };

export function requestBody(inboxEmailUuid: string, form: RequestForm): CreateSignatureRequest {
  const dueAt = deadlineOfDay(form.day);
  const message = form.message.trim();
  return {
    inbox_email_uuid: inboxEmailUuid,
    user_ids: form.userIds,
    include_document: form.includeDocument,
    ...(form.attachmentIds.length > 0 ? { attachment_ids: form.attachmentIds } : {}),
    ...(message === '' ? {} : { message }),
    ...(dueAt === null ? {} : { due_at: dueAt }),
  };
}

/** The first problem of the form, or null when it may be sent. */
export function formProblem(form: RequestForm): string | null {
  if (form.userIds.length === 0) return messages.notifications.requestUsersRequired;
  if (!form.includeDocument && form.attachmentIds.length === 0) return r.targetsRequired;
  return null;
}

export const STATUS_COLORS: Record<SignatureRequest['status'], string> = { created: 'yellow', accepted: 'green', declined: 'red', canceled: 'gray' };

/** The document itself, or "Anexo: name". */
export const targetLabel = (request: SignatureRequest): string =>
  request.attachment === null ? r.documentTarget(request.document_title) : r.attachmentTarget(request.attachment.name);
