// What the item's actions say and how their answers fold into the viewed email.
import type { InboxItem, ViewedEmail } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import type { EmailAction } from '../../api/inboxApi';

const a = messages.inboxView.actions;

export type ItemAction = { kind: 'email'; action: EmailAction } | { kind: 'responsible'; id: number | null };

/** The server's own words when it gave a reason (422 on reopen of a non-archived email…), else ours. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500 && error.status !== 401) return error.serverMessage ?? fallback;
  return fallback;
}

export function successMessage(input: ItemAction): string {
  if (input.kind === 'responsible') return input.id === null ? a.success.responsibleCleared : a.success.responsible;
  return a.success[input.action];
}

/** The action answers with the list item; the viewed email keeps its content, stages and dispatches. */
export const mergeItem = (viewed: ViewedEmail, item: InboxItem): ViewedEmail => ({ ...viewed, ...item });

