// The drafts of one user on one server: a SQLite file of its own under <userData>/drafts (named
// from a hash of the server address and the user id), in WAL mode with synchronous=FULL, so a
// save that returned is on disk and survives a crash or a power cut (npm run bench:drafts-kill
// kills a writer hundreds of times to check it). Every change is one transaction and the record
// is returned only after its COMMIT. Nothing here deletes a draft but remove (after publish).
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { documentBodySchema, serverDocumentSchema, type DocumentBody, type ServerDocument } from '../../../src-shared/api/documents';
import type { DraftRecord } from '../../../src-shared/drafts/types';
import { DRAFT_SCHEMA_VERSION, DraftsTooNewError, migrateDrafts } from './migrations';

/**
 * not-open: no user's drafts are open (before login); too-new: the file was written by a newer
 * app and is left untouched; not-found: no draft has that localId (removed after publish);
 * invalid: the operation does not apply to the draft as it stands.
 */
export type DraftErrorCode = 'not-open' | 'too-new' | 'not-found' | 'invalid';

export class DraftStoreError extends Error {
  constructor(
    readonly code: DraftErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DraftStoreError';
  }
}

export type DraftStoreOptions = {
  dir: string;
  /** Who the drafts belong to: the server address and the user id. */
  scope: string;
  now?: () => number;
};

export type SaveArgs = { localId?: string | undefined; body: unknown };
export type SyncedArgs = { localId: string; revision: number; serverUuid: string; serverVersion: number };
export type ConflictArgs = { localId: string; revision: number; server: unknown };
export type ResolveArgs = { localId: string; keep: 'local' | 'server' };
export type AdoptArgs = { serverUuid: string; serverVersion: number; body: unknown };
export type ReplacedBody = { revision: number; body: DocumentBody; replacedAt: number };

export type DraftStore = {
  readonly file: string;
  save(args: SaveArgs): DraftRecord;
  get(localId: string): DraftRecord | null;
  list(): DraftRecord[];
  markSynced(args: SyncedArgs): DraftRecord;
  markConflict(args: ConflictArgs): DraftRecord;
  resolve(args: ResolveArgs): DraftRecord;
  /**
   * A server draft opened in the editor: the local record that already has this serverUuid (it
   * may hold newer text the outbox has not sent: kept, whatever the server's copy says), or a new
   * one synced to that server version, so the editor's saves update that same server draft.
   */
  adopt(args: AdoptArgs): DraftRecord;
  remove(localId: string): void;
  /** What 'keep server' replaced, oldest first: that choice loses nothing either. */
  replacedBodies(localId: string): ReplacedBody[];
  /** The connection's settings, as SQLite reports them (for the tests). */
  pragmas(): { journalMode: string; synchronous: number; foreignKeys: number; userVersion: number };
  close(): void;
};

type Row = {
  local_id: string;
  revision: number;
  body: string;
  server_uuid: string | null;
  server_version: number | null;
  synced_revision: number;
  status: DraftRecord['status'];
  conflict: string | null;
  idempotency_key: string;
  saved_at: number;
  synced_at: number | null;
};

export function draftFileFor(dir: string, scope: string): string {
  return join(dir, `${createHash('sha256').update(scope).digest('hex').slice(0, 32)}.sqlite`);
}

const toRecord = (row: Row): DraftRecord => ({
  localId: row.local_id,
  revision: row.revision,
  body: JSON.parse(row.body) as DocumentBody,
  serverUuid: row.server_uuid,
  serverVersion: row.server_version,
  syncedRevision: row.synced_revision,
  status: row.status,
  conflict: row.conflict === null ? null : (JSON.parse(row.conflict) as ServerDocument),
  idempotencyKey: row.idempotency_key,
  savedAt: row.saved_at,
  syncedAt: row.synced_at,
});

const notFound = (localId: string) => new DraftStoreError('not-found', `no draft ${localId}`);

