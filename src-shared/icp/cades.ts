// CAdES AD-RB signatures (DOC-ICP-15.03, RFC 5652/5126), built by hand: node-forge's pkcs7 cannot
// encode the ICP-Brasil attributes, and a run of thousands of signatures must add almost nothing
// to the token's own time. The caller hashes (src-shared has no crypto) and signs the bytes
// buildSignedAttributes returns; assembleSignedData wraps the token's signature into the .p7s.
//
// Everything that does not change between the documents of a run (the contentType and policy
// attributes, the signer's certificate attribute and SignerIdentifier) is encoded once and cached;
// per signature only the messageDigest attribute, a four-member sort and two buffer writes remain.
import {
  DerElement,
  DerError,
  Tag,
  bytesEqual,
  contextExplicit,
  contextImplicit,
  encode,
  expectUniversal,
  fromHex,
  integer,
  ia5,
  nul,
  octetString,
  oid,
  readDerWhole,
  sequence,
  set,
  setOf,
  trustedRaw,
} from './der';
import { certificateParts } from './certificate';
import { AlgorithmOid, CmsOid } from './oids';
import { SIGNATURE_POLICIES } from './policies';
import type { HashAlgorithm, SignaturePolicyId } from '../signer/protocol';

const DIGEST_LENGTH: Record<HashAlgorithm, number> = { sha256: 32, sha512: 64 };
const DIGEST_OID: Record<HashAlgorithm, string> = { sha256: AlgorithmOid.sha256, sha512: AlgorithmOid.sha512 };
const SIGNATURE_OID: Record<HashAlgorithm, string> = { sha256: AlgorithmOid.sha256WithRsa, sha512: AlgorithmOid.sha512WithRsa };

/** Digest AlgorithmIdentifier with parameters absent, as RFC 5754 asks for SHA-2. */
const digestAlgorithm = (hash: HashAlgorithm): DerElement => sequence(oid(DIGEST_OID[hash]));
/** RSA PKCS#1 v1.5 signature AlgorithmIdentifier: parameters NULL (RFC 4055). */
const signatureAlgorithm = (hash: HashAlgorithm): DerElement => sequence(oid(SIGNATURE_OID[hash]), nul());

/** Attribute ::= SEQUENCE { attrType OBJECT IDENTIFIER, attrValues SET OF AttributeValue } */
const attribute = (type: string, value: DerElement): DerElement => sequence(oid(type), setOf([value]));

function checkLength(bytes: Uint8Array, expected: number, what: string): void {
  if (!(bytes instanceof Uint8Array) || bytes.length !== expected) {
    throw new Error(`${what}: esperados ${expected} bytes, vieram ${bytes instanceof Uint8Array ? bytes.length : typeof bytes}`);
  }
}

const contentTypeCache = new Map<string, Uint8Array>();

function contentTypeAttribute(contentType: string): DerElement {
  let bytes = contentTypeCache.get(contentType);
  if (!bytes) {
    bytes = encode(attribute(CmsOid.contentType, oid(contentType)));
    contentTypeCache.set(contentType, bytes);
  }
  return trustedRaw(bytes);
}

const policyCache = new Map<SignaturePolicyId, Uint8Array>();

/**
 * SignaturePolicyIdentifier ::= SignaturePolicyId { sigPolicyId, sigPolicyHash (OtherHashAlgAndValue),
 * sigPolicyQualifiers: one spuri } (RFC 5126 5.8.1). The hash is the SignPolicyHash ITI stores in
 * the policy file, not a hash we compute.
 */
function policyAttribute(policyId: SignaturePolicyId): DerElement {
  let bytes = policyCache.get(policyId);
  if (!bytes) {
    const policy = SIGNATURE_POLICIES[policyId];
    if (!policy) throw new Error(`Política de assinatura desconhecida: ${String(policyId)}`);
    const signaturePolicyId = sequence(
      oid(policy.oid),
      sequence(digestAlgorithm(policy.hashAlgorithm), octetString(fromHex(policy.signPolicyHash))),
      sequence(sequence(oid(CmsOid.spqEtsUri), ia5(policy.uri))),
    );
    bytes = encode(attribute(CmsOid.signaturePolicyIdentifier, signaturePolicyId));
    policyCache.set(policyId, bytes);
  }
  return trustedRaw(bytes);
}

/**
 * Per signer certificate (the same Uint8Array across a run): the encoded signingCertificateV2
 * attribute, reused only while the certificate hash given is byte-for-byte the same.
 */
const signingCertificateCache = new WeakMap<Uint8Array, { certificateHash: Uint8Array; hash: HashAlgorithm; bytes: Uint8Array }>();

/**
 * SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } (RFC 5035), one ESSCertIDv2 {
 * hashAlgorithm DEFAULT sha256 (so left out for SHA-256), certHash, issuerSerial { issuer
 * GeneralNames (directoryName [4]), serialNumber } }: ICP-Brasil validators expect issuerSerial.
 */
