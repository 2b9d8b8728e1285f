// Minhas solicitações (issue 16): a citizen lists their own requests (newest first, paged,
// searchable), reads each one's conversation without notes, and answers while the request is open;
// staff are refused (403) and someone else's request does not exist (404).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { citizenAnswerResultSchema, citizenConversationSchema, citizenRequestPageSchema } from '../../src-shared/api/citizenRequests';
import { serverDocumentSchema } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { sectorIdOf } from '../testing/inbox';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { insertAttachment } from '../medias/store';
import { citizenRequest } from '../testing/replies';
import { REOPENABLE_SUBJECTS } from '../db/seed/documentCreation';

const c = messages.citizenRequests;
let server: TestServer;
let clerk: string;
let citizen: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
});
afterEach(() => server.stop());

const citizenId = () => userIdOf(server.db, 'cidadao@demo.gov.br');
const prot = () => sectorIdOf(server.db, 'PROT');
/** A request filed by the citizen at `at`, renamed and renumbered. */
function filed(title: string, number: string, at: string, ownerId = citizenId()) {
  const made = citizenRequest(server.db, ownerId, prot(), at);
  server.db.prepare('UPDATE documents SET title = ?, number = ? WHERE uuid = ?').run(title, number, made.documentUuid);
  return made;
}
const list = (query = '', token = citizen) => server.app.inject({ method: 'GET', url: `/api/citizen/requests${query}`, headers: bearer(token) });
const mine = async (query = '') => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return citizenRequestPageSchema.parse(json(response));
};
const conversation = async (uuid: string) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/citizen/requests/${uuid}/conversation`, headers: bearer(citizen) });
  expect(response.statusCode, response.body).toBe(200);
  return citizenConversationSchema.parse(json(response)).data;
};
const answer = (uuid: string, content: unknown, token = citizen) =>
  server.app.inject({ method: 'POST', url: `/api/citizen/requests/${uuid}/answer`, headers: bearer(token), payload: { content } });
/** The clerk answers the citizen from Protocolo's inbox (Responder). */
async function clerkReplies(emailUuid: string, content: string, file?: string) {
  const created = await server.app.inject({ method: 'POST', url: '/api/inbox/email', headers: bearer(clerk), payload: { content, reply_to: { inbox_email_uuid: emailUuid } } });
  expect(created.statusCode, created.body).toBe(201);
  const draft = serverDocumentSchema.parse(json(created));
  if (file !== undefined) {
    const { payload, headers } = multipartBody([{ name: 'files[]', filename: file, type: 'application/pdf', content: SAMPLE.pdf }]);
    const uploaded = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${draft.inbox_email_uuid}/medias`, headers: { ...bearer(clerk), ...headers }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  }
  const published = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${draft.inbox_email_uuid}/publish`, headers: bearer(clerk) });
  expect(published.statusCode, published.body).toBe(200);
}

describe('Minhas solicitações', () => {
  it('lists only the citizen’s own requests, newest first, with number, stage, status and replies', async () => {
    const before = (await mine()).total;
    const older = filed('Poda de árvore', 'Requerimento nº 901/2026 — PROT', '2026-01-08T10:00:00.000Z');
    const newer = filed('Credencial de estacionamento', 'Requerimento nº 902/2026 — PROT', '2026-01-09T10:00:00.000Z');
    filed('Pedido de outra pessoa', 'Requerimento nº 903/2026 — PROT', '2026-01-09T11:00:00.000Z', userIdOf(server.db, 'servidora@demo.gov.br'));
    const docId = server.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(newer.documentUuid)!;
    server.db.prepare("INSERT INTO stages (document_id, position, name, status) VALUES (?, 1, 'Triagem', 'done'), (?, 2, 'Análise', 'current')").run(docId, docId);
    await clerkReplies(newer.emailUuid, '<p>Recebemos seu pedido.</p>');

    const page = await mine();
    expect(page.total).toBe(before + 2);
    expect(page.data.slice(0, 2)).toEqual([
      expect.objectContaining({ uuid: newer.documentUuid, number: 'Requerimento nº 902/2026 — PROT', title: 'Credencial de estacionamento', status: 'open', stage: 'Análise', replies: 1, unread: 1 }),
      expect.objectContaining({ uuid: older.documentUuid, number: 'Requerimento nº 901/2026 — PROT', status: 'open', stage: null, replies: 0, unread: 0 }),
    ]);
    expect(page.data.map((item) => item.title)).not.toContain('Pedido de outra pessoa');
  });

  it('counts as new the replies the citizen has not seen since last opening the request', async () => {
    const request = filed('Buraco na rua', 'Requerimento nº 907/2026 — PROT', '2026-01-11T10:00:00.000Z');
    const unread = async () => (await mine()).data.find((item) => item.uuid === request.documentUuid)?.unread;
    await clerkReplies(request.emailUuid, '<p>Equipe a caminho.</p>');
    await clerkReplies(request.emailUuid, '<p>Serviço agendado.</p>');
    expect(await unread()).toBe(2);
    await conversation(request.documentUuid);
    expect(await unread()).toBe(0);
    await clerkReplies(request.emailUuid, '<p>Serviço concluído.</p>');
    expect(await unread()).toBe(1);
  });

  it('pages in the staff lists’ shape and searches number and title', async () => {
    for (let i = 1; i <= 3; i += 1) filed(`Pedido ${i}`, `Requerimento nº 91${i}/2026 — PROT`, `2026-01-0${i}T10:00:00.000Z`);
    const total = (await mine()).total;
    const second = await mine('?per_page=2&page=2');
    expect(second).toMatchObject({ current_page: 2, per_page: 2, total, last_page: Math.ceil(total / 2), from: 3 });
    expect(second.prev_page_url).toContain('page=1');

    expect((await mine('?search=912')).data.map((item) => item.title)).toEqual(['Pedido 2']);
    expect((await mine(`?search=${encodeURIComponent('pedido 3')}`)).data.map((item) => item.title)).toEqual(['Pedido 3']);
    expect((await mine('?search=%25')).total).toBe(0);
  });

  it('is for citizens only', async () => {
    expect((await list('', clerk)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/citizen/requests' })).statusCode).toBe(401);
  });
});

describe('the request’s conversation', () => {
  it('shows the citizen’s message and the organisation’s replies, never a note, and whether they may answer', async () => {
    const request = filed('Poda de árvore', 'Requerimento nº 901/2026 — PROT', '2026-01-10T11:00:00.000Z');
    const note = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${request.emailUuid}/dispatch`, headers: bearer(clerk), payload: { type: 'note', content: 'Nota interna: conferir' } });
    expect(note.statusCode, note.body).toBe(201);
    await clerkReplies(request.emailUuid, '<p>A poda foi agendada.</p>');
    const data = await conversation(request.documentUuid);
    expect(data).toMatchObject({ status: 'open', stage: null, can_answer: true, text: '<p>Peço a poda da árvore em frente ao número 12.</p>' });
    expect(data.items.map((item) => [item.type, item.mine])).toEqual([
      ['dispatch', true],
      ['reply', false],
    ]);
    expect(JSON.stringify(data)).not.toContain('Nota interna');
  });
});

