// The realtime server: socket.io on its own port, speaking laravel-echo-server's protocol so the
// stock laravel-echo client works unchanged (spec §7 Chat).
//   client → server: subscribe {channel, auth}, unsubscribe {channel}, client event {channel, event, data}
//   server → client: <event> (channel, data); subscription_error (channel, status);
//                    presence:subscribed (channel, members), presence:joining / presence:leaving (channel, member)
// Subscriptions are authorised with the HTTP API's bearer token (realtime/auth.ts) and the rules
// in channels.ts. Everything runs synchronously (better-sqlite3), so no subscription can
// interleave with a disconnect or a forgetToken().
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { CHAT_PRESENCE_CHANNEL } from '../../src-shared/api/chat';
import { ApiError } from '../http/errors';
import type { RealtimeAuth, RealtimeIdentity } from './auth';
import { channelKind, clientEventPayloadSchema, decideChannel, subscribePayloadSchema } from './channels';
import type { AttachableRealtimeHub } from './hub';
import { PresenceRegistry } from './presence';

/** pino's shape, narrowed to what is used, so tests can pass a recorder. */
export type RealtimeLogger = {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
};

export type RealtimeServerOptions = {
  hub: AttachableRealtimeHub;
  auth: RealtimeAuth;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The HTTP API's CORS rule (http/origins.ts): a browser page from any other origin may not connect. */
  isAllowedOrigin(origin: string): boolean;
  logger: RealtimeLogger;
  /** How often every subscription's token is re-checked, so a user whose token expired leaves presence; 0 never. */
  sweepIntervalMs?: number;
};

export type RealtimeServer = {
  port: number;
  url: string;
  /** Sockets connected now (health, and tests that must know a disconnect was handled). */
  connections(): number;
  close(): Promise<void>;
};

/** Echo's frames are tiny; a whisper needs no more either. socket.io's default is 1 MB. */
const MAX_MESSAGE_BYTES = 64 * 1024;
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;

