// Messages of a conversation as the API shows them (src-shared/api/chat.ts chatMessageSchema):
// pages read backwards by id, one message, writing and deleting. File bytes live in
// chat_message_files and never travel in a list (content is null; the client fetches the file).
import type { ChatMessage, ChatMessagesPage, ChatMessageType } from '../../src-shared/api/chat';
import type { Db } from '../db/open';

type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number;
  type: ChatMessageType;
  content: string | null;
  mime_type: string | null;
  file_name: string | null;
  file_size: number | null;
  created_at: string;
};
type ReaderRow = { message_id: number; user_id: number; read_at: string };

const COLUMNS = 'id, conversation_id, sender_id, type, content, mime_type, file_name, file_size, created_at';

/** Rows (oldest first) with their readers, read in one query for the whole page. */
function withReaders(db: Db, rows: readonly MessageRow[]): ChatMessage[] {
  if (rows.length === 0) return [];
  const readers = db
    .prepare<number[], ReaderRow>(
      `SELECT r.message_id, r.user_id, r.read_at FROM chat_message_readers r JOIN chat_messages m ON m.id = r.message_id
       WHERE r.message_id IN (${rows.map(() => '?').join(', ')}) AND r.user_id <> m.sender_id ORDER BY r.read_at, r.user_id`,
    )
    .all(...rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    type: row.type,
    content: row.type === 'text' ? row.content : null,
    mime_type: row.mime_type,
    file_name: row.file_name,
    file_size: row.file_size,
    created_at: row.created_at,
    status: 'sent',
    readers: readers.filter((reader) => reader.message_id === row.id).map(({ user_id, read_at }) => ({ user_id, read_at })),
  }));
}

/** Up to `limit` messages older than `lastId` (the newest when absent), oldest first. */
export function messagesPage(db: Db, conversationId: number, page: { lastId?: number; limit: number }): ChatMessagesPage {
  const newestFirst = db
    .prepare<[number, number, number], MessageRow>(
      `SELECT ${COLUMNS} FROM chat_messages WHERE conversation_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
    )
    .all(conversationId, page.lastId ?? Number.MAX_SAFE_INTEGER, page.limit + 1);
  const haveMore = newestFirst.length > page.limit;
  return { messages: withReaders(db, newestFirst.slice(0, page.limit).reverse()), have_more: haveMore };
}

export function messageById(db: Db, conversationId: number, messageId: number): ChatMessage | undefined {
  const row = db.prepare<[number, number], MessageRow>(`SELECT ${COLUMNS} FROM chat_messages WHERE conversation_id = ? AND id = ?`).get(conversationId, messageId);
  return row === undefined ? undefined : withReaders(db, [row])[0];
}

/** The message a sender already posted under an idempotency key, in whichever conversation. */
export const messageByIdempotencyKey = (db: Db, senderId: number, key: string): { id: number; conversation_id: number } | undefined =>
  db
    .prepare<[number, string], { id: number; conversation_id: number }>('SELECT id, conversation_id FROM chat_messages WHERE sender_id = ? AND idempotency_key = ?')
    .get(senderId, key);

export type NewChatFile = { type: 'image' | 'pdf' | 'file'; mime: string; fileName: string; bytes: Buffer };
export type NewChatMessage = {
  conversationId: number;
  senderId: number;
  at: string;
  idempotencyKey?: string;
} & ({ type: 'text'; content: string } | { type: 'file'; file: NewChatFile });

/** Writes a message (and a file's bytes) and returns its id. */
export function insertMessage(db: Db, message: NewChatMessage): number {
  return db.transaction(() => {
    const file = message.type === 'file' ? message.file : null;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO chat_messages (conversation_id, sender_id, type, content, mime_type, file_name, file_size, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        message.conversationId,
        message.senderId,
        file?.type ?? 'text',
        message.type === 'text' ? message.content : null,
        file?.mime ?? null,
        file?.fileName ?? null,
        file?.bytes.length ?? null,
        message.idempotencyKey ?? null,
        message.at,
      );
    const id = Number(lastInsertRowid);
    if (file !== null) db.prepare('INSERT INTO chat_message_files (message_id, content) VALUES (?, ?)').run(id, file.bytes);
    return id;
  })();
}

/** Removes the message; its readers and bytes go with it (ON DELETE CASCADE). */
export const deleteMessage = (db: Db, messageId: number): void => void db.prepare('DELETE FROM chat_messages WHERE id = ?').run(messageId);

export const fileContentOf = (db: Db, messageId: number): Buffer | undefined =>
  db.prepare<[number], Buffer>('SELECT content FROM chat_message_files WHERE message_id = ?').pluck().get(messageId);
