// Signature requests with details and blocks (issue 19, §2): the requester asks for the document
// and/or some of its attachments, or a block of documents, with a message and a deadline; the
// signer signs the whole block in one run or declines it with a reason; the requester follows
// their requests (GET /signature/request/mine) and cancels a signer's part or the whole block;
// every change notifies the other side.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationListSchema, type Notification } from '../../src-shared/api/notifications';
import { createSignatureRequestResponseSchema, signatureRequestSchema, type CreateSignatureRequestResponse } from '../../src-shared/api/signatureRequests';
import { signingSessionSchema } from '../../src-shared/api/signingSession';
import { pageSchema } from '../../src-shared/api/page';
import { messages } from '../../src-shared/messages';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { storeFile } from '../testing/documents';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid } from '../testing/inbox';

const r = messages.signatureRequests;
let server: TestServer;
let clerk: string;
let admin: string;
let colleague: string;
let clerkId: number;
let adminId: number;
let colleagueId: number;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
  colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
  clerkId = userIdOf(server.db, 'servidor@demo.gov.br');
  adminId = userIdOf(server.db, 'admin@demo.gov.br');
  colleagueId = userIdOf(server.db, 'servidora@demo.gov.br');
});
afterEach(() => server.stop());

const OUTSIDERS = `SELECT id FROM sectors WHERE symbol IN ('SESAU', 'ATB', 'VISA', 'SEMED')`;
const UNTOUCHED = `ie.box = 'inbox' AND ie.is_archived = 0 AND NOT EXISTS (SELECT 1 FROM signatures s WHERE s.document_id = d.id)
  AND NOT EXISTS (SELECT 1 FROM signature_requests q WHERE q.document_id = d.id) AND d.confidentiality = 'not-confidential'
  AND (d.sector_id IS NULL OR d.sector_id NOT IN (${OUTSIDERS}))
  AND NOT EXISTS (SELECT 1 FROM inbox_emails o WHERE o.document_id = d.id AND (o.sector_id IN (${OUTSIDERS}) OR o.user_id IS NOT NULL))`;
const protEmail = (skip: string[] = []) => emailUuid(server.db, { sector: 'PROT' }, `${UNTOUCHED} ${skip.map((uuid) => `AND ie.uuid <> '${uuid}'`).join(' ')}`);
const documentOf = (inboxEmailUuid: string) =>
  server.db
    .prepare<[string], { id: number; uuid: string; title: string }>('SELECT d.id, d.uuid, d.title FROM inbox_emails ie JOIN documents d ON d.id = ie.document_id WHERE ie.uuid = ?')
    .get(inboxEmailUuid) as { id: number; uuid: string; title: string };
const personOf = (userId: number) => server.db.prepare<[number], number>('SELECT person_id FROM users WHERE id = ?').pluck().get(userId) as number;
const ISO = (seconds: number) => new Date(server.clock.now() + seconds * 1000).toISOString();

