// The chat's client state: the window (open, maximised, whose conversation), the realtime
// connection and presence, and each conversation's thread. The thread lives here rather than in
// react-query because it is mostly this window's own doing — unsent messages, events applied one
// by one, pages merged by id — which a refetch must never overwrite. Participants and unread
// counts are plain server state and stay in react-query (useChatQueries.ts).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emptyThread, type Thread } from './chatRules';

/** off: no realtime address or no session; reconnecting: lost and retrying with backoff. */
export type ConnectionStatus = 'off' | 'connecting' | 'connected' | 'reconnecting';

export type ChatState = {
  opened: boolean;
  maximized: boolean;
  /** The colleague whose direct conversation is shown; null shows the contact list. */
  contactId: number | null;
  connection: ConnectionStatus;
  /** Who the presence channel says is online; null until it has said (the list's flags hold). */
  online: ReadonlySet<number> | null;
  threads: Readonly<Record<number, Thread>>;
  /** Conversations whose older page is being fetched (one request at a time each). */
  loadingOlder: Readonly<Record<number, boolean>>;
};

export const initialChatState: ChatState = {
  opened: false,
  maximized: false,
  contactId: null,
  connection: 'off',
  online: null,
  threads: {},
  loadingOlder: {},
};

export const chatStore = createStore<ChatState>(() => initialChatState);

export const useChat = <T>(selector: (state: ChatState) => T): T => useStore(chatStore, selector);

export const threadOf = (state: ChatState, conversationId: number): Thread => state.threads[conversationId] ?? emptyThread;

/** Applies a pure rule to one conversation's thread; a rule returning the same thread changes nothing. */
export function updateThread(conversationId: number, rule: (thread: Thread) => Thread): void {
  chatStore.setState((state) => {
    const current = threadOf(state, conversationId);
    const next = rule(current);
    return next === current ? state : { threads: { ...state.threads, [conversationId]: next } };
  });
}

/** Events are applied only to conversations already loaded; the others load fresh when opened. */
export function updateLoadedThread(conversationId: number, rule: (thread: Thread) => Thread): void {
  if (chatStore.getState().threads[conversationId]) updateThread(conversationId, rule);
}

export const chatUi = {
  open: () => chatStore.setState({ opened: true }),
  close: () => chatStore.setState({ opened: false }),
  toggleMaximized: () => chatStore.setState((state) => ({ maximized: !state.maximized })),
  openContact: (contactId: number) => chatStore.setState({ contactId }),
  backToContacts: () => chatStore.setState({ contactId: null }),
  setConnection: (connection: ConnectionStatus) => chatStore.setState({ connection }),
  setLoadingOlder: (conversationId: number, loading: boolean) =>
    chatStore.setState((state) => ({ loadingOlder: { ...state.loadingOlder, [conversationId]: loading } })),
};

export const presence = {
  here: (ids: readonly number[]) => chatStore.setState({ online: new Set(ids) }),
  joining: (id: number) => chatStore.setState((state) => ({ online: new Set([...(state.online ?? []), id]) })),
  leaving: (id: number) =>
    chatStore.setState((state) => {
      const online = new Set(state.online ?? []);
      online.delete(id);
      return { online };
    }),
  /** Without a connection presence says nothing; the list's own flags hold again. */
  forget: () => chatStore.setState({ online: null }),
};

/** Logout, or another user on this screen: nothing of the previous session stays. */
export function resetChat(): void {
  chatStore.setState(initialChatState, true);
}
