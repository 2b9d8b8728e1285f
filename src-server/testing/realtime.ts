// Helpers for tests of the realtime server: a listening server per test (on a free port, with a
// seeded app whose logins issue the tokens), real socket.io clients, and waits with a timeout.
// "Nothing arrived" is proven with sync(), never with a sleep: frames on one connection arrive
// in order, so whatever the server sent before the barrier's reply has arrived before it.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterEach, beforeEach } from 'vitest';
import { CHAT_PRESENCE_CHANNEL, chatPresenceMemberSchema, type ChatPresenceMember } from '../../src-shared/api/chat';
import { createOriginPolicy } from '../http/origins';
import { createRealtimeHub, type AttachableRealtimeHub } from '../realtime/hub';
import { startRealtimeServer, type RealtimeLogger, type RealtimeServer } from '../realtime/server';
import { testServer, userIdOf, type TestServer } from './harness';

export const ADMIN = 'admin@demo.gov.br';
export const CLERK = 'servidor@demo.gov.br';
export const NURSE = 'servidora@demo.gov.br';
export const CITIZEN = 'cidadao@demo.gov.br';
export const TIMEOUT_MS = 4000;

type ClientOptions = Partial<ManagerOptions & SocketOptions>;

export type RealtimeTest = {
  readonly server: TestServer;
  readonly hub: AttachableRealtimeHub;
  readonly realtime: RealtimeServer;
  /** Everything the server logged, one JSON line per call. */
  readonly logLines: string[];
  /** A connected client, disconnected after the test. */
  connect(options?: ClientOptions): Promise<Socket>;
  /** The presence member the server should announce for a demo user. */
  memberOf(email: string): ChatPresenceMember;
};

/** Registers the per-test set-up and tear-down; the fields are valid inside tests only. */
export function useRealtimeServer(): RealtimeTest {
  let server: TestServer | undefined;
  let hub: AttachableRealtimeHub | undefined;
  let realtime: RealtimeServer | undefined;
  let logLines: string[] = [];
  let clients: Socket[] = [];
  const log = (details: Record<string, unknown>, message: string) => void logLines.push(JSON.stringify({ message, ...details }));
  const recorder: RealtimeLogger = { info: log, warn: log, debug: log, error: (details, message) => log({ ...details, err: String(details.err) }, message) };
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useRealtimeServer: used outside a test');
    return value;
  };

  beforeEach(async () => {
    logLines = [];
    clients = [];
    hub = createRealtimeHub();
    server = testServer({ realtime: hub });
    realtime = await startRealtimeServer({
      hub,
      auth: server.app.realtimeAuth,
      port: 0,
      // As `npm start` runs it: the web builds on loopback ports may connect.
      isAllowedOrigin: createOriginPolicy([], 'development').isAllowedOrigin,
      logger: recorder,
      sweepIntervalMs: 0,
    });
  });
  afterEach(async () => {
    for (const client of clients) client.disconnect();
    await realtime?.close();
    await server?.stop();
  });

  return {
    get server() {
      return ready(server);
    },
    get hub() {
      return ready(hub);
    },
    get realtime() {
      return ready(realtime);
    },
    get logLines() {
      return logLines;
    },
    async connect(options = {}) {
      const socket = io(ready(realtime).url, { transports: ['websocket'], forceNew: true, reconnection: false, ...options });
      clients.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    memberOf(email) {
      const db = ready(server).db;
      const id = userIdOf(db, email);
      const row = db
        .prepare<[number], { uuid: string; name: string }>('SELECT users.uuid, people.name FROM users JOIN people ON people.id = users.person_id WHERE users.id = ?')
        .get(id);
      if (row === undefined) throw new Error(email);
      return { user_id: id, user_info: { id, uuid: row.uuid, name: row.name } };
    },
  };
}

type Listenable = {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
};

/** Resolves with the arguments of the next `event` that passes `accept`; rejects after a timeout. */
export function next(socket: Listenable, event: string, accept: (...args: unknown[]) => boolean = () => true): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const listener = (...args: unknown[]) => {
      if (!accept(...args)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(args);
    };
    socket.on(event, listener);
  });
}

/** Every frame the socket gets from now on, as [event, ...args]. */
export function record(socket: Socket): unknown[][] {
  const frames: unknown[][] = [];
  socket.onAny((event: string, ...args: unknown[]) => void frames.push([event, ...args]));
  return frames;
}

export const eventsNamed = (frames: unknown[][], name: string) => frames.filter(([event]) => event === name);

let barriers = 0;

/** A round trip: an unknown channel is refused at once, after everything handled or sent before. */
export async function sync(socket: Socket): Promise<void> {
  const channel = `sync-${++barriers}`;
  const reply = next(socket, 'subscription_error', (name) => name === channel);
  socket.emit('subscribe', { channel, auth: {} });
  await reply;
}

export function subscribe(socket: Socket, channel: string, token: string | null): void {
  socket.emit('subscribe', { channel, auth: token === null ? {} : { headers: { Authorization: `Bearer ${token}` } } });
}

/** Subscribes and waits until the server has handled it (private channels send no confirmation). */
export async function subscribed(socket: Socket, channel: string, token: string): Promise<void> {
  subscribe(socket, channel, token);
  await sync(socket);
}

/** The status of the subscription_error the subscription gets. */
export async function refusal(socket: Socket, channel: string, token: string | null): Promise<number> {
  const reply = next(socket, 'subscription_error', (name) => name === channel);
  subscribe(socket, channel, token);
  const [, status] = await reply;
  return status as number;
}

/** Joins the contacts presence channel; the member list it answers with. */
export async function joinPresence(socket: Socket, token: string): Promise<ChatPresenceMember[]> {
  const reply = next(socket, 'presence:subscribed', (name) => name === CHAT_PRESENCE_CHANNEL);
  subscribe(socket, CHAT_PRESENCE_CHANNEL, token);
  const [, members] = await reply;
  return chatPresenceMemberSchema.array().parse(members);
}
