// Verifies a CMS SignedData (RFC 5652) as the server needs it for certificate logins and document
// signatures: one signer, signed attributes whose messageDigest is the digest of the content, an
// RSA signature over those attributes by the signer's certificate, and that certificate usable now
// and chained to the trust list. Every failure is a CmsVerificationError with a pt-BR message.
import { createHash, verify, X509Certificate } from 'node:crypto';
import { certificateParts, parseCertificate } from '../../src-shared/icp/certificate';
import { checkCertificateUsable } from '../../src-shared/icp/certificateChecks';
import { parseSignedData, type ParsedSignedData } from '../../src-shared/icp/cms';
import { bytesEqual, toHex } from '../../src-shared/icp/der';
import { AlgorithmOid, CmsOid } from '../../src-shared/icp/oids';
import type { CertificateDetails } from '../../src-shared/icp/types';
import { messages } from '../../src-shared/messages';
import { buildTrustedChain, type TrustList } from './trustList';

const m = messages.server;

export class CmsVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsVerificationError';
  }
}

const fail = (message: string): never => {
  throw new CmsVerificationError(message);
};

export type DigestName = 'sha256' | 'sha512';

const DIGESTS: Readonly<Record<string, DigestName>> = { [AlgorithmOid.sha256]: 'sha256', [AlgorithmOid.sha512]: 'sha512' };
/** RSA PKCS#1 v1.5 only, as the signer builds; plain rsaEncryption takes the digest algorithm's hash. */
const RSA_SIGNATURES: Readonly<Record<string, DigestName | 'digest'>> = {
  [AlgorithmOid.rsaEncryption]: 'digest',
  [AlgorithmOid.sha256WithRsa]: 'sha256',
  [AlgorithmOid.sha512WithRsa]: 'sha512',
};

export const digestOf = (name: DigestName, bytes: Uint8Array): Buffer => createHash(name).update(bytes).digest();
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function parseCms(der: Uint8Array): ParsedSignedData {
  try {
    return parseSignedData(der);
  } catch {
    return fail(m.cmsMalformed);
  }
}

/** The signer's certificate among those the CMS carries, found by its SignerIdentifier. */
export function signerCertificateOf(cms: ParsedSignedData): Uint8Array {
  if (cms.signers.length !== 1) fail(m.cmsMalformed);
  const sid = cms.signer.sid;
  const found = cms.certificates.find((der) => {
    try {
      if (sid.kind === 'issuerAndSerialNumber') {
        const parts = certificateParts(der);
        return bytesEqual(parts.issuerRaw, sid.issuerRaw) && bytesEqual(parts.serialRaw, sid.serialRaw);
      }
      return parseCertificate(der).subjectKeyIdentifier === toHex(sid.subjectKeyIdentifier);
    } catch {
      return false;
    }
  });
  return found ?? fail(m.cmsSignerCertificateMissing);
}

export type CheckedCertificate = { der: Uint8Array; x509: X509Certificate; details: CertificateDetails };

/** A signer certificate that parses, is not a CA, is usable now and chains to the trust list. */
export function checkSignerCertificate(
  der: Uint8Array,
  trust: TrustList,
  at: number,
  intermediates: readonly Uint8Array[] = [],
): CheckedCertificate {
  let details: CertificateDetails;
  let x509: X509Certificate;
  try {
    details = parseCertificate(der);
    x509 = new X509Certificate(der);
  } catch {
    return fail(m.certificateMalformed);
  }
  if (details.isCa || x509.ca) fail(m.certificateIsCa);
  const unusable = checkCertificateUsable(details, new Date(at));
  if (unusable) fail(unusable.message);
  const extra = intermediates.flatMap((candidate) => {
    try {
      return [new X509Certificate(candidate)];
    } catch {
      return [];
    }
  });
  if (buildTrustedChain(trust, x509, extra, at) === null) fail(m.certificateUntrusted);
  return { der, x509, details };
}

export type VerifiedSignature = {
  certificate: CheckedCertificate;
  digestAlgorithm: DigestName;
};

export type VerifyOptions = {
  /**
   * The bytes that were signed: the eContent of an attached CMS, the document of a detached one; or
   * only their SHA-256, when the signer was given the hash (gov.br's assinarPKCS7).
   */
  content: Uint8Array | { sha256: Uint8Array };
  trust: TrustList;
  at: number;
  /** Message when messageDigest differs from the content's digest. */
  digestMismatchMessage?: string;
};

export function verifySignedData(cms: ParsedSignedData, options: VerifyOptions): VerifiedSignature {
  const signerDer = signerCertificateOf(cms);
  const signer = cms.signer;
  const digestAlgorithm = DIGESTS[signer.digestAlgorithm] ?? fail(m.cmsDigestAlgorithmUnsupported);
  if (signer.signedAttributesDer === null || signer.messageDigest === null) return fail(m.cmsSignedAttributesMissing);
  if (cms.eContentType !== CmsOid.data || signer.contentType !== cms.eContentType) fail(m.cmsContentTypeInvalid);
  const expected =
    options.content instanceof Uint8Array
      ? digestOf(digestAlgorithm, options.content)
      : digestAlgorithm === 'sha256'
        ? options.content.sha256
        : fail(m.cmsDigestAlgorithmUnsupported);
  if (!bytesEqual(signer.messageDigest, expected)) {
    fail(options.digestMismatchMessage ?? m.cmsMessageDigestMismatch);
  }
  const signingCertificate = signer.signingCertificateV2;
  if (signingCertificate) {
    const hash = DIGESTS[signingCertificate.hashAlgorithm];
    if (!hash || !bytesEqual(signingCertificate.certHash, digestOf(hash, signerDer))) fail(m.cadesSigningCertificateInvalid);
  }

  const certificate = checkSignerCertificate(signerDer, options.trust, options.at, cms.certificates);
  const scheme = RSA_SIGNATURES[signer.signatureAlgorithm] ?? fail(m.cmsSignatureAlgorithmUnsupported);
  if (certificate.details.publicKey.algorithm !== 'rsa') fail(m.cmsSignatureAlgorithmUnsupported);
  const signedAttributes = signer.signedAttributesDer;
  const valid = (() => {
    try {
      return verify(scheme === 'digest' ? digestAlgorithm : scheme, signedAttributes, certificate.x509.publicKey, signer.signature);
    } catch {
      return false;
    }
  })();
  if (!valid) fail(m.cmsSignatureInvalid);
  return { certificate, digestAlgorithm };
}
