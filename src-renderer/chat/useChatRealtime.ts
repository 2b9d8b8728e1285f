// Binds the realtime connection to the chat's state for as long as the staff layout shows:
// events go to the loaded threads and the unread counts, presence to the online flags, and a
// reconnection refetches what may have been missed. A new token (or address) means a new
// connection; no address or no session means none.
import { useEffect } from 'react';
import { queryClient } from '../app/queryClient';
import { revalidateAccess } from '../session/accessRevalidation';
import { sessionStore, useSession } from '../session/sessionStore';
import { resetChatSession } from './chatActions';
import { applyDeleted, applyNewMessage, applyRead, bumpUnread } from './chatRules';
import { chatStore, chatUi, presence, updateLoadedThread } from './chatStore';
import { connectRealtime, type RealtimeHandlers } from './realtime';
import { chatKeys, updateUnread } from './useChatQueries';

/**
 * What a lost connection may have hidden: new colleagues and presence flags (participants), the
 * unread counts, and the open conversation's newest page, merged by id (mergeNewestPage). Other
 * conversations fetch their newest page when next opened.
 */
export function refetchMissed(): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.participants });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  const contactId = chatStore.getState().contactId;
  if (contactId !== null) void queryClient.invalidateQueries({ queryKey: chatKeys.direct(contactId) });
}

/** What each realtime report does to the chat's state. */
export function realtimeHandlers(me: number): RealtimeHandlers {
  return {
    onNewMessage: (message) => {
      updateLoadedThread(message.conversation_id, (thread) => applyNewMessage(thread, message, me));
      // Counted even for the conversation on screen: that view marks it read at once.
      updateUnread((unread) => bumpUnread(unread, message, me));
    },
    onMessagesRead: (event) => updateLoadedThread(event.conversation_id, (thread) => applyRead(thread, event)),
    onMessageDeleted: (event) => {
      updateLoadedThread(event.conversation_id, (thread) => applyDeleted(thread, event.message_id));
      // The event does not say whether it was unread here; the server knows.
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    },
    onHere: presence.here,
    onJoining: presence.joining,
    onLeaving: presence.leaving,
    // What happened to the user's access while disconnected is asked again as well.
    onReconnected: () => {
      refetchMissed();
      void revalidateAccess();
    },
    onAccessChanged: () => void revalidateAccess(),
    onStatus: chatUi.setConnection,
  };
}

export function useChatRealtime(me: number): void {
  const url = useSession((state) => state.realtimeUrl);
  const token = useSession((state) => state.token);

  useEffect(() => {
    if (!url || !token) {
      chatUi.setConnection('off');
      return undefined;
    }
    const handlers = realtimeHandlers(me);
    // A new connection after an earlier one (the layout shown again, a new token) has missed
    // whatever happened in between, just like a reconnection.
    let catchUp = queryClient.getQueryState(chatKeys.unread)?.data !== undefined;
    const onStatus: RealtimeHandlers['onStatus'] = (status) => {
      handlers.onStatus(status);
      if (status !== 'connected' || !catchUp) return;
      catchUp = false;
      refetchMissed();
    };
    const disconnect = connectRealtime({ url, token, userId: me }, { ...handlers, onStatus });
    return () => {
      disconnect();
      presence.forget();
      chatUi.setConnection('off');
    };
  }, [url, token, me]);
}

/** Whose chat the store holds. */
let chatOwner: number | null = null;

/** Another user on this screen starts clean, and a logout leaves no message in memory. */
export function useChatSession(me: number): void {
  useEffect(() => {
    if (chatOwner !== me) {
      resetChatSession();
      chatOwner = me;
    }
    return sessionStore.subscribe((state, previous) => {
      if (previous.token && !state.token) {
        resetChatSession();
        chatOwner = null;
      }
    });
  }, [me]);
}
