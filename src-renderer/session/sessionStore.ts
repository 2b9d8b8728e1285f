// Client-side session state: the token (kept at rest by the bridge, in memory here), the sector
// the user is connected to and the inbox type. Server data about the user is react-query's.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { InboxType, StoredSession } from '../../src-shared/ipc/contract';

export type ConnectedSector = NonNullable<StoredSession['connectedSector']>;

export type SessionState = {
  hydrated: boolean;
  serverUrl: string;
  /** The realtime (laravel-echo-server) address the chat connects to; '' until settings are read. */
  realtimeUrl: string;
  token: string | null;
  /** Whose offline cache is open; known before the server answers, so the app can start offline. */
  userId: number | null;
  connectedSector: ConnectedSector | null;
  inboxType: InboxType;
  /** false when the desktop has no secure storage and the session lives only until the app closes. */
  persisted: boolean;
  /**
   * Where the app itself sent the user when it ended the session (the disabled-user page, the
   * login with a way back): a staff screen that renders without a token in between goes there
   * too, instead of racing that navigation with a plain login redirect.
   */
  endedTo: string | null;
};

export const initialSessionState: SessionState = {
  hydrated: false,
  serverUrl: '',
  realtimeUrl: '',
  token: null,
  userId: null,
  connectedSector: null,
  inboxType: 'sector',
  persisted: true,
  endedTo: null,
};

export const sessionStore = createStore<SessionState>(() => initialSessionState);

export const useSession = <T>(selector: (state: SessionState) => T): T => useStore(sessionStore, selector);

export function storedSessionOf(state: SessionState): StoredSession | null {
  if (!state.token) return null;
  return {
    serverUrl: state.serverUrl,
    token: state.token,
    connectedSector: state.connectedSector,
    inboxType: state.inboxType,
    ...(state.userId === null ? {} : { userId: state.userId }),
  };
}

/**
 * The stored session, if the configured server issued it. Main keeps this rule already; the page
 * keeps it too, so that no path ever puts another server's token next to this server's address.
 */
export function sessionOfServer(stored: StoredSession | null, serverUrl: string): StoredSession | null {
  return stored !== null && stored.serverUrl === serverUrl ? stored : null;
}

/** X-InboxType and X-InboxSectorId, sent with every call (§7). */
export function inboxHeadersOf(state: SessionState): Record<string, string> {
  const headers: Record<string, string> = { 'X-InboxType': state.inboxType };
  if (state.inboxType === 'sector' && state.connectedSector) headers['X-InboxSectorId'] = String(state.connectedSector.id);
  return headers;
}
