// Test helpers for certificate logins and ICP signatures: the test PKI (OpenSSL), its trust list,
// and CMS made the way the desktop client makes them (src-shared/icp/cades.ts + node:crypto sign
// with the certificate's key file), with knobs to break exactly one thing.
import { createHash, createPrivateKey, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoPki, type DemoCertificate, type DemoPki } from '../../scripts/demo/demoPki';
import { assembleSignedData, buildSignedAttributes } from '../../src-shared/icp/cades';
import { encode, readDerWhole, readOid, setOf, trustedRaw, type DerElement } from '../../src-shared/icp/der';
import type { HashAlgorithm, SignaturePolicyId } from '../../src-shared/signer/protocol';
import { trustListFromPem, type TrustList } from '../signatures/trustList';

export type TestPkiHandle = { pki: DemoPki; trustList: TrustList; remove(): void };

/** A fresh PKI in a temporary folder (about two seconds) and the trust list of its root and AC. */
export function createPki(): TestPkiHandle {
  const dir = mkdtempSync(join(tmpdir(), 'gdoc-pki-'));
  const pki = createDemoPki(dir);
  return { pki, trustList: trustListFromPem(readFileSync(pki.chainPemPath, 'utf8')), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const digest = (hash: HashAlgorithm, bytes: Uint8Array) => createHash(hash).update(bytes).digest();

export type CmsOptions = {
  hash?: HashAlgorithm;
  policy?: SignaturePolicyId;
  /** Whether the CMS carries the content (certificate login) or not (document signature). */
  attach?: boolean;
  /** The digest put in messageDigest, when it must not be the content's. */
  contentDigest?: Uint8Array;
  /** The certHash put in signingCertificateV2, when it must not be the certificate's. */
  certificateHash?: Uint8Array;
  /** Rewrites the signed attributes (a SET's members, DER) before they are signed. */
  editAttributes?: (members: Uint8Array[]) => DerElement[];
  /** Includes the issuing AC after the signer's certificate. */
  withChain?: Uint8Array;
  /** Another key signs (the certificate stays the same). */
  keyPath?: string;
  /** Flips a bit of the signature after signing. */
  corruptSignature?: boolean;
};

/** A CAdES AD-RB SignedData over `content`, DER. */
export function cadesSign(certificate: DemoCertificate, content: Uint8Array, options: CmsOptions = {}): Buffer {
  const hash = options.hash ?? 'sha256';
  let signedAttributes = buildSignedAttributes({
    contentDigest: options.contentDigest ?? digest(hash, content),
    hash,
    certificateDer: certificate.certDer,
    certificateHash: options.certificateHash ?? digest('sha256', certificate.certDer),
    policy: options.policy ?? 'CAdES-AD_RB-2.4',
  });
  if (options.editAttributes) {
    const members = readDerWhole(signedAttributes).children.map((child) => child.raw);
    signedAttributes = encode(setOf(options.editAttributes(members)));
  }
  const key = createPrivateKey(readFileSync(options.keyPath ?? certificate.keyPath));
  const signature = sign(hash, signedAttributes, key);
  if (options.corruptSignature) signature[10] = (signature[10] ?? 0) ^ 0x01;
  return Buffer.from(
    assembleSignedData({
      signedAttributes,
      signature,
      certificateDer: certificate.certDer,
      ...(options.withChain ? { chain: [options.withChain] } : {}),
      hash,
      ...(options.attach ? { content } : {}),
    }),
  );
}

/** The type of a signed attribute (an Attribute's DER). */
export const attributeOid = (member: Uint8Array): string => readOid(readDerWhole(member).children[0]!);

/** The signed attributes with those of type `oid` replaced by `replacement` (or added, if none). */
export const withAttribute =
  (oid: string, replacement: DerElement) =>
  (members: Uint8Array[]): DerElement[] => [
    ...members.filter((member) => attributeOid(member) !== oid).map((member) => trustedRaw(member)),
    replacement,
  ];
