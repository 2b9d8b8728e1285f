import { describe, expect, it, vi } from 'vitest';
import { createDraftSync, needsSync, type SyncOutcome } from './draftSync';
import { fakeDraftStore, fakeServer } from './testing/fakeDrafts';

function setup() {
  const drafts = fakeDraftStore();
  const server = fakeServer();
  const outcomes: SyncOutcome[] = [];
  const sync = createDraftSync({ drafts, api: server.api, onOutcome: (outcome) => outcomes.push(outcome) });
  return { drafts, server, sync, outcomes };
}

describe('draft sync loop', () => {
  it('creates a new draft on the server with its idempotency key, then marks it synced', async () => {
    const { drafts, server, sync } = setup();
    const saved = await drafts.save({ body: { subject: 'Ofício 1' } });
    await sync.run();
    expect(server.calls).toEqual([`create:${saved.idempotencyKey}`]);
    const record = drafts.records.get(saved.localId)!;
    expect(record).toMatchObject({ status: 'synced', syncedRevision: 1, serverVersion: 1 });
    expect(server.documents.get(record.serverUuid!)?.body.subject).toBe('Ofício 1');
  });

  it('a create repeated with the same key makes one server draft', async () => {
    const { drafts, server, sync } = setup();
    const saved = await drafts.save({ body: { subject: 'A' } });
    await server.api.create(saved.body, saved.idempotencyKey); // an earlier create whose answer was lost
    await sync.run();
    expect(server.documents.size).toBe(1);
    expect(drafts.records.get(saved.localId)?.status).toBe('synced');
  });

  it('updates a known draft from its server version', async () => {
    const { drafts, server, sync } = setup();
    const saved = await drafts.save({ body: { subject: 'A' } });
    await sync.run();
    await drafts.save({ localId: saved.localId, body: { subject: 'B' } });
    await sync.run();
    const record = drafts.records.get(saved.localId)!;
    expect(server.calls.at(-1)).toBe(`update:${record.serverUuid}:1`);
    expect(record).toMatchObject({ status: 'synced', syncedRevision: 2, serverVersion: 2 });
    expect(server.documents.get(record.serverUuid!)?.body.subject).toBe('B');
  });

  it('does nothing for drafts already synced or waiting on a conflict', async () => {
    const { drafts, server, sync } = setup();
    const saved = await drafts.save({ body: { subject: 'A' } });
    await sync.run();
    await sync.run();
    expect(server.calls).toHaveLength(1);
    expect(needsSync(drafts.records.get(saved.localId)!)).toBe(false);
  });

  it('turns a 409 into a conflict holding the server copy, without overwriting it', async () => {
    const { drafts, server, sync, outcomes } = setup();
    const saved = await drafts.save({ body: { subject: 'A' } });
    await sync.run();
    const serverUuid = drafts.records.get(saved.localId)!.serverUuid!;
    server.editElsewhere(serverUuid, 'Editado em outro lugar');
    await drafts.save({ localId: saved.localId, body: { subject: 'Minha versão' } });
    await sync.run();
    const record = drafts.records.get(saved.localId)!;
    expect(record.status).toBe('conflict');
    expect(record.conflict?.body.subject).toBe('Editado em outro lugar');
    expect(record.body.subject).toBe('Minha versão');
    expect(server.documents.get(serverUuid)?.body.subject).toBe('Editado em outro lugar');
    expect(outcomes.at(-1)?.kind).toBe('conflict');
    await sync.run();
    expect(server.calls.filter((call) => call.startsWith('update'))).toHaveLength(1);
  });

  it('leaves a draft local on a network error and sends it on a later pass', async () => {
    const { drafts, server, sync, outcomes } = setup();
    const saved = await drafts.save({ body: { subject: 'A' } });
    server.setOffline(true);
    await sync.run();
    expect(drafts.records.get(saved.localId)).toMatchObject({ status: 'local', syncedRevision: 0 });
    expect(outcomes.at(-1)).toEqual({ kind: 'offline', localId: saved.localId });
    server.setOffline(false);
    await sync.run();
    expect(drafts.records.get(saved.localId)?.status).toBe('synced');
    expect(server.documents.size).toBe(1);
  });

  it('a save during an in-flight sync stays local and is sent by the next pass', async () => {
    const { drafts, server, sync } = setup();
    const saved = await drafts.save({ body: { subject: 'A' } });
    const release = server.hold();
    const first = sync.run();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await drafts.save({ localId: saved.localId, body: { subject: 'B' } });
    const second = sync.run(); // the save's trigger: queued behind the running pass
    release();
    await first;
    // The first pass sent revision 1: the draft is not synced, revision 2 is still local.
    await second;
    const record = drafts.records.get(saved.localId)!;
    expect(record).toMatchObject({ status: 'synced', revision: 2, syncedRevision: 2 });
    expect(server.documents.get(record.serverUuid!)?.body.subject).toBe('B');
  });

  it('after the in-flight sync answers, a newer revision is not marked synced', async () => {
    const { drafts, server } = setup();
    const passes: string[] = [];
    const sync = createDraftSync({
      drafts,
      api: server.api,
      onOutcome: (outcome) => passes.push(outcome.kind === 'synced' ? outcome.record.status : outcome.kind),
    });
    const saved = await drafts.save({ body: { subject: 'A' } });
    const release = server.hold();
    const first = sync.run();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await drafts.save({ localId: saved.localId, body: { subject: 'B' } });
    release();
    await first;
    expect(passes).toEqual(['local']);
    expect(drafts.records.get(saved.localId)).toMatchObject({ status: 'local', revision: 2, syncedRevision: 1 });
  });

  it('runs one pass at a time', async () => {
    const { drafts, server, sync } = setup();
    await drafts.save({ body: { subject: 'A' } });
    const release = server.hold();
    const runs = [sync.run(), sync.run(), sync.run()];
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    release();
    await Promise.all(runs);
    expect(server.calls.filter((call) => call.startsWith('create'))).toHaveLength(1);
    expect(server.documents.size).toBe(1);
  });
});
