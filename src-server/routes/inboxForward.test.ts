// POST /api/inbox/email/:id/forward (issue 6): delivery to sector and personal inboxes through the
// publish delivery, the forward dispatch in the Sumário (with the despacho escaped), the
// 'document-forwarded' notifications read back through GET /notification, and the refusals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summarySchema } from '../../src-shared/api/inbox';
import { FORWARD_NOTE_MAX, forwardResponseSchema, type ForwardResponse } from '../../src-shared/api/inboxForward';
import { notificationListSchema } from '../../src-shared/api/notifications';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid, inboxHeaders, sectorIdOf, type InboxHeaders } from '../testing/inbox';

const m = messages.forward;
const n = messages.notifications;
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

const OPEN = "ie.box = 'inbox' AND ie.is_archived = 0 AND ie.is_closed = 0 AND d.status <> 'draft'";
const protEmail = (condition = OPEN) => emailUuid(server.db, { sector: 'PROT' }, condition);
const forward = (uuid: string, payload: unknown, token: string | null = clerk, headers: InboxHeaders = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api/inbox/email/${uuid}/forward`,
    headers: token === null ? {} : inboxHeaders(token, headers),
    payload: payload as object,
  });
const forwardOk = async (uuid: string, payload: object, token = clerk, headers: InboxHeaders = {}): Promise<ForwardResponse> => {
  const response = await forward(uuid, payload, token, headers);
  expect(response.statusCode, response.body).toBe(201);
  return forwardResponseSchema.parse(json(response));
};
const emailRow = (uuid: string) =>
  server.db
    .prepare<[string], { id: number; document_id: number; dispatch_id: number | null; number: string; title: string }>(
      'SELECT ie.id, ie.document_id, ie.dispatch_id, d.number, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE ie.uuid = ?',
    )
    .get(uuid) as { id: number; document_id: number; dispatch_id: number | null; number: string; title: string };
const personOf = (userId: number) => server.db.prepare<[number], number>('SELECT person_id FROM users WHERE id = ?').pluck().get(userId) as number;
const bell = async (token: string, userId: number) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/notification?peopleId=${personOf(userId)}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(json(response));
};
const deliveredCount = () => server.db.prepare<[], number>("SELECT count(*) FROM inbox_emails WHERE box = 'inbox'").pluck().get() ?? 0;
const forwardNotifications = () => server.db.prepare<[], number>("SELECT count(*) FROM notifications WHERE type = 'document-forwarded'").pluck().get() ?? 0;

describe('POST /api/inbox/email/:id/forward', () => {
  it('delivers to a sector and a user, records the forward with its despacho, and notifies both (not the sender)', async () => {
    const uuid = protEmail();
    const source = emailRow(uuid);
    server.clock.advance(60);
    const note = 'Segue para análise <urgente> & ciência.\nObrigado.';
    const body = await forwardOk(uuid, { recipients: [{ sector_id: sectorIdOf(server.db, 'SESAU') }, { user_id: adminId }], note });
    expect(body.message).toBe(m.forwarded(2));
    const at = new Date(server.clock.now()).toISOString();
    const content = '<p>Segue para análise &#60;urgente&#62; &#38; ciência.<br>Obrigado.</p>';
    expect(body.data).toEqual([
      expect.objectContaining({ type: 'forward', from: 'João Pedro Almeida', name: 'Protocolo Geral', to: 'Secretaria Municipal de Saúde', content, created_at: at }),
      expect.objectContaining({ type: 'forward', from: 'João Pedro Almeida', to: 'Mariana Costa Ribeiro', content, created_at: at }),
    ]);

    // The Sumário of the sender's email shows them too, and each continues the dispatch that brought the email.
    const summary = summarySchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/inbox/email/${uuid}/summary`, headers: bearer(clerk) })));
    const forwards = summary.data.filter((item) => item.type === 'forward' && item.created_at === at);
    expect(forwards.map((item) => item.dispatch_uuid)).toEqual(body.data.map((item) => item.dispatch_uuid));
    const parents = server.db
      .prepare<[string], number | null>("SELECT parent_id FROM dispatches WHERE document_id = (SELECT document_id FROM inbox_emails WHERE uuid = ?) AND type = 'forward' ORDER BY id")
      .pluck()
      .all(uuid);
    expect(parents.slice(-2)).toEqual([source.dispatch_id, source.dispatch_id]);

    // Each recipient gets a notification whose url opens its own new, unread inbox email.
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const description = n.documentLine(source.number, source.title);
    const deliveredTo: Record<string, string> = {};
    for (const [token, userId, title, kind] of [
      [colleague, colleagueId, n.documentForwardedToSector('SESAU'), 'sector'],
      [admin, adminId, n.documentForwarded, 'personal'],
    ] as const) {
      const [latest] = (await bell(token, userId)).data;
      expect(latest).toMatchObject({ type: 'document-forwarded', title, description, isViewed: false, data: { type: 'document-forwarded', status: null } });
      expect(latest?.url).toMatch(new RegExp(`^/inbox/${kind}/view/document/[0-9a-f-]{36}$`));
      const delivered = String(latest?.url).split('/').at(-1) as string;
      expect(delivered).not.toBe(uuid);
      deliveredTo[kind] = delivered;
      const row = server.db.prepare<[string], { document_id: number; box: string; is_read: number; sector_id: number | null; user_id: number | null }>(
        'SELECT document_id, box, is_read, sector_id, user_id FROM inbox_emails WHERE uuid = ?',
      ).get(delivered);
      expect(row).toEqual({
        document_id: source.document_id,
        box: 'inbox',
        is_read: 0,
        sector_id: kind === 'sector' ? sectorIdOf(server.db, 'SESAU') : null,
        user_id: kind === 'personal' ? adminId : null,
      });
      const opened = await server.app.inject({ method: 'GET', url: `/api/inbox/email/${delivered}/`, headers: bearer(token) });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(json(opened)).toMatchObject({ title: source.title });
    }
    // The sender's email is untouched and the sender is not notified.
    expect(server.db.prepare('SELECT is_archived FROM inbox_emails WHERE uuid = ?').pluck().get(uuid)).toBe(0);
    expect(server.db.prepare("SELECT count(*) FROM notifications WHERE user_id = ? AND type = 'document-forwarded'").pluck().get(clerkId)).toBe(0);

    // The new email is in the colleague's work queue.
    const queue = await server.app.inject({ method: 'GET', url: `/api/inbox/query?search=${encodeURIComponent(source.title)}&per_page=100`, headers: bearer(colleague) });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(json<{ data: { inbox_email_uuid: string }[] }>(queue).data.map((item) => item.inbox_email_uuid)).toContain(deliveredTo.sector);
  });

  it('delivers once per inbox, without a despacho, and a recipient can forward it on', async () => {
    const uuid = protEmail();
    const before = deliveredCount();
    const body = await forwardOk(uuid, { recipients: [{ user_id: colleagueId }, { user_id: colleagueId, sector_id: null }] });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.content).toBe('');
    expect(deliveredCount()).toBe(before + 1);

    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const [note] = (await bell(colleague, colleagueId)).data;
    const delivered = String(note?.url).split('/').at(-1) as string;
    const onward = await forwardOk(delivered, { recipients: [{ sector_id: sectorIdOf(server.db, 'GAB') }], note: 'Para ciência.' }, colleague, { type: 'personal' });
    // From her personal inbox the forward leaves from the sector she works in (her primary one).
    expect(onward.data[0]).toMatchObject({ name: 'Secretaria Municipal de Saúde', from: 'Ana Beatriz Souza Lima', to: 'Gabinete do Prefeito' });
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    expect((await bell(admin, adminId)).data[0]).toMatchObject({ type: 'document-forwarded', title: n.documentForwardedToSector('GAB') });
  });

  it('from a personal inbox, X-InboxSectorId names the sending sector', async () => {
    const uuid = emailUuid(server.db, { userId: clerkId }, OPEN);
    const body = await forwardOk(uuid, { recipients: [{ user_id: colleagueId }] }, clerk, { sectorId: sectorIdOf(server.db, 'ARQ') });
    expect(body.data[0]).toMatchObject({ name: 'Arquivo Central', to: 'Ana Beatriz Souza Lima' });
  });

  it('refuses: no token 401, a citizen 403, an email of another sector 403, unknown 404, bad inbox headers 422/403', async () => {
    const uuid = protEmail();
    const payload = { recipients: [{ user_id: adminId }] };
    const before = [deliveredCount(), forwardNotifications()];
    expect((await forward(uuid, payload, null)).statusCode).toBe(401);
    expect((await forward(uuid, payload, await tokenFor(server.app, 'cidadao@demo.gov.br', 6))).statusCode).toBe(403);
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const foreign = await forward(uuid, payload, colleague);
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign)).toEqual({ message: messages.server.inboxEmailForbidden });
    const unknown = await forward('00000000-0000-4000-8000-000000000000', payload);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: messages.server.inboxEmailNotFound });
    const malformed = await forward('nao-e-uuid', payload);
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).errors).toEqual({ id: [messages.server.inboxUuidInvalid] });
    const badType = await forward(uuid, payload, clerk, { type: 'equipe' });
    expect(badType.statusCode).toBe(422);
    expect(json(badType).errors).toEqual({ 'X-InboxType': [messages.server.inboxTypeInvalid] });
    expect((await forward(uuid, payload, clerk, { sectorId: sectorIdOf(server.db, 'SESAU') })).statusCode).toBe(403);
    expect([deliveredCount(), forwardNotifications()]).toEqual(before);
  });

  it('refuses drafts, archived and closed emails (422)', async () => {
    const payload = { recipients: [{ user_id: adminId }] };
    const put = (uuid: string, action: string) => server.app.inject({ method: 'PUT', url: `/api/inbox/email/${uuid}/${action}`, headers: bearer(clerk) });
    const archived = protEmail();
    expect((await put(archived, 'archive')).statusCode).toBe(200);
    const closed = protEmail(`${OPEN} AND ie.uuid <> '${archived}'`);
    expect((await put(closed, 'close')).statusCode).toBe(200);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/inbox/email',
      headers: bearer(clerk),
      payload: { type: 'memorando', subject: 'Rascunho', content: '<p>Texto</p>', recipients: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = json<{ inbox_email_uuid: string }>(created).inbox_email_uuid;
    for (const [uuid, message] of [
      [archived, m.archived],
      [closed, m.closed],
      [draft, m.draft],
    ] as const) {
      const response = await forward(uuid, payload);
      expect(response.statusCode, message).toBe(422);
      expect(json(response)).toEqual({ message, errors: { id: [message] } });
    }
    // Reopened, the live copy forwards.
    const reopened = await put(archived, 'reopen');
    const child = json<{ inbox_email_uuid: string }>(reopened).inbox_email_uuid;
    expect((await forward(child, payload)).statusCode).toBe(201);
  });

  it('validates the body with pt-BR messages per field (422) and delivers nothing', async () => {
    const uuid = protEmail();
    const before = [deliveredCount(), forwardNotifications()];
    const citizenId = userIdOf(server.db, 'cidadao@demo.gov.br');
    const disabledId = userIdOf(server.db, 'desativado@demo.gov.br');
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { recipients: [messages.validation.required] }],
      [{ recipients: [] }, { recipients: [m.recipientsRequired] }],
      [{ recipients: Array.from({ length: 51 }, () => ({ user_id: adminId })) }, { recipients: [m.recipientsTooMany(50)] }],
      [{ recipients: [{}] }, { 'recipients.0': [m.recipientOneTarget] }],
      [{ recipients: [{ sector_id: 1, user_id: adminId }] }, { 'recipients.0': [m.recipientOneTarget] }],
      [{ recipients: [{ sector_id: 'GAB' }] }, { 'recipients.0.sector_id': [messages.validation.invalid] }],
      [{ recipients: [{ user_id: adminId }], note: 'x'.repeat(FORWARD_NOTE_MAX + 1) }, { note: [messages.validation.max(FORWARD_NOTE_MAX)] }],
      [
        {
          recipients: [
            { user_id: adminId },
            { sector_id: 9_999_999 },
            { user_id: 9_999_999 },
            { user_id: disabledId },
            { user_id: citizenId },
            { sector_id: sectorIdOf(server.db, 'PROT') },
          ],
        },
        {
          'recipients.1': [m.sectorNotFound],
          'recipients.2': [m.userNotFound],
          'recipients.3': [m.userNotFound],
          'recipients.4': [m.userExternal],
          'recipients.5': [m.sameInbox],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await forward(uuid, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(422);
      expect(json(response).errors, JSON.stringify(payload).slice(0, 200)).toEqual(errors);
    }
    // A disabled sector is refused like an unknown one.
    server.db.prepare("UPDATE sectors SET status = 'disabled' WHERE symbol = 'SEMED'").run();
    expect(json(await forward(uuid, { recipients: [{ sector_id: sectorIdOf(server.db, 'SEMED') }] })).errors).toEqual({ 'recipients.0': [m.sectorNotFound] });
    // The user's own personal inbox, for an email already there.
    const personal = emailUuid(server.db, { userId: clerkId }, OPEN);
    expect(json(await forward(personal, { recipients: [{ user_id: clerkId }] })).errors).toEqual({ 'recipients.0': [m.sameInbox] });
    expect([deliveredCount(), forwardNotifications()]).toEqual(before);
  });
});

