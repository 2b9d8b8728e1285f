// Inbox email actions of spec §4/§7, one by one and in bulk, and the item view's calls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bulkResultSchema,
  draftSchema,
  inboxItemSchema,
  summarySchema,
  timelineSchema,
  viewedEmailSchema,
} from '../../src-shared/api/inbox';
import { serverDocumentSchema } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { createDraft, storeFile } from '../testing/documents';
import { emailUuid, getInbox } from '../testing/inbox';

const m = messages.server;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const put = (url: string, payload?: unknown, token = clerk) =>
  server.app.inject({ method: 'PUT', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const row = (uuid: string) =>
  server.db.prepare('SELECT is_favorite, is_archived, is_closed, is_reopened, responsible_user_id FROM inbox_emails WHERE uuid = ?').get(uuid);
const open = (condition: string) => emailUuid(server.db, { sector: 'PROT' }, condition);
const foreign = () => emailUuid(server.db, { sector: 'SESAU' });

describe('PUT /api/inbox/email/:id/{favorite,unfavorite,archive,reopen,close}', () => {
  it('favourites and unfavourites, answering with the item', async () => {
    const uuid = open('ie.is_favorite = 0');
    const response = await put(`/api/inbox/email/${uuid}/favorite`);
    expect(response.statusCode).toBe(200);
    expect(inboxItemSchema.parse(json(response))).toMatchObject({ inbox_email_uuid: uuid, is_favorite: true });
    await put(`/api/inbox/email/${uuid}/unfavorite`);
    expect(row(uuid)).toMatchObject({ is_favorite: 0 });
  });

  it('archives; reopening clears archived on a new child email whose uuid it answers with', async () => {
    const uuid = open("ie.is_archived = 0 AND ie.box = 'inbox'");
    await put(`/api/inbox/email/${uuid}/archive`);
    expect(row(uuid)).toMatchObject({ is_archived: 1 });
    const reopened = inboxItemSchema.parse(json(await put(`/api/inbox/email/${uuid}/reopen`)));
    expect(reopened.inbox_email_uuid).not.toBe(uuid);
    expect(reopened).toMatchObject({ is_reopened: true, is_archived: false });
    expect(server.db.prepare('SELECT parent_id FROM inbox_emails WHERE uuid = ?').pluck().get(reopened.inbox_email_uuid)).toBe(
      server.db.prepare('SELECT id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid),
    );
  });

  it('refuses to reopen what is not archived, and closing twice, with 422', async () => {
    const uuid = open('ie.is_archived = 0');
    const reopen = await put(`/api/inbox/email/${uuid}/reopen`);
    expect(reopen.statusCode).toBe(422);
    expect(json(reopen)).toMatchObject({ message: m.inboxReopenNotArchived });
    await put(`/api/inbox/email/${uuid}/close`);
    expect(row(uuid)).toMatchObject({ is_closed: 1, is_archived: 1 });
    expect((await put(`/api/inbox/email/${uuid}/close`)).statusCode).toBe(422);
  });

  it('answers 401 without a token, 403 for another sector\'s email, 404 for an unknown one, 422 for a malformed id', async () => {
    expect((await server.app.inject({ method: 'PUT', url: `/api/inbox/email/${foreign()}/favorite` })).statusCode).toBe(401);
    const refused = await put(`/api/inbox/email/${foreign()}/favorite`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: m.inboxEmailForbidden });
    expect((await put('/api/inbox/email/00000000-0000-4000-8000-000000000000/archive')).statusCode).toBe(404);
    expect((await put('/api/inbox/email/not-a-uuid/archive')).statusCode).toBe(422);
  });

  it("lets a clerk act on a sub-sector's email and on its personal inbox", async () => {
    expect((await put(`/api/inbox/email/${emailUuid(server.db, { sector: 'ARQ' })}/favorite`)).statusCode).toBe(200);
    const own = emailUuid(server.db, { userId: userIdOf(server.db, 'servidor@demo.gov.br') });
    expect((await put(`/api/inbox/email/${own}/favorite`)).statusCode).toBe(200);
  });
});

describe('PUT /api/inbox/email/{action}/bulk', () => {
  it('answers one result per email, with the title of each refused one the user may see', async () => {
    const archivable = open("ie.is_archived = 0 AND ie.box = 'inbox'");
    const closed = open('ie.is_closed = 1');
    const response = await put('/api/inbox/email/close/bulk', { emailsUuids: [archivable, closed, foreign()] });
    expect(response.statusCode).toBe(200);
    const { data } = bulkResultSchema.parse(json(response));
    expect(data.map((item) => item.success)).toEqual([true, false, false]);
    expect(data[1]).toMatchObject({ status: 422, message: m.inboxAlreadyClosed });
    expect(data[1]?.success === false && data[1].title).toBeTruthy();
    expect(data[2]).toMatchObject({ status: 403, message: m.inboxEmailForbidden, title: null });
    expect(row(archivable)).toMatchObject({ is_closed: 1, is_archived: 1 });
  });

  it('archives and favourites many at once', async () => {
    const uuids = server.db
      .prepare("SELECT uuid FROM inbox_emails WHERE sector_id = (SELECT id FROM sectors WHERE symbol = 'PROT') AND is_archived = 0 LIMIT 5")
      .pluck()
      .all() as string[];
    const { data } = bulkResultSchema.parse(json(await put('/api/inbox/email/archive/bulk', { emailsUuids: uuids })));
    expect(data.every((item) => item.success)).toBe(true);
    expect(uuids.map((uuid) => row(uuid))).toEqual(uuids.map(() => expect.objectContaining({ is_archived: 1 })));
  });

  it('refuses a body without emailsUuids, with bad uuids or too many of them', async () => {
    for (const payload of [{}, { emailsUuids: [] }, { emailsUuids: ['x'] }, { emailsUuids: Array.from({ length: 101 }, () => foreign()) }]) {
      const response = await put('/api/inbox/email/favorite/bulk', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
  });
});

describe('PATCH /api/inbox/email/:id/responsible', () => {
  const patch = (uuid: string, payload: unknown) =>
    server.app.inject({ method: 'PATCH', url: `/api/inbox/email/${uuid}/responsible`, headers: bearer(clerk), payload: payload as object });

  it('sets and clears a responsible member of the inbox sector', async () => {
    const uuid = open('1');
    const me = userIdOf(server.db, 'servidor@demo.gov.br');
    const response = await patch(uuid, { responsible_id: me });
    expect(response.statusCode).toBe(200);
    expect(inboxItemSchema.parse(json(response)).responsible).toEqual({ id: me, name: 'João Pedro Almeida' });
    await patch(uuid, { responsible_id: null });
    expect(row(uuid)).toMatchObject({ responsible_user_id: null });
  });

  it('refuses someone outside the sector', async () => {
    const response = await patch(open('1'), { responsible_id: userIdOf(server.db, 'servidora@demo.gov.br') });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ errors: { responsible_id: [m.inboxResponsibleInvalid] } });
  });
});

describe('drafts, delete and remove-email', () => {
  const del = (url: string) => server.app.inject({ method: 'DELETE', url, headers: bearer(clerk) });
  const myDraft = () => emailUuid(server.db, { userId: userIdOf(server.db, 'servidor@demo.gov.br') }, "ie.box = 'draft'");

  it('reads a draft, and deletes it with its document', async () => {
    const uuid = myDraft();
    const draft = draftSchema.parse(json(await getInbox(server.app, `/api/inbox/email/${uuid}/draft`, clerk)));
    expect(draft).toMatchObject({ inbox_email_uuid: uuid, documentStatus: 'draft' });
    expect((await del(`/api/inbox/email/${uuid}`)).statusCode).toBe(204);
    expect(server.db.prepare('SELECT count(*) FROM documents WHERE id = ?').pluck().get(draft.id)).toBe(0);
  });

  it('never deletes a draft that was signed, or one whose file was signed: the signatures would go with it', async () => {
    const signedFile = await createDraft(server.app, clerk, { subject: 'Com anexo assinado' });
    const file = storeFile(server.db, signedFile.id, userIdOf(server.db, 'servidor@demo.gov.br'));
    server.db.prepare('UPDATE attachments SET is_signed = 1 WHERE id = ?').run(file.id);
    const refused = await del(`/api/inbox/email/${signedFile.inbox_email_uuid}`);
    expect([refused.statusCode, json(refused).message]).toEqual([403, messages.medias.deleteSignedDraft]);

    const signed = await createDraft(server.app, clerk, { subject: 'Assinado', content: '<p>Texto</p>' });
    const signing = await server.app.inject({ method: 'POST', url: `/api/signature/sign/${signed.id}?type=doc`, headers: bearer(clerk), payload: { password: DEMO_PASSWORD } });
    expect(signing.statusCode, signing.body).toBe(200);
    expect((await del(`/api/inbox/email/${signed.inbox_email_uuid}`)).statusCode).toBe(403);
    expect(server.db.prepare('SELECT count(*) FROM documents WHERE id IN (?, ?)').pluck().get(signedFile.id, signed.id)).toBe(2);
  });

  it('reads a draft as the editor reopens it: its version and form body, to update that same draft from', async () => {
    const created = await createDraft(server.app, clerk, { subject: 'Reaberto', content: '<p>Texto salvo</p>', isUrgent: true });
    const response = await getInbox(server.app, `/api/inbox/email/${created.inbox_email_uuid}/draft`, clerk);
    const draft = serverDocumentSchema.parse(json(response));
    expect(draft).toMatchObject({ inbox_email_uuid: created.inbox_email_uuid, version: created.version, documentStatus: 'draft', number: null });
    expect(draft.body).toMatchObject({ subject: 'Reaberto', content: '<p>Texto salvo</p>', isUrgent: true });
    expect(json(response)).toMatchObject({ subject: 'Reaberto', content: '<p>Texto salvo</p>', isUrgent: true });
  });

  it('refuses to delete or read as draft a published email', async () => {
    const uuid = open('1');
    expect((await del(`/api/inbox/email/${uuid}`)).statusCode).toBe(422);
    expect((await getInbox(server.app, `/api/inbox/email/${uuid}/draft`, clerk)).statusCode).toBe(422);
  });

  it('removes an email from this inbox only', async () => {
    const uuid = open('1');
    const documentId = server.db.prepare('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid);
    expect((await del(`/api/inbox/email/${uuid}/remove-email`)).statusCode).toBe(204);
    expect(row(uuid)).toBeUndefined();
    expect(server.db.prepare('SELECT count(*) FROM documents WHERE id = ?').pluck().get(documentId)).toBe(1);
    expect((await del(`/api/inbox/email/${foreign()}/remove-email`)).statusCode).toBe(403);
  });

  it('does not remove a draft from its box: a draft is deleted, or its document would be left unreachable', async () => {
    const uuid = myDraft();
    const refused = await del(`/api/inbox/email/${uuid}/remove-email`);
    expect([refused.statusCode, json(refused).message]).toEqual([422, messages.server.inboxDraftNotRemoved]);
    expect(row(uuid)).toBeDefined();
  });
});

describe('the item view: email by uuid, summary, timeline', () => {
  it('opens the email with stages, attachments and dispatches, and marks it read', async () => {
    const uuid = open("ie.is_read = 0 AND d.kind = 'process'");
    const response = await getInbox(server.app, `/api/inbox/email/${uuid}?order_by_direction=desc`, clerk);
    expect(response.statusCode).toBe(200);
    const view = viewedEmailSchema.parse(json(response));
    expect(view).toMatchObject({ inbox_email_uuid: uuid, kind: 'process', is_read: true });
    expect(view.stages.length).toBeGreaterThanOrEqual(3);
    expect(view.current_stage?.status).toBe('current');
    const dates = view.dispatches.map((item) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(server.db.prepare('SELECT is_read FROM inbox_emails WHERE uuid = ?').pluck().get(uuid)).toBe(1);
    expect((await getInbox(server.app, `/api/inbox/email/${foreign()}`, clerk)).statusCode).toBe(403);
  });

  it('summarises the dispatches of the document', async () => {
    const uuid = open('1');
    const { data } = summarySchema.parse(json(await getInbox(server.app, `/api/inbox/email/${uuid}/summary`, clerk)));
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ have_i_been_signed: false, is_canceled: expect.any(Boolean) });
  });

  it('timeline with startsAt returns only newer dispatches and flags them as new', async () => {
    const uuid = open("(SELECT count(*) FROM dispatches WHERE document_id = d.id) >= 2");
    const all = timelineSchema.parse(json(await getInbox(server.app, `/api/inbox/email/${uuid}/timeline`, clerk)));
    expect(all.has_new).toBe(false);
    const first = all.data[0]?.created_at ?? '';
    const newer = timelineSchema.parse(json(await getInbox(server.app, `/api/inbox/email/${uuid}/timeline?startsAt=${first}`, clerk)));
    expect(newer.data).toEqual(all.data.filter((item) => item.created_at > first));
    expect(newer.has_new).toBe(newer.data.length > 0);
    expect((await getInbox(server.app, `/api/inbox/email/${uuid}/timeline?startsAt=ontem`, clerk)).statusCode).toBe(422);
  });
});
