// The chat calls of spec §7 (Chat), exactly as src-shared/api/chat.ts describes them. Files come
// back as a Blob through the same client (bearer token, inbox headers, 401 rule), because an
// <img src> could not carry the token.
import { z } from 'zod';
import {
  CHAT_PAGE_SIZE,
  chatConversationSchema,
  chatMarkReadResultSchema,
  chatMessageFilePath,
  chatMessagesPageSchema,
  chatParticipantListSchema,
  chatSendResultSchema,
  chatUnreadSchema,
  type ChatSendBody,
} from '../../src-shared/api/chat';
import type { HttpClient } from './http';

const anyAnswer = z.unknown();
const fileSchema = z.instanceof(Blob);
const conversation = (id: number, rest = '') => `chat/conversation/${encodeURIComponent(String(id))}${rest}`;

export function createChatApi(http: HttpClient) {
  return {
    participants: async (signal?: AbortSignal) =>
      (await http.request('GET', 'chat/participants', { schema: chatParticipantListSchema, signal })).data,
    unread: (signal?: AbortSignal) => http.request('GET', 'chat/conversation/unread', { schema: chatUnreadSchema, signal }),
    /** The direct conversation with a colleague (created on first use) and its newest page. */
    direct: (userId: number, signal?: AbortSignal) =>
      http.request('GET', `chat/conversation/direct/${encodeURIComponent(String(userId))}`, { schema: chatConversationSchema, signal }),
    markAsRead: (conversationId: number) => http.request('PUT', conversation(conversationId, '/mark-as-read'), { schema: chatMarkReadResultSchema }),
    /** Messages older than lastId, oldest first. */
    olderMessages: (conversationId: number, lastId: number, signal?: AbortSignal) =>
      http.request('GET', conversation(conversationId, '/messages'), {
        schema: chatMessagesPageSchema,
        query: { last_id: lastId, limit: CHAT_PAGE_SIZE },
        signal,
      }),
    /** One Idempotency-Key per local message: a retried POST never stores the message twice. */
    send: (conversationId: number, body: ChatSendBody, idempotencyKey: string) =>
      http.request('POST', conversation(conversationId, '/messages'), {
        schema: chatSendResultSchema,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    remove: async (conversationId: number, messageId: number) => {
      await http.request('DELETE', conversation(conversationId, `/messages/${encodeURIComponent(String(messageId))}`), { schema: anyAnswer });
    },
    file: (conversationId: number, messageId: number, signal?: AbortSignal) =>
      http.request('GET', chatMessageFilePath(conversationId, messageId), { schema: fileSchema, responseType: 'blob', signal }),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