type Subscription = { userId: number; tokenId: number; presence: boolean };
type Connection = { socket: Socket; channels: Map<string, Subscription> };

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const { auth, logger } = options;
  const host = options.host ?? '127.0.0.1';
  const connections = new Map<string, Connection>();
  const presence = new PresenceRegistry();

  const httpServer = createServer((_request, response) => {
    // socket.io answers its own path; nothing else lives here.
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;

  // Browsers send Origin on both the polling requests and the WebSocket upgrade, and CORS never
  // applies to the latter, so the origin is checked here for both. Clients outside a browser
  // (Node, tests) send none; the bearer token is what keeps them out of other users' channels.
  const originAllowed = (request: IncomingMessage): boolean => {
    const origin = request.headers.origin;
    return origin === undefined || options.isAllowedOrigin(origin);
  };
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    cors: { origin: (origin, callback) => callback(null, origin !== undefined && options.isAllowedOrigin(origin)), methods: ['GET', 'POST'], credentials: false },
    allowRequest: (request, callback) => callback(null, originAllowed(request)),
  });

  function leave(connection: Connection, channel: string): void {
    const subscription = connection.channels.get(channel);
    if (subscription === undefined) return;
    connection.channels.delete(channel);
    void connection.socket.leave(channel);
    if (!subscription.presence) return;
    const member = presence.leave(channel, connection.socket.id, subscription.userId);
    // The leaving socket is out of the room already, as in laravel-echo-server.
    if (member !== null) io.to(channel).emit('presence:leaving', channel, member);
  }

  /** Drops the subscriptions (of one channel, or all) whose token would no longer be accepted. */
  function dropInactive(channel?: string): void {
    const active = new Map<number, boolean>();
    const isActive = (tokenId: number) => {
      let known = active.get(tokenId);
      if (known === undefined) active.set(tokenId, (known = auth.isActive(tokenId)));
      return known;
    };
    for (const connection of connections.values()) {
      for (const [name, subscription] of [...connection.channels]) {
        if ((channel === undefined || name === channel) && !isActive(subscription.tokenId)) {
          logger.info({ channel: name, userId: subscription.userId, socketId: connection.socket.id }, 'realtime subscription dropped: token no longer valid');
          leave(connection, name);
        }
      }
    }
  }

  function identify(authorization: string | undefined): RealtimeIdentity | number {
    try {
      return auth.identify(authorization);
    } catch (error) {
      if (error instanceof ApiError) return error.statusCode;
      logger.error({ err: error }, 'realtime authorisation failed unexpectedly');
      return 500;
    }
  }

  function subscribe(connection: Connection, payload: unknown): void {
    const parsed = subscribePayloadSchema.safeParse(payload);
    // Without a readable channel name there is nothing to answer subscription_error about.
    if (!parsed.success) return;
    const { channel, authorization } = parsed.data;
    const { socket } = connection;
    const refuse = (status: number, userId?: number) => {
      logger.info({ channel, status, userId, socketId: socket.id }, 'realtime subscription refused');
      socket.emit('subscription_error', channel, status);
    };
    // Unknown names are refused before the token is even looked at: no database work for junk.
    if (channelKind(channel) === null) return refuse(403);
    const identity = identify(authorization);
    if (typeof identity === 'number') return refuse(identity);
    const decision = decideChannel(channel, identity);
    if (!decision.ok) return refuse(decision.status, identity.userId);

    const previous = connection.channels.get(channel);
    // The same socket subscribing again as someone else leaves as the first user before joining.
    if (previous !== undefined && previous.userId !== identity.userId) leave(connection, channel);
    connection.channels.set(channel, { userId: identity.userId, tokenId: identity.tokenId, presence: decision.member !== null });
    void socket.join(channel);
    logger.debug({ channel, userId: identity.userId, socketId: socket.id }, 'realtime subscription');
    if (decision.member === null) return;
    const first = presence.join(channel, socket.id, decision.member);
    socket.emit('presence:subscribed', channel, presence.members(channel));
    if (first) socket.to(channel).emit('presence:joining', channel, decision.member);
  }

  function unsubscribe(connection: Connection, payload: unknown): void {
    const parsed = subscribePayloadSchema.safeParse(payload);
    if (parsed.success) leave(connection, parsed.data.channel);
  }

  /**
   * Whispers are relayed as laravel-echo-server does: to the OTHER sockets of a channel the sender
   * is subscribed to, never back to it. Their data is the sender's word only (unauthenticated
   * content); events a client may trust come from the server.
   */
  function clientEvent(connection: Connection, payload: unknown): void {
    const parsed = clientEventPayloadSchema.safeParse(payload);
    if (!parsed.success) return;
    const { channel, event, data } = parsed.data;
    const subscription = connection.channels.get(channel);
    if (subscription === undefined) return;
    if (!auth.isActive(subscription.tokenId)) return leave(connection, channel);
    connection.socket.to(channel).emit(event, channel, data);
  }

  /** A client's malformed frame must never take the process down: handlers log and carry on. */
  const guarded =
    (connection: Connection, name: string, handler: (connection: Connection, payload: unknown) => void) =>
    (payload: unknown) => {
      try {
        handler(connection, payload);
      } catch (error) {
        logger.error({ err: error, event: name, socketId: connection.socket.id }, 'realtime handler failed');
      }
    };

  io.on('connection', (socket) => {
    const connection: Connection = { socket, channels: new Map() };
    connections.set(socket.id, connection);
    socket.on('subscribe', guarded(connection, 'subscribe', subscribe));
    socket.on('unsubscribe', guarded(connection, 'unsubscribe', unsubscribe));
    socket.on('client event', guarded(connection, 'client event', clientEvent));
    // 'disconnecting', while the socket is still in its rooms, as laravel-echo-server does.
    socket.on('disconnecting', () => {
      for (const channel of [...connection.channels.keys()]) leave(connection, channel);
    });
    socket.on('disconnect', () => connections.delete(socket.id));
  });

  const detach = options.hub.attach({
    port,
    broadcast(channel, event, data) {
      dropInactive(channel);
      io.to(channel).emit(event, channel, data);
    },
    onlineUserIds() {
      dropInactive(CHAT_PRESENCE_CHANNEL);
      return presence.userIds(CHAT_PRESENCE_CHANNEL);
    },
    forgetToken(tokenId) {
      for (const connection of connections.values()) {
        for (const [channel, subscription] of [...connection.channels]) {
          if (subscription.tokenId === tokenId) leave(connection, channel);
        }
      }
    },
  });

  const sweepIntervalMs = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  const sweep = sweepIntervalMs > 0 ? setInterval(() => dropInactive(), sweepIntervalMs) : null;
  // A timer alone must not keep the process alive; the listening socket does that.
  sweep?.unref();

  const url = `http://${host}:${port}`;
  logger.info({ port, url }, 'realtime server listening');

  let closing: Promise<void> | null = null;
  return {
    port,
    url,
    connections: () => connections.size,
    close() {
      closing ??= (async () => {
        detach();
        if (sweep !== null) clearInterval(sweep);
        const closed = io.close();
        // Open polling requests and upgraded sockets would otherwise hold the close back.
        httpServer.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}
