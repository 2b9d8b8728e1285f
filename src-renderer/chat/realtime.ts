// The chat's realtime connection (spec §7: port 6001, laravel-echo-server over socket.io): the
// contacts presence channel ('chat' → presence-chat) and the user's private channel
// (user.{id} → private-user.{id}) with its three events, and the session's access-changed (the
// one connection the staff app keeps carries it). Payloads are checked with the
// contract's schemas; one that does not parse is logged and dropped, never half-applied.
//
// Reconnection is socket.io-client's own exponential backoff (below); Echo re-subscribes its
// channels on the Manager's 'reconnect', and we tell the caller so it can fetch what it missed.
import Echo from 'laravel-echo';
import { ACCESS_CHANGED_EVENT } from '../../src-shared/api/auth';
import { io } from 'socket.io-client';
import type { z } from 'zod';
import {
  CHAT_EVENTS,
  CHAT_PRESENCE_NAME,
  chatPresenceMemberSchema,
  messageDeletedEventSchema,
  messagesReadEventSchema,
  newMessageEventSchema,
  privateUserName,
  type ChatMessage,
  type MessageDeletedEvent,
  type MessagesReadEvent,
} from '../../src-shared/api/chat';

/**
 * Backoff: the first retry after about 1 s (a blip is barely noticed), doubling up to 10 s (a
 * server down for minutes is not hammered by every open window; socket.io's default cap is 5 s),
 * each delay varied by ±50 % so the windows dropped together by a server restart do not all come
 * back in the same instant. Retries never stop while the window is open: the chat is expected
 * to come back by itself, and the status tells the user meanwhile.
 */
export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  /** A handshake that has not answered in 10 s counts as failed and goes to the backoff. */
  timeout: 10_000,
} as const;

export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting';

export type RealtimeHandlers = {
  onNewMessage(message: ChatMessage): void;
  onMessagesRead(event: MessagesReadEvent): void;
  onMessageDeleted(event: MessageDeletedEvent): void;
  /** Everyone online, when the presence channel is (re)joined. */
  onHere(userIds: number[]): void;
  onJoining(userId: number): void;
  onLeaving(userId: number): void;
  /** Back after a lost connection: time to fetch what was missed. */
  onReconnected(): void;
  /** The server says the user's access changed (permissions, status): ask it again. Carries nothing to trust. */
  onAccessChanged(): void;
  onStatus(status: RealtimeStatus): void;
};

// The slice of laravel-echo and socket.io this module uses, so tests can stand in for them.
type Listener = (...args: unknown[]) => void;
export type SocketLike = {
  on(event: string, listener: Listener): unknown;
  connect(): unknown;
  io: { on(event: string, listener: Listener): unknown };
};
export type ChannelLike = { listen(event: string, callback: (payload: unknown) => void): unknown };
export type PresenceChannelLike = ChannelLike & {
  here(callback: (members: unknown) => void): unknown;
  joining(callback: (member: unknown) => void): unknown;
  leaving(callback: (member: unknown) => void): unknown;
};
export type EchoLike = {
  join(name: string): PresenceChannelLike;
  private(name: string): ChannelLike;
  /** Subscribes every channel again (after a reconnection Echo did not see). */
  resubscribe(): void;
  socket: SocketLike;
  disconnect(): void;
};

export type RealtimeOptions = { url: string; token: string; userId: number };

