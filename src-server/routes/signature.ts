// ICP signatures of documents (§7 Signatures): start (check the certificate, answer the digest),
// complete (verify and store the CAdES), the document's signers and each signature's .p7s.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  signatureCompleteRequestSchema,
  signatureStartQuerySchema,
  signatureTargetTypeSchema,
  type DocumentSigner,
} from '../../src-shared/api/signatures';
import { SIGNATURE_POLICIES } from '../../src-shared/icp/policies';
import { authenticated, authOf, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import type { SignatureRow } from '../repos/signatures';
import { idParam, visibleDocument } from '../signatures/documents';
import { completeSignature } from '../signatures/signatureComplete';
import { startSignature } from '../signatures/signatureStart';
import { maskSignerNumber } from '../signatures/signer';

const signersQuerySchema = z.object({ type: signatureTargetTypeSchema.optional() });

function signerView(row: SignatureRow): DocumentSigner {
  const policy = Object.values(SIGNATURE_POLICIES).find((candidate) => candidate.oid === row.policy_oid);
  return {
    id: row.id,
    name: row.signer_name,
    cpf_cnpj: maskSignerNumber(row.signer_cpf, row.signer_cnpj),
    type: 'ICP',
    signed_at: row.signed_at,
    certificate: {
      // An e-CPF's CN is "NAME:CPF": the CPF is masked there too.
      subject: row.signer_cpf === null ? row.certificate_subject : row.certificate_subject.split(row.signer_cpf).join(maskSignerNumber(row.signer_cpf, null)),
      issuer: row.certificate_issuer,
      serial: row.certificate_serial,
      not_after: row.certificate_not_after,
    },
    policy: row.policy_oid === null ? null : { oid: row.policy_oid, id: policy?.id ?? null },
  };
}

export function registerSignatureRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/signature/start/:id', withAccess(authenticated()), async (request) => {
    const auth = authOf(request);
    const document = visibleDocument(ctx, auth.userId, idParam(request.params, 'id'));
    const query = parseInput(signatureStartQuerySchema, request.query);
    return startSignature(ctx, auth, document, query);
  });

  app.post('/api/signature/sign/icp/:id/complete', withAccess(authenticated()), async (request) => {
    const auth = authOf(request);
    const body = parseInput(signatureCompleteRequestSchema, request.body);
    const document = visibleDocument(ctx, auth.userId, idParam(request.params, 'id'));
    return completeSignature(ctx, auth, document, body);
  });

  app.get('/api/signature/doc-signers/:id', withAccess(authenticated()), async (request) => {
    const auth = authOf(request);
    const document = visibleDocument(ctx, auth.userId, idParam(request.params, 'id'));
    parseInput(signersQuerySchema, request.query);
    return ctx.repos.signatures.listByDocument(document.id).map(signerView);
  });

  app.get('/api/signature/documents/:id/signatures/:signatureId/p7s', withAccess(authenticated()), async (request, reply) => {
    const auth = authOf(request);
    const document = visibleDocument(ctx, auth.userId, idParam(request.params, 'id'));
    const signatureId = idParam(request.params, 'signatureId');
    const cms = ctx.repos.signatures.cmsOf(document.id, signatureId);
    if (cms === undefined) throw notFound();
    return reply
      .type('application/pkcs7-signature')
      .header('Content-Disposition', `attachment; filename="documento-${document.id}-assinatura-${signatureId}.p7s"`)
      .send(cms);
  });
}
