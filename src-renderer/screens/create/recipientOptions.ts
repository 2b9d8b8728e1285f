// Recipients as the multi-select shows them: one option per contact (person, company, sector)
// or broadcast list, grouped under the kind labels, each keyed by what the recipient points at.
import type { Contact, Recipient } from '../../../src-shared/api/documents';
import { recipientSchema } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';

const m = messages.createDocument;

export type BroadcastList = { id: number; name: string; recipients_count: number };

export function recipientKey(recipient: Recipient): string {
  if (recipient.sector_id !== null) return `s:${recipient.sector_id}`;
  if (recipient.person_id !== null) return `p:${recipient.person_id}`;
  if (recipient.broadcast_id !== null) return `b:${recipient.broadcast_id}`;
  return `e:${recipient.email}`;
}

export function contactRecipient(contact: Contact, isCc: boolean): Recipient {
  return recipientSchema.parse({
    isCc,
    name: contact.sector_name && contact.kind !== 'sector' ? `${contact.name} (${contact.sector_name})` : contact.name,
    email: contact.user_inbox_email,
    ...(contact.kind === 'sector' ? { sector_id: contact.id } : { person_id: contact.id }),
  });
}

export const broadcastRecipient = (list: BroadcastList, isCc: boolean): Recipient =>
  recipientSchema.parse({ isCc, broadcast_id: list.id, name: list.name });

const groupOfKey = (key: string): string =>
  key.startsWith('s:') ? m.contactKinds.sector : key.startsWith('b:') ? m.broadcastLists : m.contactKinds.person;

export type OptionGroup = { group: string; items: { value: string; label: string }[] };

/** The select's groups and the recipient behind each key; chosen ones stay even when not found by the search. */
export function recipientOptions(contacts: readonly Contact[], lists: readonly BroadcastList[], selected: readonly Recipient[], isCc: boolean) {
  const byKey = new Map<string, Recipient>();
  const groups = new Map<string, OptionGroup['items']>();
  const add = (group: string, recipient: Recipient, label: string) => {
    const key = recipientKey(recipient);
    if (byKey.has(key)) return;
    byKey.set(key, recipient);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({ value: key, label });
  };
  for (const recipient of selected) add(groupOfKey(recipientKey(recipient)), recipient, recipient.name || recipient.email || recipientKey(recipient));
  for (const contact of contacts) {
    const recipient = contactRecipient(contact, isCc);
    add(m.contactKinds[contact.kind], recipient, recipient.name);
  }
  for (const list of lists) add(m.broadcastLists, broadcastRecipient(list, isCc), `${list.name} (${m.broadcastMembers(list.recipients_count)})`);
  const order = [m.contactKinds.person, m.contactKinds.company, m.contactKinds.sector, m.broadcastLists];
  const data: OptionGroup[] = order.filter((group) => groups.has(group)).map((group) => ({ group, items: groups.get(group)! }));
  return { data, byKey };
}

/** The body's recipients after one of the two fields changed: the other field's stay as they were. */
export function replaceRecipients(all: readonly Recipient[], isCc: boolean, next: readonly Recipient[]): Recipient[] {
  const others = all.filter((recipient) => recipient.isCc !== isCc);
  return isCc ? [...others, ...next] : [...next, ...others];
}
