// Attachments of a document (spec §2 Attachment and gallery, §7 Document creation): upload
// (multipart files[] + mediaGroup), list, remove, request a revision (reject), and the files
// themselves by key, with a bearer token or a short-lived signed link the browser can open.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordRequest } from '../audit/trail';
import { rejectBodySchema, type Media } from '../../src-shared/api/documents';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { authOf, publicAccess, withAccess } from '../auth/access';
import { authenticate } from '../auth/session';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { ApiError, forbidden, unauthenticated } from '../http/errors';
import { parseInput } from '../http/validation';
import { actionRefused, emailFor, type Viewer } from '../inbox/emails';
import { visibleSectorIds } from '../inbox/scope';
import { isInlineSafe } from '../medias/fileTypes';
import { MULTIPART_LIMITS, readUpload, uploadRefused } from '../medias/uploadParts';
import { contentDisposition, pdfViewerCsp } from '../medias/headers';
import { checkLink, linkQuery, signLink } from '../medias/links';
import { signedCopyOf } from '../medias/signedCopy';
import { assertAttachmentWrite } from '../medias/writeRules';
import {
  attachmentById,
  attachmentByKey,
  attachmentsOf,
  canOpenDocument,
  contentOf,
  FILE_KEY_PATTERN,
  insertAttachment,
  isAttachmentVisible,
  toMedia,
} from '../medias/store';
import { staffOnly } from './inbox';
import { requestOrigin } from '../http/origins';

const m = messages.medias;
const MAX_GROUP_LENGTH = 120;

const emailParams = z.object({ uuid: emailUuidSchema });
const mediaParams = z.object({ uuid: emailUuidSchema, id: z.coerce.number().int().positive() });
const rejectParams = z.object({ uuid: emailUuidSchema, fileId: z.coerce.number().int().positive() });
const keyQuery = z.object({ key: z.string().regex(FILE_KEY_PATTERN, { error: m.fileKeyInvalid }) });
const fileQuery = keyQuery.extend({
  uid: z.coerce.number().int().positive().optional(),
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(128).optional(),
  download: z.enum(['0', '1']).optional(),
  /** The signed copy; never answered with the unsigned bytes. */
  signed: z.enum(['0', '1']).optional(),
});

const refused = uploadRefused;

export const viewerOf = (ctx: ServerContext, userId: number): Viewer => ({ userId, visible: new Set(visibleSectorIds(ctx, userId)) });

