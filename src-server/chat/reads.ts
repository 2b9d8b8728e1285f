// What each participant has read (chat_message_readers): the unread counts behind the chat
// badge, and marking a conversation read. A message is unread by a user when someone else sent it
// and the user has no reader row for it; deleted messages have no row at all, so they never count.
import type { ChatUnread } from '../../src-shared/api/chat';
import type { Db } from '../db/open';

export function unreadOf(db: Db, userId: number): ChatUnread {
  const conversations = db
    .prepare<[number, number, number], { id: number; direct_contact_id: number; unread: number }>(
      `SELECT c.id,
              CASE WHEN c.direct_low_user_id = me.user_id THEN c.direct_high_user_id ELSE c.direct_low_user_id END AS direct_contact_id,
              count(*) AS unread
       FROM chat_participants me
       JOIN chat_conversations c ON c.id = me.conversation_id AND c.type = 'direct'
       JOIN chat_messages m ON m.conversation_id = c.id AND m.sender_id <> ?
       WHERE me.user_id = ?
         AND NOT EXISTS (SELECT 1 FROM chat_message_readers r WHERE r.message_id = m.id AND r.user_id = ?)
       GROUP BY c.id
       ORDER BY max(m.id) DESC`,
    )
    .all(userId, userId, userId);
  return { conversations, total: conversations.reduce((sum, conversation) => sum + conversation.unread, 0) };
}

/** The messages a reader has just read, grouped by who sent them (each sender is told of their own). */
export type MarkedRead = { readAt: string; messageIds: number[]; bySender: Map<number, number[]> };

/** Marks every message of others the reader has not read yet as read at `at`. */
export function markConversationRead(db: Db, conversationId: number, readerId: number, at: string): MarkedRead {
  return db.transaction(() => {
    const unread = db
      .prepare<[number, number, number], { id: number; sender_id: number }>(
        `SELECT m.id, m.sender_id FROM chat_messages m
         WHERE m.conversation_id = ? AND m.sender_id <> ?
           AND NOT EXISTS (SELECT 1 FROM chat_message_readers r WHERE r.message_id = m.id AND r.user_id = ?)
         ORDER BY m.id`,
      )
      .all(conversationId, readerId, readerId);
    const insert = db.prepare('INSERT INTO chat_message_readers (message_id, user_id, read_at) VALUES (?, ?, ?)');
    const bySender = new Map<number, number[]>();
    for (const message of unread) {
      insert.run(message.id, readerId, at);
      bySender.set(message.sender_id, [...(bySender.get(message.sender_id) ?? []), message.id]);
    }
    return { readAt: at, messageIds: unread.map((message) => message.id), bySender };
  })();
}
