// Responder / Responder a todos (issue 15): a reply is a draft that names the email it answers;
// publishing it appends a 'reply' dispatch to that conversation, delivers an unread email to the
// sender's inbox (Responder a todos: every inbox the answered dispatch reached, never the replier's),
// keeps a read copy in Enviados, moves the draft's files onto the answered document and removes the
// draft. A citizen sender gets the reply in their own view (GET citizen/requests/{uuid}/conversation).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { citizenConversationSchema } from '../../src-shared/api/citizenRequests';
import { IDEMPOTENCY_HEADER, publishResultSchema, serverDocumentSchema, type AnswerKind, type ServerDocument } from '../../src-shared/api/documents';
import { summarySchema, viewedEmailSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { inboxHeaders, sectorIdOf } from '../testing/inbox';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { citizenRequest } from '../testing/replies';

const m = messages.reply;
let server: TestServer;
let clerk: string;
let admin: string;
let colleague: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
  colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
});
afterEach(() => server.stop());

const count = (sql: string, ...params: unknown[]) => server.db.prepare(sql).pluck().get(...params) as number;
const sector = (symbol: string) => sectorIdOf(server.db, symbol);
const recipient = (sectorId: number) => ({ isCc: false, sector_id: sectorId, person_id: null, broadcast_id: null, responsible_id: null, name: '', email: '' });

/** The admin (Gabinete) publishes a memorando to Protocolo and Saúde; answers each inbox's email uuid. */
async function conversation(): Promise<{ documentId: number; prot: string; sesau: string; number: string }> {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/inbox/email',
    headers: bearer(admin),
    payload: { type: 'memorando', subject: 'Reforma do Protocolo', content: '<p>Precisamos de orçamento.</p>', recipients: [recipient(sector('PROT')), recipient(sector('SESAU'))] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = serverDocumentSchema.parse(json(created));
  const published = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${draft.inbox_email_uuid}/publish`, headers: bearer(admin) });
  expect(published.statusCode, published.body).toBe(200);
  server.clock.advance(60);
  const inboxOf = (symbol: string) => count("SELECT uuid FROM inbox_emails WHERE document_id = ? AND box = 'inbox' AND sector_id = ?", draft.id, sector(symbol)) as unknown as string;
  return { documentId: draft.id, prot: inboxOf('PROT'), sesau: inboxOf('SESAU'), number: publishResultSchema.parse(json(published)).number };
}

const createReply = (replyTo: { inbox_email_uuid: string; all?: boolean; kind?: AnswerKind }, payload: object = {}, token = clerk, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/inbox/email', headers: { ...bearer(token), ...headers }, payload: { content: '<p>Segue o orçamento.</p>', ...payload, reply_to: replyTo } });
const replyDraft = async (replyTo: { inbox_email_uuid: string; all?: boolean; kind?: AnswerKind }, payload: object = {}, token = clerk): Promise<ServerDocument> => {
  const response = await createReply(replyTo, payload, token);
  expect(response.statusCode, response.body).toBe(201);
  return serverDocumentSchema.parse(json(response));
};
const publish = (uuid: string, token = clerk, key?: string) =>
  server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/publish`, headers: { ...bearer(token), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) } });
const summary = async (uuid: string, token: string) =>
  summarySchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/inbox/email/${uuid}/summary`, headers: bearer(token) }))).data;
const newest = (symbol: string, documentId: number) =>
  server.db
    .prepare<[number, number], { uuid: string; is_read: number; dispatch_id: number }>(
      "SELECT uuid, is_read, dispatch_id FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'inbox' ORDER BY id DESC LIMIT 1",
    )
    .get(documentId, sector(symbol));
const upload = (uuid: string) => {
  const { payload, headers } = multipartBody([{ name: 'files[]', filename: 'orcamento.pdf', type: 'application/pdf', content: SAMPLE.pdf }]);
  return server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/medias`, headers: { ...bearer(clerk), ...headers }, payload });
};