export function createEcho({ url, token }: RealtimeOptions): EchoLike {
  const echo = new Echo<'socket.io'>({
    broadcaster: 'socket.io',
    client: io,
    host: url,
    bearerToken: token,
    // Echo writes the bearer token into these objects; without our own it would write into its
    // shared defaults, where the token would outlive the session (and the next Echo).
    auth: { headers: {} },
    userAuthentication: { endpoint: '/broadcasting/user-auth', headers: {} },
    transports: ['websocket', 'polling'],
    // Echo would otherwise patch axios/jQuery/Turbo globals to add X-Socket-ID; we use neither.
    withoutInterceptors: true,
    ...RECONNECT_OPTIONS,
  });
  const connector = echo.connector;
  return {
    join: (name) => echo.join(name),
    private: (name) => echo.private(name),
    resubscribe: () => Object.values(connector.channels).forEach((channel) => channel.subscribe()),
    // Echo's own socket type is a shim narrower than socket.io's; connect() exists on the real one.
    socket: connector.socket as unknown as SocketLike,
    disconnect: () => echo.disconnect(),
  };
}

function parsed<T>(schema: z.ZodType<T>, name: string, payload: unknown, apply: (value: T) => void): void {
  const result = schema.safeParse(payload);
  if (result.success) apply(result.data);
  else console.warn(`Evento de chat ignorado (${name})`, result.error.issues);
}

const memberId = (member: unknown): number | null => {
  // Echo hands presence callbacks the member's user_info ({id, uuid, name}).
  const info = chatPresenceMemberSchema.shape.user_info.safeParse(member);
  return info.success ? info.data.id : null;
};

/** Connects, joins both channels and reports; the returned function disconnects for good. */
export function connectRealtime(options: RealtimeOptions, handlers: RealtimeHandlers, makeEcho: (options: RealtimeOptions) => EchoLike = createEcho): () => void {
  const echo = makeEcho(options);
  let closed = false;
  let everConnected = false;
  let echoResubscribed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const presence = echo.join(CHAT_PRESENCE_NAME);
  presence.here((members) => {
    if (Array.isArray(members)) handlers.onHere(members.map(memberId).filter((id): id is number => id !== null));
  });
  presence.joining((member) => {
    const id = memberId(member);
    if (id !== null) handlers.onJoining(id);
  });
  presence.leaving((member) => {
    const id = memberId(member);
    if (id !== null) handlers.onLeaving(id);
  });

  const own = echo.private(privateUserName(options.userId));
  own.listen(`.${CHAT_EVENTS.newMessage}`, (payload) => parsed(newMessageEventSchema, CHAT_EVENTS.newMessage, payload, handlers.onNewMessage));
  own.listen(`.${CHAT_EVENTS.messagesRead}`, (payload) => parsed(messagesReadEventSchema, CHAT_EVENTS.messagesRead, payload, handlers.onMessagesRead));
  own.listen(`.${CHAT_EVENTS.messageDeleted}`, (payload) =>
    parsed(messageDeletedEventSchema, CHAT_EVENTS.messageDeleted, payload, handlers.onMessageDeleted),
  );

  own.listen(`.${ACCESS_CHANGED_EVENT}`, () => handlers.onAccessChanged());

  const socket = echo.socket;
  handlers.onStatus('connecting');
  // Echo re-subscribes on this Manager event, which comes before the socket's own 'connect'.
  socket.io.on('reconnect', () => {
    echoResubscribed = true;
  });
  socket.io.on('reconnect_attempt', () => {
    if (!closed) handlers.onStatus('reconnecting');
  });
  socket.on('connect', () => {
    if (closed) return;
    handlers.onStatus('connected');
    if (everConnected) {
      // A reconnection the Manager did not drive (see 'disconnect' below) left the channels behind.
      if (!echoResubscribed) echo.resubscribe();
      handlers.onReconnected();
    }
    everConnected = true;
    echoResubscribed = false;
  });
  socket.on('disconnect', (reason) => {
    if (closed) return;
    handlers.onStatus('reconnecting');
    // socket.io retries by itself except when the server closed this socket on purpose; then we
    // try again after the longest backoff delay, no sooner (a revoked token fails to subscribe
    // and the HTTP calls end the session anyway).
    if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), RECONNECT_OPTIONS.reconnectionDelayMax);
  });

  return () => {
    closed = true;
    clearTimeout(retry);
    echo.disconnect();
  };
}
