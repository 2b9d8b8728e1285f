// Signature requests (issue 6, spec §4 Signing, §9 Notification). The spec names no paths for
// asking or canceling, so these follow its one request path, POST signature/request/ged/{uuid}/decline:
//
//   POST /api/signature/request                 { document_uuid | inbox_email_uuid | inbox_email_uuids (a block),
//        attachment_ids?, include_document?, user_ids[1..50], is_ged?, message?, due_at? }
//        → 201 { message, data: [request + already_requested] } (200 when nothing new was created)
//   GET  /api/signature/request?document_uuid= | ?inbox_email_uuid=   → { data: [request] }, newest first
//   GET  /api/signature/request/mine?status=&page=  → the caller's own requests, paged (issue 19)
//   POST /api/signature/request/:uuid/cancel    { scope?: 'signer' | 'block' } → { message, data: request, canceled }
//
// Declining (the user asked) is in routes/notifications.ts, with the spec's GED path.
//
// Cancel is a POST on the request, like decline, rather than a DELETE: the request stays, with
// status canceled, because the notification already sent reads its status. Staff only; asking and
// canceling need 'signature-request', listing any Assinatura permission (like doc-signers/all), and
// the document must be one the caller may sign or see (canSignDocument).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import {
  cancelSignatureRequestSchema,
  createSignatureRequestSchema,
  mySignatureRequestsQuerySchema,
  signatureRequestListQuerySchema,
  type CreateSignatureRequestResponse,
} from '../../src-shared/api/signatureRequests';
import { messages } from '../../src-shared/messages';
import { authOf, requireStaffPermission, withAccess } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { parsePageQuery, requestUrl } from '../http/page';
import { parseInput } from '../http/validation';
import { askSignatures, cancelRequest, requestsMine, requestsOfDocument, requestTarget } from '../notifications/requestActions';
import { viewerFor } from '../signatures/signing';

const m = messages.notifications;
const asking = withAccess(requireStaffPermission('signature-request'));
const anySignature = withAccess(requireStaffPermission('signature-sign', 'signature-list', 'signature-request'));
const uuidParams = z.object({ uuid: emailUuidSchema });

export function registerSignatureRequestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const viewer = (request: FastifyRequest) => viewerFor(ctx, authOf(request).userId);

  app.post('/api/signature/request', asking, async (request, reply) => {
    const body = parseInput(createSignatureRequestSchema, request.body);
    const { data, created } = askSignatures(ctx, viewer(request), body, isoAt(ctx.now()));
    const response: CreateSignatureRequestResponse = { message: m.requestsSent(data.length), data };
    return reply.code(created > 0 ? 201 : 200).send(response);
  });

  app.get('/api/signature/request', anySignature, async (request) => {
    const query = parseInput(signatureRequestListQuerySchema, request.query);
    const reader = viewer(request);
    const { document } = requestTarget(ctx, reader, query);
    return { data: requestsOfDocument(ctx, document.id, reader) };
  });

  // Only what the caller asked: asking is the permission that made them (a requester who lost it
  // still sees nothing new, as with the other routes of this file).
  app.get('/api/signature/request/mine', asking, async (request) => {
    const { status } = parseInput(mySignatureRequestsQuerySchema, request.query);
    return requestsMine(ctx, viewer(request), status, parsePageQuery(request.query), requestUrl(request));
  });

  app.post('/api/signature/request/:uuid/cancel', asking, async (request) => {
    const { uuid } = parseInput(uuidParams, request.params);
    const { scope } = parseInput(cancelSignatureRequestSchema, request.body ?? {});
    const reader = viewer(request);
    const { data, canceled } = ctx.db.transaction(() => cancelRequest(ctx, uuid, reader, isoAt(ctx.now()), scope))();
    return { message: m.requestCanceled, data, canceled };
  });
}
