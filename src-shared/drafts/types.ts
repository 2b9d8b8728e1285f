// Drafts that are never lost (issue 5): every save is committed to SQLite in main before anything
// goes on the network; an outbox then brings the server up to date. These are the shapes that
// cross the IPC boundary; main's store and the renderer's sync loop both use them.
import { z } from 'zod';
import { documentBodySchema, serverDocumentSchema } from '../api/documents';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/**
 * local: saved here, not yet (or not all) on the server; synced: the server has this revision;
 * conflict: the server's copy changed since this draft's base version, and the user must choose.
 */
export const DRAFT_STATUSES = ['local', 'synced', 'conflict'] as const;

export const draftRecordSchema = z.object({
  localId: uuid,
  /** Grows by one on every local save. */
  revision: z.number().int().positive(),
  body: documentBodySchema,
  /** The server draft's inbox email uuid, once created there. */
  serverUuid: z.string().nullable(),
  /** The server version this copy is based on: the base_version of the next update. */
  serverVersion: z.number().int().positive().nullable(),
  /** The newest local revision the server holds (0: none). */
  syncedRevision: z.number().int().nonnegative(),
  status: z.enum(DRAFT_STATUSES),
  /** The server's copy when it changed under this draft. */
  conflict: serverDocumentSchema.nullable(),
  /** Sent with the create, so a create repeated after a crash or a lost answer makes one draft. */
  idempotencyKey: uuid,
  savedAt: z.number(),
  syncedAt: z.number().nullable(),
});
export type DraftRecord = z.infer<typeof draftRecordSchema>;

export const draftOpenArgsSchema = z.object({ userId: z.number().int().positive() }).strict();
export const draftSaveArgsSchema = z.object({ localId: uuid.optional(), body: documentBodySchema }).strict();
export const draftIdArgsSchema = z.object({ localId: uuid }).strict();
export const draftSyncedArgsSchema = z
  .object({ localId: uuid, revision: z.number().int().positive(), serverUuid: z.string().min(1).max(64), serverVersion: z.number().int().positive() })
  .strict();
export const draftConflictArgsSchema = z.object({ localId: uuid, revision: z.number().int().positive(), server: serverDocumentSchema }).strict();
/**
 * A server draft opened in the editor (Rascunhos): the copy GET inbox/email/{uuid}/draft answered.
 * The store resumes the local record that already has this serverUuid, or makes one synced to it.
 */
export const draftAdoptArgsSchema = z
  .object({ serverUuid: z.string().min(1).max(64), serverVersion: z.number().int().positive(), body: documentBodySchema })
  .strict();
export const draftResolveArgsSchema = z.object({ localId: uuid, keep: z.enum(['local', 'server']) }).strict();
