// GET /signature/start/{id}: before the client asks for a PIN, the server checks the certificate
// (valid now, trusted, the logged user's own) and answers the digest the CAdES must carry. The
// start is remembered for 15 minutes, bound to this user, target (the document or one of its
// attachments) and certificate.
import { randomUUID } from 'node:crypto';
import type { SignatureStartParams, SignatureStartResponse } from '../../src-shared/api/signatures';
import { DEFAULT_CADES_POLICY } from '../../src-shared/icp/policies';
import { messages } from '../../src-shared/messages';
import type { AuthContext } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { signedBytes } from './documents';
import { assertMaySign, hasSignedTarget, type SigningTarget } from './signing';
import { signerIdentity, type SignerIdentity } from './signer';
import { checkSignerCertificate, CmsVerificationError, digestOf } from './verifyCms';

const m = messages.server;

export const SIGNATURE_START_TTL_SECONDS = 15 * 60;

export const certificateRefused = (message: string) => new ApiError(422, { message, errors: { certificateContent: [message] } });

export function startSignature(
  ctx: ServerContext,
  auth: AuthContext,
  target: SigningTarget,
  query: SignatureStartParams,
): SignatureStartResponse {
  if (ctx.trustList === null) throw certificateRefused(m.trustListMissing);
  const der = Buffer.from(query.certificateContent, 'base64');
  let identity: SignerIdentity;
  try {
    identity = signerIdentity(checkSignerCertificate(der, ctx.trustList, ctx.now()).details);
  } catch (error) {
    if (error instanceof CmsVerificationError) throw certificateRefused(error.message);
    throw error;
  }
  if (identity.cpf === null && identity.cnpj === null) throw certificateRefused(m.certificateWithoutCpf);
  // Nobody signs with someone else's certificate: the user's CPF, or the CNPJ of a company account.
  const own = ctx.repos.users.personOf(auth.user)?.cpf_cnpj ?? null;
  if (own === null || (own !== identity.cpf && own !== identity.cnpj)) throw certificateRefused(m.certificateNotYours);

  assertMaySign(ctx, auth.userId, target, 'ICP');
  if (hasSignedTarget(ctx, auth.userId, target)) {
    throw new ApiError(422, { message: messages.signing.alreadySigned });
  }
  const digest = digestOf('sha256', signedBytes(ctx, target));
  const { document } = target;
  const now = ctx.now();
  const start = {
    uuid: randomUUID(),
    document_id: document.id,
    attachment_id: target.attachment?.id ?? null,
    dispatch_id: target.dispatch?.id ?? null,
    user_id: auth.userId,
    certificate_der: der,
    digest_sha256: digest.toString('hex'),
    type: query.type,
    is_ged: query.is_ged ? 1 : 0,
    signed_by_user: query.signed_by_user ? 1 : 0,
    created_at: isoAt(now),
    expires_at: isoAt(now + SIGNATURE_START_TTL_SECONDS * 1000),
  } as const;
  ctx.repos.signatures.insertStart(start);
  return {
    signature_id: start.uuid,
    docId: target.dispatch?.id ?? target.attachment?.id ?? document.id,
    type: query.type,
    is_ged: query.is_ged,
    signed_by_user: query.signed_by_user,
    hash: digest.toString('base64'),
    hash_algorithm: 'sha256',
    policy: DEFAULT_CADES_POLICY,
  };
}
