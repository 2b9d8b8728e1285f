// The realtime server for real: a listening socket.io server on a free port, real socket.io
// clients, tokens issued by the app's own login (helpers: src-server/testing/realtime.ts).
// Channels, presence and token lifetimes here; whispers, robustness and laravel-echo in
// serverClients.test.ts.
import { describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { CHAT_PRESENCE_CHANNEL, privateUserChannel } from '../../src-shared/api/chat';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../auth/tokens';
import { bearer, tokenFor, userIdOf } from '../testing/harness';
import {
  ADMIN, CITIZEN, CLERK, NURSE, TIMEOUT_MS, eventsNamed, joinPresence, next, record, refusal, subscribed, sync, useRealtimeServer,
} from '../testing/realtime';

const rt = useRealtimeServer();

describe('private user channels', () => {
  it("deliver what the hub publishes to the user, as (channel, data), to every one of the user's sockets", async () => {
    const adminId = userIdOf(rt.server.db, ADMIN);
    const token = await tokenFor(rt.server.app, ADMIN);
    const [first, second] = [await rt.connect(), await rt.connect()];
    await subscribed(first, privateUserChannel(adminId), token);
    await subscribed(second, privateUserChannel(adminId), token);
    const arrivals = [next(first, 'new-message'), next(second, 'new-message')];
    rt.hub.toUser(adminId, 'new-message', { id: 7, content: 'Olá' });
    for (const args of await Promise.all(arrivals)) expect(args).toEqual([privateUserChannel(adminId), { id: 7, content: 'Olá' }]);
  });

  it("refuse another user's channel with subscription_error 403, and nothing published to that user reaches the intruder", async () => {
    const [adminId, clerkId] = [userIdOf(rt.server.db, ADMIN), userIdOf(rt.server.db, CLERK)];
    const [adminToken, clerkToken] = [await tokenFor(rt.server.app, ADMIN), await tokenFor(rt.server.app, CLERK)];
    const clerk = await rt.connect();
    await subscribed(clerk, privateUserChannel(clerkId), clerkToken);
    const intruder = await rt.connect();
    const seen = record(intruder);
    await subscribed(intruder, privateUserChannel(adminId), adminToken);

    expect(await refusal(intruder, privateUserChannel(clerkId), adminToken)).toBe(403);
    // Other spellings of the same channel, and the clerk's own socket room, are no way in either.
    for (const channel of [`private-user.0${clerkId}`, `private-user.${clerkId} `, `private-user.${clerkId}.x`, `user.${clerkId}`, clerk.id ?? 'x']) {
      expect(await refusal(intruder, channel, adminToken), channel).toBe(403);
    }
    const delivered = next(clerk, 'new-message');
    rt.hub.toUser(clerkId, 'new-message', { secret: 'para o servidor' });
    expect(await delivered).toEqual([privateUserChannel(clerkId), { secret: 'para o servidor' }]);
    // The intruder's own event comes after: had the clerk's reached it, it would be recorded by now.
    const own = next(intruder, 'new-message');
    rt.hub.toUser(adminId, 'new-message', { mine: true });
    await own;
    expect(JSON.stringify(seen)).not.toContain('para o servidor');
    expect(eventsNamed(seen, 'new-message')).toEqual([['new-message', privateUserChannel(adminId), { mine: true }]]);
  });

  it('refuse a missing, malformed, unknown, expired or revoked token with 401 and a disabled user with 403', async () => {
    const nurseId = userIdOf(rt.server.db, NURSE);
    const socket = await rt.connect();
    const channel = privateUserChannel(nurseId);
    expect(await refusal(socket, channel, null)).toBe(401);
    expect(await refusal(socket, channel, 'not-a-token')).toBe(401);
    expect(await refusal(socket, channel, 'a'.repeat(64))).toBe(401);
    const odd = next(socket, 'subscription_error', (name) => name === channel);
    socket.emit('subscribe', { channel, auth: 'Bearer x' });
    expect((await odd)[1]).toBe(401);

    const expiring = await tokenFor(rt.server.app, NURSE);
    rt.server.clock.advance(DEFAULT_TOKEN_TTL_SECONDS + 1);
    expect(await refusal(socket, channel, expiring)).toBe(401);

    const revoked = await tokenFor(rt.server.app, NURSE);
    await rt.server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
    expect(await refusal(socket, channel, revoked)).toBe(401);

    const disabled = await tokenFor(rt.server.app, NURSE);
    rt.server.db.prepare("UPDATE users SET status = 'disabled' WHERE id = ?").run(nurseId);
    expect(await refusal(socket, channel, disabled)).toBe(403);
    expect(await refusal(socket, CHAT_PRESENCE_CHANNEL, disabled)).toBe(403);
  });

  it('let a citizen have their own private channel but never the contacts presence channel', async () => {
    const citizenId = userIdOf(rt.server.db, CITIZEN);
    const token = await tokenFor(rt.server.app, CITIZEN, LoginType.EXTERNAL_NATIVE);
    const socket = await rt.connect();
    expect(await refusal(socket, CHAT_PRESENCE_CHANNEL, token)).toBe(403);
    await subscribed(socket, privateUserChannel(citizenId), token);
    const delivered = next(socket, 'new-message');
    rt.hub.toUser(citizenId, 'new-message', { ok: 1 });
    expect(await delivered).toEqual([privateUserChannel(citizenId), { ok: 1 }]);
    expect(rt.hub.onlineUserIds().has(citizenId)).toBe(false);
  });

  it('refuse public and unknown channels, even with a valid token', async () => {
    const token = await tokenFor(rt.server.app, ADMIN);
    const socket = await rt.connect();
    for (const channel of ['chat', 'presence-other', 'private-anything', 'private-encrypted-user.1', 'App.Models.User.1']) {
      expect(await refusal(socket, channel, token), channel).toBe(403);
    }
  });
});

describe('the contacts presence channel', () => {
  it('lists the members on subscribing, announces only a first socket joining and only a last socket leaving', async () => {
    const [admin, clerk] = [rt.memberOf(ADMIN), rt.memberOf(CLERK)];
    const [adminToken, clerkToken] = [await tokenFor(rt.server.app, ADMIN), await tokenFor(rt.server.app, CLERK)];
    const adminSocket = await rt.connect();
    const adminFrames = record(adminSocket);
    expect(await joinPresence(adminSocket, adminToken)).toEqual([admin]);
    expect([...rt.hub.onlineUserIds()]).toEqual([admin.user_id]);

    const joining = next(adminSocket, 'presence:joining');
    const clerkFirst = await rt.connect();
    expect(await joinPresence(clerkFirst, clerkToken)).toEqual([admin, clerk]);
    expect(await joining).toEqual([CHAT_PRESENCE_CHANNEL, clerk]);
    expect(new Set(rt.hub.onlineUserIds())).toEqual(new Set([admin.user_id, clerk.user_id]));

    // A second window of the same user: listed, but nobody is told the user joined again.
    const clerkSecond = await rt.connect();
    expect(await joinPresence(clerkSecond, clerkToken)).toEqual([admin, clerk]);
    clerkFirst.disconnect();
    await expect.poll(() => rt.realtime.connections(), { timeout: TIMEOUT_MS }).toBe(2);
    await sync(adminSocket);
    expect(eventsNamed(adminFrames, 'presence:joining')).toHaveLength(1);
    expect(eventsNamed(adminFrames, 'presence:leaving')).toHaveLength(0);
    expect(rt.hub.onlineUserIds().has(clerk.user_id)).toBe(true);

    const leaving = next(adminSocket, 'presence:leaving');
    clerkSecond.disconnect();
    expect(await leaving).toEqual([CHAT_PRESENCE_CHANNEL, clerk]);
    expect([...rt.hub.onlineUserIds()]).toEqual([admin.user_id]);
  });

  it('subscribing twice on one socket announces nothing new; unsubscribing leaves', async () => {
    const [admin, nurse] = [rt.memberOf(ADMIN), rt.memberOf(NURSE)];
    const [adminToken, nurseToken] = [await tokenFor(rt.server.app, ADMIN), await tokenFor(rt.server.app, NURSE)];
    const adminSocket = await rt.connect();
    const adminFrames = record(adminSocket);
    await joinPresence(adminSocket, adminToken);
    const nurseSocket = await rt.connect();
    await joinPresence(nurseSocket, nurseToken);
    expect(await joinPresence(nurseSocket, nurseToken)).toEqual([admin, nurse]);
    await sync(adminSocket);
    expect(eventsNamed(adminFrames, 'presence:joining')).toEqual([['presence:joining', CHAT_PRESENCE_CHANNEL, nurse]]);

    const leaving = next(adminSocket, 'presence:leaving');
    nurseSocket.emit('unsubscribe', { channel: CHAT_PRESENCE_CHANNEL, auth: {} });
    expect(await leaving).toEqual([CHAT_PRESENCE_CHANNEL, nurse]);
    expect(rt.hub.onlineUserIds().has(nurse.user_id)).toBe(false);
  });

  it('one socket re-subscribing as another user leaves as the first before joining as the second', async () => {
    const [admin, clerk, nurse] = [rt.memberOf(ADMIN), rt.memberOf(CLERK), rt.memberOf(NURSE)];
    const adminSocket = await rt.connect();
    await joinPresence(adminSocket, await tokenFor(rt.server.app, ADMIN));
    const shared = await rt.connect();
    const clerkJoined = next(adminSocket, 'presence:joining');
    await joinPresence(shared, await tokenFor(rt.server.app, CLERK));
    expect(await clerkJoined).toEqual([CHAT_PRESENCE_CHANNEL, clerk]);
    const leaving = next(adminSocket, 'presence:leaving');
    const joining = next(adminSocket, 'presence:joining');
    expect(await joinPresence(shared, await tokenFor(rt.server.app, NURSE))).toEqual([admin, nurse]);
    expect(await leaving).toEqual([CHAT_PRESENCE_CHANNEL, clerk]);
    expect(await joining).toEqual([CHAT_PRESENCE_CHANNEL, nurse]);
    expect(new Set(rt.hub.onlineUserIds())).toEqual(new Set([admin.user_id, nurse.user_id]));
  });
});

describe('tokens that stop being valid', () => {
  it('logout (forgetToken) ends every subscription its token authorised, and presence shows the user leaving', async () => {
    const [admin, clerk] = [rt.memberOf(ADMIN), rt.memberOf(CLERK)];
    const [adminToken, clerkToken] = [await tokenFor(rt.server.app, ADMIN), await tokenFor(rt.server.app, CLERK)];
    const clerkSocket = await rt.connect();
    await joinPresence(clerkSocket, clerkToken);
    const adminSocket = await rt.connect();
    const adminFrames = record(adminSocket);
    await subscribed(adminSocket, privateUserChannel(admin.user_id), adminToken);
    await joinPresence(adminSocket, adminToken);

    const leaving = next(clerkSocket, 'presence:leaving');
    const logout = await rt.server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(adminToken) });
    expect(logout.statusCode).toBe(200);
    expect(await leaving).toEqual([CHAT_PRESENCE_CHANNEL, admin]);
    expect([...rt.hub.onlineUserIds()]).toEqual([clerk.user_id]);

    rt.hub.toUser(admin.user_id, 'new-message', { after: 'logout' });
    await sync(adminSocket);
    expect(eventsNamed(adminFrames, 'new-message')).toEqual([]);
    // The connection itself stays usable: a new login subscribes again.
    const fresh = await tokenFor(rt.server.app, ADMIN);
    await subscribed(adminSocket, privateUserChannel(admin.user_id), fresh);
    const delivered = next(adminSocket, 'new-message');
    rt.hub.toUser(admin.user_id, 'new-message', { after: 'login' });
    expect((await delivered)[1]).toEqual({ after: 'login' });
  });

  it('the logout navigation (GET with ?token=) forgets the token as well', async () => {
    const adminId = userIdOf(rt.server.db, ADMIN);
    const token = await tokenFor(rt.server.app, ADMIN);
    const socket = await rt.connect();
    const frames = record(socket);
    await subscribed(socket, privateUserChannel(adminId), token);
    await rt.server.app.inject({ method: 'GET', url: `/api/auth/logout?token=${token}` });
    rt.hub.toUser(adminId, 'new-message', { after: 'logout' });
    await sync(socket);
    expect(eventsNamed(frames, 'new-message')).toEqual([]);
  });

  it('a token expired, revoked elsewhere (password change) or of a user disabled since gets nothing more and leaves presence', async () => {
    const [admin, clerk, nurse] = [rt.memberOf(ADMIN), rt.memberOf(CLERK), rt.memberOf(NURSE)];
    const watcher = await rt.connect();
    const watcherFrames = record(watcher);
    // The watcher logs in last, so only the others' tokens expire below.
    const [clerkToken, nurseToken] = [await tokenFor(rt.server.app, CLERK), await tokenFor(rt.server.app, NURSE)];
    const clerkSocket = await rt.connect();
    const clerkFrames = record(clerkSocket);
    await subscribed(clerkSocket, privateUserChannel(clerk.user_id), clerkToken);
    await joinPresence(clerkSocket, clerkToken);
    const nurseSocket = await rt.connect();
    await joinPresence(nurseSocket, nurseToken);
    rt.server.clock.advance(DEFAULT_TOKEN_TTL_SECONDS - 60);
    await joinPresence(watcher, await tokenFor(rt.server.app, ADMIN));

    // The nurse's token is revoked the way a password change revokes the user's other sessions.
    rt.server.db.prepare("UPDATE access_tokens SET revoked_at = '2026-01-10T12:00:00.000Z' WHERE user_id = ?").run(nurse.user_id);
    expect([...rt.hub.onlineUserIds()].sort()).toEqual([admin.user_id, clerk.user_id].sort());
    rt.server.clock.advance(120);
    rt.hub.toUser(clerk.user_id, 'new-message', { after: 'expiry' });
    await sync(clerkSocket);
    expect(eventsNamed(clerkFrames, 'new-message')).toEqual([]);
    expect([...rt.hub.onlineUserIds()]).toEqual([admin.user_id]);
    await sync(watcher);
    expect(eventsNamed(watcherFrames, 'presence:leaving').map(([, , member]) => member)).toEqual([nurse, clerk]);
  });
});
