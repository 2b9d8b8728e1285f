// Recipients (§3 Recipient) as stored — exactly one of a sector, a person or a broadcast list — with
// the name and e-mail the form shows filled from the ids, checked on save, and expanded on publish
// into the inboxes that receive the document.
import type { Recipient } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import type { FieldErrors } from '../http/errors';

const m = messages.documents;

export type StoredRecipient = Pick<Recipient, 'isCc' | 'sector_id' | 'person_id' | 'broadcast_id' | 'responsible_id'>;
export type RecipientRow = { is_cc: number; sector_id: number | null; person_id: number | null; broadcast_id: number | null; responsible_id: number | null };

export const fromRow = (row: RecipientRow): StoredRecipient => ({
  isCc: row.is_cc === 1,
  sector_id: row.sector_id,
  person_id: row.person_id,
  broadcast_id: row.broadcast_id,
  responsible_id: row.responsible_id,
});

/** The recipient with the name and e-mail of what it points to. */
export function recipientOut(db: Db, recipient: StoredRecipient): Recipient {
  let name = '';
  let email = '';
  if (recipient.sector_id !== null) {
    const sector = db.prepare<[number], { name: string; internal_email: string | null }>('SELECT name, internal_email FROM sectors WHERE id = ?').get(recipient.sector_id);
    name = sector?.name ?? '';
    email = sector?.internal_email ?? '';
  } else if (recipient.person_id !== null) {
    const person = db.prepare<[number], { name: string; email: string | null }>('SELECT name, email FROM people WHERE id = ?').get(recipient.person_id);
    name = person?.name ?? '';
    email = person?.email ?? '';
  } else if (recipient.broadcast_id !== null) {
    name = db.prepare<[number], string>('SELECT name FROM broadcast_lists WHERE id = ?').pluck().get(recipient.broadcast_id) ?? '';
  }
  return { ...recipient, name, email };
}

const exists = (db: Db, table: 'sectors' | 'people' | 'broadcast_lists' | 'users', id: number) =>
  db.prepare<[number], number>(`SELECT count(*) FROM ${table} WHERE id = ?`).pluck().get(id) === 1;

/** Field errors (keyed recipients.N) for recipients that name none or several targets, or unknown ones. */
export function recipientErrors(db: Db, recipients: readonly StoredRecipient[], field = 'recipients'): FieldErrors {
  const errors: FieldErrors = {};
  recipients.forEach((recipient, index) => {
    const targets = [recipient.sector_id, recipient.person_id, recipient.broadcast_id].filter((id) => id !== null);
    if (targets.length !== 1) {
      errors[`${field}.${index}`] = [m.recipientInvalid];
      return;
    }
    const known =
      (recipient.sector_id === null || exists(db, 'sectors', recipient.sector_id)) &&
      (recipient.person_id === null || exists(db, 'people', recipient.person_id)) &&
      (recipient.broadcast_id === null || exists(db, 'broadcast_lists', recipient.broadcast_id)) &&
      (recipient.responsible_id === null || exists(db, 'users', recipient.responsible_id));
    if (!known) errors[`${field}.${index}`] = [m.recipientUnknown];
  });
  return errors;
}

export type InboxTarget = { sectorId: number | null; userId: number | null; responsibleId: number | null };

/**
 * The inboxes a publish delivers to: sectors' sector inboxes, persons' personal inboxes (when the
 * person has an enabled account; external contacts are reached outside the system), broadcast lists
 * expanded into their members. Each inbox once.
 */
export function inboxTargets(db: Db, recipients: readonly StoredRecipient[]): InboxTarget[] {
  const userOfPerson = db.prepare<[number], number>("SELECT id FROM users WHERE person_id = ? AND status = 'enabled'").pluck();
  const enabledSector = db.prepare<[number], number>("SELECT count(*) FROM sectors WHERE id = ? AND status = 'enabled'").pluck();
  const members = db.prepare<[number], { sector_id: number | null; person_id: number | null }>(
    'SELECT sector_id, person_id FROM broadcast_list_members WHERE broadcast_id = ? ORDER BY id',
  );
  const seen = new Map<string, InboxTarget>();
  const addSector = (sectorId: number, responsibleId: number | null) => {
    if (enabledSector.get(sectorId) !== 1) return;
    const key = `s${sectorId}`;
    if (!seen.has(key)) seen.set(key, { sectorId, userId: null, responsibleId });
  };
  const addPerson = (personId: number) => {
    const userId = userOfPerson.get(personId);
    if (userId === undefined) return;
    const key = `u${userId}`;
    if (!seen.has(key)) seen.set(key, { sectorId: null, userId, responsibleId: null });
  };
  for (const recipient of recipients) {
    if (recipient.sector_id !== null) addSector(recipient.sector_id, recipient.responsible_id);
    else if (recipient.person_id !== null) addPerson(recipient.person_id);
    else if (recipient.broadcast_id !== null) {
      for (const member of members.all(recipient.broadcast_id)) {
        if (member.sector_id !== null) addSector(member.sector_id, null);
        else if (member.person_id !== null) addPerson(member.person_id);
      }
    }
  }
  return [...seen.values()];
}

/**
 * The publish's inboxes with the sector responsible for the document's first stage added when no
 * recipient reaches it: a subject's flow starts where its first stage is kept (issue 18), so a
 * filing addressed elsewhere (or, by a citizen, to a subject naming no recipient) is not stuck where
 * nobody may act on it.
 */
export function withFirstStageSector(db: Db, documentId: number, targets: readonly InboxTarget[]): InboxTarget[] {
  const sectorId = db
    .prepare<[number, number], number | null>(
      `SELECT st.sector_id FROM stages st JOIN sectors s ON s.id = st.sector_id AND s.status = 'enabled'
       WHERE st.document_id = ? AND st.position = (SELECT min(position) FROM stages WHERE document_id = ?)`,
    )
    .pluck()
    .get(documentId, documentId);
  if (sectorId === undefined || sectorId === null || targets.some((target) => target.sectorId === sectorId)) return [...targets];
  return [...targets, { sectorId, userId: null, responsibleId: null }];
}