describe('Responder', () => {
  it('appends a reply to the conversation, delivers it unread to the sender, keeps a sent copy, moves the files and removes the draft', async () => {
    const { documentId, prot, number } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot });
    // Written in the inbox that holds the answered email, with no title, type or recipients.
    expect(draft.body).toMatchObject({ reply_to: { inbox_email_uuid: prot, all: false }, subject: '', type: null, recipients: [] });
    expect(server.db.prepare('SELECT box, sector_id FROM inbox_emails WHERE uuid = ?').get(draft.inbox_email_uuid)).toEqual({ box: 'draft', sector_id: sector('PROT') });
    expect((await upload(draft.inbox_email_uuid)).statusCode).toBe(201);
    const gabBefore = newest('GAB', documentId);

    const response = await publish(draft.inbox_email_uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(publishResultSchema.parse(json(response))).toEqual({ number, inbox_email_uuid: prot });

    const gab = newest('GAB', documentId);
    expect(gabBefore).toBeUndefined();
    expect(gab).toMatchObject({ is_read: 0 });
    const at = new Date(server.clock.now()).toISOString();
    expect(await summary(gab!.uuid, admin)).toContainEqual(
      expect.objectContaining({ type: 'reply', from: 'João Pedro Almeida', name: 'Protocolo Geral', to: 'Gabinete do Prefeito', content: '<p>Segue o orçamento.</p>', created_at: at }),
    );
    // Only the sender: Saúde, the other recipient, gets nothing new.
    expect(count("SELECT count(*) FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'inbox'", documentId, sector('SESAU'))).toBe(1);
    expect(count("SELECT count(*) FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'sent' AND is_read = 1", documentId, sector('PROT'))).toBe(1);
    expect(count('SELECT parent_id FROM dispatches WHERE id = ?', gab!.dispatch_id)).toBe(count('SELECT dispatch_id FROM inbox_emails WHERE uuid = ?', prot));
    expect(count('SELECT count(*) FROM attachments WHERE document_id = ? AND name = ?', documentId, 'orcamento.pdf')).toBe(1);
    expect(count('SELECT count(*) FROM inbox_emails WHERE uuid = ?', draft.inbox_email_uuid)).toBe(0);
    expect(count('SELECT count(*) FROM documents WHERE id = ?', draft.id)).toBe(0);
    const adminId = userIdOf(server.db, 'admin@demo.gov.br');
    expect(server.db.prepare("SELECT type, title, url FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1").get(adminId)).toEqual({
      type: 'sector-task',
      title: m.notification.receivedInSector('GAB'),
      url: `/inbox/sector/view/document/${gab!.uuid}`,
    });
  });

  it('Responder a todos reaches the sender and every other inbox of the answered dispatch, never the replier', async () => {
    const { documentId, prot } = await conversation();
    const viewed = viewedEmailSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/inbox/email/${prot}`, headers: bearer(clerk) })));
    expect(viewed.reply_targets).toEqual({ to: 'Gabinete do Prefeito', all: ['Gabinete do Prefeito', 'Secretaria Municipal de Saúde'] });
    const draft = await replyDraft({ inbox_email_uuid: prot, all: true });
    expect((await publish(draft.inbox_email_uuid)).statusCode).toBe(200);
    expect(newest('GAB', documentId)).toMatchObject({ is_read: 0 });
    expect(count("SELECT count(*) FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'inbox'", documentId, sector('SESAU'))).toBe(2);
    expect(count("SELECT count(*) FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'inbox'", documentId, sector('PROT'))).toBe(1);
    expect(count("SELECT count(*) FROM dispatches WHERE document_id = ? AND type = 'reply'", documentId)).toBe(2);
  });

  it('answers a retry with the same Idempotency-Key from what it sent, and refuses the key for another draft', async () => {
    const { documentId, prot, sesau } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot });
    const key = randomUUID();
    const first = await publish(draft.inbox_email_uuid, clerk, key);
    const again = await publish(draft.inbox_email_uuid, clerk, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect(count("SELECT count(*) FROM dispatches WHERE document_id = ? AND type = 'reply'", documentId)).toBe(1);
    // Without the key the draft is simply gone.
    expect((await publish(draft.inbox_email_uuid)).statusCode).toBe(404);
    const other = await replyDraft({ inbox_email_uuid: sesau }, {}, colleague);
    const reused = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${other.inbox_email_uuid}/publish`, headers: { ...bearer(clerk), [IDEMPOTENCY_HEADER]: key } });
    expect(reused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(reused).errors[IDEMPOTENCY_HEADER]).toEqual([m.idempotencyKeyReused]);
  });

  it('needs only the text: an empty reply is refused on the content field, a title is not asked for', async () => {
    const { prot } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot }, { content: '<p> </p>' });
    const response = await publish(draft.inbox_email_uuid);
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({ content: [m.contentRequired] });
    const fixed = await server.app.inject({ method: 'PUT', url: `/api/inbox/email/${draft.inbox_email_uuid}`, headers: bearer(clerk), payload: { base_version: 1, body: { ...draft.body, content: '<p>Ok.</p>' } } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await publish(draft.inbox_email_uuid)).statusCode).toBe(200);
  });
});

