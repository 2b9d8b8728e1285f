// X.509 certificates (RFC 5280) read with our DER reader: the pieces CMS needs byte for byte
// (certificateParts) and the plain JSON the app shows and checks (parseCertificate).
import {
  DerError,
  bytesToText,
  Tag,
  describeTag,
  expectUniversal,
  isContext,
  isStringNode,
  isUniversal,
  readBitString,
  readBoolean,
  readDerWhole,
  readOctetString,
  readOid,
  readSmallInteger,
  readString,
  readTime,
  toHex,
  type DerNode,
} from './der';
import { icpFieldsFromOtherNames, type OtherName } from './icpFields';
import { AlgorithmOid, CURVE_BITS, ExtensionOid, NAME_ATTRIBUTES, NameOid } from './oids';
import type { CertificateDetails, DistinguishedName, KeyUsageName, PublicKeyInfo } from './types';

export type CertificateExtension = { oid: string; critical: boolean; value: Uint8Array };

/** The raw pieces of a certificate, views into the DER given (no copies). */
export type CertificateParts = {
  /** TBSCertificate, what the issuer signed. */
  tbsRaw: Uint8Array;
  /** 1, 2 or 3. */
  version: number;
  /** Content octets of the serialNumber INTEGER, as encoded. */
  serialRaw: Uint8Array;
  /** DER of the issuer Name. */
  issuerRaw: Uint8Array;
  /** DER of the subject Name. */
  subjectRaw: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  /** DER of SubjectPublicKeyInfo. */
  subjectPublicKeyInfo: Uint8Array;
  extensions: CertificateExtension[];
  signatureAlgorithmOid: string;
  /** The issuer's signature, without the BIT STRING's unused-bits octet. */
  signature: Uint8Array;
};

/**
 * Certificates are parsed again for every signature of a run: cached per Uint8Array, which callers
 * treat as immutable (the parts are views into it anyway).
 */
const partsCache = new WeakMap<Uint8Array, CertificateParts>();

function invalid(error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`Certificado X.509 inválido: ${reason}`, { cause: error });
}

export function certificateParts(der: Uint8Array): CertificateParts {
  const cached = partsCache.get(der);
  if (cached) return cached;
  let parts: CertificateParts;
  try {
    parts = readParts(der);
  } catch (error) {
    throw invalid(error);
  }
  partsCache.set(der, parts);
  return parts;
}

function readParts(der: Uint8Array): CertificateParts {
  const certificate = expectUniversal(readDerWhole(der), Tag.sequence, 'Certificate');
  const [tbs, outerAlgorithm, signatureBits] = certificate.children;
  if (certificate.children.length !== 3) throw new DerError('Certificate deve ter 3 elementos');
  expectUniversal(tbs, Tag.sequence, 'TBSCertificate');
  const fields = tbs!.children;
  let index = 0;
  let version = 1;
  if (fields[0] && isContext(fields[0], 0)) {
    version = readSmallInteger(expectExplicit(fields[0], 'version')) + 1;
    index++;
  }
  const serial = expectUniversal(fields[index++], Tag.integer, 'serialNumber');
  if (serial.contentLength === 0) throw new DerError('serialNumber vazio', serial.offset);
  expectUniversal(fields[index++], Tag.sequence, 'signature (TBSCertificate)');
  const issuer = expectUniversal(fields[index++], Tag.sequence, 'issuer');
  const validity = expectUniversal(fields[index++], Tag.sequence, 'validity');
  const subject = expectUniversal(fields[index++], Tag.sequence, 'subject');
  const spki = expectUniversal(fields[index++], Tag.sequence, 'subjectPublicKeyInfo');
  let extensions: CertificateExtension[] = [];
  for (const field of fields.slice(index)) {
    if (isContext(field, 3)) extensions = readExtensions(expectExplicit(field, 'extensions'));
    else if (!isContext(field, 1) && !isContext(field, 2)) throw new DerError(`campo inesperado em TBSCertificate: ${describeTag(field)}`, field.offset);
  }
  if (validity.children.length !== 2) throw new DerError('validity deve ter 2 datas', validity.offset);
  expectUniversal(outerAlgorithm, Tag.sequence, 'signatureAlgorithm');
  return {
    tbsRaw: tbs!.raw,
    version,
    serialRaw: serial.content,
    issuerRaw: issuer.raw,
    subjectRaw: subject.raw,
    notBefore: readTime(validity.children[0]!),
    notAfter: readTime(validity.children[1]!),
    subjectPublicKeyInfo: spki.raw,
    extensions,
    signatureAlgorithmOid: readOid(outerAlgorithm!.children[0]!),
    signature: readBitString(signatureBits!).bytes,
  };
}

