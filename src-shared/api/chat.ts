// Staff chat (spec §2 Floating chat, §3 Chat participant/Conversation/Message, §4 Chat message,
// §5, §7 Chat, §9): the HTTP calls under /api/chat and the realtime channels and events the
// reference server's laravel-echo-server-compatible socket.io server speaks on port 6001.
import { z } from 'zod';
import { messages } from '../messages';

/** Older messages fetched per page (§9). */
export const CHAT_PAGE_SIZE = 20;
/** A text message's longest content, in characters. */
export const CHAT_MAX_TEXT_LENGTH = 4000;
/** Largest file a message may carry (before base64). */
export const CHAT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The route's JSON body limit: the file's base64 (4/3 of it) plus the envelope. */
export const CHAT_MAX_BODY_BYTES = Math.ceil((CHAT_MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

export const CHAT_MESSAGE_TYPES = ['text', 'video', 'audio', 'image', 'file', 'pdf'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
/** What the floating chat sends: text, and files as image (previewed), pdf or any other file. */
export const CHAT_FILE_TYPES = ['image', 'file', 'pdf'] as const;

export const chatPersonSchema = z.object({
  name: z.string(),
  photoLink: z.string().nullable(),
  /** First letters of the first and last names, upper case (§3). */
  abbreviation: z.string(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

/** A colleague the user can talk to; `id` is the user id (GET /chat/conversation/direct/{id}). */
export const chatParticipantSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.string(),
  person: chatPersonSchema,
  visible: z.boolean(),
  online: z.boolean(),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

export const chatParticipantListSchema = z.object({ data: z.array(chatParticipantSchema) });
export type ChatParticipantList = z.infer<typeof chatParticipantListSchema>;

export const chatReaderSchema = z.object({ user_id: z.number().int().positive(), read_at: z.string() });

/**
 * A message as the server keeps it: status is always `sent` there; `waiting` and `pending` exist
 * only in the client before the server answers (§3, §4). File messages carry no bytes in lists:
 * `content` is null and the file is fetched from chatMessageFilePath.
 */
export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  conversation_id: z.number().int().positive(),
  sender_id: z.number().int().positive(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string().nullable(),
  mime_type: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nonnegative().nullable(),
  created_at: z.string(),
  status: z.literal('sent'),
  /** Who else has read it (never the sender). */
  readers: z.array(chatReaderSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /chat/conversation/direct/{userId}: the direct conversation with a colleague, created on first use. */
export const chatConversationSchema = z.object({
  id: z.number().int().positive(),
  /** The other person's name. */
  title: z.string(),
  online: z.boolean(),
  photoLink: z.string().nullable(),
  direct_contact_id: z.number().int().positive(),
  participants: z.array(chatParticipantSchema),
  /** The newest page, oldest first. */
  messages: z.array(chatMessageSchema),
  have_more: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** GET /chat/conversation/{id}/messages?last_id&limit: messages older than last_id, oldest first. */
export const chatMessagesQuerySchema = z.object({
  last_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export const chatMessagesPageSchema = z.object({ messages: z.array(chatMessageSchema), have_more: z.boolean() });
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

/** GET /chat/conversation/unread: per direct conversation, the messages the user has not read. */
export const chatUnreadSchema = z.object({
  conversations: z.array(
    z.object({ id: z.number().int().positive(), direct_contact_id: z.number().int().positive(), unread: z.number().int().positive() }),
  ),
  total: z.number().int().nonnegative(),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // eslint-disable-next-line no-control-regex -- a path separator or control character in a name is refused
  .refine((name) => !/[\\/\u0000-\u001f]/.test(name), messages.chat.invalidFileName);

/** POST /chat/conversation/{id}/messages: text with content; a file as base64 content and its name. */
export const chatSendBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: z.string().trim().min(1).max(CHAT_MAX_TEXT_LENGTH) }),
  z.object({ type: z.enum(CHAT_FILE_TYPES), content: z.string().min(1).max(CHAT_MAX_BODY_BYTES), file_name: fileName }),
]);
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;

export const chatSendResultSchema = z.object({ id: z.number().int().positive(), message: chatMessageSchema });
export type ChatSendResult = z.infer<typeof chatSendResultSchema>;

/** PUT /chat/conversation/{id}/mark-as-read. */
export const chatMarkReadResultSchema = z.object({ read: z.number().int().nonnegative() });

/** Where a file message's bytes are served (bearer token; Content-Type is the stored mime type). */
export const chatMessageFilePath = (conversationId: number, messageId: number): string =>
  `/chat/conversation/${conversationId}/messages/${messageId}/file`;

// ---- Realtime (laravel-echo-server protocol over socket.io) ----

/** Default port of the realtime server (§7); the reference server takes --realtime-port. */
export const REALTIME_DEFAULT_PORT = 6001;
/** Presence of contacts: Echo.join('chat'). */
export const CHAT_PRESENCE_CHANNEL = 'presence-chat';
export const CHAT_PRESENCE_NAME = 'chat';
/** A user's private messages: Echo.private(`user.${id}`). */
export const privateUserChannel = (userId: number): string => `private-user.${userId}`;
export const privateUserName = (userId: number): string => `user.${userId}`;

/** Events on the private channel; Echo listens to them with a leading dot (no namespace). */
export const CHAT_EVENTS = { newMessage: 'new-message', messagesRead: 'messages-read', messageDeleted: 'message-deleted' } as const;

export const chatPresenceMemberSchema = z.object({
  user_id: z.number().int().positive(),
  user_info: z.object({ id: z.number().int().positive(), uuid: z.string(), name: z.string() }),
});
export type ChatPresenceMember = z.infer<typeof chatPresenceMemberSchema>;

/** new-message: the message as stored. */
export const newMessageEventSchema = chatMessageSchema;
/** messages-read: someone read messages of a conversation the receiver is in. */
export const messagesReadEventSchema = z.object({
  conversation_id: z.number().int().positive(),
  reader_id: z.number().int().positive(),
  message_ids: z.array(z.number().int().positive()),
  read_at: z.string(),
});
export type MessagesReadEvent = z.infer<typeof messagesReadEventSchema>;
/** message-deleted: the sender deleted one of their messages. */
export const messageDeletedEventSchema = z.object({ conversation_id: z.number().int().positive(), message_id: z.number().int().positive() });
export type MessageDeletedEvent = z.infer<typeof messageDeletedEventSchema>;

/** GET /realtime (public): where the realtime server listens, for clients that were not told. */
export const realtimeInfoSchema = z.object({ port: z.number().int().min(1).max(65535) });
