// The realtime server against what clients may send it: whispers, malformed frames, foreign
// origins, closing with clients connected, and the stock laravel-echo client end to end.
import Echo from 'laravel-echo';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { CHAT_PRESENCE_CHANNEL, privateUserChannel } from '../../src-shared/api/chat';
import { tokenFor, userIdOf } from '../testing/harness';
import {
  ADMIN, CLERK, NURSE, TIMEOUT_MS, eventsNamed, joinPresence, next, record, refusal, subscribed, sync, useRealtimeServer,
} from '../testing/realtime';
import { MAX_CHANNEL_LENGTH } from './channels';

const rt = useRealtimeServer();

describe('client events (whispers)', () => {
  it('reach the other members of a channel the sender is subscribed to, never the sender, and only as client-*', async () => {
    const [adminToken, clerkToken, nurseToken] = [await tokenFor(rt.server.app, ADMIN), await tokenFor(rt.server.app, CLERK), await tokenFor(rt.server.app, NURSE)];
    const sender = await rt.connect();
    const senderFrames = record(sender);
    await joinPresence(sender, adminToken);
    const listener = await rt.connect();
    const listenerFrames = record(listener);
    await joinPresence(listener, clerkToken);
    const outsider = await rt.connect();
    await subscribed(outsider, privateUserChannel(userIdOf(rt.server.db, NURSE)), nurseToken);

    const typing = next(listener, 'client-typing');
    sender.emit('client event', { channel: CHAT_PRESENCE_CHANNEL, event: 'client-typing', data: { typing: true } });
    expect(await typing).toEqual([CHAT_PRESENCE_CHANNEL, { typing: true }]);

    // Not a client event name, not subscribed, or not an object: dropped.
    sender.emit('client event', { channel: CHAT_PRESENCE_CHANNEL, event: 'new-message', data: { forged: 1 } });
    sender.emit('client event', { channel: CHAT_PRESENCE_CHANNEL, event: 'presence:leaving', data: { forged: 2 } });
    outsider.emit('client event', { channel: CHAT_PRESENCE_CHANNEL, event: 'client-typing', data: { forged: 3 } });
    sender.emit('client event', JSON.stringify({ channel: CHAT_PRESENCE_CHANNEL, event: 'client-typing', data: { forged: 4 } }));
    await sync(sender);
    await sync(outsider);
    await sync(listener);
    expect(JSON.stringify(listenerFrames)).not.toContain('forged');
    expect(eventsNamed(senderFrames, 'client-typing')).toEqual([]);
  });
});