function expectExplicit(node: DerNode, what: string): DerNode {
  if (!node.constructed || node.children.length !== 1) throw new DerError(`${what}: [${node.tagNumber}] EXPLICIT mal formado`, node.offset);
  return node.children[0]!;
}

function readExtensions(sequence: DerNode): CertificateExtension[] {
  expectUniversal(sequence, Tag.sequence, 'Extensions');
  return sequence.children.map((extension) => {
    expectUniversal(extension, Tag.sequence, 'Extension');
    const [id, second, third] = extension.children;
    const hasCritical = second !== undefined && isUniversal(second, Tag.boolean);
    const valueNode = hasCritical ? third : second;
    return {
      oid: readOid(id!),
      critical: hasCritical ? readBoolean(second) : false,
      value: readOctetString(expectUniversal(valueNode, Tag.octetString, 'extnValue')),
    };
  });
}

// ---- Details ----

export function parseCertificate(der: Uint8Array): CertificateDetails {
  const parts = certificateParts(der);
  try {
    return detailsFrom(parts);
  } catch (error) {
    throw invalid(error);
  }
}

function detailsFrom(parts: CertificateParts): CertificateDetails {
  const extension = (oid: string) => parts.extensions.find((candidate) => candidate.oid === oid)?.value ?? null;
  const subject = readName(readDerWhole(parts.subjectRaw));
  const alternativeNames = readAlternativeNames(extension(ExtensionOid.subjectAltName));
  return {
    serialNumber: serialHex(parts.serialRaw),
    subject,
    issuer: readName(readDerWhole(parts.issuerRaw)),
    notBefore: parts.notBefore.toISOString(),
    notAfter: parts.notAfter.toISOString(),
    keyUsage: readKeyUsage(extension(ExtensionOid.keyUsage)),
    extendedKeyUsage: readExtendedKeyUsage(extension(ExtensionOid.extendedKeyUsage)),
    publicKey: readPublicKey(readDerWhole(parts.subjectPublicKeyInfo)),
    signatureAlgorithm: parts.signatureAlgorithmOid,
    subjectKeyIdentifier: readSubjectKeyIdentifier(extension(ExtensionOid.subjectKeyIdentifier)),
    authorityKeyIdentifier: readAuthorityKeyIdentifier(extension(ExtensionOid.authorityKeyIdentifier)),
    isCa: readIsCa(extension(ExtensionOid.basicConstraints)),
    emails: alternativeNames.emails,
    icp: icpFieldsFromOtherNames(alternativeNames.otherNames, subject.commonName),
  };
}

/** Hex without leading zero bytes (a positive serial's sign octet is not part of the number). */
function serialHex(content: Uint8Array): string {
  let start = 0;
  while (start < content.length - 1 && content[start] === 0) start++;
  return toHex(content.subarray(start));
}

/** Name ::= SEQUENCE OF RelativeDistinguishedName (SET OF AttributeTypeAndValue), in DER order. */
export function readName(name: DerNode): DistinguishedName {
  expectUniversal(name, Tag.sequence, 'Name');
  const texts: string[] = [];
  const values: { oid: string; value: string }[] = [];
  for (const rdn of name.children) {
    expectUniversal(rdn, Tag.set, 'RelativeDistinguishedName');
    const parts: string[] = [];
    for (const attribute of rdn.children) {
      expectUniversal(attribute, Tag.sequence, 'AttributeTypeAndValue');
      const oid = readOid(attribute.children[0]!);
      const valueNode = attribute.children[1];
      if (!valueNode) throw new DerError('AttributeTypeAndValue sem valor', attribute.offset);
      const value = isStringNode(valueNode) ? readString(valueNode) : `#${toHex(valueNode.raw)}`;
      values.push({ oid, value });
      parts.push(`${NAME_ATTRIBUTES[oid] ?? oid}=${value}`);
    }
    texts.push(parts.join(' + '));
  }
  const all = (oid: string) => values.filter((entry) => entry.oid === oid).map((entry) => entry.value);
  return {
    // The last CN is the most specific one when a name has several.
    commonName: all(NameOid.commonName).at(-1) ?? null,
    organization: all(NameOid.organization)[0] ?? null,
    organizationalUnits: all(NameOid.organizationalUnit),
    country: all(NameOid.country)[0] ?? null,
    text: texts.join(', '),
  };
}

