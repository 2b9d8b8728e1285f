// Notifications (issue 6): GET notification and PATCH notification/view, the producers behind them
// (publish, reopen, signature requests) driven through the real routes, the GED decline, and the
// desktop_notifications preference.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loggedUserSchema } from '../../src-shared/api/auth';
import { notificationListSchema, notificationSchema, type Notification, type NotificationList } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { isoAt } from '../context';
import { requestSignature, setRequestStatus } from '../notifications/signatureRequests';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid, sectorIdOf } from '../testing/inbox';

const m = messages.notifications;
let server: TestServer;
let clerk: string;
let clerkId: number;
let adminId: number;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
  adminId = userIdOf(server.db, 'admin@demo.gov.br');
});
afterEach(() => server.stop());

const personOf = (userId: number) => server.db.prepare<[number], number>('SELECT person_id FROM users WHERE id = ?').pluck().get(userId) as number;
const list = (token: string, query: string) => server.app.inject({ method: 'GET', url: `/api/notification?${query}`, headers: bearer(token) });
const listOf = async (token: string, userId: number, status = 'pending'): Promise<NotificationList> => {
  const response = await list(token, `peopleId=${personOf(userId)}&status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(json(response));
};
const view = (token: string, id: number | string) => server.app.inject({ method: 'PATCH', url: `/api/notification/view/${id}`, headers: bearer(token) });
const decline = (token: string, uuid: string, payload: object = {}) =>
  server.app.inject({ method: 'POST', url: `/api/signature/request/ged/${uuid}/decline`, headers: bearer(token), payload });
const now = () => isoAt(server.clock.now());
const aDocument = () => server.db.prepare<[], { id: number; title: string }>("SELECT id, title FROM documents WHERE status = 'published' ORDER BY id LIMIT 1").get() as { id: number; title: string };

describe('GET /api/notification', () => {
  it('lists the seeded pending notifications, newest first, with the unread count above nine', async () => {
    const pending = await listOf(clerk, clerkId);
    expect(pending.unread).toBeGreaterThan(9);
    expect(pending.data).toHaveLength(pending.unread);
    expect(pending.data.every((notification) => !notification.isViewed)).toBe(true);
    const times = pending.data.map((notification) => notification.receivedTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(pending.data.map((notification) => notification.type))).toEqual(
      new Set(['sector-task', 'document-received', 'signature-request', 'ged-signature-request']),
    );
    const ged = pending.data.find((notification) => notification.type === 'ged-signature-request') as Notification;
    expect(ged).toMatchObject({ isGed: true, data: { type: 'ged-signature-request', status: 'created' }, notifiable: { status: 'created' } });
    expect(ged.url).toBe(`/sign?batchType=ged&signature_request_uuid=${ged.data.signature_request_uuid}`);
    const canceled = pending.data.find((notification) => notification.notifiable.status === 'canceled');
    expect(canceled).toMatchObject({ type: 'signature-request', isGed: false, data: { status: 'canceled' } });
    const task = pending.data.find((notification) => notification.type === 'sector-task') as Notification;
    expect(task).toMatchObject({ title: m.sectorTask('PROT'), isGed: false, data: { status: null, signature_request_uuid: null }, notifiable: { status: null } });
  });

  it('filters viewed, pending and all; the unread count ignores the filter', async () => {
    const pending = await listOf(clerk, clerkId, 'pending');
    const viewed = await listOf(clerk, clerkId, 'viewed');
    const all = await listOf(clerk, clerkId, 'all');
    expect(viewed.data.length).toBeGreaterThan(0);
    expect(viewed.data.every((notification) => notification.isViewed)).toBe(true);
    expect(viewed.data.some((notification) => notification.notifiable.status === 'declined')).toBe(true);
    expect(all.data).toHaveLength(pending.data.length + viewed.data.length);
    expect(new Set([viewed.unread, all.unread])).toEqual(new Set([pending.unread]));
    // Default filter: pending.
    const byDefault = notificationListSchema.parse(json(await list(clerk, `peopleId=${personOf(clerkId)}`)));
    expect(byDefault).toEqual(pending);
  });

  it('shows only the caller\'s own notifications: another peopleId is 403, a missing or invalid one 422', async () => {
    expect((await list(clerk, `peopleId=${personOf(adminId)}`)).statusCode).toBe(403);
    expect(json(await list(clerk, `peopleId=${personOf(adminId)}`))).toEqual({ message: m.notOwnPerson });
    for (const query of ['', 'peopleId=abc', 'peopleId=0', `peopleId=${personOf(clerkId)}&status=unread`]) {
      expect((await list(clerk, query)).statusCode, query).toBe(422);
    }
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const theirs = await listOf(admin, adminId, 'all');
    const mine = await listOf(clerk, clerkId, 'all');
    const mineIds = new Set(mine.data.map((notification) => notification.id));
    expect(theirs.data.some((notification) => mineIds.has(notification.id))).toBe(false);
  });

  it('is for staff: a citizen gets 403, no token 401', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', 6);
    expect((await list(citizen, 'peopleId=1')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/notification?peopleId=1' })).statusCode).toBe(401);
  });

  it('keeps the newest 50 and reads the request status as it is now', async () => {
    const document = aDocument();
    const request = requestSignature(server.db, { documentId: document.id, requestedUserId: clerkId, requestedByUserId: adminId, isGed: false, now: now() });
    server.clock.advance(60);
    setRequestStatus(server.db, request.id, 'canceled', now());
    const found = (await listOf(clerk, clerkId)).data.find((notification) => notification.id === request.notificationIds[0]);
    expect(found).toMatchObject({ data: { status: 'canceled', signature_request_uuid: request.uuid }, notifiable: { status: 'canceled' } });
    expect(found?.description).toBe(m.signatureRequestLine('Mariana Costa Ribeiro', document.title));

    for (let index = 0; index < 60; index += 1) {
      requestSignature(server.db, { documentId: document.id, requestedUserId: clerkId, requestedByUserId: adminId, isGed: true, now: now() });
    }
    const page = await listOf(clerk, clerkId, 'all');
    expect(page.data).toHaveLength(50);
    expect(page.unread).toBeGreaterThan(60);
  });
});

describe('PATCH /api/notification/view/:id', () => {
  it('marks the owner\'s notification viewed, once (idempotent), and lowers the unread count', async () => {
    const before = await listOf(clerk, clerkId);
    const target = before.data[0] as Notification;
    const first = await view(clerk, target.id);
    expect(first.statusCode).toBe(200);
    expect(notificationSchema.parse(json(first))).toEqual({ ...target, isViewed: true });
    const viewedAt = server.db.prepare('SELECT viewed_at FROM notifications WHERE id = ?').pluck().get(target.id);
    server.clock.advance(3600);
    const second = await view(clerk, target.id);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    expect(server.db.prepare('SELECT viewed_at FROM notifications WHERE id = ?').pluck().get(target.id)).toBe(viewedAt);
    const after = await listOf(clerk, clerkId);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.data.map((notification) => notification.id)).not.toContain(target.id);
    expect((await listOf(clerk, clerkId, 'viewed')).data.map((notification) => notification.id)).toContain(target.id);
  });

  it("is 404 for another user's notification or an unknown one, 422 for a malformed id", async () => {
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const theirs = (await listOf(admin, adminId)).data[0] as Notification;
    const response = await view(clerk, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: m.notificationNotFound });
    expect(server.db.prepare('SELECT viewed_at FROM notifications WHERE id = ?').pluck().get(theirs.id)).toBeNull();
    expect((await view(clerk, 999999)).statusCode).toBe(404);
    expect((await view(clerk, 'abc')).statusCode).toBe(422);
  });
});

type Recipient = { sector?: string; personOf?: number };
const recipient = (target: Recipient) => ({
  isCc: false,
  sector_id: target.sector === undefined ? null : sectorIdOf(server.db, target.sector),
  person_id: target.personOf === undefined ? null : personOf(target.personOf),
  broadcast_id: null,
  responsible_id: null,
  name: '',
  email: '',
});
const publishTo = async (targets: Recipient[], token = clerk) => {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/inbox/email',
    headers: bearer(token),
    payload: { type: 'memorando', subject: 'Pedido de notificações', content: '<p>Texto</p>', recipients: targets.map(recipient) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = json<{ inbox_email_uuid: string }>(created).inbox_email_uuid;
  const published = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/publish`, headers: bearer(token) });
  expect(published.statusCode, published.body).toBe(200);
  return json<{ number: string }>(published).number;
};
/** The user's notifications written at the clock's current time. */
const notificationsOf = (userId: number) =>
  server.db
    .prepare<[number, string], { type: string; title: string; description: string; url: string }>(
      'SELECT type, title, description, url FROM notifications WHERE user_id = ? AND created_at = ? ORDER BY id',
    )
    .all(userId, now());

