// Encaminhar (§4 Inbox email actions): when the item may be forwarded (and when it may take a
// despacho or a nota), what the form sends, and the server's refusals said against the recipient
// they are about.
import type { Recipient } from '../../../src-shared/api/documents';
import type { InboxItem } from '../../../src-shared/api/inbox';
import type { ForwardBody } from '../../../src-shared/api/inboxForward';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';

type Item = Pick<InboxItem, 'box' | 'document_status' | 'is_closed' | 'is_archived'>;

/** The server's rule for moving a document on: published, and neither closed nor archived. */
function blockedBy(item: Item, reasons: { draft: string; closed: string; archived: string }): string | undefined {
  if (item.box === 'draft' || item.document_status === 'draft') return reasons.draft;
  if (item.is_closed) return reasons.closed;
  if (item.is_archived) return reasons.archived;
  return undefined;
}

/** Why the item cannot be forwarded, or undefined when it can. */
export const forwardBlocked = (item: Item): string | undefined => blockedBy(item, messages.forward);

/** Why no despacho or nota can be added, or undefined when one can. */
export const dispatchBlocked = (item: Item): string | undefined => blockedBy(item, messages.dispatch);

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
