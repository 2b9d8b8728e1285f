// The signing screen's calls (issue 6, spec §2 /sign and /signatures/signed, §4 Signing, §7
// Signatures): the session per batch type, the GDOC signature by password, every signer of a
// document and its attachments, previews, manifests and the signed list. Staff only, and each call
// needs a permission of the Assinatura subgroup (src-shared/permissions.ts SIGNATURE_SUBGROUP).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audited } from '../audit/trail';
import {
  gdocSignQuerySchema,
  gdocSignRequestSchema,
  govBrSignRequestSchema,
  isGovBrSignBody,
  signingSessionQuerySchema,
  type SignedDocument,
} from '../../src-shared/api/signingSession';
import { messages } from '../../src-shared/messages';
import { authOf, requireStaffPermission, withAccess, type RouteAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { fileStem, contentDisposition, pdfViewerCsp } from '../medias/headers';
import { ApiError, invalidFields } from '../http/errors';
import { buildPage, parsePageQuery } from '../http/page';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { authorVisibility, hidesUser } from '../documents/authorship';
import type { Viewer } from '../inbox/emails';
import { findRequest } from '../notifications/signatureRequests';
import { attachmentsOf, contentOf as attachmentContentOf, type AttachmentRow } from '../medias/store';
import { dispatchById, dispatchTitle } from '../signatures/dispatchTarget';
import { idParam, signedBytes } from '../signatures/documents';
import { govBrSign } from '../signatures/govBrSigning';
import { maskSignerNumber } from '../signatures/signer';
import {
  batchPreviewPdf,
  documentPreviewPdf,
  gedFilesPdf,
  printableDocument,
  signatureManifestPdf,
  type BatchEntry,
} from '../signatures/signingPdfs';
import {
  canSignDocument,
  documentNotFound,
  gdocSign,
  KIND_LABEL,
  signableDocument,
  signableTarget,
  signedContentSha256,
  signedTargetSha256,
  signerView,
  signingSession,
  viewerFor,
} from '../signatures/signing';
import { signatureSeenBy, signaturesSeenBy } from '../signatures/signersSeen';

const m = messages.signing;

const staffWith = (...names: string[]): RouteAccess => requireStaffPermission(...names);
const sign = withAccess(staffWith('signature-sign'));
const anySignature = withAccess(staffWith('signature-sign', 'signature-list', 'signature-request'));
const list = withAccess(staffWith('signature-list'));
const pdf = (access: ReturnType<typeof withAccess>) => ({ ...access, onSend: pdfViewerCsp });

const MAX_BATCH = 50;
const idList = (pattern: RegExp) =>
  z
    .string()
    .max(4000)
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(pattern)).min(1, m.idsRequired).max(MAX_BATCH));
const numericIds = idList(/^[1-9]\d{0,15}$/).transform((ids) => [...new Set(ids.map(Number))]);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const batchPreviewQuery = z.object({ ids: numericIds });
const gedPreviewQuery = z.object({ ids: idList(/^[0-9A-Za-z-]{1,36}$/), is_upload: flag, is_request: flag });
const uuidParams = z.object({ uuid: z.string().uuid() });
const hashParams = z.object({ hash: z.string().regex(/^[0-9a-fA-F]{64}$/) });
const printFileQuery = z.object({ type: z.enum(['doc', 'attachment', 'dispatch']).default('doc') });

