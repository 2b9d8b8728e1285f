// Reading a CMS SignedData (RFC 5652) for verifiers: the reference server checks the signature
// with node:crypto over `signedAttributesDer`, and the tests look at what our builder wrote.
// Only the structure is read here; nothing is verified.
import {
  DerError,
  Tag,
  concat,
  describeTag,
  expectUniversal,
  isContext,
  isUniversal,
  readDerWhole,
  readOctetString,
  readOid,
  readSmallInteger,
  readString,
  toHex,
  type DerNode,
} from './der';
import { AlgorithmOid, CmsOid } from './oids';

export type CmsAttribute = {
  oid: string;
  /** Each AttributeValue, DER. */
  values: Uint8Array[];
};

export type SignerIdentifier =
  | { kind: 'issuerAndSerialNumber'; issuerRaw: Uint8Array; serialRaw: Uint8Array }
  | { kind: 'subjectKeyIdentifier'; subjectKeyIdentifier: Uint8Array };

export type PolicyReference = {
  oid: string;
  /** OID of sigPolicyHash's algorithm. */
  hashAlgorithm: string;
  /** sigPolicyHash value, hex upper case. */
  hash: string;
  /** The first spuri qualifier, or null. */
  uri: string | null;
};

export type SigningCertificateReference = {
  /** OID; SHA-256 when the ESSCertIDv2 leaves it out (its DEFAULT). */
  hashAlgorithm: string;
  certHash: Uint8Array;
  /** Whether the ESSCertIDv2 carries issuerSerial. */
  hasIssuerSerial: boolean;
};

export type ParsedSignerInfo = {
  version: number;
  sid: SignerIdentifier;
  digestAlgorithm: string;
  /** The signed attributes re-tagged as SET (0x31): the bytes the signature covers; null without them. */
  signedAttributesDer: Uint8Array | null;
  signatureAlgorithm: string;
  signature: Uint8Array;
  attributes: CmsAttribute[];
  unsignedAttributes: CmsAttribute[];
  messageDigest: Uint8Array | null;
  contentType: string | null;
  policy: PolicyReference | null;
  signingCertificateV2: SigningCertificateReference | null;
};

export type ParsedSignedData = {
  version: number;
  digestAlgorithms: string[];
  eContentType: string;
  /** The encapsulated content of an attached signature; null when detached. */
  eContent: Uint8Array | null;
  /** Certificates in the order found, DER. */
  certificates: Uint8Array[];
  signers: ParsedSignerInfo[];
  /** The first signer (a signature made by this app has exactly one). */
  signer: ParsedSignerInfo;
};

