// Drafts on real SQLite files: schema versions (and a newer file refused and kept), durability
// settings, revisions, what the outbox reports (late, stale, overtaken by a save), conflicts
// resolved both ways without losing either text, and per-user files that survive a restart.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentBodySchema, type DocumentBody, type ServerDocument } from '../../../src-shared/api/documents';
import { draftRecordSchema } from '../../../src-shared/drafts/types';
import { draftFileFor, DraftStoreError, openDraftStore, type DraftStore } from './draftStore';
import { DRAFT_MIGRATIONS, DRAFT_SCHEMA_VERSION, DraftsTooNewError, migrateDrafts } from './migrations';

let dir: string;
let clock: number;
const stores: DraftStore[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-drafts-'));
  clock = 1_000;
});
afterEach(() => {
  for (const store of stores.splice(0)) {
    try {
      store.close();
    } catch {
      // already closed by the test
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const scope = 'http://127.0.0.1:3100\n1';
const open = (options: { scope?: string } = {}) => {
  const store = openDraftStore({ dir, scope: options.scope ?? scope, now: () => clock++ });
  stores.push(store);
  return store;
};
const body = (content: string, extra: Partial<DocumentBody> = {}): DocumentBody => documentBodySchema.parse({ subject: 'Ofício', content, ...extra });
const serverCopy = (version: number, content: string): ServerDocument => ({
  id: 10,
  uuid: 'doc-10',
  inbox_email_uuid: 'mail-10',
  version,
  documentStatus: 'draft',
  number: null,
  updated_at: '2026-11-22T10:00:00.000Z',
  body: body(content),
});

describe('drafts schema', () => {
  it('creates a new file at the newest version, in WAL mode with synchronous=FULL and foreign keys', () => {
    const store = open();
    expect(store.pragmas()).toEqual({ journalMode: 'wal', synchronous: 2, foreignKeys: 1, userVersion: DRAFT_SCHEMA_VERSION });
    store.close();
    const db = new Database(store.file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(DRAFT_SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it.each(DRAFT_MIGRATIONS.slice(0, -1).map((migration) => migration.version))('migrates a file left at version %i and keeps its drafts', (version) => {
    const file = draftFileFor(dir, scope);
    const db = new Database(file);
    migrateDrafts(db, DRAFT_MIGRATIONS.filter((migration) => migration.version <= version));
    db.prepare(
      `INSERT INTO drafts (local_id, revision, body, synced_revision, status, idempotency_key, saved_at)
       VALUES ('6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f', 3, ?, 0, 'local', '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 5)`,
    ).run(JSON.stringify(body('texto antigo')));
    db.close();

    const store = open();
    expect(store.pragmas().userVersion).toBe(DRAFT_SCHEMA_VERSION);
    const kept = store.get('6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f');
    expect(kept).toMatchObject({ revision: 3, status: 'local', body: { content: 'texto antigo' } });
    expect(draftRecordSchema.parse(kept)).toEqual(kept);
    expect(store.save({ localId: kept!.localId, body: body('novo') }).revision).toBe(4);
  });

  it('refuses a newer app’s file even in rollback-journal mode, without switching it to WAL', () => {
    const file = draftFileFor(dir, scope);
    const db = new Database(file);
    db.pragma('journal_mode = DELETE');
    db.exec('CREATE TABLE future (x INTEGER)');
    db.pragma(`user_version = ${DRAFT_SCHEMA_VERSION + 1}`);
    db.close();
    const before = readFileSync(file);
    expect(() => open()).toThrow(DraftsTooNewError);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('refuses a file written by a newer app and leaves it exactly as it was', () => {
    const store = open();
    const saved = store.save({ body: body('do futuro') });
    store.close();
    const db = new Database(store.file);
    db.pragma(`user_version = ${DRAFT_SCHEMA_VERSION + 1}`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const before = readFileSync(store.file);

    expect(() => open()).toThrow(DraftsTooNewError);
    expect(existsSync(store.file)).toBe(true);
    expect(readFileSync(store.file).equals(before)).toBe(true);
    const reader = new Database(store.file, { readonly: true });
    expect(reader.prepare('SELECT local_id FROM drafts').pluck().all()).toEqual([saved.localId]);
    reader.close();
  });
});

describe('saving', () => {
  it('gives a new draft a random id and idempotency key, revision 1, status local', () => {
    const store = open();
    const first = store.save({ body: body('a') });
    const second = store.save({ body: body('b') });
    expect(draftRecordSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ revision: 1, status: 'local', serverUuid: null, serverVersion: null, syncedRevision: 0, conflict: null, syncedAt: null });
    expect(first.localId).not.toBe(second.localId);
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
    expect(first.idempotencyKey).not.toBe(first.localId);
  });

  it('grows the revision by one on every save and keeps the idempotency key', () => {
    const store = open();
    const first = store.save({ body: body('v1') });
    const revisions = [first.revision];
    for (let index = 2; index <= 20; index += 1) revisions.push(store.save({ localId: first.localId, body: body(`v${index}`) }).revision);
    expect(revisions).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const last = store.get(first.localId)!;
    expect(last).toMatchObject({ revision: 20, body: { content: 'v20' }, idempotencyKey: first.idempotencyKey });
    expect(last.savedAt).toBeGreaterThan(first.savedAt);
  });

  it('fills the body defaults and refuses a body outside the schema', () => {
    const store = open();
    expect(store.save({ body: {} }).body).toEqual(documentBodySchema.parse({}));
    expect(() => store.save({ body: { type: 'carta' } })).toThrow();
    expect(store.list()).toHaveLength(1);
  });

  it('refuses to recreate a draft that no longer exists (published and removed)', () => {
    const store = open();
    const draft = store.save({ body: body('a') });
    store.remove(draft.localId);
    expect(() => store.save({ localId: draft.localId, body: body('b') })).toThrow(expect.objectContaining({ code: 'not-found' }));
    expect(store.get(draft.localId)).toBeNull();
    expect(store.list()).toEqual([]);
  });

  it('lists the most recently saved first', () => {
    const store = open();
    const a = store.save({ body: body('a') });
    const b = store.save({ body: body('b') });
    store.save({ localId: a.localId, body: body('a2') });
    expect(store.list().map((draft) => draft.localId)).toEqual([a.localId, b.localId]);
  });
});

describe('what the outbox reports', () => {
  it('marks a draft synced when the server holds its current revision', () => {
    const store = open();
    const draft = store.save({ body: body('a') });
    const synced = store.markSynced({ localId: draft.localId, revision: 1, serverUuid: 'mail-10', serverVersion: 1 });
    expect(synced).toMatchObject({ status: 'synced', serverUuid: 'mail-10', serverVersion: 1, syncedRevision: 1 });
    expect(synced.syncedAt).not.toBeNull();
    expect(store.save({ localId: draft.localId, body: body('b') })).toMatchObject({ status: 'local', revision: 2, syncedRevision: 1, serverVersion: 1 });
  });

  it('keeps a draft local when it was saved again while the request was in flight', () => {
    const store = open();
    const draft = store.save({ body: body('sent') });
    store.save({ localId: draft.localId, body: body('typed meanwhile') });
    const reported = store.markSynced({ localId: draft.localId, revision: 1, serverUuid: 'mail-10', serverVersion: 1 });
    expect(reported).toMatchObject({ status: 'local', revision: 2, syncedRevision: 1, serverUuid: 'mail-10', serverVersion: 1, body: { content: 'typed meanwhile' } });
  });

  it('ignores a stale report, and never moves the server version back', () => {
    const store = open();
    const draft = store.save({ body: body('1') });
    store.save({ localId: draft.localId, body: body('2') });
    store.save({ localId: draft.localId, body: body('3') });
    store.markSynced({ localId: draft.localId, revision: 3, serverUuid: 'mail-10', serverVersion: 3 });
    const late = store.markSynced({ localId: draft.localId, revision: 2, serverUuid: 'mail-10', serverVersion: 2 });
    expect(late).toMatchObject({ status: 'synced', syncedRevision: 3, serverVersion: 3 });
    expect(store.markConflict({ localId: draft.localId, revision: 1, server: serverCopy(9, 'x') })).toMatchObject({ status: 'synced', conflict: null });
  });

  it('refuses a report of a revision that was never saved, or of an unknown draft', () => {
    const store = open();
    const draft = store.save({ body: body('1') });
    expect(() => store.markSynced({ localId: draft.localId, revision: 2, serverUuid: 'm', serverVersion: 1 })).toThrow(DraftStoreError);
    expect(() => store.markSynced({ localId: '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f', revision: 1, serverUuid: 'm', serverVersion: 1 })).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
    expect(store.get(draft.localId)).toMatchObject({ status: 'local', syncedRevision: 0 });
  });
});

describe('conflicts', () => {
  const conflicted = (store: DraftStore) => {
    const draft = store.save({ body: body('base') });
    store.markSynced({ localId: draft.localId, revision: 1, serverUuid: 'mail-10', serverVersion: 1 });
    store.save({ localId: draft.localId, body: body('minha versão') });
    return store.markConflict({ localId: draft.localId, revision: 2, server: serverCopy(4, 'versão de outra pessoa') });
  };

  it('keeps the server copy with the draft, and a save meanwhile keeps the conflict', () => {
    const store = open();
    const draft = conflicted(store);
    expect(draft).toMatchObject({ status: 'conflict', revision: 2, serverVersion: 1, conflict: { version: 4, body: { content: 'versão de outra pessoa' } } });
    const edited = store.save({ localId: draft.localId, body: body('minha versão, editada') });
    expect(edited).toMatchObject({ status: 'conflict', revision: 3, conflict: { version: 4 }, body: { content: 'minha versão, editada' } });
    // A late success of an older request does not end the conflict either.
    expect(store.markSynced({ localId: draft.localId, revision: 3, serverUuid: 'mail-10', serverVersion: 2 })).toMatchObject({ status: 'conflict' });
  });

  it("resolves keeping the local text: the next update is based on the server's version", () => {
    const store = open();
    const draft = conflicted(store);
    const resolved = store.resolve({ localId: draft.localId, keep: 'local' });
    expect(resolved).toMatchObject({ status: 'local', revision: 2, serverVersion: 4, conflict: null, body: { content: 'minha versão' } });
    expect(store.replacedBodies(draft.localId)).toEqual([]);
    expect(store.markSynced({ localId: draft.localId, revision: 2, serverUuid: 'mail-10', serverVersion: 5 })).toMatchObject({ status: 'synced', serverVersion: 5 });
  });

  it("resolves keeping the server's text, and keeps the local text it replaced", () => {
    const store = open();
    const draft = conflicted(store);
    const resolved = store.resolve({ localId: draft.localId, keep: 'server' });
    expect(resolved).toMatchObject({
      status: 'synced',
      revision: 3,
      syncedRevision: 3,
      serverVersion: 4,
      serverUuid: 'mail-10',
      conflict: null,
      body: { content: 'versão de outra pessoa' },
    });
    expect(store.replacedBodies(draft.localId)).toEqual([{ revision: 2, body: body('minha versão'), replacedAt: expect.any(Number) }]);
  });

  it('refuses to resolve a draft that is not in conflict', () => {
    const store = open();
    const draft = store.save({ body: body('a') });
    expect(() => store.resolve({ localId: draft.localId, keep: 'server' })).toThrow(expect.objectContaining({ code: 'invalid' }));
    expect(store.get(draft.localId)).toMatchObject({ revision: 1, status: 'local' });
  });

  it('removes a draft with the bodies it replaced (after publish)', () => {
    const store = open();
    const draft = conflicted(store);
    store.resolve({ localId: draft.localId, keep: 'server' });
    store.remove(draft.localId);
    expect(store.get(draft.localId)).toBeNull();
    expect(store.replacedBodies(draft.localId)).toEqual([]);
  });
});

describe('adopting a server draft (opened from Rascunhos)', () => {
  const adopt = (store: DraftStore, serverVersion: number, content: string) => store.adopt({ serverUuid: 'mail-10', serverVersion, body: body(content) });

  it('makes a record already synced to that server version, so the next save updates that draft from it', () => {
    const store = open();
    const adopted = adopt(store, 4, 'do servidor');
    expect(adopted).toMatchObject({ revision: 1, syncedRevision: 1, status: 'synced', serverUuid: 'mail-10', serverVersion: 4, body: { content: 'do servidor' } });
    expect(draftRecordSchema.parse(adopted)).toEqual(adopted);
    expect(store.list()).toHaveLength(1);
    // Edited: local again, to be sent as an update based on version 4 (never a second create).
    expect(store.save({ localId: adopted.localId, body: body('editado') })).toMatchObject({ revision: 2, status: 'local', serverUuid: 'mail-10', serverVersion: 4 });
  });

  it('resumes the record that already has that server draft, and never a second one', () => {
    const store = open();
    const first = adopt(store, 4, 'do servidor');
    expect(adopt(store, 4, 'do servidor')).toEqual(first);
    expect(store.list()).toHaveLength(1);
  });

  it('keeps unsent local text over the server copy: the outbox sends it from its base version, and a newer server copy is the conflict rule', () => {
    const store = open();
    const first = adopt(store, 4, 'do servidor');
    store.save({ localId: first.localId, body: body('digitado offline') });
    const same = adopt(store, 4, 'do servidor');
    expect(same).toMatchObject({ localId: first.localId, revision: 2, status: 'local', serverVersion: 4, body: { content: 'digitado offline' } });
    const moved = adopt(store, 5, 'mudado no servidor');
    expect(moved).toMatchObject({ localId: first.localId, revision: 2, status: 'local', serverVersion: 4, body: { content: 'digitado offline' } });
  });

  it('keeps a draft in conflict as it is: the user still has to choose', () => {
    const store = open();
    const first = adopt(store, 4, 'do servidor');
    const saved = store.save({ localId: first.localId, body: body('meu') });
    store.markConflict({ localId: first.localId, revision: saved.revision, server: { ...serverCopy(5, 'deles'), inbox_email_uuid: 'mail-10' } });
    expect(adopt(store, 5, 'deles')).toMatchObject({ status: 'conflict', body: { content: 'meu' }, serverVersion: 4 });
  });

  it('takes a newer server copy into a record with nothing unsent (nothing is lost), and ignores an older one', () => {
    const store = open();
    const first = adopt(store, 4, 'versão 4');
    const newer = adopt(store, 6, 'versão 6');
    expect(newer).toMatchObject({ localId: first.localId, revision: 2, syncedRevision: 2, status: 'synced', serverVersion: 6, body: { content: 'versão 6' } });
    expect(adopt(store, 5, 'versão 5')).toEqual(newer);
  });

  it('refuses a body outside the schema', () => {
    const store = open();
    expect(() => store.adopt({ serverUuid: 'mail-10', serverVersion: 1, body: { type: 'carta' } })).toThrow();
    expect(store.list()).toEqual([]);
  });
});

describe('files', () => {
  it('keeps each user, and each server, in a file of its own', () => {
    const mine = open();
    const otherUser = open({ scope: 'http://127.0.0.1:3100\n2' });
    const otherServer = open({ scope: 'https://gdoc.example.gov.br\n1' });
    mine.save({ body: body('meu') });
    expect(otherUser.list()).toEqual([]);
    expect(otherServer.list()).toEqual([]);
    expect(new Set([mine.file, otherUser.file, otherServer.file]).size).toBe(3);
  });

  it('gives back every draft, exactly, after a close and a reopen', () => {
    const store = open();
    const a = store.save({ body: body('a'.repeat(50_000)) });
    const b = store.save({ body: body('b') });
    store.markSynced({ localId: b.localId, revision: 1, serverUuid: 'mail-1', serverVersion: 1 });
    const before = store.list();
    store.close();
    const reopened = open();
    expect(reopened.list()).toEqual(before);
    expect(reopened.get(a.localId)?.body.content).toHaveLength(50_000);
  });
});
