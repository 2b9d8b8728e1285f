// POST /signature/sign/icp/{id}/complete: the detached CAdES the client made is verified over the
// bytes of the start's target (the document or one of its attachments) before anything is stored
// (DOC-ICP-15.03 AD-RB v2.4), then kept with what a reader of the document needs to know about its
// signer.
import type { SignatureCompleteParams, SignatureCompleteResponse } from '../../src-shared/api/signatures';
import { bytesEqual } from '../../src-shared/icp/der';
import { checkPolicyAllowed, DEFAULT_CADES_POLICY, SIGNATURE_POLICIES } from '../../src-shared/icp/policies';
import { messages } from '../../src-shared/messages';
import type { AuthContext } from '../auth/access';
import { isoAt, type ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { SignatureStartRow } from '../repos/signatures';
import { checkAdRbProfile } from './adRbProfile';
import { signedBytes } from './documents';
import { applySignatureEffects } from './signatureEffects';
import type { SigningTarget } from './signing';
import { maskSignerNumber, signerIdentity } from './signer';
import { CmsVerificationError, parseCms, sha256Hex, signerCertificateOf, verifySignedData, type VerifiedSignature } from './verifyCms';

const m = messages.server;

const signatureRefused = (message: string) => new ApiError(422, { message, errors: { signature: [message] } });

function openStart(ctx: ServerContext, auth: AuthContext, target: SigningTarget, startId: string): SignatureStartRow {
  const start = ctx.repos.signatures.findStart(startId);
  const sameTarget =
    start !== undefined &&
    start.document_id === target.document.id &&
    start.attachment_id === (target.attachment?.id ?? null) &&
    start.dispatch_id === (target.dispatch?.id ?? null);
  if (start === undefined || start.user_id !== auth.userId || !sameTarget) {
    throw signatureRefused(m.signatureStartNotFound);
  }
  if (start.completed_at !== null) throw signatureRefused(m.signatureStartCompleted);
  if (Date.parse(start.expires_at) <= ctx.now()) throw signatureRefused(m.signatureStartExpired);
  return start;
}

export function completeSignature(
  ctx: ServerContext,
  auth: AuthContext,
  target: SigningTarget,
  body: SignatureCompleteParams,
): SignatureCompleteResponse {
  if (ctx.trustList === null) throw signatureRefused(m.trustListMissing);
  const start = openStart(ctx, auth, target, body.signature_id);
  const content = signedBytes(ctx, target);
  if (sha256Hex(content) !== start.digest_sha256) throw signatureRefused(m.documentChangedSinceStart);
  const der = Buffer.from(body.signature.replace(/\s+/g, ''), 'base64');
  const now = ctx.now();

  let verified: VerifiedSignature;
  try {
    const cms = parseCms(der);
    if (cms.eContent !== null) throw new CmsVerificationError(m.cmsContentAttached);
    const signerDer = signerCertificateOf(cms);
    if (!bytesEqual(signerDer, start.certificate_der)) throw new CmsVerificationError(m.signatureCertificateChanged);
    checkAdRbProfile(cms.signer, signerDer, DEFAULT_CADES_POLICY);
    verified = verifySignedData(cms, {
      content,
      trust: ctx.trustList,
      at: now,
      digestMismatchMessage: m.cmsDocumentDigestMismatch,
    });
    const policyProblem = checkPolicyAllowed(DEFAULT_CADES_POLICY, [verified.certificate.details], new Date(now));
    if (policyProblem) throw new CmsVerificationError(policyProblem.message);
  } catch (error) {
    if (error instanceof CmsVerificationError) throw signatureRefused(error.message);
    throw error;
  }

  const { details } = verified.certificate;
  const identity = signerIdentity(details);
  const signedAt = isoAt(now);
  const store = ctx.db.transaction(() => {
    const stored = ctx.repos.signatures.complete(start.id, {
      document_id: target.document.id,
      attachment_id: target.attachment?.id ?? null,
      dispatch_id: target.dispatch?.id ?? null,
      start_id: start.id,
      user_id: auth.userId,
      kind: 'icp',
      format: 'cades',
      cms: der,
      policy_oid: SIGNATURE_POLICIES[DEFAULT_CADES_POLICY].oid,
      signer_name: identity.name,
      signer_cpf: identity.cpf,
      signer_cnpj: identity.cnpj,
      certificate_subject: details.subject.text,
      certificate_issuer: details.issuer.text,
      certificate_serial: details.serialNumber,
      certificate_not_after: details.notAfter,
      certificate_sha256: sha256Hex(verified.certificate.der),
      location: null,
      sha256: sha256Hex(der),
      signed_at: signedAt,
    });
    if (stored !== null) applySignatureEffects(ctx, target, auth.userId, signedAt);
    return stored;
  });
  const id = store();
  // Another request completed this start between our checks and the write.
  if (id === null) throw signatureRefused(m.signatureStartCompleted);
  return {
    message: m.documentSigned,
    signature: { id, signed_at: signedAt, signer: { name: identity.name, cpf_cnpj: maskSignerNumber(identity.cpf, identity.cnpj) } },
  };
}
