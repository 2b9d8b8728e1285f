// Encaminhar (§4 Inbox email actions): when the item may be forwarded, what the form sends, and
// the server's refusals said against the recipient they are about.
import type { Recipient } from '../../../src-shared/api/documents';
import type { InboxItem } from '../../../src-shared/api/inbox';
import type { ForwardBody } from '../../../src-shared/api/inboxForward';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';

const m = messages.forward;

/** Why the item cannot be forwarded (the server's own rule), or undefined when it can. */
export function forwardBlocked(item: Pick<InboxItem, 'box' | 'document_status' | 'is_closed' | 'is_archived'>): string | undefined {
  if (item.box === 'draft' || item.document_status === 'draft') return m.draft;
  if (item.is_closed) return m.closed;
  if (item.is_archived) return m.archived;
  return undefined;
}

/** The picked contacts and lists as the forward call names them. */
export function forwardBody(recipients: readonly Recipient[], note: string): ForwardBody {
  return {
    recipients: recipients.map((recipient) => ({ sector_id: recipient.sector_id, person_id: recipient.person_id, broadcast_id: recipient.broadcast_id })),
    ...(note.trim() === '' ? {} : { note: note.trim() }),
  };
}

/** "Name: reason" for each recipient the server refused (errors keyed recipients.N), in order. */
export function recipientRefusals(error: unknown, recipients: readonly Recipient[]): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  const errors = error.body?.errors ?? {};
  return Object.entries(errors).flatMap(([field, reasons]) => {
    const index = /^recipients\.(\d+)$/.exec(field)?.[1];
    const recipient = index === undefined ? undefined : recipients[Number(index)];
    return recipient === undefined ? [] : [`${recipient.name}: ${reasons.join(' ')}`];
  });
}
