// Signature requests over HTTP (issue 6): POST /signature/request asks staff users to sign and
// notifies each through requestSignature, POST /signature/request/:uuid/cancel cancels (the
// notification then reads cancelado), GET /signature/request lists a document's requests. Driven
// through the real routes and read back through GET /notification, as the bell reads them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../src-shared/api/notifications';
import {
  cancelSignatureRequestResponseSchema,
  createSignatureRequestResponseSchema,
  signatureRequestListSchema,
  type CreateSignatureRequestResponse,
} from '../../src-shared/api/signatureRequests';
import { messages } from '../../src-shared/messages';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid } from '../testing/inbox';

const m = messages.notifications;
let server: TestServer;
let clerk: string;
let clerkId: number;
let adminId: number;
let colleagueId: number;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
  adminId = userIdOf(server.db, 'admin@demo.gov.br');
  colleagueId = userIdOf(server.db, 'servidora@demo.gov.br');
});
afterEach(() => server.stop());

// Saúde (the colleague's tree) and Educação (contatos@) must not reach the document otherwise.
const OUTSIDERS = `SELECT id FROM sectors WHERE symbol IN ('SESAU', 'ATB', 'VISA', 'SEMED')`;
const UNTOUCHED = `ie.box = 'inbox' AND ie.is_archived = 0 AND NOT EXISTS (SELECT 1 FROM signatures s WHERE s.document_id = d.id)
  AND NOT EXISTS (SELECT 1 FROM signature_requests r WHERE r.document_id = d.id)
  AND (d.sector_id IS NULL OR d.sector_id NOT IN (${OUTSIDERS}))
  AND NOT EXISTS (SELECT 1 FROM inbox_emails o WHERE o.document_id = d.id AND (o.sector_id IN (${OUTSIDERS}) OR o.user_id IS NOT NULL))`;
/** A Protocolo inbox email (the clerk's sector) whose document nobody signed or was asked to sign, and outsiders cannot reach. */
const protEmail = (skip: string[] = []) =>
  emailUuid(server.db, { sector: 'PROT' }, `${UNTOUCHED} ${skip.map((uuid) => `AND ie.uuid <> '${uuid}'`).join(' ')}`);
const documentOf = (inboxEmailUuid: string) =>
  server.db
    .prepare<[string], { id: number; uuid: string; title: string }>('SELECT d.id, d.uuid, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE ie.uuid = ?')
    .get(inboxEmailUuid) as { id: number; uuid: string; title: string };
const personOf = (userId: number) => server.db.prepare<[number], number>('SELECT person_id FROM users WHERE id = ?').pluck().get(userId) as number;

const ask = (payload: unknown, token: string | null = clerk) =>
  server.app.inject({ method: 'POST', url: '/api/signature/request', headers: token === null ? {} : bearer(token), payload: payload as object });
const askOk = async (payload: object, status = 201, token = clerk): Promise<CreateSignatureRequestResponse> => {
  const response = await ask(payload, token);
  expect(response.statusCode, response.body).toBe(status);
  return createSignatureRequestResponseSchema.parse(json(response));
};
const cancel = (uuid: string, token: string | null = clerk) =>
  server.app.inject({ method: 'POST', url: `/api/signature/request/${uuid}/cancel`, headers: token === null ? {} : bearer(token) });
const listRequests = (query: string, token: string | null = clerk) =>
  server.app.inject({ method: 'GET', url: `/api/signature/request?${query}`, headers: token === null ? {} : bearer(token) });