const ask = (payload: object, token = clerk) => server.app.inject({ method: 'POST', url: '/api/signature/request', headers: bearer(token), payload });
const askOk = async (payload: object): Promise<CreateSignatureRequestResponse> => {
  const response = await ask(payload);
  expect(response.statusCode, response.body).toBe(201);
  return createSignatureRequestResponseSchema.parse(json(response));
};
const post = (url: string, token: string, payload: object = {}) => server.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const bell = async (token: string, userId: number): Promise<Notification[]> => {
  const response = await server.app.inject({ method: 'GET', url: `/api/notification?peopleId=${personOf(userId)}&status=all`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(json(response)).data;
};
const session = async (uuid: string, token: string) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/signature/session?batchType=signature-request&signature_request_uuid=${uuid}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return signingSessionSchema.parse(json(response));
};
const sign = (id: number, type: 'doc' | 'attachment', uuid: string, token: string) =>
  post(`/api/signature/sign/${id}?type=${type}`, token, { password: DEMO_PASSWORD, signature_request_uuid: uuid });
const mine = async (query = '', token = clerk) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/signature/request/mine${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema(signatureRequestSchema).parse(json(response));
};
const statusesOf = (blockUuid: string) =>
  server.db.prepare<[string], { requested_user_id: number; attachment_id: number | null; status: string; decline_reason: string | null }>(
    'SELECT requested_user_id, attachment_id, status, decline_reason FROM signature_requests WHERE block_uuid = ? ORDER BY id',
  ).all(blockUuid);

describe('asking with targets, a message and a deadline', () => {
  it('asks two signers for the document and one attachment: one block, one row per signer and target, one notification each', async () => {
    const uuid = protEmail();
    const document = documentOf(uuid);
    const file = storeFile(server.db, document.id, clerkId, { name: 'planta.pdf' });
    storeFile(server.db, document.id, clerkId, { name: 'outro.pdf' });
    const due = ISO(3 * 86400);
    const body = await askOk({ inbox_email_uuid: uuid, attachment_ids: [file.id], user_ids: [adminId, colleagueId], message: '  Por favor, assine até sexta.  ', due_at: due });
    expect(body.data).toHaveLength(4);
    expect(new Set(body.data.map((row) => row.block_uuid)).size).toBe(1);
    expect(body.data.map((row) => [row.requested_user.id, row.attachment?.name ?? null])).toEqual([
      [adminId, null],
      [adminId, 'planta.pdf'],
      [colleagueId, null],
      [colleagueId, 'planta.pdf'],
    ]);
    expect(body.data[0]).toMatchObject({ message: 'Por favor, assine até sexta.', due_at: due, decline_reason: null, document_title: document.title, status: 'created' });
    const notes = (await bell(colleague, colleagueId)).filter((note) => note.description.includes(document.title) && note.data.status === 'created');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.url).toBe(`/sign?batchType=signature-request&signature_request_uuid=${body.data[2]?.uuid}`);

    // The signer's run holds exactly the document and the attachment asked, and nothing else.
    const run = await session(body.data[2]?.uuid as string, colleague);
    expect(run.documents.map((item) => [item.type, item.id])).toEqual([
      ['doc', document.id],
      ['attachment', file.id],
    ]);
    expect(run.settings.canChooseDocs).toBe(false);
  });

  it('asks only for attachments when include_document is false', async () => {
    const uuid = protEmail();
    const file = storeFile(server.db, documentOf(uuid).id, clerkId);
    const body = await askOk({ inbox_email_uuid: uuid, include_document: false, attachment_ids: [file.id], user_ids: [adminId] });
    expect(body.data.map((row) => row.attachment?.id)).toEqual([file.id]);
  });

  it('refuses a past deadline, a message over 1000 characters, an attachment of another document, nothing to sign; creates nothing', async () => {
    const uuid = protEmail();
    const other = storeFile(server.db, documentOf(protEmail([uuid])).id, clerkId);
    const before = server.db.prepare('SELECT count(*) FROM signature_requests').pluck().get();
    const cases: [object, string, string][] = [
      [{ due_at: ISO(-60) }, 'due_at', r.dueInPast],
      [{ due_at: 'amanhã' }, 'due_at', r.dueInvalid],
      [{ message: 'x'.repeat(1001) }, 'message', r.messageTooLong],
      [{ attachment_ids: [other.id] }, 'attachment_ids.0', r.attachmentNotOfDocument],
      [{ include_document: false }, 'attachment_ids', r.targetsRequired],
      [{ inbox_email_uuids: [uuid], attachment_ids: [other.id], inbox_email_uuid: undefined }, 'attachment_ids', r.blockWithAttachments],
    ];
    for (const [extra, field, message] of cases) {
      const response = await ask({ inbox_email_uuid: uuid, user_ids: [adminId], ...extra });
      expect(response.statusCode, field).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors[field], field).toEqual([message]);
    }
    expect(server.db.prepare('SELECT count(*) FROM signature_requests').pluck().get()).toBe(before);
  });
});