describe('forwarding to contacts and lists, the sender’s copy and retries', () => {
  const makeList = (name: string, sectors: string[], userIds: number[] = []) => {
    const id = server.db.prepare<[string, number], number>('INSERT INTO broadcast_lists (name, sector_id) VALUES (?, ?) RETURNING id').pluck().get(name, sectorIdOf(server.db, 'PROT'))!;
    for (const symbol of sectors) server.db.prepare('INSERT INTO broadcast_list_members (broadcast_id, sector_id, person_id) VALUES (?, ?, NULL)').run(id, sectorIdOf(server.db, symbol));
    for (const userId of userIds) server.db.prepare('INSERT INTO broadcast_list_members (broadcast_id, sector_id, person_id) VALUES (?, NULL, ?)').run(id, personOf(userId));
    return id;
  };
  const inboxesOf = (data: ForwardResponse['data']) => data.map((item) => item.to).sort();

  it('delivers to a person found by the contact search and to every inbox of a list but the one the email sits in', async () => {
    const list = makeList('Secretarias e protocolo', ['SESAU', 'SEMED', 'PROT'], [adminId]);
    const body = await forwardOk(protEmail(), { recipients: [{ person_id: personOf(colleagueId) }, { broadcast_id: list }, { sector_id: sectorIdOf(server.db, 'SESAU') }] });
    expect(inboxesOf(body.data)).toEqual(['Ana Beatriz Souza Lima', 'Mariana Costa Ribeiro', 'Secretaria Municipal de Educação', 'Secretaria Municipal de Saúde']);
    expect(body.message).toBe(m.forwarded(4));
  });

  it('refuses an unknown list, a list with no other inbox, and a person without a staff account, per recipient', async () => {
    const onlyHere = makeList('Só o protocolo', ['PROT']);
    const citizenPerson = personOf(userIdOf(server.db, 'cidadao@demo.gov.br'));
    const response = await forward(protEmail(), { recipients: [{ broadcast_id: 9_999_999 }, { broadcast_id: onlyHere }, { person_id: citizenPerson }, { person_id: 9_999_999 }] });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'recipients.0': [m.broadcastNotFound],
      'recipients.1': [m.broadcastEmpty],
      'recipients.2': [m.userExternal],
      'recipients.3': [m.userNotFound],
    });
  });

  it('leaves the forwarding inbox a read copy in Enviados, and its own email where it was', async () => {
    const uuid = protEmail();
    const source = emailRow(uuid);
    const body = await forwardOk(uuid, { recipients: [{ sector_id: sectorIdOf(server.db, 'SESAU') }] });
    const copy = server.db
      .prepare<[number], { box: string; is_read: number; sector_id: number | null; parent_id: number | null; dispatch_uuid: string }>(
        "SELECT ie.box, ie.is_read, ie.sector_id, ie.parent_id, d.uuid AS dispatch_uuid FROM inbox_emails ie JOIN dispatches d ON d.id = ie.dispatch_id WHERE ie.document_id = ? AND ie.box = 'sent' ORDER BY ie.id DESC LIMIT 1",
      )
      .get(source.document_id);
    expect(copy).toEqual({ box: 'sent', is_read: 1, sector_id: sectorIdOf(server.db, 'PROT'), parent_id: source.id, dispatch_uuid: body.data[0]!.dispatch_uuid });
    const sent = await server.app.inject({ method: 'GET', url: `/api/inbox/query?filter=sent&search=${encodeURIComponent(source.title)}&per_page=100`, headers: inboxHeaders(clerk) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<{ data: { title: string }[] }>(sent).data.map((item) => item.title)).toContain(source.title);
    expect(server.db.prepare("SELECT box FROM inbox_emails WHERE uuid = ?").pluck().get(uuid)).toBe('inbox');
  });

  it('a retry with the same Idempotency-Key delivers once and answers what the first made; the key is not for another email', async () => {
    const uuid = protEmail();
    const key = '7b0e6f2a-4c1d-4e8b-9a3f-2d5c6b7a8e91';
    const send = (email: string) =>
      server.app.inject({ method: 'POST', url: `/api/inbox/email/${email}/forward`, headers: { ...inboxHeaders(clerk), 'Idempotency-Key': key }, payload: { recipients: [{ user_id: adminId }] } });
    const before = [deliveredCount(), forwardNotifications()];
    const first = await send(uuid);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(uuid);
    expect(again.statusCode, again.body).toBe(200);
    expect(forwardResponseSchema.parse(json(again)).data).toEqual(forwardResponseSchema.parse(json(first)).data);
    expect([deliveredCount(), forwardNotifications()]).toEqual([before[0]! + 1, before[1]! + 1]);

    const other = emailUuid(server.db, { sector: 'PROT' }, `${OPEN} AND ie.uuid <> '${uuid}'`);
    const reused = await send(other);
    expect(reused.statusCode).toBe(422);
    expect(json(reused).errors).toEqual({ 'Idempotency-Key': [m.idempotencyKeyReused] });
    const malformed = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/forward`, headers: { ...inboxHeaders(clerk), 'Idempotency-Key': 'x' }, payload: { recipients: [{ user_id: adminId }] } });
    expect(malformed.statusCode).toBe(422);
  });
});
