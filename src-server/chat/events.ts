// The realtime events the chat routes publish (src-shared/api/chat.ts CHAT_EVENTS), each on the
// private channel of the users concerned. A new message goes to the sender too: their other
// windows show it, and the window that sent it drops the copy by id.
import { CHAT_EVENTS, type ChatMessage, type MessageDeletedEvent, type MessagesReadEvent } from '../../src-shared/api/chat';
import type { RealtimeHub } from '../realtime/types';
import type { MarkedRead } from './reads';

export function publishNewMessage(realtime: RealtimeHub, participantIds: readonly number[], message: ChatMessage): void {
  for (const userId of participantIds) realtime.toUser(userId, CHAT_EVENTS.newMessage, message);
}

/** Each sender learns which of their own messages the reader read (the double check of §4). */
export function publishMessagesRead(realtime: RealtimeHub, conversationId: number, readerId: number, marked: MarkedRead): void {
  for (const [senderId, messageIds] of marked.bySender) {
    const event: MessagesReadEvent = { conversation_id: conversationId, reader_id: readerId, message_ids: messageIds, read_at: marked.readAt };
    realtime.toUser(senderId, CHAT_EVENTS.messagesRead, event);
  }
}

export function publishMessageDeleted(realtime: RealtimeHub, participantIds: readonly number[], event: MessageDeletedEvent): void {
  for (const userId of participantIds) realtime.toUser(userId, CHAT_EVENTS.messageDeleted, event);
}
