// Taking an internal user out of service (issue 17, §4): the status toggle and "Desativar acesso
// interno" end the user's sessions and realtime subscriptions at once, after telling their open
// apps (access-changed); a session so ended answers 403 disabled-user; nobody disables themselves
// and the last administrator stays one. An edit of the user's access tells their open apps too.
import { describe, expect, it } from 'vitest';
import { ACCESS_CHANGED_EVENT } from '../../src-shared/api/auth';
import { DISABLED_USER_REASON } from '../../src-shared/api/errors';
import { CHAT_PRESENCE_CHANNEL, privateUserChannel } from '../../src-shared/api/chat';
import { internalUserSchema } from '../../src-shared/api/internalUsers';
import { messages } from '../../src-shared/messages';
import { bearer, json, loginRequest, tokenFor, userIdOf } from '../testing/harness';
import { ADMIN, CLERK, eventsNamed, joinPresence, next, record, subscribed, sync, useRealtimeServer } from '../testing/realtime';
import { newClerk, permissionId } from '../testing/internalUsers.fixture';
import { admin, call, server, useAdminServer } from '../testing/adminServer';

const u = messages.internalUsers;

useAdminServer();

describe('PATCH /api/user/:id/status and disable-internal-access', () => {
  it('disabling ends every session of the user at once, answering 403 disabled-user (§4); enabling revives none, the user logs in again', async () => {
    const clerkId = userIdOf(server.db, CLERK);
    const clerk = await tokenFor(server.app, CLERK);
    const response = await call('PATCH', `/api/user/${clerkId}/status`, admin, { status: 'disabled' });
    expect(response.statusCode).toBe(200);
    expect(internalUserSchema.parse(json(response)).status).toBe('disabled');
    const refused = await call('GET', '/api/auth/me', clerk);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).reason).toBe(DISABLED_USER_REASON);
    expect(server.db.prepare('SELECT count(*) FROM access_tokens WHERE user_id = ? AND revoked_at IS NULL').pluck().get(clerkId)).toBe(0);
    // Audited under the administrator, with the status before and after.
    expect(server.db.prepare("SELECT user_id, action, entity, entity_id, changes FROM audit_entries WHERE route = 'PATCH /api/user/:id/status'").all()).toEqual([
      { user_id: userIdOf(server.db, ADMIN), action: 'update', entity: 'user', entity_id: String(clerkId), changes: JSON.stringify({ status: ['enabled', 'disabled'] }) },
    ]);
    expect((await call('PATCH', `/api/user/${clerkId}/status`, admin, { status: 'enabled' })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', clerk)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', await tokenFor(server.app, CLERK))).statusCode).toBe(200);
  });

  it('a session the user ended themselves is still just gone (401) while they are enabled', async () => {
    const clerk = await tokenFor(server.app, CLERK);
    expect((await call('POST', '/api/auth/logout', clerk)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', clerk)).statusCode).toBe(401);
  });

  it('refuses an unknown status, an admin disabling themselves and the last administrator', async () => {
    const adminId = userIdOf(server.db, ADMIN);
    expect(json(await call('PATCH', `/api/user/${adminId}/status`, admin, { status: 'off' })).errors).toEqual({ status: [u.statusInvalid] });
    const self = await call('PATCH', `/api/user/${adminId}/status`, admin, { status: 'disabled' });
    expect(self.statusCode).toBe(422);
    expect(json(self).errors).toEqual({ status: [u.cannotDisableSelf] });
    // Another holder of user-update, not an administrator, leaves administrators alone.
    const clerkId = userIdOf(server.db, CLERK);
    server.db.prepare('INSERT INTO user_permissions (user_id, permission_id) VALUES (?, ?)').run(clerkId, permissionId('user-update'));
    const clerk = await tokenFor(server.app, CLERK);
    expect((await call('PATCH', `/api/user/${adminId}/status`, clerk, { status: 'disabled' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/user/${adminId}/disable-internal-access`, clerk)).statusCode).toBe(403);
    // A second administrator may disable the first.
    server.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, 1)').run(clerkId);
    expect((await call('PATCH', `/api/user/${adminId}/status`, clerk, { status: 'disabled' })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(403);
  });

  it('disable-internal-access takes the user out of the staff area and ends their sessions', async () => {
    const clerkId = userIdOf(server.db, CLERK);
    const clerk = await tokenFor(server.app, CLERK);
    const response = await call('PATCH', `/api/user/${clerkId}/disable-internal-access`, admin);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ id: clerkId, has_internal_access: false });
    // The staff session ended; the open staff app goes to the disabled-user page.
    const refused = await call('GET', '/api/auth/me', clerk);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).reason).toBe(DISABLED_USER_REASON);
    expect(server.db.prepare('SELECT has_internal_access FROM users WHERE id = ?').pluck().get(clerkId)).toBe(0);
    // No longer an internal user: out of the list, and a staff login is refused.
    expect((await call('GET', `/api/user/${clerkId}`, admin)).statusCode).toBe(404);
    expect((await loginRequest(server.app, { email: CLERK })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/user/${userIdOf(server.db, ADMIN)}/disable-internal-access`, admin)).statusCode).toBe(422);
  });
});

describe('disabling a user ends their realtime subscriptions', () => {
  const rt = useRealtimeServer();

  it('presence shows the disabled user leaving at once, and their private channel receives nothing more', async () => {
    const clerk = rt.memberOf(CLERK);
    const [clerkToken, adminToken] = [await tokenFor(rt.server.app, CLERK), await tokenFor(rt.server.app, ADMIN)];
    const clerkSocket = await rt.connect();
    const clerkFrames = record(clerkSocket);
    await subscribed(clerkSocket, privateUserChannel(clerk.user_id), clerkToken);
    await joinPresence(clerkSocket, clerkToken);
    const adminSocket = await rt.connect();
    await joinPresence(adminSocket, adminToken);

    const leaving = next(adminSocket, 'presence:leaving');
    const told = next(clerkSocket, ACCESS_CHANGED_EVENT);
    const response = await rt.server.app.inject({ method: 'PATCH', url: `/api/user/${clerk.user_id}/status`, headers: bearer(adminToken), payload: { status: 'disabled' } });
    expect(response.statusCode).toBe(200);
    // The open app hears it before its subscriptions end, and asks the server, which says why.
    expect(await told).toEqual([privateUserChannel(clerk.user_id), {}]);
    expect(await leaving).toEqual([CHAT_PRESENCE_CHANNEL, clerk]);
    rt.hub.toUser(clerk.user_id, 'new-message', { after: 'disable' });
    await sync(clerkSocket);
    expect(eventsNamed(clerkFrames, 'new-message')).toEqual([]);
    expect(eventsNamed(clerkFrames, ACCESS_CHANGED_EVENT)).toHaveLength(1);
  });

  it('so does Desativar acesso interno', async () => {
    const clerk = rt.memberOf(CLERK);
    const [clerkToken, adminToken] = [await tokenFor(rt.server.app, CLERK), await tokenFor(rt.server.app, ADMIN)];
    const clerkSocket = await rt.connect();
    await subscribed(clerkSocket, privateUserChannel(clerk.user_id), clerkToken);
    await joinPresence(clerkSocket, clerkToken);
    const adminSocket = await rt.connect();
    await joinPresence(adminSocket, adminToken);
    const leaving = next(adminSocket, 'presence:leaving');
    const told = next(clerkSocket, ACCESS_CHANGED_EVENT);
    const response = await rt.server.app.inject({ method: 'PATCH', url: `/api/user/${clerk.user_id}/disable-internal-access`, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(await told).toEqual([privateUserChannel(clerk.user_id), {}]);
    expect(await leaving).toEqual([CHAT_PRESENCE_CHANNEL, clerk]);
  });

  it('an edit of the user (role, direct permissions) tells their open apps', async () => {
    const adminToken = await tokenFor(rt.server.app, ADMIN);
    const created = internalUserSchema.parse(json(await rt.server.app.inject({ method: 'POST', url: '/api/user', headers: bearer(adminToken), payload: newClerk() })));
    const userToken = await tokenFor(rt.server.app, 'carla.duarte@demo.gov.br');
    const userSocket = await rt.connect();
    await subscribed(userSocket, privateUserChannel(created.id), userToken);
    const told = next(userSocket, ACCESS_CHANGED_EVENT);
    const response = await rt.server.app.inject({ method: 'PUT', url: `/api/user/${created.id}`, headers: bearer(adminToken), payload: newClerk({ password: null, permissions: [] }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(await told).toEqual([privateUserChannel(created.id), {}]);
  });
});
