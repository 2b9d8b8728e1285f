// The realtime connection through the real laravel-echo, with socket.io-client replaced by a
// socket we drive: what it subscribes to (and with which token), which events reach the chat,
// what a malformed payload does, and how a lost connection is reported and recovered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

class FakeEmitter {
  listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off(event: string, listener?: Listener) {
    this.listeners.set(event, listener ? (this.listeners.get(event) ?? []).filter((l) => l !== listener) : []);
    return this;
  }
  removeListener(event: string, listener?: Listener) {
    return this.off(event, listener);
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

class FakeSocket extends FakeEmitter {
  io = new FakeEmitter();
  id: string | undefined = undefined;
  connected = false;
  emitted: { event: string; payload: unknown }[] = [];
  connect = vi.fn();
  disconnect = vi.fn(() => this);
  emit(event: string, payload: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }
}

const sockets: { url: string; options: Record<string, unknown>; socket: FakeSocket }[] = [];
vi.mock('socket.io-client', () => ({
  io: (url: string, options: Record<string, unknown>) => {
    const socket = new FakeSocket();
    sockets.push({ url, options, socket });
    return socket;
  },
}));

const { connectRealtime, RECONNECT_OPTIONS } = await import('./realtime');

const message = {
  id: 5, conversation_id: 9, sender_id: 2, type: 'text', content: 'oi', mime_type: null, file_name: null, file_size: null,
  created_at: '2026-03-01T12:00:00.000Z', status: 'sent', readers: [],
};

function connect() {
  const handlers = {
    onNewMessage: vi.fn(), onMessagesRead: vi.fn(), onMessageDeleted: vi.fn(), onHere: vi.fn(), onJoining: vi.fn(), onLeaving: vi.fn(),
    onReconnected: vi.fn(), onStatus: vi.fn(), onAccessChanged: vi.fn(),
  };
  const close = connectRealtime({ url: 'http://127.0.0.1:6001', token: 'tok-1', userId: 7 }, handlers);
  const { socket, url, options } = sockets[sockets.length - 1]!;
  const subscribes = () => socket.emitted.filter((e) => e.event === 'subscribe').map((e) => e.payload);
  return { handlers, close, socket, url, options, subscribes };
}

beforeEach(() => {
  sockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the chat realtime connection', () => {
  it('connects to the realtime address with backoff and subscribes to presence-chat and private-user.{id} with the bearer token', () => {
    const { url, options, subscribes } = connect();
    expect(url).toBe('http://127.0.0.1:6001');
    expect(options).toMatchObject({ transports: ['websocket', 'polling'], ...RECONNECT_OPTIONS });
    expect(RECONNECT_OPTIONS).toMatchObject({ reconnectionDelay: 1000, reconnectionDelayMax: 10000, randomizationFactor: 0.5 });
    const auth = { headers: { Authorization: 'Bearer tok-1' } };
    expect(subscribes()).toEqual([
      { channel: 'presence-chat', auth },
      { channel: 'private-user.7', auth },
    ]);
  });

  it('hands over the three events of the private channel, parsed, and drops malformed ones', () => {
    const { handlers, socket } = connect();
    socket.fire('new-message', 'private-user.7', message);
    socket.fire('new-message', 'private-user.7', { ...message, id: 'x' });
    socket.fire('new-message', 'private-user.8', message);
    socket.fire('messages-read', 'private-user.7', { conversation_id: 9, reader_id: 2, message_ids: [5], read_at: '2026-03-01T12:01:00.000Z' });
    socket.fire('message-deleted', 'private-user.7', { conversation_id: 9, message_id: 5 });
    socket.fire('message-deleted', 'private-user.7', { conversation_id: 9 });
    expect(handlers.onNewMessage.mock.calls).toEqual([[message]]);
    expect(handlers.onMessagesRead).toHaveBeenCalledWith({ conversation_id: 9, reader_id: 2, message_ids: [5], read_at: '2026-03-01T12:01:00.000Z' });
    expect(handlers.onMessageDeleted.mock.calls).toEqual([[{ conversation_id: 9, message_id: 5 }]]);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it("hands over the session's access-changed (whatever it carries: the app only asks the server again)", () => {
    const { handlers, socket } = connect();
    socket.fire('access-changed', 'private-user.7', {});
    socket.fire('access-changed', 'private-user.8', {});
    socket.fire('access-changed', 'private-user.7', 'anything');
    expect(handlers.onAccessChanged).toHaveBeenCalledTimes(2);
  });

  it('turns presence into online user ids', () => {
    const { handlers, socket } = connect();
    const member = (id: number) => ({ user_id: id, user_info: { id, uuid: `u${id}`, name: `P${id}` } });
    socket.fire('presence:subscribed', 'presence-chat', [member(2), member(3), { user_id: 4 }]);
    socket.fire('presence:joining', 'presence-chat', member(5));
    socket.fire('presence:leaving', 'presence-chat', member(2));
    expect(handlers.onHere).toHaveBeenCalledWith([2, 3]);
    expect(handlers.onJoining).toHaveBeenCalledWith(5);
    expect(handlers.onLeaving).toHaveBeenCalledWith(2);
  });

  it('reports a lost connection as reconnecting and, once back, asks for what was missed', () => {
    const { handlers, socket, subscribes } = connect();
    expect(handlers.onStatus).toHaveBeenLastCalledWith('connecting');
    socket.fire('connect');
    expect(handlers.onStatus).toHaveBeenLastCalledWith('connected');
    expect(handlers.onReconnected).not.toHaveBeenCalled();

    socket.fire('disconnect', 'transport close');
    expect(handlers.onStatus).toHaveBeenLastCalledWith('reconnecting');
    socket.io.fire('reconnect_attempt', 1);
    // The Manager's reconnect: Echo subscribes again by itself (not twice).
    socket.io.fire('reconnect', 1);
    socket.fire('connect');
    expect(handlers.onStatus).toHaveBeenLastCalledWith('connected');
    expect(handlers.onReconnected).toHaveBeenCalledOnce();
    expect(subscribes()).toHaveLength(4);
  });

  it('comes back after the server closed the socket on purpose, subscribing again itself', () => {
    vi.useFakeTimers();
    const { handlers, socket, subscribes } = connect();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(RECONNECT_OPTIONS.reconnectionDelayMax - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledOnce();
    socket.fire('connect');
    expect(subscribes()).toHaveLength(4);
    expect(handlers.onReconnected).toHaveBeenCalledOnce();
  });

  it('disconnects for good when closed, and says nothing more', () => {
    vi.useFakeTimers();
    const { handlers, socket, close } = connect();
    close();
    expect(socket.disconnect).toHaveBeenCalledOnce();
    handlers.onStatus.mockClear();
    socket.fire('disconnect', 'io server disconnect');
    vi.runAllTimers();
    expect(handlers.onStatus).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
