// What makes a CMS a CAdES AD-RB signature under the ICP-Brasil policy the server asks for
// (DOC-ICP-15.03): exactly four signed attributes, the policy's OID, SignPolicyHash and spuri, and
// a signingCertificateV2 naming the signer's certificate.
import type { ParsedSignerInfo } from '../../src-shared/icp/cms';
import { bytesEqual } from '../../src-shared/icp/der';
import { AlgorithmOid, CmsOid } from '../../src-shared/icp/oids';
import { SIGNATURE_POLICIES } from '../../src-shared/icp/policies';
import type { SignaturePolicyId } from '../../src-shared/signer/protocol';
import { messages } from '../../src-shared/messages';
import { CmsVerificationError, digestOf } from './verifyCms';

const m = messages.server;

const AD_RB_ATTRIBUTES = [CmsOid.contentType, CmsOid.messageDigest, CmsOid.signingCertificateV2, CmsOid.signaturePolicyIdentifier];
const HASH_OIDS = { sha256: AlgorithmOid.sha256, sha512: AlgorithmOid.sha512 } as const;

export function checkAdRbProfile(signer: ParsedSignerInfo, signerCertificateDer: Uint8Array, policyId: SignaturePolicyId): void {
  const oids = signer.attributes.map((attribute) => attribute.oid);
  const exact = oids.length === AD_RB_ATTRIBUTES.length && AD_RB_ATTRIBUTES.every((oid) => oids.includes(oid));
  if (!exact) throw new CmsVerificationError(m.cadesAttributesInvalid);

  const policy = SIGNATURE_POLICIES[policyId];
  const declared = signer.policy;
  const matches =
    declared !== null &&
    declared.oid === policy.oid &&
    declared.hashAlgorithm === HASH_OIDS[policy.hashAlgorithm] &&
    declared.hash.toUpperCase() === policy.signPolicyHash.toUpperCase() &&
    declared.uri === policy.uri;
  if (!matches) throw new CmsVerificationError(m.cadesPolicyInvalid);

  const certificate = signer.signingCertificateV2;
  const certificateHash = digestOf('sha256', signerCertificateDer);
  if (certificate === null || certificate.hashAlgorithm !== AlgorithmOid.sha256 || !bytesEqual(certificate.certHash, certificateHash)) {
    throw new CmsVerificationError(m.cadesSigningCertificateInvalid);
  }
}
