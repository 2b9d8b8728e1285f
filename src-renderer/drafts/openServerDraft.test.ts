// Reopening a server draft from Rascunhos (issue 15): the editor gets that draft, its saves update
// it from its version (never a second draft), the desktop's unsent text is never lost, and each
// failure is told apart.
import { describe, expect, it } from 'vitest';
import { documentBodySchema } from '../../src-shared/api/documents';
import { ApiError } from '../api/ApiError';
import { draftEditorPath } from './draftEditorPath';
import { createDraftSync } from './draftSync';
import { fakeDraftStore, fakeServer } from './testing/fakeDrafts';
import { openServerDraft } from './openServerDraft';

/** A draft someone saved on the server earlier (another computer, the web, a cleared local store). */
async function savedOnServer() {
  const server = fakeServer();
  const created = await server.api.create(documentBodySchema.parse({ subject: 'Ofício salvo', content: '<p>texto</p>' }), 'key-1');
  const updated = await server.api.update(created.inbox_email_uuid, { base_version: 1, body: { ...created.body, content: '<p>texto 2</p>' } });
  server.calls.length = 0;
  return { server, uuid: updated.inbox_email_uuid };
}

describe('which editor a draft opens in', () => {
  it('opens a server draft, and a draft on this computer, in Novo documento of the inbox it is in', () => {
    expect(draftEditorPath('sector', { serverUuid: 'c7d1b1f0-1111-4222-8333-444455556666' })).toBe('/inbox/sector/document/create?serverDraft=c7d1b1f0-1111-4222-8333-444455556666');
    expect(draftEditorPath('personal', { localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f' })).toBe('/inbox/personal/document/create?draft=6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f');
  });

  it('opens a reply in the reply screen of the email it answers, from the inbox it was written in', () => {
    const answered = 'a1b2c3d4-1111-4222-8333-444455556666';
    const reply = documentBodySchema.parse({ from: 'personal', content: '<p>Resposta</p>', reply_to: { inbox_email_uuid: answered, all: true } });
    expect(draftEditorPath('sector', { serverUuid: 'c7d1b1f0-1111-4222-8333-444455556666', body: reply })).toBe(
      `/inbox/personal/reply/${answered}?all=1&serverDraft=c7d1b1f0-1111-4222-8333-444455556666`,
    );
    expect(draftEditorPath('sector', { localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f', body: { ...reply, reply_to: { inbox_email_uuid: answered, all: false, kind: 'reply' } } })).toBe(
      `/inbox/personal/reply/${answered}?draft=6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f`,
    );
  });
});

describe('opening a server draft on the web', () => {
  it('edits the server copy from its version', async () => {
    const { server, uuid } = await savedOnServer();
    const opened = await openServerDraft(uuid, { fetchDraft: server.fetchDraft });
    expect(opened).toMatchObject({ kind: 'server', server: { inbox_email_uuid: uuid, version: 2, body: { subject: 'Ofício salvo', content: '<p>texto 2</p>' } } });
  });

  it('says the draft is gone when it was deleted or published meanwhile', async () => {
    const { server, uuid } = await savedOnServer();
    server.documents.set(uuid, { ...server.documents.get(uuid)!, documentStatus: 'published' });
    expect(await openServerDraft(uuid, { fetchDraft: server.fetchDraft })).toEqual({ kind: 'not-found' });
    server.documents.delete(uuid);
    expect(await openServerDraft(uuid, { fetchDraft: server.fetchDraft })).toEqual({ kind: 'not-found' });
  });

  it('tells being offline from a refusal', async () => {
    const { server, uuid } = await savedOnServer();
    server.setOffline(true);
    expect(await openServerDraft(uuid, { fetchDraft: server.fetchDraft })).toEqual({ kind: 'offline' });
    const forbidden = new ApiError(403, { message: 'Sem acesso' });
    expect(await openServerDraft(uuid, { fetchDraft: () => Promise.reject(forbidden) })).toEqual({ kind: 'error', error: forbidden });
  });
});

describe('opening a server draft on the desktop', () => {
  it('adopts it into this computer, and the outbox then updates that same server draft from its version', async () => {
    const { server, uuid } = await savedOnServer();
    const drafts = fakeDraftStore();
    const opened = await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts });
    expect(opened).toMatchObject({ kind: 'local', offline: false, record: { serverUuid: uuid, serverVersion: 2, status: 'synced', body: { content: '<p>texto 2</p>' } } });
    if (opened.kind !== 'local') return;

    await drafts.save({ localId: opened.record.localId, body: { ...opened.record.body, content: '<p>editado</p>' } });
    await createDraftSync({ drafts, api: server.api }).run();
    expect(server.calls).toEqual([`draft:${uuid}`, `update:${uuid}:2`]);
    expect(server.documents.size).toBe(1);
    expect(server.documents.get(uuid)).toMatchObject({ version: 3, body: { content: '<p>editado</p>' } });
  });

  it('resumes the copy already on this computer, with the text it has not sent yet', async () => {
    const { server, uuid } = await savedOnServer();
    const drafts = fakeDraftStore();
    const first = await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts });
    if (first.kind !== 'local') throw new Error('not adopted');
    await drafts.save({ localId: first.record.localId, body: { ...first.record.body, content: '<p>não enviado</p>' } });
    const again = await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts });
    expect(again).toMatchObject({ kind: 'local', record: { localId: first.record.localId, status: 'local', body: { content: '<p>não enviado</p>' } } });
    expect(drafts.records.size).toBe(1);
  });

  it('offline, opens the copy on this computer, or says there is none', async () => {
    const { server, uuid } = await savedOnServer();
    const drafts = fakeDraftStore();
    server.setOffline(true);
    expect(await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts })).toEqual({ kind: 'offline' });
    expect(drafts.records.size).toBe(0);
    server.setOffline(false);
    const adopted = await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts });
    server.setOffline(true);
    expect(await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts })).toEqual({ ...adopted, offline: true });
  });

  it('adopts nothing when the draft is gone', async () => {
    const { server, uuid } = await savedOnServer();
    server.documents.delete(uuid);
    const drafts = fakeDraftStore();
    expect(await openServerDraft(uuid, { fetchDraft: server.fetchDraft, local: drafts })).toEqual({ kind: 'not-found' });
    expect(drafts.records.size).toBe(0);
  });
});
