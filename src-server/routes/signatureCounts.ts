// GET /api/signature/counts (issue 19, spec §2 /sign batch types): the counts of the Assinaturas
// menu's Assinar pendentes and Finalizadas, counted as the signing session lists those batches
// (signatures/requestedDocuments.ts). Staff with any Assinatura permission; only numbers of the
// caller's own requests, so nothing of a document is revealed. A read: nothing to audit.
import type { FastifyInstance } from 'fastify';
import type { SignatureCounts } from '../../src-shared/api/signatureCounts';
import { authOf, requireStaffPermission, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { requestedDocumentIds } from '../signatures/requestedDocuments';

const anySignature = withAccess(requireStaffPermission('signature-sign', 'signature-list', 'signature-request'));

export function registerSignatureCountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/signature/counts', anySignature, async (request): Promise<SignatureCounts> => {
    const userId = authOf(request).userId;
    return {
      pending: requestedDocumentIds(ctx.db, userId, 'pending').length,
      finished: requestedDocumentIds(ctx.db, userId, 'finished').length,
    };
  });
}
