// Test doubles of the two interfaces the sync loop is given: an in-memory draft store with the
// main store's rules (revision per save, synced only up to the revision sent) and a server with
// versions, idempotent creates and 409 on a stale base version. Used by the unit tests only.
import { documentBodySchema, type DocumentBody, type ServerDocument } from '../../../src-shared/api/documents';
import type { DraftRecord } from '../../../src-shared/drafts/types';
import { ApiError } from '../../api/ApiError';
import type { SyncDocumentsApi, SyncDraftStore } from '../draftSync';

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function fakeDraftStore() {
  const records = new Map<string, DraftRecord>();
  const store: SyncDraftStore & {
    records: Map<string, DraftRecord>;
    save(args: { localId?: string; body: Partial<DocumentBody> }): Promise<DraftRecord>;
    adopt(args: { serverUuid: string; serverVersion: number; body: DocumentBody }): Promise<DraftRecord>;
  } = {
    records,
    async save({ localId, body }) {
      const previous = localId ? records.get(localId) : undefined;
      const record: DraftRecord = previous
        ? { ...previous, revision: previous.revision + 1, body: documentBodySchema.parse(body), status: previous.status === 'conflict' ? 'conflict' : 'local', savedAt: Date.now() }
        : {
            localId: uuid(),
            revision: 1,
            body: documentBodySchema.parse(body),
            serverUuid: null,
            serverVersion: null,
            syncedRevision: 0,
            status: 'local',
            conflict: null,
            idempotencyKey: uuid(),
            savedAt: Date.now(),
            syncedAt: null,
          };
      records.set(record.localId, record);
      return record;
    },
    async list() {
      return [...records.values()];
    },
    /** Main's rule, minus the fast-forward of a stale synced copy: the record with that server draft, or a new one synced to it. */
    async adopt({ serverUuid, serverVersion, body }) {
      const existing = [...records.values()].find((record) => record.serverUuid === serverUuid);
      if (existing) return existing;
      const record: DraftRecord = {
        localId: uuid(),
        revision: 1,
        body: documentBodySchema.parse(body),
        serverUuid,
        serverVersion,
        syncedRevision: 1,
        status: 'synced',
        conflict: null,
        idempotencyKey: uuid(),
        savedAt: Date.now(),
        syncedAt: Date.now(),
      };
      records.set(record.localId, record);
      return record;
    },
    async markSynced({ localId, revision, serverUuid, serverVersion }) {
      const record = records.get(localId)!;
      const syncedRevision = Math.max(record.syncedRevision, revision);
      const next: DraftRecord = {
        ...record,
        serverUuid,
        serverVersion,
        syncedRevision,
        status: record.revision > syncedRevision ? 'local' : 'synced',
        syncedAt: Date.now(),
      };
      records.set(localId, next);
      return next;
    },
    async markConflict({ localId, server }) {
      const next: DraftRecord = { ...records.get(localId)!, status: 'conflict', conflict: server };
      records.set(localId, next);
      return next;
    },
  };
  return store;
}

export function fakeServer() {
  const documents = new Map<string, ServerDocument>();
  const byKey = new Map<string, string>();
  const calls: string[] = [];
  let offline = false;
  /** A promise the next call waits on, to hold a call in flight. */
  let gate: Promise<void> | null = null;

  const document = (body: DocumentBody, version: number, inboxUuid: string): ServerDocument => ({
    id: documents.size + 1,
    uuid: inboxUuid,
    inbox_email_uuid: inboxUuid,
    version,
    documentStatus: 'draft',
    number: null,
    updated_at: new Date(0).toISOString(),
    body,
  });

  const api: SyncDocumentsApi = {
    async create(body, idempotencyKey) {
      calls.push(`create:${idempotencyKey}`);
      if (gate) await gate;
      if (offline) throw new ApiError(0, null);
      const existing = byKey.get(idempotencyKey);
      if (existing) return documents.get(existing)!;
      const created = document(body, 1, uuid());
      documents.set(created.inbox_email_uuid, created);
      byKey.set(idempotencyKey, created.inbox_email_uuid);
      return created;
    },
    async update(inboxUuid, { base_version, body }) {
      calls.push(`update:${inboxUuid}:${base_version}`);
      if (gate) await gate;
      if (offline) throw new ApiError(0, null);
      const current = documents.get(inboxUuid)!;
      if (current.version !== base_version) {
        const raw = { message: 'Conflito', current };
        throw new ApiError(409, { message: raw.message }, raw);
      }
      const next = document(body, current.version + 1, inboxUuid);
      documents.set(inboxUuid, next);
      return next;
    },
  };

  /** GET inbox/email/{uuid}/draft: 404 once deleted, 422 once published. */
  const fetchDraft = async (inboxUuid: string): Promise<ServerDocument> => {
    calls.push(`draft:${inboxUuid}`);
    if (offline) throw new ApiError(0, null);
    const current = documents.get(inboxUuid);
    if (!current) throw new ApiError(404, { message: 'Não encontrado' });
    if (current.documentStatus !== 'draft') throw new ApiError(422, { message: 'Não é rascunho' });
    return current;
  };

  return {
    api,
    fetchDraft,
    documents,
    calls,
    setOffline: (value: boolean) => {
      offline = value;
    },
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    /** Someone else changed the server copy. */
    editElsewhere: (inboxUuid: string, title: string) => {
      const current = documents.get(inboxUuid)!;
      documents.set(inboxUuid, document({ ...current.body, subject: title }, current.version + 1, inboxUuid));
    },
  };
}
