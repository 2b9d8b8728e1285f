// Who sent a document, as the screens show it. The server already puts a neutral label where the
// author of an anonymous or confidential document is hidden from the reader; a sender that comes
// empty all the same (an older cached copy, a document with no sender recorded) still shows a word
// from the messages module, so no row, detail or search result has a blank where the sender goes.
import type { InboxItem } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';

const t = messages.inboxView;

type SenderFacts = Pick<InboxItem, 'sender' | 'confidentiality'>;

const hiddenLabelOf = (confidentiality: string): string | undefined =>
  confidentiality === 'anonymous' ? t.senderHidden.anonymous : confidentiality === 'confidential' ? t.senderHidden.confidential : undefined;

export function senderLabel(item: SenderFacts): string {
  const sender = item.sender.trim();
  if (sender !== '') return sender;
  return hiddenLabelOf(item.confidentiality) ?? t.senderUnknown;
}

/** The sender's sector, "Nome (SIGLA)"; where the author is hidden, the same neutral label. */
export function senderSectorLabel(item: SenderFacts & Pick<InboxItem, 'sender_sector'>): string {
  if (item.sender_sector) return `${item.sender_sector.name} (${item.sender_sector.symbol})`;
  const hidden = hiddenLabelOf(item.confidentiality);
  const sender = item.sender.trim();
  return hidden !== undefined && (sender === '' || sender === hidden) ? hidden : t.details.none;
}