function signingCertificateAttribute(certificateDer: Uint8Array, certificateHash: Uint8Array, hash: HashAlgorithm): DerElement {
  const cached = signingCertificateCache.get(certificateDer);
  if (cached && cached.hash === hash && bytesEqual(cached.certificateHash, certificateHash)) return trustedRaw(cached.bytes);
  const parts = certificateParts(certificateDer);
  const issuerSerial = sequence(sequence(contextExplicit(4, trustedRaw(parts.issuerRaw))), integer(parts.serialRaw));
  const certId =
    hash === 'sha256'
      ? sequence(octetString(certificateHash), issuerSerial)
      : sequence(digestAlgorithm(hash), octetString(certificateHash), issuerSerial);
  const bytes = encode(attribute(CmsOid.signingCertificateV2, sequence(sequence(certId))));
  // A copy: the caller may reuse its hash buffer for the next certificate.
  signingCertificateCache.set(certificateDer, { certificateHash: certificateHash.slice(), hash, bytes });
  return trustedRaw(bytes);
}

export type SignedAttributesInput = {
  /** Digest of the content (detached or attached), computed with `hash`. */
  contentDigest: Uint8Array;
  hash: HashAlgorithm;
  /** The signer's certificate, DER. */
  certificateDer: Uint8Array;
  /** Digest of certificateDer with certificateHashAlgorithm (SHA-256 unless said otherwise). */
  certificateHash: Uint8Array;
  certificateHashAlgorithm?: HashAlgorithm;
  policy: SignaturePolicyId;
  /** eContentType; id-data unless given. */
  contentType?: string;
};

/**
 * The DER of the SET OF Attribute (tag 0x31) the token signs: exactly contentType, messageDigest,
 * signingCertificateV2 and signaturePolicyIdentifier, in DER order. No signing-time: AD-RB has no
 * trusted time and DOC-ICP-15.03 does not ask for it.
 */
export function buildSignedAttributes(input: SignedAttributesInput): Uint8Array {
  const certificateHashAlgorithm = input.certificateHashAlgorithm ?? 'sha256';
  checkLength(input.contentDigest, DIGEST_LENGTH[input.hash], `Resumo do conteúdo (${input.hash})`);
  checkLength(input.certificateHash, DIGEST_LENGTH[certificateHashAlgorithm], `Resumo do certificado (${certificateHashAlgorithm})`);
  return encode(
    setOf([
      contentTypeAttribute(input.contentType ?? CmsOid.data),
      attribute(CmsOid.messageDigest, octetString(input.contentDigest)),
      signingCertificateAttribute(input.certificateDer, input.certificateHash, certificateHashAlgorithm),
      policyAttribute(input.policy),
    ]),
  );
}

export type SignedDataInput = {
  /** What buildSignedAttributes returned, the bytes that were signed. */
  signedAttributes: Uint8Array;
  /** RSA PKCS#1 v1.5 signature over signedAttributes. */
  signature: Uint8Array;
  certificateDer: Uint8Array;
  /** Issuing CAs (DER), written after the signer's certificate. */
  chain?: readonly Uint8Array[];
  hash: HashAlgorithm;
  /** The content itself for an attached signature; absent for a detached one. */
  content?: Uint8Array;
  /** eContentType; must match the contentType attribute. id-data unless given. */
  contentType?: string;
};

/** SignerIdentifier per certificate: issuerAndSerialNumber { issuer Name, serialNumber }. */
const signerIdCache = new WeakMap<Uint8Array, Uint8Array>();

function issuerAndSerialNumber(certificateDer: Uint8Array): DerElement {
  let bytes = signerIdCache.get(certificateDer);
  if (!bytes) {
    const parts = certificateParts(certificateDer);
    bytes = encode(sequence(trustedRaw(parts.issuerRaw), integer(parts.serialRaw)));
    signerIdCache.set(certificateDer, bytes);
  }
  return trustedRaw(bytes);
}

/**
 * ContentInfo { id-signedData, [0] EXPLICIT SignedData { version 1, digestAlgorithms,
 * encapContentInfo, certificates [0] IMPLICIT (signer first, then chain), signerInfos { one
 * SignerInfo } } } as DER.
 */
export function assembleSignedData(input: SignedDataInput): Uint8Array {
  const attributes = readDerWhole(input.signedAttributes);
  expectUniversal(attributes, Tag.set, 'atributos assinados');
  if (attributes.children.length === 0) throw new DerError('atributos assinados vazios');
  if (!(input.signature instanceof Uint8Array) || input.signature.length === 0) throw new Error('Assinatura vazia');
  // Parsing (cached per Uint8Array) checks each certificate is one well-formed DER certificate.
  const certificates = [input.certificateDer, ...(input.chain ?? [])].map((der) => {
    certificateParts(der);
    return trustedRaw(der);
  });
  const contentType = oid(input.contentType ?? CmsOid.data);
  const encapContentInfo =
    input.content === undefined ? sequence(contentType) : sequence(contentType, contextExplicit(0, octetString(input.content)));
  const signerInfo = sequence(
    integer(1),
    issuerAndSerialNumber(input.certificateDer),
    digestAlgorithm(input.hash),
    // [0] IMPLICIT SignedAttributes: the same content octets as the SET that was signed.
    new DerElement(0xa0, attributes.content),
    signatureAlgorithm(input.hash),
    octetString(input.signature),
  );
  const signedData = sequence(
    integer(1),
    setOf([digestAlgorithm(input.hash)]),
    encapContentInfo,
    contextImplicit(0, set(...certificates)),
    setOf([signerInfo]),
  );
  return encode(sequence(oid(CmsOid.signedData), contextExplicit(0, signedData)));
}