describe('robustness', () => {
  it('survives malformed frames and keeps serving everyone', async () => {
    const token = await tokenFor(rt.server.app, ADMIN);
    const adminId = userIdOf(rt.server.db, ADMIN);
    const rude = await rt.connect();
    for (const payload of ['presence-chat', null, 42, [], { channel: 42 }, { channel: '' }, { channel: 'x'.repeat(MAX_CHANNEL_LENGTH + 1) }, { channel: CHAT_PRESENCE_CHANNEL, auth: { headers: null } }]) {
      rude.emit('subscribe', payload);
      rude.emit('unsubscribe', payload);
      rude.emit('client event', payload);
    }
    rude.emit('subscribe');
    expect(await refusal(rude, privateUserChannel(adminId), null)).toBe(401);
    await sync(rude);
    rude.emit('subscribe', { channel: privateUserChannel(adminId), auth: { headers: { authorization: 42 } } });
    expect(await refusal(rude, CHAT_PRESENCE_CHANNEL, 'x'.repeat(10_000))).toBe(401);

    // A frame above the size limit closes that connection only.
    const huge = await rt.connect();
    const closed = new Promise((resolve) => huge.once('disconnect', resolve));
    huge.emit('subscribe', { channel: 'x'.repeat(200_000) });
    await closed;

    const fine = await rt.connect();
    expect(await joinPresence(fine, token)).toEqual([rt.memberOf(ADMIN)]);
    await sync(rude);
    expect(rt.logLines.filter((line) => line.includes('handler failed'))).toEqual([]);
  });

  it('accepts the header name in any case, and never logs a token', async () => {
    const token = await tokenFor(rt.server.app, ADMIN);
    const socket = await rt.connect();
    const reply = next(socket, 'presence:subscribed');
    socket.emit('subscribe', { channel: CHAT_PRESENCE_CHANNEL, auth: { headers: { authorization: `Bearer ${token}` } } });
    await reply;
    await refusal(socket, privateUserChannel(userIdOf(rt.server.db, CLERK)), token);
    await refusal(socket, CHAT_PRESENCE_CHANNEL, `${token.slice(0, -1)}x`);
    expect(rt.logLines.some((line) => line.includes('realtime subscription refused'))).toBe(true);
    expect(rt.logLines.join('\n')).not.toContain(token.slice(8, 40));
  });

  it('lets in browsers from the API origins only, and clients without an Origin', async () => {
    await expect(rt.connect({ extraHeaders: { origin: 'https://evil.example' } })).rejects.toThrow();
    await expect(rt.connect({ transports: ['polling'], extraHeaders: { origin: 'https://evil.example' } })).rejects.toThrow();
    await rt.connect({ extraHeaders: { origin: 'app://staff' } });
    await rt.connect({ transports: ['polling'], extraHeaders: { origin: 'http://127.0.0.1:5173' } });
  });

  it('closes with clients connected, and the hub then reports no server', async () => {
    const socket = await rt.connect();
    await joinPresence(socket, await tokenFor(rt.server.app, ADMIN));
    expect(rt.hub.port()).toBe(rt.realtime.port);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    await rt.realtime.close();
    await dropped;
    expect(rt.hub.port()).toBeNull();
    expect(rt.hub.onlineUserIds().size).toBe(0);
    rt.hub.toUser(1, 'new-message', {});
  });
});

describe('the laravel-echo client', () => {
  it('subscribes, hears its private events and sees contacts join and leave', async () => {
    const [admin, clerk] = [rt.memberOf(ADMIN), rt.memberOf(CLERK)];
    const [adminToken, clerkToken] = [await tokenFor(rt.server.app, ADMIN), await tokenFor(rt.server.app, CLERK)];
    // Each instance gets its own auth object: Echo writes the bearer token into a shared default otherwise.
    const echoFor = (token: string) =>
      new Echo<'socket.io'>({ broadcaster: 'socket.io', client: io, host: rt.realtime.url, bearerToken: token, auth: { headers: {} }, forceNew: true, reconnection: false });
    const adminEcho = echoFor(adminToken);
    const clerkEcho = echoFor(clerkToken);
    try {
      const messages: unknown[] = [];
      const joined: unknown[] = [];
      const left: unknown[] = [];
      adminEcho.private(`user.${admin.user_id}`).listen('.new-message', (message: unknown) => void messages.push(message));
      const here = await new Promise<unknown>((resolve) => {
        adminEcho
          .join('chat')
          .here(resolve)
          .joining((user: unknown) => void joined.push(user))
          .leaving((user: unknown) => void left.push(user));
      });
      expect(here).toEqual([admin.user_info]);

      const clerkHere = await new Promise<unknown>((resolve) => void clerkEcho.join('chat').here(resolve));
      expect(clerkHere).toEqual([admin.user_info, clerk.user_info]);
      // The clerk asks for the admin's private channel too: refused, so the message below is the admin's alone.
      const clerkMessages: unknown[] = [];
      const refused = next(clerkEcho.connector.socket, 'subscription_error');
      clerkEcho.private(`user.${admin.user_id}`).listen('.new-message', (message: unknown) => void clerkMessages.push(message));
      expect(await refused).toEqual([privateUserChannel(admin.user_id), 403]);

      rt.hub.toUser(admin.user_id, 'new-message', { id: 1, content: 'Oi' });
      await expect.poll(() => messages, { timeout: TIMEOUT_MS }).toEqual([{ id: 1, content: 'Oi' }]);
      expect(joined).toEqual([clerk.user_info]);
      clerkEcho.leave('chat');
      await expect.poll(() => left, { timeout: TIMEOUT_MS }).toEqual([clerk.user_info]);
      expect(clerkMessages).toEqual([]);
    } finally {
      adminEcho.disconnect();
      clerkEcho.disconnect();
    }
  });
});
