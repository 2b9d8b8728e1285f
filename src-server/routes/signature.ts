// ICP signatures of documents and attachments (§7 Signatures): start (check the certificate,
// answer the digest), complete (verify and store the CAdES), the signers and each signature's
// .p7s. Whoever may sign on the signing screen may sign here (signing.ts canSignDocument).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signatureCompleteRequestSchema, signatureStartQuerySchema } from '../../src-shared/api/signatures';
import { authenticated, authOf, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { messages } from '../../src-shared/messages';
import { authorVisibility } from '../documents/authorship';
import { ApiError, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { idParam } from '../signatures/documents';
import { completeSignature } from '../signatures/signatureComplete';
import { startSignature } from '../signatures/signatureStart';
import { signableTarget, signerView, viewerFor } from '../signatures/signing';
import { isHiddenSignature, signaturesSeenBy } from '../signatures/signersSeen';

// ?type=document (the ICP flow's name), doc, attachment or dispatch (the signing screen's): for
// attachment and dispatch the id is the attachment's or the despacho's and its signatures are listed.
const signersQuerySchema = z.object({ type: z.enum(['document', 'doc', 'attachment', 'dispatch']).optional() });

export function registerSignatureRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const targetOf = (userId: number, type: 'document' | 'attachment' | 'dispatch', id: number) =>
    signableTarget(ctx, viewerFor(ctx, userId), type === 'document' ? 'doc' : type, id);

  app.get('/api/signature/start/:id', withAccess(authenticated()), async (request) => {
    const auth = authOf(request);
    const query = parseInput(signatureStartQuerySchema, request.query);
    return startSignature(ctx, auth, targetOf(auth.userId, query.type, idParam(request.params, 'id')), query);
  });

  app.post('/api/signature/sign/icp/:id/complete', withAccess(authenticated()), async (request) => {
    const auth = authOf(request);
    const body = parseInput(signatureCompleteRequestSchema, request.body);
    return completeSignature(ctx, auth, targetOf(auth.userId, body.type, idParam(request.params, 'id')), body);
  });

  app.get('/api/signature/doc-signers/:id', withAccess(authenticated()), async (request) => {
    const reader = viewerFor(ctx, authOf(request).userId);
    const { type } = parseInput(signersQuerySchema, request.query);
    const target = signableTarget(ctx, reader, type === 'attachment' || type === 'dispatch' ? type : 'doc', idParam(request.params, 'id'));
    const rows =
      target.dispatch !== null
        ? ctx.repos.signatures.listByDispatch(target.dispatch.id)
        : target.attachment === null
          ? ctx.repos.signatures.listByDocument(target.document.id)
          : ctx.repos.signatures.listByAttachment(target.attachment.id);
    return signaturesSeenBy(rows, authorVisibility(ctx.db, target.document.id, reader)).map(signerView);
  });

  app.get('/api/signature/documents/:id/signatures/:signatureId/p7s', withAccess(authenticated()), async (request, reply) => {
    const reader = viewerFor(ctx, authOf(request).userId);
    const { document } = signableTarget(ctx, reader, 'doc', idParam(request.params, 'id'));
    const signatureId = idParam(request.params, 'signatureId');
    const signature = ctx.repos.signatures.findOfDocument(document.id, signatureId);
    // The CMS carries the signer's certificate: a hidden author's is not handed out at all.
    if (signature !== undefined && isHiddenSignature(signature, authorVisibility(ctx.db, document.id, reader))) {
      throw new ApiError(403, { message: messages.signing.signatureOfHiddenAuthor });
    }
    const cms = ctx.repos.signatures.cmsOf(document.id, signatureId);
    if (cms === undefined) throw notFound();
    return reply
      .type('application/pkcs7-signature')
      .header('Content-Disposition', `attachment; filename="documento-${document.id}-assinatura-${signatureId}.p7s"`)
      .send(cms);
  });
}
