// The chat's server state in react-query: the participants, the unread counts (kept current by
// realtime events through setQueryData), the open direct conversation and the files of messages.
// None of it is persisted to the offline cache: a chat shown from an old copy would mislead.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatConversation, ChatUnread } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { chatApi } from '../api/client';
import { queryClient } from '../app/queryClient';
import { toast } from '../app/toasts';
import { mergeNewestPage } from './chatRules';
import { updateThread, useChat } from './chatStore';

/** Login and logout clear the whole query cache, so the keys need not name the user. */
export const CHAT_KEY = ['chat'] as const;
export const chatKeys = {
  participants: [...CHAT_KEY, 'participants'] as const,
  unread: [...CHAT_KEY, 'unread'] as const,
  direct: (contactId: number) => [...CHAT_KEY, 'direct', contactId] as const,
  file: (conversationId: number, messageId: number) => [...CHAT_KEY, 'file', conversationId, messageId] as const,
};

/** The conversation's header data; its messages go to the thread in the chat store. */
export type ConversationInfo = Omit<ChatConversation, 'messages' | 'have_more'>;

export function useParticipants(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.participants, queryFn: ({ signal }) => chatApi.participants(signal), enabled });
}

/** Without realtime (no address, or while it reconnects) the counts are polled this often. */
export const UNREAD_POLL_MS = 60_000;

/** Realtime events keep it current and a reconnection refetches it; only without them is it polled. */
export function useUnread() {
  const live = useChat((state) => state.connection === 'connected');
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => chatApi.unread(signal),
    staleTime: Infinity,
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

export function updateUnread(rule: (unread: ChatUnread) => ChatUnread): void {
  queryClient.setQueryData<ChatUnread>(chatKeys.unread, (unread) => (unread ? rule(unread) : unread));
}

/**
 * Opening a conversation (and every refetch: reopening it, or after a reconnection) merges its
 * newest page into the thread by id, so what is already shown stays and what was missed joins.
 */
export function useDirectConversation(contactId: number) {
  const query = useQuery({
    queryKey: chatKeys.direct(contactId),
    queryFn: async ({ signal }): Promise<ConversationInfo> => {
      const { messages: newest, have_more, ...info } = await chatApi.direct(contactId, signal);
      updateThread(info.id, (thread) => mergeNewestPage(thread, { messages: newest, have_more }));
      return info;
    },
    refetchOnMount: 'always',
  });
  // Once per failure that reaches the user (after react-query's retries).
  const failedAt = query.errorUpdatedAt;
  useEffect(() => {
    if (failedAt > 0) toast.error(messages.chat.loadFailed);
  }, [failedAt]);
  return query;
}

/** A file message's bytes, fetched with the token; cached so scrolling back does not refetch. */
export function useMessageFile(conversationId: number, messageId: number | null, enabled = true) {
  return useQuery({
    queryKey: chatKeys.file(conversationId, messageId ?? 0),
    queryFn: ({ signal }) => chatApi.file(conversationId, messageId as number, signal),
    enabled: enabled && messageId !== null,
    staleTime: Infinity,
  });
}

export const fetchMessageFile = (conversationId: number, messageId: number): Promise<Blob> =>
  queryClient.fetchQuery({ queryKey: chatKeys.file(conversationId, messageId), queryFn: ({ signal }) => chatApi.file(conversationId, messageId, signal), staleTime: Infinity });

/** A just-sent image is already here: its bubble shows it without downloading it back. */
export const seedMessageFile = (conversationId: number, messageId: number, file: Blob): void => {
  queryClient.setQueryData(chatKeys.file(conversationId, messageId), file);
};