describe('a block of documents', () => {
  it('is signed in one run; each signature answers its row; the requester is told once, when all is signed', async () => {
    const first = protEmail();
    const second = protEmail([first]);
    const body = await askOk({ inbox_email_uuids: [first, second], user_ids: [adminId], message: 'Bloco de fim de mês' });
    expect(body.data.map((row) => row.document_uuid)).toEqual([documentOf(first).uuid, documentOf(second).uuid]);
    const [notice] = (await bell(admin, adminId)).filter((note) => note.data.signature_request_uuid === body.data[0]?.uuid);
    expect(notice?.description).toBe(messages.notifications.signatureRequestLine('João Pedro Almeida', r.blockTitle(documentOf(first).title, 2)));

    const run = await session(body.data[0]?.uuid as string, admin);
    expect(run.documents.map((item) => item.id)).toEqual([documentOf(first).id, documentOf(second).id]);
    const requesterNotes = async () => (await bell(clerk, clerkId)).filter((note) => note.title === r.signedTitle);
    const signedFirst = await sign(documentOf(first).id, 'doc', body.data[0]?.uuid as string, admin);
    expect(signedFirst.statusCode, signedFirst.body).toBe(200);
    expect(await requesterNotes()).toHaveLength(0);
    // The run names the block's first row for every target; the second document answers its own row.
    const signedSecond = await sign(documentOf(second).id, 'doc', body.data[0]?.uuid as string, admin);
    expect(signedSecond.statusCode, signedSecond.body).toBe(200);
    expect(json<{ signature_request_uuid: string }>(signedSecond).signature_request_uuid).toBe(body.data[1]?.uuid);
    expect(statusesOf(body.data[0]?.block_uuid as string).map((row) => row.status)).toEqual(['accepted', 'accepted']);
    const told = await requesterNotes();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ description: r.signedLine('Mariana Costa Ribeiro', r.blockTitle(documentOf(first).title, 2)), url: '/signatures/requests', notifiable: { status: 'accepted' } });
    // A document outside the block is refused as another document's request.
    const outside = await sign(documentOf(protEmail([first, second])).id, 'doc', body.data[0]?.uuid as string, admin);
    expect(outside.statusCode).toBe(422);
  });

  it('refuses a block with an email the caller cannot open (404) and creates nothing', async () => {
    const mineEmail = protEmail();
    const theirs = emailUuid(server.db, { sector: 'SESAU' });
    const response = await ask({ inbox_email_uuids: [mineEmail, theirs], user_ids: [adminId] });
    expect([403, 404]).toContain(response.statusCode);
    expect(server.db.prepare('SELECT count(*) FROM signature_requests WHERE document_id = ?').pluck().get(documentOf(mineEmail).id)).toBe(0);
  });
});