describe('the request’s files', () => {
  it('are the citizen’s own and those sent to them with a reply; never a nota’s, a despacho’s or the staff’s', async () => {
    const request = filed('Poda de árvore', 'Requerimento nº 901/2026 — PROT', '2026-01-10T11:00:00.000Z');
    const docId = server.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(request.documentUuid)!;
    const file = (name: string) => ({ name, group: 'Anexos', extension: 'pdf', mime: 'application/pdf', bytes: Buffer.from(`%PDF ${name}`) });
    const own = insertAttachment(server.db, docId, citizenId(), file('comprovante.pdf'), '2026-01-10T11:00:00.000Z');
    const staffs = insertAttachment(server.db, docId, userIdOf(server.db, 'servidor@demo.gov.br'), file('planilha-interna.pdf'), '2026-01-10T11:10:00.000Z');
    const note = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${request.emailUuid}/dispatch`, headers: bearer(clerk), payload: { type: 'note', content: 'Conferir' } });
    expect(note.statusCode, note.body).toBe(201);
    const noteId = server.db.prepare<[], number>("SELECT id FROM dispatches WHERE type = 'note' ORDER BY id DESC LIMIT 1").pluck().get()!;
    const noteFile = insertAttachment(server.db, docId, userIdOf(server.db, 'servidor@demo.gov.br'), file('nota.pdf'), '2026-01-10T11:20:00.000Z', noteId);
    await clerkReplies(request.emailUuid, '<p>Segue o protocolo.</p>', 'protocolo.pdf');

    const { files, items } = await conversation(request.documentUuid);
    expect(files.map((entry) => [entry.name, entry.mine])).toEqual([
      ['comprovante.pdf', true],
      ['protocolo.pdf', false],
    ]);
    expect(files[1]!.dispatch_uuid).toBe(items.find((item) => item.type === 'reply')!.dispatch_uuid);

    const download = (id: number, token = citizen) => server.app.inject({ method: 'GET', url: `/api/citizen/requests/${request.documentUuid}/files/${id}`, headers: bearer(token) });
    const mine = await download(own.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    expect(mine.body).toBe('%PDF comprovante.pdf');
    expect((await download(files[1]!.id)).statusCode).toBe(200);
    expect((await download(staffs.id)).statusCode).toBe(404);
    expect((await download(noteFile.id)).statusCode).toBe(404);
    expect((await download(own.id, clerk)).statusCode).toBe(403);
  });
});

describe('the citizen’s answer', () => {
  it('goes unread to the sector inbox that holds the request, notified, and shows in the conversation', async () => {
    const request = filed('Poda de árvore', 'Requerimento nº 901/2026 — PROT', '2026-01-10T11:00:00.000Z');
    await clerkReplies(request.emailUuid, '<p>Envie o endereço completo.</p>');
    const notifications = server.db.prepare('SELECT count(*) FROM notifications').pluck().get() as number;
    const response = await answer(request.documentUuid, 'Rua das Flores, 12 <b>Centro</b>\nPerto da praça');
    expect(response.statusCode, response.body).toBe(201);
    const { dispatch_uuid } = citizenAnswerResultSchema.parse(json(response));
    const made = server.db.prepare('SELECT type, from_user_id, to_sector_id, content FROM dispatches WHERE uuid = ?').get(dispatch_uuid);
    expect(made).toEqual({ type: 'reply', from_user_id: citizenId(), to_sector_id: prot(), content: '<p>Rua das Flores, 12 &lt;b&gt;Centro&lt;/b&gt;</p><p>Perto da praça</p>' });
    expect(server.db.prepare("SELECT is_read FROM inbox_emails WHERE dispatch_id = (SELECT id FROM dispatches WHERE uuid = ?) AND box = 'inbox' AND sector_id = ?").get(dispatch_uuid, prot())).toEqual({
      is_read: 0,
    });
    expect(server.db.prepare('SELECT count(*) FROM notifications').pluck().get()).toBeGreaterThan(notifications);
    expect((await conversation(request.documentUuid)).items.map((item) => item.type)).toEqual(['dispatch', 'reply', 'reply']);
  });

  it('is refused once the request is closed, past its flow, or with no sector holding it', async () => {
    const closed = filed('Encerrada', 'Requerimento nº 901/2026 — PROT', '2026-01-10T11:00:00.000Z');
    server.db.prepare('UPDATE inbox_emails SET is_closed = 1, is_archived = 1 WHERE uuid = ?').run(closed.emailUuid);
    expect(json(await answer(closed.documentUuid, 'Ainda preciso'))).toMatchObject({ message: c.answerClosed });
    expect((await conversation(closed.documentUuid)).can_answer).toBe(false);

    const finished = filed('Fluxo concluído', 'Requerimento nº 902/2026 — PROT', '2026-01-10T11:00:00.000Z');
    const docId = server.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(finished.documentUuid)!;
    server.db.prepare("INSERT INTO stages (document_id, position, name, status) VALUES (?, 1, 'Triagem', 'done')").run(docId);
    const refused = await answer(finished.documentUuid, 'Ainda preciso');
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ message: c.answerClosed });
    expect((await mine()).data.find((item) => item.uuid === finished.documentUuid)?.status).toBe('closed');

    const archived = filed('Arquivada no setor', 'Requerimento nº 903/2026 — PROT', '2026-01-10T11:00:00.000Z');
    server.db.prepare('UPDATE inbox_emails SET is_archived = 1 WHERE uuid = ?').run(archived.emailUuid);
    expect(json(await answer(archived.documentUuid, 'Ainda preciso'))).toMatchObject({ message: c.answerNoSector });
    expect(server.db.prepare("SELECT count(*) FROM dispatches WHERE type = 'reply' AND from_user_id = ?").pluck().get(citizenId())).toBe(0);
  });

  it('reopens a closed request, in the sector that last held it, where the subject allows (users_can_reopen_document)', async () => {
    const subjectOf = (name: string) => server.db.prepare<[string], number>('SELECT id FROM subjects WHERE name = ?').pluck().get(name)!;
    const request = filed('Poste apagado', 'Requerimento nº 904/2026 — PROT', '2026-01-10T11:00:00.000Z');
    server.db.prepare('UPDATE documents SET subject_id = ? WHERE uuid = ?').run(subjectOf(REOPENABLE_SUBJECTS[0]!), request.documentUuid);
    server.db.prepare('UPDATE inbox_emails SET is_closed = 1, is_archived = 1, is_read = 1 WHERE uuid = ?').run(request.emailUuid);
    const closed = await conversation(request.documentUuid);
    expect(closed).toMatchObject({ status: 'closed', can_answer: true, answer_reopens: true });

    const response = await answer(request.documentUuid, 'A lâmpada apagou de novo');
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({ message: c.answerReopened });
    expect(
      server.db.prepare("SELECT sector_id, is_read, is_closed FROM inbox_emails WHERE document_id = (SELECT id FROM documents WHERE uuid = ?) AND box = 'inbox' ORDER BY id DESC LIMIT 1").get(request.documentUuid),
    ).toEqual({ sector_id: prot(), is_read: 0, is_closed: 0 });
    expect(await conversation(request.documentUuid)).toMatchObject({ status: 'open', can_answer: true, answer_reopens: false });

    // The same closure under a subject that does not allow it stays final.
    const other = filed('Matrícula', 'Requerimento nº 905/2026 — PROT', '2026-01-10T11:00:00.000Z');
    server.db.prepare('UPDATE documents SET subject_id = ? WHERE uuid = ?').run(subjectOf('Pedido de matrícula escolar'), other.documentUuid);
    server.db.prepare('UPDATE inbox_emails SET is_closed = 1, is_archived = 1 WHERE uuid = ?').run(other.emailUuid);
    expect(await conversation(other.documentUuid)).toMatchObject({ can_answer: false, answer_reopens: false });
    expect(json(await answer(other.documentUuid, 'Ainda preciso'))).toMatchObject({ message: c.answerClosed });

    // A finished flow is not reopened by an answer, even under a reopenable subject.
    const finished = filed('Fluxo concluído', 'Requerimento nº 906/2026 — PROT', '2026-01-10T11:00:00.000Z');
    const docId = server.db.prepare<[string], number>('SELECT id FROM documents WHERE uuid = ?').pluck().get(finished.documentUuid)!;
    server.db.prepare('UPDATE documents SET subject_id = ? WHERE id = ?').run(subjectOf(REOPENABLE_SUBJECTS[0]!), docId);
    server.db.prepare("INSERT INTO stages (document_id, position, name, status) VALUES (?, 1, 'Triagem', 'done')").run(docId);
    expect(json(await answer(finished.documentUuid, 'Ainda preciso'))).toMatchObject({ message: c.answerClosed });
  });

  it('needs a message, and is the owner’s only: staff 403, someone else’s or unknown 404', async () => {
    const request = filed('Poda de árvore', 'Requerimento nº 901/2026 — PROT', '2026-01-10T11:00:00.000Z');
    const blank = await answer(request.documentUuid, '   ');
    expect(blank.statusCode).toBe(422);
    expect(json(blank)).toMatchObject({ errors: { content: [c.answerRequired] } });
    expect((await answer(request.documentUuid, 'Oi', clerk)).statusCode).toBe(403);
    const others = filed('De outra pessoa', 'Requerimento nº 909/2026 — PROT', '2026-01-10T11:00:00.000Z', userIdOf(server.db, 'servidora@demo.gov.br'));
    expect((await answer(others.documentUuid, 'Oi')).statusCode).toBe(404);
    expect((await answer(randomUUID(), 'Oi')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/citizen/requests/${others.documentUuid}/conversation`, headers: bearer(citizen) })).statusCode).toBe(404);
  });
});