export function parseSignedData(der: Uint8Array): ParsedSignedData {
  try {
    return readSignedData(der);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Assinatura CMS inválida: ${reason}`, { cause: error });
  }
}

function explicitChild(node: DerNode, what: string): DerNode {
  if (!node.constructed || node.children.length !== 1) throw new DerError(`${what}: [${node.tagNumber}] EXPLICIT mal formado`, node.offset);
  return node.children[0]!;
}

function readAlgorithm(node: DerNode | undefined, what: string): string {
  return readOid(expectUniversal(node, Tag.sequence, what).children[0]!);
}

function readSignedData(der: Uint8Array): ParsedSignedData {
  const contentInfo = expectUniversal(readDerWhole(der), Tag.sequence, 'ContentInfo');
  const [typeNode, wrapped] = contentInfo.children;
  const type = readOid(typeNode!);
  if (type !== CmsOid.signedData) throw new DerError(`contentType ${type} não é SignedData`);
  if (!wrapped || !isContext(wrapped, 0)) throw new DerError('ContentInfo sem [0] content');
  const signedData = expectUniversal(explicitChild(wrapped, 'content'), Tag.sequence, 'SignedData');

  const fields = signedData.children;
  const version = readSmallInteger(fields[0]!);
  const digestAlgorithms = expectUniversal(fields[1], Tag.set, 'digestAlgorithms').children.map((node) => readAlgorithm(node, 'DigestAlgorithmIdentifier'));
  const encap = expectUniversal(fields[2], Tag.sequence, 'encapContentInfo');
  const eContentType = readOid(encap.children[0]!);
  const eContentNode = encap.children[1];
  const eContent = eContentNode ? readOctetString(explicitChild(eContentNode, 'eContent')) : null;

  let index = 3;
  const certificates: Uint8Array[] = [];
  if (fields[index] && isContext(fields[index]!, 0)) {
    for (const choice of fields[index]!.children) if (isUniversal(choice, Tag.sequence)) certificates.push(choice.raw);
    index++;
  }
  if (fields[index] && isContext(fields[index]!, 1)) index++; // crls: not used by AD-RB
  const signerInfos = expectUniversal(fields[index], Tag.set, 'signerInfos');
  if (index + 1 !== fields.length) throw new DerError('elementos sobrando em SignedData');
  const signers = signerInfos.children.map(readSignerInfo);
  if (signers.length === 0) throw new DerError('SignedData sem SignerInfo');
  return { version, digestAlgorithms, eContentType, eContent, certificates, signers, signer: signers[0]! };
}

function readSid(node: DerNode | undefined): SignerIdentifier {
  if (node && isContext(node, 0) && !node.constructed) return { kind: 'subjectKeyIdentifier', subjectKeyIdentifier: node.content };
  const sid = expectUniversal(node, Tag.sequence, 'IssuerAndSerialNumber');
  const [issuer, serial] = sid.children;
  return {
    kind: 'issuerAndSerialNumber',
    issuerRaw: expectUniversal(issuer, Tag.sequence, 'issuer').raw,
    serialRaw: expectUniversal(serial, Tag.integer, 'serialNumber').content,
  };
}

function readAttributes(node: DerNode): CmsAttribute[] {
  return node.children.map((attribute) => {
    expectUniversal(attribute, Tag.sequence, 'Attribute');
    const values = expectUniversal(attribute.children[1], Tag.set, 'attrValues').children.map((value) => value.raw);
    return { oid: readOid(attribute.children[0]!), values };
  });
}

function readSignerInfo(node: DerNode): ParsedSignerInfo {
  const fields = expectUniversal(node, Tag.sequence, 'SignerInfo').children;
  let index = 0;
  const version = readSmallInteger(fields[index++]!);
  const sid = readSid(fields[index++]);
  const digestAlgorithm = readAlgorithm(fields[index++], 'digestAlgorithm');
  let signedAttributesDer: Uint8Array | null = null;
  let attributes: CmsAttribute[] = [];
  const signedNode = fields[index];
  if (signedNode && isContext(signedNode, 0)) {
    if (!signedNode.constructed) throw new DerError('signedAttrs primitivo', signedNode.offset);
    // What was signed is the SET OF encoding: same bytes, 0x31 instead of the [0] tag (RFC 5652 5.4).
    signedAttributesDer = concat([Uint8Array.of(0x31), signedNode.raw.subarray(1)]);
    attributes = readAttributes(signedNode);
    index++;
  }
  const signatureAlgorithm = readAlgorithm(fields[index++], 'signatureAlgorithm');
  const signature = readOctetString(expectUniversal(fields[index++], Tag.octetString, 'signature'));
  let unsignedAttributes: CmsAttribute[] = [];
  const unsignedNode = fields[index];
  if (unsignedNode && isContext(unsignedNode, 1)) {
    unsignedAttributes = readAttributes(unsignedNode);
    index++;
  }
  if (index !== fields.length) throw new DerError(`elemento inesperado em SignerInfo: ${describeTag(fields[index]!)}`, fields[index]!.offset);

  const single = (oid: string): DerNode | null => {
    const found = attributes.filter((attribute) => attribute.oid === oid);
    if (found.length === 0) return null;
    if (found.length > 1 || found[0]!.values.length !== 1) throw new DerError(`atributo ${oid} deve ter exatamente um valor`);
    return readDerWhole(found[0]!.values[0]!);
  };
  const digestNode = single(CmsOid.messageDigest);
  const typeNode = single(CmsOid.contentType);
  const policyNode = single(CmsOid.signaturePolicyIdentifier);
  const certificateNode = single(CmsOid.signingCertificateV2);
  return {
    version,
    sid,
    digestAlgorithm,
    signedAttributesDer,
    signatureAlgorithm,
    signature,
    attributes,
    unsignedAttributes,
    messageDigest: digestNode ? readOctetString(digestNode) : null,
    contentType: typeNode ? readOid(typeNode) : null,
    policy: policyNode ? readPolicy(policyNode) : null,
    signingCertificateV2: certificateNode ? readSigningCertificate(certificateNode) : null,
  };
}

/** SignaturePolicyIdentifier: SignaturePolicyId { sigPolicyId, sigPolicyHash, sigPolicyQualifiers? } (or NULL for implied). */
function readPolicy(node: DerNode): PolicyReference | null {
  if (isUniversal(node, Tag.null)) return null;
  const [id, hash, qualifiers] = expectUniversal(node, Tag.sequence, 'SignaturePolicyId').children;
  const hashFields = expectUniversal(hash, Tag.sequence, 'sigPolicyHash').children;
  let uri: string | null = null;
  for (const qualifier of qualifiers ? expectUniversal(qualifiers, Tag.sequence, 'sigPolicyQualifiers').children : []) {
    const [qualifierId, value] = expectUniversal(qualifier, Tag.sequence, 'SigPolicyQualifierInfo').children;
    if (uri === null && readOid(qualifierId!) === CmsOid.spqEtsUri && value) uri = readString(value);
  }
  return {
    oid: readOid(id!),
    hashAlgorithm: readAlgorithm(hashFields[0], 'sigPolicyHash.hashAlgorithm'),
    hash: toHex(readOctetString(expectUniversal(hashFields[1], Tag.octetString, 'sigPolicyHash.hashValue'))),
    uri,
  };
}

/** SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { hashAlgorithm DEFAULT sha256, certHash, issuerSerial? } }: the first. */
function readSigningCertificate(node: DerNode): SigningCertificateReference {
  const certs = expectUniversal(expectUniversal(node, Tag.sequence, 'SigningCertificateV2').children[0], Tag.sequence, 'certs');
  const certId = expectUniversal(certs.children[0], Tag.sequence, 'ESSCertIDv2').children;
  const hasAlgorithm = certId[0] !== undefined && isUniversal(certId[0], Tag.sequence);
  const hashAlgorithm = hasAlgorithm ? readAlgorithm(certId[0], 'ESSCertIDv2.hashAlgorithm') : AlgorithmOid.sha256;
  const hashNode = expectUniversal(certId[hasAlgorithm ? 1 : 0], Tag.octetString, 'certHash');
  return { hashAlgorithm, certHash: hashNode.content, hasIssuerSerial: certId.length > (hasAlgorithm ? 2 : 1) };
}