export function registerSigningSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const now = () => new Date(ctx.now());
  const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
    reply.type('application/pdf').header('Content-Disposition', contentDisposition('inline', `${name}.pdf`)).send(bytes);
  const viewer = (request: FastifyRequest) => viewerFor(ctx, authOf(request).userId);
  /** The document, its signatures as `reader` may see them (signersSeen.ts) and its files. */
  const entryOf = (id: number, reader: Viewer): BatchEntry => {
    const document = printableDocument(ctx.db, id);
    if (document === undefined) throw documentNotFound();
    const signatures = signaturesSeenBy(ctx.repos.signatures.listWithAttachments(id), authorVisibility(ctx.db, id, reader));
    return { document, signatures, files: attachmentsOf(ctx.db, id) };
  };

  app.get('/api/signature/session', sign, async (request) => {
    const query = parseInput(signingSessionQuerySchema, request.query);
    return signingSession(ctx, authOf(request).userId, query);
  });

  app.post('/api/signature/sign/:id', limitedPerIp(sign, app.ipRateLimits.signing), async (request) => {
    const userId = authOf(request).userId;
    // The body is checked before the id, so a bad body is always a 422 with its field errors.
    const { type } = parseInput(gdocSignQuerySchema, request.query);
    // With govbr_token the proof is a gov.br authorisation instead of the password.
    if (isGovBrSignBody(request.body)) {
      const body = parseInput(govBrSignRequestSchema, request.body);
      const target = signableTarget(ctx, viewerFor(ctx, userId), type, idParam(request.params, 'id'));
      return govBrSign(ctx, userId, target, body);
    }
    const body = parseInput(gdocSignRequestSchema, request.body);
    const id = idParam(request.params, 'id');
    const target = signableTarget(ctx, viewerFor(ctx, userId), type, id);
    return gdocSign(ctx, userId, target, body);
  });

  app.get('/api/signature/doc-signers/:id/all', anySignature, async (request) => {
    const reader = viewer(request);
    const document = signableDocument(ctx, reader, idParam(request.params, 'id'));
    return signaturesSeenBy(ctx.repos.signatures.listWithAttachments(document.id), authorVisibility(ctx.db, document.id, reader)).map(signerView);
  });

  app.get('/api/signature/preview/:id', pdf(sign), async (request, reply) => {
    const reader = viewer(request);
    const document = signableDocument(ctx, reader, idParam(request.params, 'id'));
    const entry = entryOf(document.id, reader);
    return sendPdf(reply, fileStem(document.number), documentPreviewPdf(ctx.db, entry.document, entry.signatures, entry.files, now()));
  });

  app.get('/api/signature/preview', pdf(sign), async (request, reply) => {
    const { ids } = parseInput(batchPreviewQuery, request.query);
    const who = viewer(request);
    const entries = ids.map((id) => entryOf(signableDocument(ctx, who, id).id, who));
    return sendPdf(reply, 'assinatura-lote', batchPreviewPdf(ctx.db, entries, now()));
  });

  // Whoever was asked to sign, or whoever asked, may preview a request.
  app.get('/api/signature/request/preview/:uuid', pdf(withAccess(staffWith('signature-sign', 'signature-request'))), async (request, reply) => {
    const userId = authOf(request).userId;
    const { uuid } = parseInput(uuidParams, request.params);
    const signatureRequest = findRequest(ctx.db, uuid);
    if (signatureRequest === undefined) throw new ApiError(404, { message: m.requestNotFound });
    if (signatureRequest.requested_user_id !== userId && signatureRequest.requested_by_user_id !== userId) {
      throw new ApiError(403, { message: m.requestForbidden });
    }
    const reader = viewerFor(ctx, userId);
    const entry = entryOf(signatureRequest.document_id, reader);
    const author = authorVisibility(ctx.db, signatureRequest.document_id, reader);
    const requester =
      signatureRequest.requested_by_user_id === null
        ? undefined
        : hidesUser(author, signatureRequest.requested_by_user_id)
          ? author.label
          : ctx.db
            .prepare<[number], string>('SELECT people.name FROM users JOIN people ON people.id = users.person_id WHERE users.id = ?')
            .pluck()
            .get(signatureRequest.requested_by_user_id);
    const extra = requester === undefined ? [] : [{ text: m.requestedBy(requester), style: 'small' as const }];
    return sendPdf(reply, fileStem(entry.document.number), documentPreviewPdf(ctx.db, entry.document, entry.signatures, entry.files, now(), extra));
  });

  // ids are signature request uuids (is_request), attachment ids (is_upload: files sent to the
  // document store, listed since the writer cannot render them) or document ids.
  app.get('/api/signature/ged/preview', pdf(sign), async (request, reply) => {
    const { ids, is_upload: isUpload, is_request: isRequest } = parseInput(gedPreviewQuery, request.query);
    const userId = authOf(request).userId;
    const who = viewerFor(ctx, userId);
    if (isRequest) {
      const entries = ids.map((uuid) => {
        const signatureRequest = findRequest(ctx.db, uuid);
        if (signatureRequest === undefined) throw new ApiError(404, { message: m.requestNotFound });
        if (signatureRequest.requested_user_id !== userId) throw new ApiError(403, { message: m.requestForbidden });
        return entryOf(signatureRequest.document_id, who);
      });
      return sendPdf(reply, 'assinatura-ged', batchPreviewPdf(ctx.db, entries, now()));
    }
    if (ids.some((id) => !/^[1-9]\d{0,15}$/.test(id))) throw invalidFields({ ids: [messages.validation.invalid] });
    const numbers = [...new Set(ids.map(Number))];
    if (isUpload) {
      const files: AttachmentRow[] = numbers.map((id) => {
        const target = signableTarget(ctx, who, 'attachment', id);
        return target.attachment as AttachmentRow;
      });
      return sendPdf(reply, 'assinatura-ged-arquivos', gedFilesPdf(ctx.db, files, now()));
    }
    const entries = numbers.map((id) => entryOf(signableDocument(ctx, who, id).id, who));
    return sendPdf(reply, 'assinatura-ged', batchPreviewPdf(ctx.db, entries, now()));
  });

  app.get('/api/signature/print/:hash/pades', audited(pdf(anySignature), 'download'), async (request, reply) => {
    const { hash } = parseInput(hashParams, request.params);
    const stored = ctx.repos.signatures.findBySha256(hash.toLowerCase());
    if (stored === undefined) throw new ApiError(404, { message: m.signatureNotFound });
    const document = ctx.repos.documents.findById(stored.document_id);
    if (document === undefined) throw documentNotFound();
    const reader = viewer(request);
    if (!canSignDocument(ctx, reader, document)) throw new ApiError(403, { message: m.documentForbidden });
    const signature = signatureSeenBy(stored, authorVisibility(ctx.db, document.id, reader));
    const printable = printableDocument(ctx.db, document.id);
    if (printable === undefined) throw documentNotFound();
    const attachment = signature.attachment_id === null ? null : (attachmentsOf(ctx.db, document.id, reader).find((file) => file.id === signature.attachment_id) ?? null);
    const dispatch = signature.dispatch_id === null ? undefined : dispatchById(ctx.db, signature.dispatch_id);
    const signed =
      dispatch === undefined
        ? null
        : { title: dispatchTitle(ctx.db, dispatch), sha256: signedTargetSha256(ctx, { document, attachment: null, dispatch }) };
    const bytes = signatureManifestPdf(ctx.db, { ...printable, content_sha256: signedContentSha256(ctx.db, document) }, signature, attachment, now(), signed);
    return sendPdf(reply, `manifesto-assinatura-${signature.id}`, bytes);
  });

  // The document as PDF, its signers (and its attachments') in a closing section. A despacho is its
  // page (signatures/dispatchTarget.ts). An attachment is served as stored: its bytes are what its signatures cover, and the writer does not edit other
  // files; its signatures are in doc-signers and each one's manifest.
  app.get('/api/signature/print-file/:id', audited(pdf(anySignature), 'download'), async (request, reply) => {
    const { type } = parseInput(printFileQuery, request.query);
    const reader = viewer(request);
    const target = signableTarget(ctx, reader, type, idParam(request.params, 'id'));
    // A despacho's page, exactly the bytes its signatures cover.
    if (target.dispatch !== null) return sendPdf(reply, `despacho-${target.dispatch.id}`, signedBytes(ctx, target));
    if (target.attachment !== null) {
      const bytes = attachmentContentOf(ctx.db, target.attachment.id);
      if (bytes === undefined) throw new ApiError(404, { message: m.attachmentNotFound });
      return reply
        .type(target.attachment.mime_type)
        .header('Content-Disposition', contentDisposition('attachment', target.attachment.name))
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    }
    const entry = entryOf(target.document.id, reader);
    return sendPdf(reply, fileStem(target.document.number), documentPreviewPdf(ctx.db, entry.document, entry.signatures, entry.files, now()));
  });

  // The documents the caller signed (the document or one of its attachments), newest signature
  // first, with every signer of each. Not the sector's: a list of "what I signed" is what
  // /signatures/signed shows, and a sector's signatures are in each document's doc-signers.
  app.get('/api/signature/signed', list, async (request) => {
    const userId = authOf(request).userId;
    const reader = viewerFor(ctx, userId);
    const page = parsePageQuery(request.query);
    const total =
      ctx.db.prepare<[number], number>('SELECT count(DISTINCT document_id) FROM signatures WHERE user_id = ? AND dispatch_id IS NULL').pluck().get(userId) ?? 0;
    const rows = ctx.db
      .prepare<[number, number, number], { document_id: number; uuid: string; title: string; number: string; signed_at: string; kind: 'icp' | 'gdoc' | 'govbr' }>(
        `SELECT s.document_id, d.uuid, d.title, d.number, s.signed_at, s.kind FROM signatures s JOIN documents d ON d.id = s.document_id
         WHERE s.user_id = ? AND s.id = (SELECT s2.id FROM signatures s2 WHERE s2.user_id = s.user_id AND s2.document_id = s.document_id AND s2.dispatch_id IS NULL
           ORDER BY s2.signed_at DESC, s2.id DESC LIMIT 1)
         ORDER BY s.signed_at DESC, s.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.perPage, page.offset);
    const attachmentNames = ctx.db.prepare<[number], { id: number; name: string }>('SELECT id, name FROM attachments WHERE document_id = ?');
    const items: SignedDocument[] = rows.map((row) => {
      const names = new Map(attachmentNames.all(row.document_id).map((file) => [file.id, file.name]));
      return {
        document_id: row.document_id,
        document_uuid: row.uuid,
        title: row.title,
        number: row.number,
        signed_at: row.signed_at,
        type: KIND_LABEL[row.kind],
        signers: signaturesSeenBy(ctx.repos.signatures.listWithAttachments(row.document_id), authorVisibility(ctx.db, row.document_id, reader)).map((signature) => ({
          name: signature.signer_name,
          cpf_cnpj: maskSignerNumber(signature.signer_cpf, signature.signer_cnpj),
          type: KIND_LABEL[signature.kind],
          signed_at: signature.signed_at,
          attachment_id: signature.attachment_id,
          attachment_name: signature.attachment_id === null ? null : (names.get(signature.attachment_id) ?? null),
        })),
      };
    });
    return buildPage({ items, total, request: page, url: request.url });
  });
}