describe('a despacho or nota written as a draft (offline, §7)', () => {
  it('registers a despacho in the conversation with its files, delivering nothing, and removes the draft', async () => {
    const { documentId, prot } = await conversation();
    const emailsBefore = count('SELECT count(*) FROM inbox_emails WHERE document_id = ?', documentId);
    const draft = await replyDraft({ inbox_email_uuid: prot, kind: 'add-dispatch' }, { content: '<p>Junte-se o <strong>orçamento</strong>.</p>' });
    expect((await upload(draft.inbox_email_uuid)).statusCode).toBe(201);
    const published = await publish(draft.inbox_email_uuid);
    expect(published.statusCode, published.body).toBe(200);
    expect(json(published)).toMatchObject({ inbox_email_uuid: prot });

    const made = server.db.prepare<[number], { id: number; type: string; content: string; to_sector_id: number }>("SELECT id, type, content, to_sector_id FROM dispatches WHERE document_id = ? ORDER BY id DESC LIMIT 1").get(documentId)!;
    // The editor's HTML as written (not escaped as the dialog's plain text is), addressed to the holding inbox.
    expect(made).toMatchObject({ type: 'add-dispatch', content: '<p>Junte-se o <strong>orçamento</strong>.</p>', to_sector_id: sector('PROT') });
    expect(server.db.prepare('SELECT name, dispatch_id, group_name FROM attachments WHERE document_id = ?').all(documentId)).toEqual([
      { name: 'orcamento.pdf', dispatch_id: made.id, group_name: messages.dispatch.filesGroup['add-dispatch'] },
    ]);
    expect(count('SELECT count(*) FROM inbox_emails WHERE document_id = ?', documentId)).toBe(emailsBefore);
    expect(count('SELECT count(*) FROM documents WHERE id = ?', draft.id)).toBe(0);
    const items = await summary(prot, clerk);
    expect(items.find((item) => item.type === 'add-dispatch')?.attachments.map((file) => file.name)).toEqual(['orcamento.pdf']);
  });

  it('registers a nota that the other sector never sees', async () => {
    const { prot, sesau } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot, kind: 'note' }, { content: '<p>Conferir com o jurídico.</p>' });
    expect((await publish(draft.inbox_email_uuid)).statusCode).toBe(200);
    expect((await summary(prot, clerk)).some((item) => item.type === 'note')).toBe(true);
    expect((await summary(sesau, colleague)).some((item) => item.type === 'note')).toBe(false);
  });

  it('is refused on an archived email, in the despacho’s words, and the draft stays', async () => {
    const { prot } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot, kind: 'add-dispatch' });
    expect((await server.app.inject({ method: 'PUT', url: `/api/inbox/email/${prot}/archive`, headers: bearer(clerk) })).statusCode).toBe(200);
    const refused = await publish(draft.inbox_email_uuid);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ message: messages.dispatch.archived });
    expect(count('SELECT count(*) FROM documents WHERE id = ?', draft.id)).toBe(1);
  });
});