export function openDraftStore({ dir, scope, now = Date.now }: DraftStoreOptions): DraftStore {
  mkdirSync(dir, { recursive: true });
  const file = draftFileFor(dir, scope);
  const db = new Database(file);
  try {
    // Checked before anything is set: even switching a newer app's file to WAL would rewrite it.
    const found = db.pragma('user_version', { simple: true }) as number;
    if (found > DRAFT_SCHEMA_VERSION) throw new DraftsTooNewError(found);
    db.pragma('journal_mode = WAL');
    // FULL: in WAL mode every COMMIT syncs the log, so a save that returned survives a power cut
    // (NORMAL, the cache's choice, may lose the last commits). A save costs one fsync.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrateDrafts(db);
  } catch (error) {
    // A newer app's file (or an unreadable one) is closed and left exactly as it is.
    db.close();
    throw error;
  }

  const select = db.prepare<[string], Row>('SELECT * FROM drafts WHERE local_id = ?');
  const selectAll = db.prepare<[], Row>('SELECT * FROM drafts ORDER BY saved_at DESC, rowid DESC');
  const insert = db.prepare(
    `INSERT INTO drafts (local_id, revision, body, synced_revision, status, idempotency_key, saved_at)
     VALUES (@localId, 1, @body, 0, 'local', @idempotencyKey, @savedAt)`,
  );
  // A save while in conflict keeps the conflict and the server's copy: the user still has to
  // choose, and the outbox must not send this text over a server copy it has not seen.
  const update = db.prepare(
    `UPDATE drafts SET revision = revision + 1, body = @body, saved_at = @savedAt,
       status = CASE WHEN status = 'conflict' THEN 'conflict' ELSE 'local' END
     WHERE local_id = @localId`,
  );
  const setSynced = db.prepare(
    `UPDATE drafts SET server_uuid = @serverUuid, server_version = @serverVersion, synced_revision = @syncedRevision,
       status = @status, synced_at = @syncedAt WHERE local_id = @localId`,
  );
  const setConflict = db.prepare(
    `UPDATE drafts SET status = 'conflict', conflict = @conflict, server_uuid = coalesce(server_uuid, @serverUuid)
     WHERE local_id = @localId`,
  );
  const setResolvedLocal = db.prepare(
    `UPDATE drafts SET status = 'local', server_version = @serverVersion, conflict = NULL WHERE local_id = @localId`,
  );
  const setResolvedServer = db.prepare(
    `UPDATE drafts SET body = @body, revision = revision + 1, synced_revision = revision + 1, server_uuid = @serverUuid,
       server_version = @serverVersion, status = 'synced', conflict = NULL, saved_at = @now, synced_at = @now
     WHERE local_id = @localId`,
  );
  const keepReplaced = db.prepare(
    'INSERT INTO replaced_bodies (local_id, revision, body, replaced_at) VALUES (@localId, @revision, @body, @now)',
  );
  const selectReplaced = db.prepare<[string], { revision: number; body: string; replaced_at: number }>(
    'SELECT revision, body, replaced_at FROM replaced_bodies WHERE local_id = ? ORDER BY id',
  );
  const deleteDraft = db.prepare<[string]>('DELETE FROM drafts WHERE local_id = ?');
  const selectByServer = db.prepare<[string], Row>('SELECT * FROM drafts WHERE server_uuid = ? ORDER BY saved_at DESC, rowid DESC LIMIT 1');
  const insertSynced = db.prepare(
    `INSERT INTO drafts (local_id, revision, body, server_uuid, server_version, synced_revision, status, idempotency_key, saved_at, synced_at)
     VALUES (@localId, 1, @body, @serverUuid, @serverVersion, 1, 'synced', @idempotencyKey, @now, @now)`,
  );
  const fastForward = db.prepare(
    `UPDATE drafts SET body = @body, revision = revision + 1, synced_revision = revision + 1, server_version = @serverVersion,
       saved_at = @now, synced_at = @now WHERE local_id = @localId`,
  );

  const current = (localId: string): Row => {
    const row = select.get(localId);
    if (!row) throw notFound(localId);
    return row;
  };
  const reread = (localId: string) => toRecord(current(localId));

  const save = db.transaction((localId: string | undefined, body: DocumentBody): DraftRecord => {
    const json = JSON.stringify(body);
    const savedAt = now();
    if (localId === undefined) {
      const id = randomUUID();
      insert.run({ localId: id, body: json, idempotencyKey: randomUUID(), savedAt });
      return reread(id);
    }
    // A localId that names no draft is refused rather than recreated: it was published and
    // removed, and a new draft under its name would become a second document.
    if (update.run({ localId, body: json, savedAt }).changes === 0) throw notFound(localId);
    return reread(localId);
  });

  const markSynced = db.transaction(({ localId, revision, serverUuid, serverVersion }: SyncedArgs): DraftRecord => {
    const row = current(localId);
    if (revision > row.revision) throw new DraftStoreError('invalid', `revision ${revision} of draft ${localId} was never saved`);
    // A stale report (an older request answered late) changes nothing.
    if (revision < row.synced_revision) return toRecord(row);
    // Server versions only grow: a late answer never moves the base version back.
    const sameDocument = row.server_uuid === null || row.server_uuid === serverUuid;
    const version = sameDocument && row.server_version !== null ? Math.max(row.server_version, serverVersion) : serverVersion;
    // Synced only when the server holds the current revision; a save made while the request was
    // in flight keeps the draft local (the outbox sends it next), and a conflict stays a conflict.
    const status = row.status === 'conflict' ? 'conflict' : revision === row.revision ? 'synced' : 'local';
    setSynced.run({
      localId,
      serverUuid,
      serverVersion: version,
      syncedRevision: Math.max(row.synced_revision, revision),
      status,
      syncedAt: now(),
    });
    return reread(localId);
  });

  const markConflict = db.transaction(({ localId, revision, server }: { localId: string; revision: number; server: ServerDocument }): DraftRecord => {
    const row = current(localId);
    if (revision > row.revision) throw new DraftStoreError('invalid', `revision ${revision} of draft ${localId} was never saved`);
    if (revision < row.synced_revision) return toRecord(row);
    setConflict.run({ localId, conflict: JSON.stringify(server), serverUuid: server.inbox_email_uuid });
    return reread(localId);
  });

  const resolve = db.transaction(({ localId, keep }: ResolveArgs): DraftRecord => {
    const row = current(localId);
    if (row.status !== 'conflict' || row.conflict === null) throw new DraftStoreError('invalid', `draft ${localId} is not in conflict`);
    const server = serverDocumentSchema.parse(JSON.parse(row.conflict));
    if (keep === 'local') {
      // The next update names the server's current version, so it deliberately replaces that copy.
      setResolvedLocal.run({ localId, serverVersion: server.version });
    } else {
      const at = now();
      keepReplaced.run({ localId, revision: row.revision, body: row.body, now: at });
      setResolvedServer.run({
        localId,
        body: JSON.stringify(server.body),
        serverUuid: server.inbox_email_uuid,
        serverVersion: server.version,
        now: at,
      });
    }
    return reread(localId);
  });

  const adopt = db.transaction(({ serverUuid, serverVersion, body }: { serverUuid: string; serverVersion: number; body: DocumentBody }): DraftRecord => {
    const row = selectByServer.get(serverUuid);
    if (!row) {
      const localId = randomUUID();
      insertSynced.run({ localId, body: JSON.stringify(body), serverUuid, serverVersion, idempotencyKey: randomUUID(), now: now() });
      return reread(localId);
    }
    // Only a copy with nothing unsent takes a newer server version's text: it loses nothing. A
    // copy with unsent text (or a conflict waiting) stays as it is; the outbox sends it from its
    // base version and a server that moved on answers 409, the conflict the user resolves.
    const unsent = row.status !== 'synced' || row.synced_revision < row.revision;
    if (!unsent && row.server_version !== null && serverVersion > row.server_version) {
      fastForward.run({ localId: row.local_id, body: JSON.stringify(body), serverVersion, now: now() });
      return reread(row.local_id);
    }
    return toRecord(row);
  });

  return {
    file,
    save({ localId, body }) {
      return save(localId, documentBodySchema.parse(body));
    },
    get(localId) {
      const row = select.get(localId);
      return row ? toRecord(row) : null;
    },
    list: () => selectAll.all().map(toRecord),
    markSynced: (args) => markSynced(args),
    markConflict: ({ localId, revision, server }) => markConflict({ localId, revision, server: serverDocumentSchema.parse(server) }),
    resolve: (args) => resolve(args),
    adopt: ({ serverUuid, serverVersion, body }) => adopt({ serverUuid, serverVersion, body: documentBodySchema.parse(body) }),
    remove(localId) {
      deleteDraft.run(localId);
    },
    replacedBodies: (localId) =>
      selectReplaced.all(localId).map((row) => ({ revision: row.revision, body: JSON.parse(row.body) as DocumentBody, replacedAt: row.replaced_at })),
    pragmas: () => ({
      journalMode: db.pragma('journal_mode', { simple: true }) as string,
      synchronous: db.pragma('synchronous', { simple: true }) as number,
      foreignKeys: db.pragma('foreign_keys', { simple: true }) as number,
      userVersion: db.pragma('user_version', { simple: true }) as number,
    }),
    close: () => db.close(),
  };
}