const KEY_USAGE_BITS: readonly KeyUsageName[] = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
];

/** KeyUsage BIT STRING: bit 0 is the most significant bit of the first octet. */
function readKeyUsage(value: Uint8Array | null): KeyUsageName[] {
  if (!value) return [];
  const { bytes } = readBitString(readDerWhole(value));
  return KEY_USAGE_BITS.filter((_, bit) => ((bytes[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0);
}

function readExtendedKeyUsage(value: Uint8Array | null): string[] {
  if (!value) return [];
  return expectUniversal(readDerWhole(value), Tag.sequence, 'ExtKeyUsageSyntax').children.map(readOid);
}

function readIsCa(value: Uint8Array | null): boolean {
  if (!value) return false;
  const first = expectUniversal(readDerWhole(value), Tag.sequence, 'BasicConstraints').children[0];
  return first !== undefined && isUniversal(first, Tag.boolean) ? readBoolean(first) : false;
}

function readSubjectKeyIdentifier(value: Uint8Array | null): string | null {
  return value ? toHex(readOctetString(readDerWhole(value))) : null;
}

/** AuthorityKeyIdentifier ::= SEQUENCE { keyIdentifier [0] IMPLICIT OCTET STRING OPTIONAL, … }. */
function readAuthorityKeyIdentifier(value: Uint8Array | null): string | null {
  if (!value) return null;
  const keyId = expectUniversal(readDerWhole(value), Tag.sequence, 'AuthorityKeyIdentifier').children.find((child) => isContext(child, 0));
  return keyId && !keyId.constructed ? toHex(keyId.content) : null;
}

/** GeneralNames: rfc822Name [1] IA5String and otherName [0] { type-id, [0] EXPLICIT value }. */
function readAlternativeNames(value: Uint8Array | null): { emails: string[]; otherNames: OtherName[] } {
  const result = { emails: [] as string[], otherNames: [] as OtherName[] };
  if (!value) return result;
  for (const name of expectUniversal(readDerWhole(value), Tag.sequence, 'GeneralNames').children) {
    if (isContext(name, 1) && !name.constructed) {
      result.emails.push(bytesToText(name.content));
    } else if (isContext(name, 0) && name.constructed) {
      const [typeId, explicitValue] = name.children;
      if (!typeId || !explicitValue) throw new DerError('otherName incompleto', name.offset);
      result.otherNames.push({ typeId: readOid(typeId), value: explicitValue });
    }
  }
  return result;
}

/** Number of significant bits of a big-endian unsigned integer. */
export function bitLength(magnitude: Uint8Array): number {
  let start = 0;
  while (start < magnitude.length && magnitude[start] === 0) start++;
  if (start === magnitude.length) return 0;
  return (magnitude.length - start - 1) * 8 + (32 - Math.clz32(magnitude[start]!));
}

function readPublicKey(spki: DerNode): PublicKeyInfo {
  expectUniversal(spki, Tag.sequence, 'SubjectPublicKeyInfo');
  const [algorithm, keyBits] = spki.children;
  const algorithmOid = readOid(expectUniversal(algorithm, Tag.sequence, 'AlgorithmIdentifier').children[0]!);
  const key = readBitString(keyBits!).bytes;
  switch (algorithmOid) {
    case AlgorithmOid.rsaEncryption:
    case AlgorithmOid.rsassaPss: {
      // RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
      const modulus = expectUniversal(expectUniversal(readDerWhole(key), Tag.sequence, 'RSAPublicKey').children[0], Tag.integer, 'modulus');
      return { algorithm: 'rsa', bits: bitLength(modulus.content) };
    }
    case AlgorithmOid.ecPublicKey: {
      const parameters = algorithm!.children[1];
      const named = parameters && isUniversal(parameters, Tag.oid) ? CURVE_BITS[readOid(parameters)] : undefined;
      // An unknown curve: an uncompressed point 04‖X‖Y still tells the field size.
      const fromPoint = key[0] === 4 && key.length > 1 ? ((key.length - 1) / 2) * 8 : null;
      return { algorithm: 'ec', bits: named ?? fromPoint };
    }
    case AlgorithmOid.ed25519:
      return { algorithm: 'ed25519', bits: 256 };
    case AlgorithmOid.ed448:
      return { algorithm: 'ed448', bits: 448 };
    default:
      return { algorithm: 'other', bits: null };
  }
}