describe('declining with a reason', () => {
  it('declines the signer\'s whole part with the reason; the requester is told the reason; the other signer is untouched', async () => {
    const uuid = protEmail();
    const file = storeFile(server.db, documentOf(uuid).id, clerkId);
    const body = await askOk({ inbox_email_uuid: uuid, attachment_ids: [file.id], user_ids: [adminId, colleagueId] });
    const colleagueRow = body.data.find((row) => row.requested_user.id === colleagueId);
    const tooShort = await post(`/api/signature/request/${colleagueRow?.uuid}/decline`, colleague, { reason: 'x' });
    expect(tooShort.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(tooShort).errors.reason).toEqual([r.reasonTooShort]);
    const response = await post(`/api/signature/request/${colleagueRow?.uuid}/decline`, colleague, { reason: 'Não sou responsável por este setor' });
    expect(response.statusCode, response.body).toBe(200);
    expect(statusesOf(body.data[0]?.block_uuid as string)).toEqual([
      { requested_user_id: adminId, attachment_id: null, status: 'created', decline_reason: null },
      { requested_user_id: adminId, attachment_id: file.id, status: 'created', decline_reason: null },
      { requested_user_id: colleagueId, attachment_id: null, status: 'declined', decline_reason: 'Não sou responsável por este setor' },
      { requested_user_id: colleagueId, attachment_id: file.id, status: 'declined', decline_reason: 'Não sou responsável por este setor' },
    ]);
    const told = (await bell(clerk, clerkId)).filter((note) => note.title === r.declinedTitle);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      description: r.declinedLine('Ana Beatriz Souza Lima', documentOf(uuid).title, 'Não sou responsável por este setor'),
      notifiable: { status: 'declined' },
    });
    // Another user may not decline it; declining twice is refused.
    expect((await post(`/api/signature/request/${colleagueRow?.uuid}/decline`, admin, { reason: 'Não quero' })).statusCode).toBe(403);
    expect((await post(`/api/signature/request/${colleagueRow?.uuid}/decline`, colleague, { reason: 'De novo' })).statusCode).toBe(422);
    const listed = (await mine('?status=declined')).data.filter((row) => row.block_uuid === body.data[0]?.block_uuid);
    expect(listed.map((row) => row.decline_reason)).toEqual(['Não sou responsável por este setor', 'Não sou responsável por este setor']);
  });
});

describe('canceling and my requests', () => {
  it('cancels one signer\'s part or the whole block; each signer is told once; the list filters by state and pages', async () => {
    const uuid = protEmail();
    const file = storeFile(server.db, documentOf(uuid).id, clerkId);
    const body = await askOk({ inbox_email_uuid: uuid, attachment_ids: [file.id], user_ids: [adminId, colleagueId] });
    const adminRow = body.data[0];
    const one = await post(`/api/signature/request/${adminRow?.uuid}/cancel`, clerk);
    expect(one.statusCode, one.body).toBe(200);
    expect(statusesOf(adminRow?.block_uuid as string).map((row) => row.status)).toEqual(['canceled', 'canceled', 'created', 'created']);
    const adminTold = (await bell(admin, adminId)).filter((note) => note.title === r.canceledTitle);
    expect(adminTold).toHaveLength(1);
    expect(adminTold[0]).toMatchObject({ description: r.canceledLine('João Pedro Almeida', documentOf(uuid).title), url: null, notifiable: { status: 'canceled' } });
    // The canceled signer's run no longer offers what was canceled.
    const run = await session(adminRow?.uuid as string, admin);
    expect(run.documents.filter((item) => item.type === 'attachment')).toHaveLength(0);

    const whole = await post(`/api/signature/request/${body.data[2]?.uuid}/cancel`, clerk, { scope: 'block' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(statusesOf(adminRow?.block_uuid as string).map((row) => row.status)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    expect((await bell(colleague, colleagueId)).filter((note) => note.title === r.canceledTitle)).toHaveLength(1);
    expect((await bell(admin, adminId)).filter((note) => note.title === r.canceledTitle)).toHaveLength(1);
    // Only the requester (or an administrator) cancels.
    server.clock.advance(60);
    const another = await askOk({ inbox_email_uuid: protEmail([uuid]), user_ids: [adminId] });
    expect((await post(`/api/signature/request/${another.data[0]?.uuid}/cancel`, colleague)).statusCode).toBe(403);

    const all = await mine('?per_page=2');
    expect(all.per_page).toBe(2);
    expect(all.data).toHaveLength(2);
    expect(all.data[0]?.uuid).toBe(another.data[0]?.uuid);
    expect(all.data.every((row) => row.requested_by?.id === clerkId)).toBe(true);
    const canceled = await mine('?status=canceled&per_page=100');
    expect(canceled.data.filter((row) => row.block_uuid === adminRow?.block_uuid)).toHaveLength(4);
    expect(canceled.data.every((row) => row.status === 'canceled')).toBe(true);
    // Someone else's list holds none of them.
    expect((await mine('?per_page=100', admin)).data.some((row) => row.block_uuid === adminRow?.block_uuid)).toBe(false);
  });
});
