// Conversations and who is in them (migration 010). A direct conversation is found by its pair of
// users, stored ordered, so both sides and any number of repeated or concurrent first calls land
// on the same row.
import type { Db } from '../db/open';

export type ConversationRow = { id: number; type: 'direct'; direct_low_user_id: number; direct_high_user_id: number; created_at: string };

const COLUMNS = 'c.id, c.type, c.direct_low_user_id, c.direct_high_user_id, c.created_at';

const directPair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

export const directConversation = (db: Db, userA: number, userB: number): ConversationRow | undefined =>
  db
    .prepare<[number, number], ConversationRow>(
      `SELECT ${COLUMNS} FROM chat_conversations c WHERE c.type = 'direct' AND c.direct_low_user_id = ? AND c.direct_high_user_id = ?`,
    )
    .get(...directPair(userA, userB));

/**
 * The direct conversation of two (distinct) users, created with both as participants on first
 * use. The unique pair index makes a second insert a no-op rather than a second conversation.
 */
export function openDirectConversation(db: Db, userA: number, userB: number, at: string): ConversationRow {
  return db.transaction(() => {
    const [low, high] = directPair(userA, userB);
    const inserted = db
      .prepare(
        `INSERT INTO chat_conversations (type, direct_low_user_id, direct_high_user_id, created_at) VALUES ('direct', ?, ?, ?)
         ON CONFLICT (direct_low_user_id, direct_high_user_id) WHERE type = 'direct' DO NOTHING`,
      )
      .run(low, high, at);
    if (inserted.changes === 1) {
      const join = db.prepare('INSERT INTO chat_participants (conversation_id, user_id, joined_at) VALUES (?, ?, ?)');
      for (const userId of [low, high]) join.run(Number(inserted.lastInsertRowid), userId, at);
    }
    return directConversation(db, low, high) as ConversationRow;
  })();
}

/** The conversation if the user takes part in it; undefined otherwise, whether or not it exists. */
export const conversationOfParticipant = (db: Db, conversationId: number, userId: number): ConversationRow | undefined =>
  db
    .prepare<[number, number], ConversationRow>(
      `SELECT ${COLUMNS} FROM chat_conversations c JOIN chat_participants p ON p.conversation_id = c.id AND p.user_id = ? WHERE c.id = ?`,
    )
    .get(userId, conversationId);

export const participantIdsOf = (db: Db, conversationId: number): number[] =>
  db.prepare<[number], number>('SELECT user_id FROM chat_participants WHERE conversation_id = ? ORDER BY user_id').pluck().all(conversationId);

/** The other user of a direct conversation. */
export const directContactOf = (conversation: ConversationRow, userId: number): number =>
  conversation.direct_low_user_id === userId ? conversation.direct_high_user_id : conversation.direct_low_user_id;
