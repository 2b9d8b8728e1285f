// The drafts main serves: one user's file open at a time, chosen by main from its own settings and
// the user id. Before that, and over a newer app's file, a save fails instead of pretending.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftFileFor, DraftStoreError } from './draftStore';
import { createDraftService, draftScopeOf } from './draftService';
import { DRAFT_SCHEMA_VERSION } from './migrations';

let dir: string;
let serverUrl: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-drafts-service-'));
  serverUrl = 'http://127.0.0.1:3100';
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const service = () => createDraftService({ dir, serverUrl: () => serverUrl });
const LOCAL_ID = '6f1c2a0e-8d4b-4c1e-9a57-0b2f3c4d5e6f';

describe('drafts service', () => {
  it('refuses to save before a user is named, and finds nothing', () => {
    const drafts = service();
    expect(() => drafts.save({ body: {} })).toThrow(expect.objectContaining({ code: 'not-open' }));
    expect(() => drafts.markSynced({ localId: LOCAL_ID, revision: 1, serverUuid: 'm', serverVersion: 1 })).toThrow(DraftStoreError);
    expect(() => drafts.remove(LOCAL_ID)).toThrow(DraftStoreError);
    expect(drafts.get(LOCAL_ID)).toBeNull();
    expect(drafts.list()).toEqual([]);
  });

  it('keeps each user, and each server, in a file of its own, and keeps them across restarts', () => {
    const drafts = service();
    drafts.open(1);
    const mine = drafts.save({ body: { content: 'do usuário 1' } });
    drafts.open(2);
    expect(drafts.list()).toEqual([]);
    serverUrl = 'https://outro.example.gov.br';
    drafts.open(1);
    expect(drafts.get(mine.localId)).toBeNull();
    drafts.close();

    serverUrl = 'http://127.0.0.1:3100';
    const afterRestart = service();
    afterRestart.open(1);
    expect(afterRestart.list()).toEqual([mine]);
    expect(existsSync(draftFileFor(dir, draftScopeOf(serverUrl, 1)))).toBe(true);
    afterRestart.close();
  });

  it('refuses to save over a newer app’s file, and leaves it alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = draftFileFor(dir, draftScopeOf(serverUrl, 9));
    const db = new Database(file);
    db.pragma(`user_version = ${DRAFT_SCHEMA_VERSION + 1}`);
    db.close();
    const drafts = service();
    expect(() => drafts.open(9)).not.toThrow();
    expect(() => drafts.save({ body: {} })).toThrow(expect.objectContaining({ code: 'too-new' }));
    expect(drafts.list()).toEqual([]);
    expect(existsSync(file)).toBe(true);
    const reader = new Database(file, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(DRAFT_SCHEMA_VERSION + 1);
    reader.close();
  });
});
