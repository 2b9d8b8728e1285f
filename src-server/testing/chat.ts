// Helpers for the chat route tests: an app whose realtime hub records what it would broadcast
// (and says who is online), logged demo staff, and the chat calls.
import { randomUUID } from 'node:crypto';
import { chatConversationSchema, privateUserChannel, type ChatConversation } from '../../src-shared/api/chat';
import type { Db } from '../db/open';
import { createRealtimeHub } from '../realtime/hub';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from './harness';

export type Broadcast = { channel: string; event: string; data: unknown };

export type ChatTestServer = TestServer & {
  /** Everything the hub broadcast, in order; tests clear it between steps. */
  sent: Broadcast[];
  /** Who the hub reports online; tests add and remove ids. */
  online: Set<number>;
  /** What the private channel of this user received, as [event, data]. */
  receivedBy(userId: number): [string, unknown][];
};

export function chatTestServer(): ChatTestServer {
  const sent: Broadcast[] = [];
  const online = new Set<number>();
  const hub = createRealtimeHub();
  hub.attach({ broadcast: (channel, event, data) => void sent.push({ channel, event, data }), onlineUserIds: () => online, forgetToken: () => {} });
  const server = testServer({ realtime: hub });
  const receivedBy = (userId: number) => sent.filter((entry) => entry.channel === privateUserChannel(userId)).map((entry): [string, unknown] => [entry.event, entry.data]);
  return { ...server, sent, online, receivedBy };
}

export type Staff = { id: number; token: string };

export async function staffOf(server: TestServer, email: string): Promise<Staff> {
  return { id: userIdOf(server.db, email), token: await tokenFor(server.app, email) };
}

/** A user written straight into the database (no login), for lists and lookups. */
export function addUser(db: Db, name: string, options: { status?: 'enabled' | 'disabled'; internal?: boolean; photoLink?: string } = {}): number {
  const person = db.prepare('INSERT INTO people (uuid, name, photo_link) VALUES (?, ?, ?)').run(randomUUID(), name, options.photoLink ?? null);
  const user = db
    .prepare("INSERT INTO users (uuid, person_id, status, has_internal_access, created_at) VALUES (?, ?, ?, ?, '2026-01-01T00:00:00.000Z')")
    .run(randomUUID(), person.lastInsertRowid, options.status ?? 'enabled', options.internal === false ? 0 : 1);
  return Number(user.lastInsertRowid);
}

export function chatCalls(server: TestServer) {
  const { app } = server;
  const calls = {
    participants: (token: string) => app.inject({ method: 'GET', url: '/api/chat/participants', headers: bearer(token) }),
    unread: (token: string) => app.inject({ method: 'GET', url: '/api/chat/conversation/unread', headers: bearer(token) }),
    direct: (token: string, contactId: number | string) => app.inject({ method: 'GET', url: `/api/chat/conversation/direct/${contactId}`, headers: bearer(token) }),
    page: (token: string, conversationId: number, query = '') =>
      app.inject({ method: 'GET', url: `/api/chat/conversation/${conversationId}/messages${query}`, headers: bearer(token) }),
    send: (token: string, conversationId: number, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/chat/conversation/${conversationId}/messages`, headers: { ...bearer(token), ...headers }, payload }),
    markRead: (token: string, conversationId: number) =>
      app.inject({ method: 'PUT', url: `/api/chat/conversation/${conversationId}/mark-as-read`, headers: bearer(token) }),
    file: (token: string, conversationId: number, messageId: number) =>
      app.inject({ method: 'GET', url: `/api/chat/conversation/${conversationId}/messages/${messageId}/file`, headers: bearer(token) }),
    remove: (token: string, conversationId: number, messageId: number) =>
      app.inject({ method: 'DELETE', url: `/api/chat/conversation/${conversationId}/messages/${messageId}`, headers: bearer(token) }),
    /** Opens (creating on first use) the direct conversation and checks its shape. */
    async open(token: string, contactId: number): Promise<ChatConversation> {
      const response = await calls.direct(token, contactId);
      if (response.statusCode !== 200) throw new Error(`direct ${contactId} answered ${response.statusCode}: ${response.body}`);
      return chatConversationSchema.parse(json(response));
    },
    /** Sends a text and returns the new message's id. */
    async say(token: string, conversationId: number, content: string): Promise<number> {
      const response = await calls.send(token, conversationId, { type: 'text', content });
      if (response.statusCode !== 201) throw new Error(`send answered ${response.statusCode}: ${response.body}`);
      return json<{ id: number }>(response).id;
    },
  };
  return calls;
}