export function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const emailOf = (request: FastifyRequest, uuid: string) => emailFor(ctx.db, uuid, viewerOf(ctx, authOf(request).userId));

  // Multipart is parsed only in this scope: every other route keeps speaking JSON only.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });

    scope.post('/api/inbox/email/:uuid/medias', staffOnly, async (request, reply) => {
      const { uuid } = parseInput(emailParams, request.params);
      const row = emailOf(request, uuid);
      // Refused before a byte of the body is read.
      assertAttachmentWrite(ctx.db, row, 'add');
      const upload = await readUpload(request, new Set(['mediaGroup']));
      const value = (upload.fields.mediaGroup ?? '').trim();
      if (value.length > MAX_GROUP_LENGTH) throw refused(422, m.uploadGroupInvalid);
      const group = value === '' ? m.defaultGroup : value;
      const { files } = upload;
      if (files.length === 0) throw refused(422, m.uploadNoFiles);
      const userId = authOf(request).userId;
      const at = isoAt(ctx.now());
      const saved = ctx.db.transaction(() => files.map((file) => insertAttachment(ctx.db, row.document_id, userId, { ...file, group }, at)))();
      return reply.code(201).send({ files: saved.map(toMedia) });
    });
  });

  app.get('/api/inbox/email/:uuid/medias', staffOnly, async (request): Promise<{ files: Media[] }> => {
    const { uuid } = parseInput(emailParams, request.params);
    const row = emailOf(request, uuid);
    return { files: attachmentsOf(ctx.db, row.document_id, viewerOf(ctx, authOf(request).userId)).map(toMedia) };
  });

  app.delete('/api/inbox/email/:uuid/medias/:id', staffOnly, async (request, reply) => {
    const { uuid, id } = parseInput(mediaParams, request.params);
    const row = emailOf(request, uuid);
    const file = attachmentById(ctx.db, row.document_id, id);
    if (file === undefined || !isAttachmentVisible(ctx.db, file, viewerOf(ctx, authOf(request).userId))) throw new ApiError(404, { message: m.mediaNotFound });
    assertAttachmentWrite(ctx.db, row, 'remove', file);
    ctx.db.prepare('DELETE FROM attachments WHERE id = ?').run(file.id);
    return reply.code(204).send();
  });

  // Requesting a revision (spec §2: "Solicitar revisão"); staff only, so citizens cannot. Who may
  // add, remove and ask for a revision, and when: medias/writeRules.ts.
  app.post('/api/inbox/email/:uuid/attachment/:fileId/reject', staffOnly, async (request) => {
    const { uuid, fileId } = parseInput(rejectParams, request.params);
    const row = emailOf(request, uuid);
    const file = attachmentById(ctx.db, row.document_id, fileId);
    // A nota's file does not exist for whoever may not see the nota.
    if (file === undefined || !isAttachmentVisible(ctx.db, file, viewerOf(ctx, authOf(request).userId))) throw new ApiError(404, { message: m.mediaNotFound });
    assertAttachmentWrite(ctx.db, row, 'reject', file);
    if (file.rejected_status === 'REJECTED') throw actionRefused(m.alreadyRejected);
    const { rejected_message: reason } = parseInput(rejectBodySchema, request.body);
    ctx.db
      .prepare("UPDATE attachments SET rejected_status = 'REJECTED', rejected_message = ?, rejected_by = ?, rejected_at = ? WHERE id = ?")
      .run(reason, authOf(request).userId, isoAt(ctx.now()), file.id);
    return toMedia(attachmentById(ctx.db, row.document_id, file.id)!);
  });

  /** The file a user may see by key: 404 for no such key, 403 when none of its emails is theirs. */
  const fileFor = (key: string, userId: number) => {
    const file = attachmentByKey(ctx.db, key);
    if (file === undefined) throw new ApiError(404, { message: m.fileNotFound });
    const viewer = viewerOf(ctx, userId);
    if (!canOpenDocument(ctx.db, file.document_id, viewer)) throw forbidden();
    // A nota's file is as hidden as the nota: it does not exist for whoever may not see it.
    if (!isAttachmentVisible(ctx.db, file, viewer)) throw new ApiError(404, { message: m.fileNotFound });
    return file;
  };

  app.get('/api/upload/link', staffOnly, async (request) => {
    const { key } = parseInput(keyQuery, request.query);
    const userId = authOf(request).userId;
    fileFor(key, userId);
    const link = signLink(ctx.db, key, userId, ctx.now());
    return { link: `${requestOrigin(request)}/api/upload?${linkQuery(link)}` };
  });

  // Public as a route because a signed link carries no bearer token; the handler demands one or
  // the other, and a staff user either way, before anything is read.
  const userOfFileRequest = (request: FastifyRequest, query: z.output<typeof fileQuery>): number => {
    const signed = query.signature !== undefined || query.expires !== undefined || query.uid !== undefined;
    if (!signed) {
      const auth = authenticate(ctx, request.headers.authorization);
      if (auth.user.has_internal_access !== 1) throw forbidden();
      return auth.userId;
    }
    if (query.signature === undefined || query.expires === undefined || query.uid === undefined) throw new ApiError(403, { message: m.linkInvalid });
    const verdict = checkLink(ctx.db, { key: query.key, uid: query.uid, expires: query.expires, signature: query.signature }, ctx.now());
    if (verdict === 'invalid') throw new ApiError(403, { message: m.linkInvalid });
    if (verdict === 'expired') throw new ApiError(403, { message: m.linkExpired });
    const user = ctx.repos.users.findById(query.uid);
    if (user === undefined) throw unauthenticated();
    if (user.status !== 'enabled' || user.has_internal_access !== 1) throw forbidden();
    return user.id;
  };

  const serveFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseInput(fileQuery, request.query);
    const userId = userOfFileRequest(request, query);
    const file = fileFor(query.key, userId);
    recordRequest(ctx, request, { userId, action: 'download', entity: 'attachment', entityId: file.id, documentId: file.document_id });
    // The signed copy is the file with its signatures (signedCopy.ts); the plain file is never
    // handed out as if it were the signed one.
    if (query.signed === '1') {
      if (file.is_signed !== 1) throw new ApiError(404, { message: m.notSigned });
      const copy = signedCopyOf(ctx, file, new Date(ctx.now()), viewerOf(ctx, userId));
      if (copy === undefined) throw new ApiError(404, { message: m.signedCopyMissing });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', copy.name))
        .header('Content-Length', String(copy.bytes.length))
        .header('Cache-Control', 'private, no-store')
        .send(copy.bytes);
    }
    const content = contentOf(ctx.db, file.id);
    if (content === undefined) throw new ApiError(404, { message: m.fileContentMissing });
    const inline = isInlineSafe(file.mime_type) && query.download !== '1';
    // SVG (it can script) and anything not previewable is a download; the API CSP (sandbox) stays on.
    return reply
      .header('Content-Type', file.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime_type)
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
      .header('Content-Length', String(content.length))
      .header('Cache-Control', 'private, no-store')
      .send(content);
  };
  app.get('/api/upload', { ...withAccess(publicAccess), onSend: pdfViewerCsp }, serveFile);
}