describe('producers', () => {
  it('publishing notifies the personal recipient and the staff of each sector, with urls that open for them', async () => {
    const colleague = userIdOf(server.db, 'servidora@demo.gov.br');
    const disabled = userIdOf(server.db, 'desativado@demo.gov.br');
    const number = await publishTo([{ sector: 'SESAU' }, { sector: 'RH' }, { sector: 'PROT' }, { personOf: adminId }]);
    const description = m.documentLine(number, 'Pedido de notificações');

    const toAdmin = notificationsOf(adminId);
    expect(toAdmin).toEqual([{ type: 'document-received', title: m.documentReceived, description, url: expect.stringMatching(/^\/inbox\/personal\/view\/document\//) }]);
    const toColleague = notificationsOf(colleague);
    expect(toColleague).toEqual([{ type: 'sector-task', title: m.sectorTask('SESAU'), description, url: expect.stringMatching(/^\/inbox\/sector\/view\/document\//) }]);
    // The publisher (PROT's only member) and the disabled RH member get nothing.
    expect(notificationsOf(clerkId)).toEqual([]);
    expect(notificationsOf(disabled)).toEqual([]);

    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const colleagueToken = await tokenFor(server.app, 'servidora@demo.gov.br');
    for (const [token, url] of [
      [admin, toAdmin[0]?.url],
      [colleagueToken, toColleague[0]?.url],
    ] as const) {
      const opened = await server.app.inject({ method: 'GET', url: `/api/inbox/email/${String(url).split('/').at(-1)}/`, headers: bearer(token) });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(json(opened)).toMatchObject({ title: 'Pedido de notificações', number });
    }
    // And the bell shows them, unread.
    const bell = await listOf(admin, adminId);
    expect(bell.data[0]).toMatchObject({ type: 'document-received', isViewed: false, url: toAdmin[0]?.url });
  });

  it('reopening notifies the sector staff (not the actor), or the responsible user, with the new email', async () => {
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const put = (token: string, uuid: string, action: string) => server.app.inject({ method: 'PUT', url: `/api/inbox/email/${uuid}/${action}`, headers: bearer(token) });
    const uuid = emailUuid(server.db, { sector: 'PROT' }, "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.responsible_user_id IS NULL");
    expect((await put(admin, uuid, 'archive')).statusCode).toBe(200);
    const reopened = await put(admin, uuid, 'reopen');
    expect(reopened.statusCode, reopened.body).toBe(200);
    const child = json<{ inbox_email_uuid: string; title: string; number: string }>(reopened);
    expect(child.inbox_email_uuid).not.toBe(uuid);
    expect(notificationsOf(adminId)).toEqual([]);
    expect(notificationsOf(clerkId)).toEqual([
      { type: 'document-reopened', title: m.documentReopened, description: m.documentLine(child.number, child.title), url: `/inbox/sector/view/document/${child.inbox_email_uuid}` },
    ]);
    expect((await server.app.inject({ method: 'GET', url: `/api/inbox/email/${child.inbox_email_uuid}/`, headers: bearer(clerk) })).statusCode).toBe(200);

    // With a responsible user, only that user; reopened by the responsible user, nobody.
    server.clock.advance(60);
    const other = emailUuid(server.db, { sector: 'PROT' }, `ie.box = 'inbox' AND ie.is_archived = 0 AND ie.uuid <> '${uuid}' AND ie.uuid <> '${child.inbox_email_uuid}'`);
    await server.app.inject({ method: 'PATCH', url: `/api/inbox/email/${other}/responsible`, headers: bearer(admin), payload: { responsible_id: clerkId } });
    await put(clerk, other, 'archive');
    expect((await put(clerk, other, 'reopen')).statusCode).toBe(200);
    expect(notificationsOf(clerkId)).toEqual([]);
    expect(notificationsOf(adminId)).toEqual([]);
    server.clock.advance(60);
    const bulk = await server.app.inject({ method: 'PUT', url: '/api/inbox/email/reopen/bulk', headers: bearer(admin), payload: { emailsUuids: [other] } });
    expect(bulk.statusCode).toBe(200);
    expect(notificationsOf(clerkId).map((notification) => notification.type)).toEqual(['document-reopened']);
  });
});

describe('POST /api/signature/request/ged/:uuid/decline', () => {
  const ask = (isGed: boolean, to = clerkId) =>
    requestSignature(server.db, { documentId: aDocument().id, requestedUserId: to, requestedByUserId: to === clerkId ? adminId : clerkId, isGed, now: now() });
  const statusOf = (id: number) => server.db.prepare('SELECT status FROM signature_requests WHERE id = ?').pluck().get(id);

  it('declines a pending GED request of the caller and marks its notification viewed', async () => {
    const request = ask(true);
    const notificationId = request.notificationIds[0] as number;
    const response = await decline(clerk, request.uuid, { notification_id: notificationId });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ message: m.declined });
    expect(statusOf(request.id)).toBe('declined');
    const viewed = (await listOf(clerk, clerkId, 'viewed')).data.find((notification) => notification.id === notificationId);
    expect(viewed).toMatchObject({ isViewed: true, data: { status: 'declined' }, notifiable: { status: 'declined' } });
    // Declined once: a second time is refused.
    const again = await decline(clerk, request.uuid);
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe(m.requestNotPending(m.requestStatus.declined));
  });

  it('works without a body too', async () => {
    const request = ask(true);
    const response = await server.app.inject({ method: 'POST', url: `/api/signature/request/ged/${request.uuid}/decline`, headers: bearer(clerk) });
    expect(response.statusCode, response.body).toBe(200);
    expect(statusOf(request.id)).toBe('declined');
  });

  it('refuses: 404 unknown, 403 not addressed to the caller, 422 not GED, canceled, accepted, or a foreign notification', async () => {
    const unknown = await decline(clerk, 'nao-existe');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: m.requestNotFound, errors: { signature_request_uuid: [m.requestNotFound] } });
    const theirs = ask(true, adminId);
    const forbidden = await decline(clerk, theirs.uuid);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({ message: m.requestForbidden });
    expect(statusOf(theirs.id)).toBe('created');

    const plain = ask(false);
    expect((await decline(clerk, plain.uuid)).statusCode).toBe(422);
    expect(json(await decline(clerk, plain.uuid)).message).toBe(m.requestNotGed);
    for (const status of ['canceled', 'accepted'] as const) {
      const request = ask(true);
      setRequestStatus(server.db, request.id, status, now());
      const response = await decline(clerk, request.uuid);
      expect(response.statusCode, status).toBe(422);
      expect(statusOf(request.id)).toBe(status);
    }
    const mine = ask(true);
    const wrongNotification = await decline(clerk, mine.uuid, { notification_id: theirs.notificationIds[0] as number });
    expect(wrongNotification.statusCode).toBe(422);
    expect(json(wrongNotification).errors).toEqual({ notification_id: [m.notificationNotOfRequest] });
    expect(statusOf(mine.id)).toBe('created');
    expect((await decline(clerk, mine.uuid, { notification_id: 'x' })).statusCode).toBe(422);
  });

  it('declines a plain request too on the path of any request, with the same rules', async () => {
    const declineAny = (uuid: string, payload: object = {}) =>
      server.app.inject({ method: 'POST', url: `/api/signature/request/${uuid}/decline`, headers: bearer(clerk), payload });
    const plain = ask(false);
    const response = await declineAny(plain.uuid, { notification_id: plain.notificationIds[0] as number });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ message: m.declined });
    expect(statusOf(plain.id)).toBe('declined');
    expect((await listOf(clerk, clerkId, 'viewed')).data.find((notification) => notification.id === plain.notificationIds[0])).toMatchObject({ isViewed: true });
    expect((await declineAny(plain.uuid)).statusCode).toBe(422);
    const theirs = ask(false, adminId);
    expect((await declineAny(theirs.uuid)).statusCode).toBe(403);
    expect(statusOf(theirs.id)).toBe('created');
    const ged = ask(true);
    expect((await declineAny(ged.uuid)).statusCode).toBe(200);
    expect(statusOf(ged.id)).toBe('declined');
  });

  it('declines the seeded pending GED request from the bell', async () => {
    const ged = (await listOf(clerk, clerkId)).data.find((notification) => notification.type === 'ged-signature-request' && notification.data.status === 'created') as Notification;
    const response = await decline(clerk, ged.data.signature_request_uuid as string, { notification_id: ged.id });
    expect(response.statusCode).toBe(200);
  });
});

describe('desktop_notifications preference', () => {
  it('is on by default in /auth/me and round-trips through PUT /user/me, alone or with the inbox sort', async () => {
    const me = async () => loggedUserSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(clerk) })));
    expect((await me()).user_preferences).toEqual({ default_inbox_sort: 'unread', desktop_notifications: true });
    const update = (payload: object) => server.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(clerk), payload });
    const off = await update({ user_preferences: { desktop_notifications: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(loggedUserSchema.parse(json(off)).user_preferences).toEqual({ default_inbox_sort: 'unread', desktop_notifications: false });
    expect((await me()).user_preferences.desktop_notifications).toBe(false);
    await update({ user_preferences: { default_inbox_sort: 'createdAt' } });
    expect((await me()).user_preferences).toEqual({ default_inbox_sort: 'createdAt', desktop_notifications: false });
    await update({ user_preferences: { default_inbox_sort: 'unread', desktop_notifications: true } });
    expect((await me()).user_preferences).toEqual({ default_inbox_sort: 'unread', desktop_notifications: true });
    const wrong = await update({ user_preferences: { desktop_notifications: 'sim' } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(wrong).errors)).toEqual(['user_preferences.desktop_notifications']);
  });

  it('an answer without the preference (an older server) still parses, as on', () => {
    const parsed = loggedUserSchema.shape.user_preferences.parse({ default_inbox_sort: 'unread' });
    expect(parsed).toEqual({ default_inbox_sort: 'unread', desktop_notifications: true });
  });
});
