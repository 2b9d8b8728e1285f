// The staff chat (issue 7, spec §3 Chat participant/Conversation/Message, §4 Chat message, §7 Chat).
//
// - chat_conversations: direct conversations only for now; a pair of users has exactly one, so
//   the pair is stored ordered (low < high) under a unique index. Opening it twice, from either
//   side or from two windows at once, finds the same row (INSERT … ON CONFLICT DO NOTHING).
// - chat_participants: who is in a conversation. A table rather than the pair alone, so listing a
//   user's conversations is one index lookup and group conversations need no new shape later.
//   last_read_message_id is how far the participant has read: marking read always covers every
//   message up to the newest, so what is unread is the others' messages after it, found by a
//   range on chat_messages (conversation_id, id) instead of checking each message of the history
//   for a reader row (bench:chat: 29 ms → under 1 ms for the badge with 100,000 messages).
// - chat_messages: deleting a message deletes its row (its readers and bytes go by cascade): a
//   deleted message then cannot reappear in any list, unread count or file link by a forgotten
//   filter, and its content is really gone. idempotency_key makes a resent POST return the first
//   message (unique per sender).
// - chat_message_readers: what each participant has read, one row per message and reader, since
//   the client shows per message who read it (double check once every other participant has).
// - chat_message_files: the bytes of file messages. Attachments keep theirs in
//   attachment_contents, but that table hangs off attachments, whose rows belong to a document
//   (document_id NOT NULL, keys, signatures); a chat file belongs to a message, so it gets its own
//   BLOB table, out of chat_messages so that listing messages never reads the bytes.
import type { Migration } from './types';

const MESSAGE_TYPES = ['text', 'video', 'audio', 'image', 'file', 'pdf'];
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const chat: Migration = {
  version: 10,
  name: 'chat',
  up(db) {
    db.exec(`
      CREATE TABLE chat_conversations (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL DEFAULT 'direct' CHECK (type IN ('direct')),
        direct_low_user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        direct_high_user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        CHECK (type <> 'direct' OR (direct_low_user_id IS NOT NULL AND direct_high_user_id IS NOT NULL AND direct_low_user_id < direct_high_user_id))
      ) STRICT;
      CREATE UNIQUE INDEX chat_conversations_direct_pair ON chat_conversations (direct_low_user_id, direct_high_user_id) WHERE type = 'direct';
      CREATE INDEX chat_conversations_direct_high ON chat_conversations (direct_high_user_id);

      CREATE TABLE chat_participants (
        conversation_id INTEGER NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        joined_at TEXT NOT NULL,
        last_read_message_id INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (conversation_id, user_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX chat_participants_user ON chat_participants (user_id, conversation_id);

      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY,
        conversation_id INTEGER NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN (${list(MESSAGE_TYPES)})),
        content TEXT,
        mime_type TEXT,
        file_name TEXT,
        file_size INTEGER CHECK (file_size IS NULL OR file_size >= 0),
        idempotency_key TEXT,
        created_at TEXT NOT NULL,
        CHECK (type <> 'text' OR (content IS NOT NULL AND file_name IS NULL)),
        CHECK (type = 'text' OR (mime_type IS NOT NULL AND file_name IS NOT NULL AND file_size IS NOT NULL))
      ) STRICT;
      -- Pages of a conversation (id < last_id, newest first) and its unread messages.
      CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
      CREATE INDEX chat_messages_sender ON chat_messages (sender_id);
      CREATE UNIQUE INDEX chat_messages_idempotency ON chat_messages (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

      CREATE TABLE chat_message_readers (
        message_id INTEGER NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        read_at TEXT NOT NULL,
        PRIMARY KEY (message_id, user_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX chat_message_readers_user ON chat_message_readers (user_id);

      CREATE TABLE chat_message_files (
        message_id INTEGER PRIMARY KEY REFERENCES chat_messages (id) ON DELETE CASCADE,
        content BLOB NOT NULL
      ) STRICT;
    `);
  },
};
