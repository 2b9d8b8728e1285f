// Who the chat lets a user talk to (§3 Chat participant): the organisation's enabled internal
// staff. Citizens and disabled accounts are neither listed nor reachable by id.
import type { ChatParticipant } from '../../src-shared/api/chat';
import type { Db } from '../db/open';

export type ChatUserRow = { id: number; uuid: string; name: string; photo_link: string | null };

const SELECT_STAFF = `SELECT users.id, users.uuid, people.name, people.photo_link FROM users JOIN people ON people.id = users.person_id
  WHERE users.status = 'enabled' AND users.has_internal_access = 1`;

/** "Mariana Costa Ribeiro" → "MR"; a single name gives its first letter (§3). */
export function abbreviationOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter((word) => word !== '');
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  // Array.from splits by code point, so a name starting outside the BMP is not cut in half.
  return ends.map((word) => Array.from(word ?? '')[0] ?? '').join('').toLocaleUpperCase('pt-BR');
}

// Base sensitivity: "Álvaro" sorts with the A's and "ana" with "Ana", as a pt-BR reader expects
// (SQLite's NOCASE only folds ASCII and would put every accented initial after Z).
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }): number => collator.compare(a.name, b.name) || a.id - b.id;

/** Everyone the user can chat with, by name. */
export function staffContactsOf(db: Db, userId: number): ChatUserRow[] {
  return db.prepare<[number], ChatUserRow>(`${SELECT_STAFF} AND users.id <> ?`).all(userId).sort(byName);
}

/** A colleague by user id, or undefined when the id is not an enabled staff user. */
export const staffContact = (db: Db, userId: number): ChatUserRow | undefined =>
  db.prepare<[number], ChatUserRow>(`${SELECT_STAFF} AND users.id = ?`).get(userId);

export const toParticipant = (row: ChatUserRow, online: ReadonlySet<number>): ChatParticipant => ({
  id: row.id,
  uuid: row.uuid,
  person: { name: row.name, photoLink: row.photo_link, abbreviation: abbreviationOf(row.name) },
  visible: true,
  online: online.has(row.id),
});