describe('who may reply, and bad input', () => {
  it('refuses an email the user cannot open, an unknown or malformed one, a sent copy, and an archived one', async () => {
    const { prot } = await conversation();
    const field = 'reply_to.inbox_email_uuid';
    const errorsOf = async (response: Awaited<ReturnType<typeof createReply>>) => {
      expect(response.statusCode, response.body).toBe(422);
      return json<{ errors: Record<string, string[]> }>(response).errors;
    };
    expect((await errorsOf(await createReply({ inbox_email_uuid: prot }, {}, colleague)))[field]).toEqual([m.forbidden]);
    expect((await errorsOf(await createReply({ inbox_email_uuid: randomUUID() })))[field]).toEqual([m.notFound]);
    expect(Object.keys(await errorsOf(await createReply({ inbox_email_uuid: 'nope' })))).toEqual([field]);
    const sent = count("SELECT uuid FROM inbox_emails WHERE box = 'sent' AND sector_id = ? ORDER BY id DESC LIMIT 1", sector('GAB')) as unknown as string;
    expect((await errorsOf(await createReply({ inbox_email_uuid: sent }, {}, admin)))[field]).toEqual([m.sent]);
    const archived = await server.app.inject({ method: 'PUT', url: `/api/inbox/email/${prot}/archive`, headers: bearer(clerk) });
    expect(archived.statusCode).toBe(200);
    expect((await errorsOf(await createReply({ inbox_email_uuid: prot })))[field]).toEqual([m.archived]);
    expect((await server.app.inject({ method: 'POST', url: '/api/inbox/email', payload: { reply_to: { inbox_email_uuid: prot } } })).statusCode).toBe(401);
  });

  it('refuses to send when the answered email was archived after the draft was written', async () => {
    const { prot } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot });
    await server.app.inject({ method: 'PUT', url: `/api/inbox/email/${prot}/archive`, headers: bearer(clerk) });
    const response = await publish(draft.inbox_email_uuid);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ message: m.archived });
    expect(count('SELECT count(*) FROM inbox_emails WHERE uuid = ?', draft.inbox_email_uuid)).toBe(1);
  });

  it('keeps a reply answering its email, and never turns a document into a reply', async () => {
    const { prot, sesau } = await conversation();
    const draft = await replyDraft({ inbox_email_uuid: prot });
    const put = (uuid: string, body: object) => server.app.inject({ method: 'PUT', url: `/api/inbox/email/${uuid}`, headers: bearer(clerk), payload: { base_version: 1, body } });
    const moved = await put(draft.inbox_email_uuid, { ...draft.body, reply_to: { inbox_email_uuid: sesau, all: false } });
    expect(moved.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(moved).errors).toEqual({ 'reply_to.inbox_email_uuid': [m.changed] });
    const created = await server.app.inject({ method: 'POST', url: '/api/inbox/email', headers: bearer(clerk), payload: { subject: 'Ofício' } });
    const plain = serverDocumentSchema.parse(json(created));
    expect((await put(plain.inbox_email_uuid, { ...plain.body, reply_to: { inbox_email_uuid: prot, all: false } })).statusCode).toBe(422);
    // Responder a todos may be chosen after all: that is not a change of target.
    expect((await put(draft.inbox_email_uuid, { ...draft.body, reply_to: { inbox_email_uuid: prot, all: true } })).statusCode).toBe(200);
    expect(count('SELECT reply_all FROM documents WHERE id = ?', draft.id)).toBe(1);
  });

  it('writes a reply from a personal inbox in that inbox, whatever the headers say', async () => {
    const { documentId } = await conversation();
    const clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
    // The Protocolo forwards the memorando to the admin personally.
    const prot = count("SELECT uuid FROM inbox_emails WHERE document_id = ? AND sector_id = ? AND box = 'inbox'", documentId, sector('PROT')) as unknown as string;
    const forwarded = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${prot}/forward`, headers: inboxHeaders(clerk), payload: { recipients: [{ user_id: userIdOf(server.db, 'admin@demo.gov.br') }] } });
    expect(forwarded.statusCode, forwarded.body).toBe(201);
    const adminPersonal = count("SELECT uuid FROM inbox_emails WHERE document_id = ? AND user_id = ? AND box = 'inbox'", documentId, userIdOf(server.db, 'admin@demo.gov.br')) as unknown as string;
    const response = await createReply({ inbox_email_uuid: adminPersonal }, {}, admin, { 'x-inboxtype': 'sector' });
    expect(response.statusCode, response.body).toBe(201);
    const draft = serverDocumentSchema.parse(json(response));
    expect(draft.body.from).toBe('personal');
    expect((await publish(draft.inbox_email_uuid, admin)).statusCode).toBe(200);
    // The forward came from the Protocolo's inbox (its sent copy), so the reply goes there.
    const back = newest('PROT', documentId)!;
    expect(back.uuid).not.toBe(prot);
    expect(back.is_read).toBe(0);
    expect(count('SELECT type FROM dispatches WHERE id = ?', back.dispatch_id)).toBe('reply');
    expect(count("SELECT count(*) FROM notifications WHERE user_id = ? AND title = ?", clerkId, m.notification.receivedInSector('PROT'))).toBe(1);
  });
});

describe('a reply to a citizen', () => {
  const citizenId = () => userIdOf(server.db, 'cidadao@demo.gov.br');
  const conversationOf = (uuid: string, token: string) => server.app.inject({ method: 'GET', url: `/api/citizen/requests/${uuid}/conversation`, headers: bearer(token) });

  it('is addressed to the citizen (no inbox) and read in the citizen’s own view, without notes', async () => {
    const request = citizenRequest(server.db, citizenId(), sector('PROT'), '2026-01-10T11:00:00.000Z');
    const viewed = viewedEmailSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/inbox/email/${request.emailUuid}`, headers: bearer(clerk) })));
    expect(viewed.reply_targets).toEqual({ to: 'Carlos Eduardo Nogueira', all: ['Carlos Eduardo Nogueira'] });
    const note = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${request.emailUuid}/dispatch`, headers: bearer(clerk), payload: { type: 'note', content: 'Conferir com a Obras' } });
    expect(note.statusCode, note.body).toBe(201);
    const draft = await replyDraft({ inbox_email_uuid: request.emailUuid }, { content: '<p>A poda foi agendada.</p>' });
    expect((await publish(draft.inbox_email_uuid)).statusCode).toBe(200);
    expect(server.db.prepare("SELECT to_user_id, to_sector_id FROM dispatches WHERE type = 'reply' ORDER BY id DESC LIMIT 1").get()).toEqual({ to_user_id: citizenId(), to_sector_id: null });
    expect(count('SELECT count(*) FROM inbox_emails WHERE user_id = ?', citizenId())).toBe(0);

    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    const response = await conversationOf(request.documentUuid, citizen);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = citizenConversationSchema.parse(json(response));
    expect(data).toMatchObject({ uuid: request.documentUuid, title: 'Poda de árvore na Rua das Flores' });
    expect(data.items.map((item) => [item.type, item.from, item.content])).toEqual([
      ['dispatch', 'Carlos Eduardo Nogueira', ''],
      ['reply', 'João Pedro Almeida', '<p>A poda foi agendada.</p>'],
    ]);
  });

  it('answers only the citizen’s own requests, and only to citizens', async () => {
    const request = citizenRequest(server.db, citizenId(), sector('PROT'), '2026-01-10T11:00:00.000Z');
    const staff = await conversationOf(request.documentUuid, clerk);
    expect(staff.statusCode).toBe(403);
    expect(json(staff)).toMatchObject({ message: m.citizenOnly });
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    const someoneElses = count('SELECT uuid FROM documents WHERE created_by IS NOT ? AND status = ? LIMIT 1', citizenId(), 'published') as unknown as string;
    expect((await conversationOf(someoneElses, citizen)).statusCode).toBe(404);
    expect((await conversationOf(randomUUID(), citizen)).statusCode).toBe(404);
    expect((await conversationOf('nope', citizen)).statusCode).toBe(422);
    expect((await server.app.inject({ method: 'GET', url: `/api/citizen/requests/${request.documentUuid}/conversation` })).statusCode).toBe(401);
  });
});
