// The gov.br signature (POST /signature/sign/{id}?type with { govbr_token }): the SHA-256 of what
// a GDOC signature of the target covers is signed by gov.br with the user's gov.br certificate
// (assinarPKCS7), and the detached PKCS#7 it answers is verified here before anything is stored:
// messageDigest is that SHA-256 (a signed attribute), the RSA signature is good, the certificate
// is usable now and chains to the gov.br CAs configured (--govbr-trust-anchors), and it names the
// logged user's CPF. gov.br is a third party on the network: what it sends is checked like what a
// client sends.
import { createHash } from 'node:crypto';
import type { GdocSignResponse, GovBrSignRequest } from '../../src-shared/api/signingSession';
import { messages } from '../../src-shared/messages';
import { isoAt, type ServerContext } from '../context';
import { govBrFailureMessage, requireGovBr } from '../govBr/govBr';
import { ApiError } from '../http/errors';
import { applySignatureEffects } from './signatureEffects';
import { assertMaySign, hasSignedTarget, namedPendingRequest, signedTargetSha256, signerPerson, storedLocation, type SigningTarget } from './signing';
import { maskSignerNumber, signerIdentity } from './signer';
import { CmsVerificationError, parseCms, sha256Hex, verifySignedData, type VerifiedSignature } from './verifyCms';

const m = messages.signing;
const g = m.govBr;

const refused = (status: number, message: string, field = 'govbr_token') => new ApiError(status, { message, errors: { [field]: [message] } });

export async function govBrSign(
  ctx: ServerContext,
  userId: number,
  target: SigningTarget,
  body: GovBrSignRequest,
): Promise<GdocSignResponse> {
  const govBr = requireGovBr(ctx);
  const { document, attachment } = target;
  const attachmentId = attachment?.id ?? null;

  const lookup = govBr.authorizations.tokenFor(body.govbr_token, userId, ctx.now());
  if (lookup.kind === 'forbidden') throw new ApiError(403, { message: lookup.message });
  if (lookup.kind !== 'ok') throw refused(422, lookup.message);
  assertMaySign(ctx, userId, target, 'GOVBR');
  if (hasSignedTarget(ctx, userId, target)) throw refused(422, m.alreadySigned, 'id');
  const request = namedPendingRequest(ctx, userId, document.id, body.signature_request_uuid, attachmentId);

  const digest = Buffer.from(signedTargetSha256(ctx, target), 'hex');
  const signed = await govBr.client.signPkcs7(lookup.accessToken, digest);
  if (!signed.ok) {
    // gov.br no longer takes the token: the authorisation is over, the user authorises again.
    if (signed.error.kind === 'unauthorized') {
      govBr.authorizations.expire(body.govbr_token);
      throw refused(422, g.authorizationExpired);
    }
    if (signed.error.kind === 'unavailable') throw new ApiError(502, { message: g.unavailable });
    throw refused(422, govBrFailureMessage(signed.error));
  }

  const der = signed.value;
  const now = ctx.now();
  let verified: VerifiedSignature;
  try {
    const cms = parseCms(der);
    if (cms.eContent !== null) throw new CmsVerificationError(messages.server.cmsContentAttached);
    verified = verifySignedData(cms, {
      content: { sha256: digest },
      trust: govBr.trustList,
      at: now,
      digestMismatchMessage: messages.server.cmsDocumentDigestMismatch,
    });
  } catch (error) {
    if (error instanceof CmsVerificationError) throw refused(422, g.signatureInvalid(error.message));
    throw error;
  }
  const { details } = verified.certificate;
  const identity = signerIdentity(details);
  const person = signerPerson(ctx.db, userId);
  if (identity.cpf === null || identity.cpf !== person.cpf) throw refused(422, g.wrongAccount);

  const signedAt = isoAt(now);
  const location = storedLocation(body.location);
  const sha256 = createHash('sha256').update(der).digest('hex');
  const store = ctx.db.transaction(() => {
    // gov.br answered after a wait: another request of this user may have signed meanwhile.
    if (hasSignedTarget(ctx, userId, target)) throw refused(422, m.alreadySigned, 'id');
    const id = ctx.repos.signatures.insert({
      document_id: document.id,
      attachment_id: attachmentId,
      dispatch_id: target.dispatch?.id ?? null,
      start_id: null,
      user_id: userId,
      kind: 'govbr',
      format: 'cades',
      cms: der,
      policy_oid: null,
      signer_name: identity.name,
      signer_cpf: identity.cpf,
      signer_cnpj: null,
      certificate_subject: details.subject.text,
      certificate_issuer: details.issuer.text,
      certificate_serial: details.serialNumber,
      certificate_not_after: details.notAfter,
      certificate_sha256: sha256Hex(verified.certificate.der),
      location,
      sha256,
      signed_at: signedAt,
    });
    const accepted = applySignatureEffects(ctx, target, userId, signedAt, request);
    return { id, requestUuid: accepted?.uuid ?? null };
  });
  const { id, requestUuid } = store();
  return {
    message: m.signed,
    signature: { id, signed_at: signedAt, signer: { name: identity.name, cpf_cnpj: maskSignerNumber(identity.cpf, null) }, hash: sha256 },
    signature_request_uuid: requestUuid,
  };
}