const bell = async (token: string, userId: number) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/notification?peopleId=${personOf(userId)}&status=all`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(json(response));
};
const ofRequest = async (token: string, userId: number, uuid: string) =>
  (await bell(token, userId)).data.filter((notification) => notification.data.signature_request_uuid === uuid);
const requestCount = () => server.db.prepare<[], number>('SELECT count(*) FROM signature_requests').pluck().get();
const notificationCount = () => server.db.prepare<[], number>('SELECT count(*) FROM notifications').pluck().get();

describe('POST /api/signature/request', () => {
  it('asks several staff users by inbox email; each gets a signature-request notification to /sign', async () => {
    const uuid = protEmail();
    const document = documentOf(uuid);
    const body = await askOk({ inbox_email_uuid: uuid, user_ids: [adminId, colleagueId] });
    expect(body.message).toBe(m.requestsSent(2));
    expect(body.data).toHaveLength(2);
    for (const [index, userId] of [adminId, colleagueId].entries()) {
      expect(body.data[index]).toMatchObject({
        document_id: document.id,
        document_uuid: document.uuid,
        inbox_email_uuid: uuid,
        requested_user: { id: userId },
        requested_by: { id: clerkId, name: 'João Pedro Almeida' },
        is_ged: false,
        status: 'created',
        already_requested: false,
      });
    }
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    for (const [token, userId, request] of [
      [admin, adminId, body.data[0]],
      [colleague, colleagueId, body.data[1]],
    ] as const) {
      const notes = await ofRequest(token, userId, request?.uuid as string);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'signature-request',
        title: m.signatureRequest,
        description: m.signatureRequestLine('João Pedro Almeida', document.title),
        url: `/sign?batchType=signature-request&signature_request_uuid=${request?.uuid}`,
        isViewed: false,
        isGed: false,
        data: { type: 'signature-request', status: 'created' },
        notifiable: { status: 'created' },
      });
    }
    // The colleague, of another sector, may now sign the document she was asked to sign.
    const session = await server.app.inject({
      method: 'GET',
      url: `/api/signature/session?batchType=signature-request&signature_request_uuid=${body.data[1]?.uuid}`,
      headers: bearer(colleague),
    });
    expect(session.statusCode, session.body).toBe(200);
    // The requester is not notified of their own request.
    expect(server.db.prepare('SELECT count(*) FROM notifications WHERE user_id = ? AND signature_request_id IS NOT NULL AND created_at = ?').pluck().get(clerkId, new Date(server.clock.now()).toISOString())).toBe(0);
  });

  it('asks by document uuid, in the document store (GED): a ged-signature-request to /sign?batchType=ged', async () => {
    const document = documentOf(protEmail());
    const body = await askOk({ document_uuid: document.uuid, user_ids: [adminId], is_ged: true });
    const request = body.data[0];
    expect(request).toMatchObject({ inbox_email_uuid: null, is_ged: true, status: 'created' });
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const [note] = await ofRequest(admin, adminId, request?.uuid as string);
    expect(note).toMatchObject({ type: 'ged-signature-request', title: m.gedSignatureRequest, isGed: true, url: `/sign?batchType=ged&signature_request_uuid=${request?.uuid}` });
  });

  it('is idempotent: a user with a pending request of the same kind gets the existing one and no second notification', async () => {
    const uuid = protEmail();
    const first = await askOk({ inbox_email_uuid: uuid, user_ids: [adminId] });
    const [requests, notifications] = [requestCount(), notificationCount()];
    const again = await askOk({ inbox_email_uuid: uuid, user_ids: [adminId, adminId] }, 200);
    expect(again.data).toEqual([{ ...first.data[0], already_requested: true }]);
    expect(again.message).toBe(m.requestsSent(1));
    expect([requestCount(), notificationCount()]).toEqual([requests, notifications]);

    // Asked by someone else, or by document instead of by email: still the same pending request.
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const byOther = await askOk({ document_uuid: documentOf(uuid).uuid, user_ids: [colleagueId, clerkId] }, 201, admin);
    const repeat = await askOk({ document_uuid: documentOf(uuid).uuid, user_ids: [colleagueId, adminId] }, 200);
    expect(repeat.data.map((request) => [request.uuid, request.already_requested])).toEqual([
      [byOther.data[0]?.uuid, true],
      [first.data[0]?.uuid, true],
    ]);

    // A new user among known ones: 201, only the new one created. A GED request is another kind.
    const mixed = await askOk({ inbox_email_uuid: uuid, user_ids: [adminId, colleagueId] }, 200);
    expect(mixed.data.every((request) => request.already_requested)).toBe(true);
    const ged = await askOk({ inbox_email_uuid: uuid, user_ids: [adminId], is_ged: true });
    expect(ged.data[0]).toMatchObject({ is_ged: true, already_requested: false });
    expect(ged.data[0]?.uuid).not.toBe(first.data[0]?.uuid);

    // Once canceled, asking again makes a new request.
    expect((await cancel(first.data[0]?.uuid as string)).statusCode).toBe(200);
    const renewed = await askOk({ inbox_email_uuid: uuid, user_ids: [adminId] });
    expect(renewed.data[0]).toMatchObject({ status: 'created', already_requested: false });
    expect(renewed.data[0]?.uuid).not.toBe(first.data[0]?.uuid);
  });

  it('refuses users who cannot be asked, per field, and creates nothing', async () => {
    const uuid = protEmail();
    // The admin signs the document first: asking her again could never be answered.
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const signed = await server.app.inject({ method: 'POST', url: `/api/signature/sign/${documentOf(uuid).id}?type=doc`, headers: bearer(admin), payload: { password: DEMO_PASSWORD } });
    expect(signed.statusCode, signed.body).toBe(200);
    const [requests, notifications] = [requestCount(), notificationCount()];
    const citizenId = userIdOf(server.db, 'cidadao@demo.gov.br');
    const disabledId = userIdOf(server.db, 'desativado@demo.gov.br');
    const response = await ask({ inbox_email_uuid: uuid, user_ids: [colleagueId, 9_999_999, citizenId, disabledId, clerkId, adminId] });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'user_ids.1': [m.requestUserNotFound],
      'user_ids.2': [m.requestUserExternal],
      'user_ids.3': [m.requestUserDisabled],
      'user_ids.4': [m.requestUserSelf],
      'user_ids.5': [m.requestUserSigned],
    });
    expect([requestCount(), notificationCount()]).toEqual([requests, notifications]);
  });

  it('validates the body with pt-BR messages per field (422)', async () => {
    const uuid = protEmail();
    const document = documentOf(uuid);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ user_ids: [adminId] }, { document_uuid: [m.requestTargetRequired] }],
      [{ document_uuid: document.uuid, inbox_email_uuid: uuid, user_ids: [adminId] }, { inbox_email_uuid: [m.requestTargetBoth] }],
      [{ inbox_email_uuid: uuid, user_ids: [] }, { user_ids: [m.requestUsersRequired] }],
      [{ inbox_email_uuid: uuid }, { user_ids: [messages.validation.required] }],
      [{ inbox_email_uuid: uuid, user_ids: Array.from({ length: 51 }, (_, index) => index + 1) }, { user_ids: [m.requestUsersTooMany(50)] }],
      [{ inbox_email_uuid: uuid, user_ids: ['um'] }, { 'user_ids.0': [messages.validation.invalid] }],
      [{ inbox_email_uuid: uuid, user_ids: [adminId], is_ged: 'sim' }, { is_ged: [messages.validation.invalid] }],
      [{ document_uuid: 'nao-e-uuid', user_ids: [adminId] }, { document_uuid: [messages.server.inboxUuidInvalid] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await ask(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(response).errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect((await ask([1, 2])).statusCode).toBe(422);
    // Exactly 50 is fine as far as the size goes (the ids are then checked one by one).
    const fifty = await ask({ inbox_email_uuid: uuid, user_ids: Array.from({ length: 50 }, (_, index) => 9_000_000 + index) });
    expect(Object.keys(json<{ errors: object }>(fifty).errors)).toHaveLength(50);
  });

  it('refuses: no token 401, a citizen 403, staff without signature-request 403, a document of another sector 403, unknown 404', async () => {
    const uuid = protEmail();
    const payload = { inbox_email_uuid: uuid, user_ids: [adminId] };
    expect((await ask(payload, null)).statusCode).toBe(401);
    expect((await ask(payload, await tokenFor(server.app, 'cidadao@demo.gov.br', 6))).statusCode).toBe(403);

    // The colleague (Saúde) can neither open the Protocolo's email nor sign its document.
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const byEmail = await ask({ inbox_email_uuid: uuid, user_ids: [adminId] }, colleague);
    expect(byEmail.statusCode).toBe(403);
    expect(json(byEmail).message).toBe(messages.server.inboxEmailForbidden);
    const byDocument = await ask({ document_uuid: documentOf(uuid).uuid, user_ids: [adminId] }, colleague);
    expect(byDocument.statusCode).toBe(403);
    expect(json(byDocument).message).toBe(messages.signing.documentForbidden);

    const unknownDocument = await ask({ document_uuid: '00000000-0000-4000-8000-000000000000', user_ids: [adminId] });
    expect(unknownDocument.statusCode).toBe(404);
    expect(json(unknownDocument).message).toBe(messages.signing.documentNotFound);
    expect((await ask({ inbox_email_uuid: '00000000-0000-4000-8000-000000000000', user_ids: [adminId] })).statusCode).toBe(404);

    server.db.prepare("DELETE FROM role_permissions WHERE role_id = 2 AND permission_id = (SELECT id FROM permissions WHERE name = 'signature-request')").run();
    expect((await ask(payload)).statusCode).toBe(403);
    expect(server.db.prepare('SELECT count(*) FROM signature_requests WHERE document_id = ?').pluck().get(documentOf(uuid).id)).toBe(0);
  });
});

describe('POST /api/signature/request/:uuid/cancel', () => {
  it('the requester cancels: the asked user\'s notification then shows cancelado (not clickable), and they are told so once (issue 19)', async () => {
    const created = await askOk({ inbox_email_uuid: protEmail(), user_ids: [adminId] });
    const request = created.data[0];
    const notifications = notificationCount();
    server.clock.advance(60);
    const response = await cancel(request?.uuid as string);
    expect(response.statusCode, response.body).toBe(200);
    const body = cancelSignatureRequestResponseSchema.parse(json(response));
    const { already_requested: _, ...asCreated } = request as NonNullable<typeof request>;
    const canceledView = { ...asCreated, status: 'canceled', updated_at: new Date(server.clock.now()).toISOString() };
    expect(body).toEqual({ message: m.requestCanceled, data: canceledView, canceled: [canceledView] });
    expect(notificationCount()).toBe((notifications ?? 0) + 1);

    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const [told, note] = await ofRequest(admin, adminId, request?.uuid as string);
    expect(told).toMatchObject({ title: messages.signatureRequests.canceledTitle, url: null, notifiable: { status: 'canceled' } });
    expect(note).toMatchObject({ isViewed: false, data: { status: 'canceled' }, notifiable: { status: 'canceled' } });
    expect(m.requestStatus[note?.notifiable.status as 'canceled']).toBe('cancelado');

    // Canceling again answers the canceled request (a retry); the signing screen refuses to sign by it.
    const again = await cancel(request?.uuid as string);
    expect(again.statusCode).toBe(200);
    expect(notificationCount()).toBe((notifications ?? 0) + 1);
    expect(json<{ data: { status: string } }>(again).data.status).toBe('canceled');
    const sign = await server.app.inject({
      method: 'POST',
      url: `/api/signature/sign/${request?.document_id}?type=doc`,
      headers: bearer(admin),
      payload: { password: DEMO_PASSWORD, signature_request_uuid: request?.uuid },
    });
    expect(sign.statusCode).toBe(422);
  });

  it('an administrator may cancel anyone\'s request; another user may not (403)', async () => {
    const created = await askOk({ inbox_email_uuid: protEmail(), user_ids: [colleagueId] });
    const uuid = created.data[0]?.uuid as string;
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const refused = await cancel(uuid, colleague);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: m.requestCancelForbidden });
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const response = await cancel(uuid, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { status: string } }>(response).data.status).toBe('canceled');
  });

  it('refuses a signed or declined request (422), an unknown one (404), a malformed uuid (422), no token (401), a citizen (403)', async () => {
    const uuid = protEmail();
    const created = await askOk({ inbox_email_uuid: uuid, user_ids: [colleagueId] });
    const request = created.data[0];
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const signed = await server.app.inject({ method: 'POST', url: `/api/signature/sign/${request?.document_id}?type=doc`, headers: bearer(colleague), payload: { password: DEMO_PASSWORD } });
    expect(signed.statusCode, signed.body).toBe(200);
    const accepted = await cancel(request?.uuid as string);
    expect(accepted.statusCode).toBe(422);
    expect(json(accepted)).toEqual({
      message: m.requestNotPending(m.requestStatus.accepted),
      errors: { uuid: [m.requestNotPending(m.requestStatus.accepted)] },
    });

    const ged = (await askOk({ inbox_email_uuid: protEmail([uuid]), user_ids: [colleagueId], is_ged: true })).data[0];
    expect((await server.app.inject({ method: 'POST', url: `/api/signature/request/ged/${ged?.uuid}/decline`, headers: bearer(colleague) })).statusCode).toBe(200);
    expect(json(await cancel(ged?.uuid as string)).message).toBe(m.requestNotPending(m.requestStatus.declined));

    const unknown = await cancel('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: m.requestNotFound });
    const malformed = await cancel('abc');
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).errors).toEqual({ uuid: [messages.server.inboxUuidInvalid] });
    expect((await cancel(ged?.uuid as string, null)).statusCode).toBe(401);
    expect((await cancel(ged?.uuid as string, await tokenFor(server.app, 'cidadao@demo.gov.br', 6))).statusCode).toBe(403);
  });
});

describe('GET /api/signature/request', () => {
  it('lists a document\'s requests, newest first, with who was asked and the status, by document or inbox email', async () => {
    const uuid = protEmail();
    const document = documentOf(uuid);
    const first = (await askOk({ inbox_email_uuid: uuid, user_ids: [adminId] })).data[0];
    server.clock.advance(60);
    const second = (await askOk({ document_uuid: document.uuid, user_ids: [colleagueId], is_ged: true })).data[0];
    server.clock.advance(60);
    await cancel(first?.uuid as string);

    const response = await listRequests(`document_uuid=${document.uuid}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = signatureRequestListSchema.parse(json(response));
    expect(list.data.map((request) => [request.uuid, request.requested_user.name, request.status, request.is_ged])).toEqual([
      [second?.uuid, 'Ana Beatriz Souza Lima', 'created', true],
      [first?.uuid, 'Mariana Costa Ribeiro', 'canceled', false],
    ]);
    expect(json(await listRequests(`inbox_email_uuid=${uuid}`))).toEqual(json(response));

    // The colleague was asked, so she may see the list; a user of another sector who was not may not.
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await listRequests(`document_uuid=${document.uuid}`, colleague)).statusCode).toBe(200);
    const other = await tokenFor(server.app, 'contatos@demo.gov.br');
    const refused = await listRequests(`document_uuid=${document.uuid}`, other);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(messages.signing.documentForbidden);
    // A document nobody asked about: an empty list.
    expect(json(await listRequests(`document_uuid=${documentOf(protEmail([uuid])).uuid}`))).toEqual({ data: [] });
  });

  it('refuses: 422 without or with both targets, 404 unknown, 401 without token, 403 a citizen', async () => {
    const uuid = protEmail();
    const missing = await listRequests('');
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toEqual({ document_uuid: [m.requestTargetRequired] });
    const both = await listRequests(`document_uuid=${documentOf(uuid).uuid}&inbox_email_uuid=${uuid}`);
    expect(json(both).errors).toEqual({ inbox_email_uuid: [m.requestTargetBoth] });
    expect((await listRequests('document_uuid=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await listRequests(`document_uuid=${documentOf(uuid).uuid}`, null)).statusCode).toBe(401);
    expect((await listRequests(`document_uuid=${documentOf(uuid).uuid}`, await tokenFor(server.app, 'cidadao@demo.gov.br', 6))).statusCode).toBe(403);
  });
});
