// What each participant has read: the unread counts behind the chat badge, and marking a
// conversation read. Marking read covers every message up to the newest, so a participant's
// position (chat_participants.last_read_message_id) says what is unread: the others' messages
// after it. The reader rows (chat_message_readers) say who read each message, for the receipts.
// Deleted messages have no row at all, so they never count.
import type { ChatUnread } from '../../src-shared/api/chat';
import type { Db } from '../db/open';

export function unreadOf(db: Db, userId: number): ChatUnread {
  const conversations = db
    .prepare<[number, number], { id: number; direct_contact_id: number; unread: number }>(
      `SELECT c.id,
              CASE WHEN c.direct_low_user_id = me.user_id THEN c.direct_high_user_id ELSE c.direct_low_user_id END AS direct_contact_id,
              count(*) AS unread
       FROM chat_participants me
       JOIN chat_conversations c ON c.id = me.conversation_id AND c.type = 'direct'
       JOIN chat_messages m ON m.conversation_id = c.id AND m.id > me.last_read_message_id AND m.sender_id <> ?
       WHERE me.user_id = ?
       GROUP BY c.id
       ORDER BY max(m.id) DESC`,
    )
    .all(userId, userId);
  return { conversations, total: conversations.reduce((sum, conversation) => sum + conversation.unread, 0) };
}

/** The messages a reader has just read, grouped by who sent them (each sender is told of their own). */
export type MarkedRead = { readAt: string; messageIds: number[]; bySender: Map<number, number[]> };

/** Marks every message of others the reader has not read yet as read at `at`. */
export function markConversationRead(db: Db, conversationId: number, readerId: number, at: string): MarkedRead {
  return db.transaction(() => {
    const unread = db
      .prepare<[number, number], { id: number; sender_id: number }>(
        `SELECT m.id, m.sender_id FROM chat_participants p
         JOIN chat_messages m ON m.conversation_id = p.conversation_id AND m.id > p.last_read_message_id AND m.sender_id <> p.user_id
         WHERE p.conversation_id = ? AND p.user_id = ?
         ORDER BY m.id`,
      )
      .all(conversationId, readerId);
    const insert = db.prepare('INSERT OR IGNORE INTO chat_message_readers (message_id, user_id, read_at) VALUES (?, ?, ?)');
    const bySender = new Map<number, number[]>();
    for (const message of unread) {
      insert.run(message.id, readerId, at);
      const ids = bySender.get(message.sender_id);
      if (ids === undefined) bySender.set(message.sender_id, [message.id]);
      else ids.push(message.id);
    }
    db.prepare(
      `UPDATE chat_participants SET last_read_message_id = max(last_read_message_id, coalesce((SELECT max(id) FROM chat_messages WHERE conversation_id = ?), 0))
       WHERE conversation_id = ? AND user_id = ?`,
    ).run(conversationId, conversationId, readerId);
    return { readAt: at, messageIds: unread.map((message) => message.id), bySender };
  })();
}
