// The CAdES structures as bytes, read back with parseSignedData. OpenSSL verifies real signatures
// made with them in tests/unit/icp/cades.test.ts.
import { describe, expect, it } from 'vitest';
import { encode, fromHex, integer, readDerWhole, sequence, toHex } from './der';
import { assembleSignedData, buildSignedAttributes } from './cades';
import { certificateParts } from './certificate';
import { parseSignedData } from './cms';
import { fakeCertificate } from './fakeCertificate';
import { AlgorithmOid, CmsOid } from './oids';
import { SIGNATURE_POLICIES } from './policies';

const certificateDer = fakeCertificate({ serial: Uint8Array.of(0x00, 0xc3, 0x51) });
const caDer = fakeCertificate({ serial: Uint8Array.of(0x02) });
const digest32 = new Uint8Array(32).fill(0x11);
const digest64 = new Uint8Array(64).fill(0x22);
const certificateHash = new Uint8Array(32).fill(0x33);
const signature = new Uint8Array(256).fill(0x44);

const attributes = (overrides: Partial<Parameters<typeof buildSignedAttributes>[0]> = {}) =>
  buildSignedAttributes({ contentDigest: digest32, hash: 'sha256', certificateDer, certificateHash, policy: 'CAdES-AD_RB-2.4', ...overrides });

describe('buildSignedAttributes', () => {
  it('is a DER SET OF exactly the four AD-RB attributes, sorted by encoding', () => {
    const set = readDerWhole(attributes());
    expect(set.raw[0]).toBe(0x31);
    expect(set.children).toHaveLength(4);
    const encodings = set.children.map((child) => toHex(child.raw));
    // Upper-case hex strings sort like the bytes they spell (X.690 11.6).
    expect(encodings).toEqual([...encodings].sort());
  });

  it('is the same bytes for the same input (cached parts do not leak between calls)', () => {
    expect(attributes()).toEqual(attributes());
    expect(attributes({ contentDigest: new Uint8Array(32).fill(9) })).not.toEqual(attributes());
    expect(attributes({ policy: 'PAdES-AD_RB-1.3' })).not.toEqual(attributes());
    // A hash buffer the caller reuses for another certificate must not hit the cache.
    const reused = new Uint8Array(32).fill(0x33);
    const first = attributes({ certificateHash: reused });
    reused.fill(0x55);
    expect(parseSignedData(assembleSignedData({ signedAttributes: attributes({ certificateHash: reused }), signature, certificateDer, hash: 'sha256' })).signer.signingCertificateV2?.certHash).toEqual(reused);
    expect(attributes({ certificateHash: reused })).not.toEqual(first);
  });

  it('refuses digests of the wrong length', () => {
    expect(() => attributes({ contentDigest: digest64 })).toThrow(/esperados 32 bytes, vieram 64/);
    expect(() => attributes({ hash: 'sha512' })).toThrow(/esperados 64 bytes/);
    expect(() => attributes({ certificateHash: digest64 })).toThrow(/Resumo do certificado/);
  });

  it('refuses a certificate that is not DER', () => {
    expect(() => attributes({ certificateDer: Uint8Array.of(1, 2), certificateHash: new Uint8Array(32).fill(1) })).toThrow(/Certificado X\.509 inválido/);
  });
});

describe('assembleSignedData and parseSignedData', () => {
  it('produce and read back a detached SignedData', () => {
    const signedAttributes = attributes();
    const cms = parseSignedData(assembleSignedData({ signedAttributes, signature, certificateDer, chain: [caDer], hash: 'sha256' }));
    const parts = certificateParts(certificateDer);
    expect(cms).toMatchObject({ version: 1, digestAlgorithms: [AlgorithmOid.sha256], eContentType: CmsOid.data, eContent: null });
    expect(cms.certificates).toEqual([certificateDer, caDer]);
    expect(cms.signers).toHaveLength(1);
    const signer = cms.signer;
    expect(signer.version).toBe(1);
    expect(signer.sid).toEqual({ kind: 'issuerAndSerialNumber', issuerRaw: parts.issuerRaw, serialRaw: Uint8Array.of(0x00, 0xc3, 0x51) });
    expect(signer.digestAlgorithm).toBe(AlgorithmOid.sha256);
    expect(signer.signatureAlgorithm).toBe(AlgorithmOid.sha256WithRsa);
    expect(signer.signature).toEqual(signature);
    // What a verifier checks the signature over is exactly what the token signed.
    expect(signer.signedAttributesDer).toEqual(signedAttributes);
    expect(signer.attributes.map((attribute) => attribute.oid).sort()).toEqual(
      [CmsOid.contentType, CmsOid.messageDigest, CmsOid.signingCertificateV2, CmsOid.signaturePolicyIdentifier].sort(),
    );
    expect(signer.unsignedAttributes).toEqual([]);
    expect(signer.messageDigest).toEqual(digest32);
    expect(signer.contentType).toBe(CmsOid.data);
    const policy = SIGNATURE_POLICIES['CAdES-AD_RB-2.4'];
    expect(signer.policy).toEqual({ oid: policy.oid, hashAlgorithm: AlgorithmOid.sha256, hash: policy.signPolicyHash, uri: policy.uri });
    expect(signer.signingCertificateV2).toEqual({ hashAlgorithm: AlgorithmOid.sha256, certHash: certificateHash, hasIssuerSerial: true });
  });

  it('leave ESSCertIDv2.hashAlgorithm out for SHA-256 (its DEFAULT) and write it for SHA-512', () => {
    const sha256Attribute = parseSignedData(assembleSignedData({ signedAttributes: attributes(), signature, certificateDer, hash: 'sha256' }));
    const certId256 = readDerWhole(sha256Attribute.signer.attributes.find((a) => a.oid === CmsOid.signingCertificateV2)!.values[0]!).children[0]!.children[0]!;
    expect(certId256.children[0]!.tagNumber).toBe(4); // certHash first
    const sha512 = buildSignedAttributes({ contentDigest: digest64, hash: 'sha512', certificateDer, certificateHash: digest64, certificateHashAlgorithm: 'sha512', policy: 'CAdES-AD_RB-2.4' });
    const cms = parseSignedData(assembleSignedData({ signedAttributes: sha512, signature, certificateDer, hash: 'sha512' }));
    expect(cms.digestAlgorithms).toEqual([AlgorithmOid.sha512]);
    expect(cms.signer.signatureAlgorithm).toBe(AlgorithmOid.sha512WithRsa);
    expect(cms.signer.signingCertificateV2).toEqual({ hashAlgorithm: AlgorithmOid.sha512, certHash: digest64, hasIssuerSerial: true });
  });

  it('carry the content in attached mode', () => {
    const content = new TextEncoder().encode('token de login');
    const cms = parseSignedData(assembleSignedData({ signedAttributes: attributes(), signature, certificateDer, hash: 'sha256', content }));
    expect(cms.eContent).toEqual(content);
  });

  it('write the PAdES policy when asked', () => {
    const cms = parseSignedData(assembleSignedData({ signedAttributes: attributes({ policy: 'PAdES-AD_RB-1.3' }), signature, certificateDer, hash: 'sha256' }));
    expect(cms.signer.policy?.oid).toBe('2.16.76.1.7.1.11.1.3');
    expect(cms.signer.policy?.hash).toBe('23E4BE4B9B362172E4EBB0E72B86A133ECE5AAD843D8651C6E38A0BA3F08FC60');
  });

  it('refuse signed attributes that are not a DER SET and an empty signature', () => {
    const base = { signature, certificateDer, hash: 'sha256' as const };
    expect(() => assembleSignedData({ ...base, signedAttributes: encode(sequence(integer(1))) })).toThrow(/atributos assinados/);
    expect(() => assembleSignedData({ ...base, signedAttributes: fromHex('3100') })).toThrow(/vazios/);
    expect(() => assembleSignedData({ ...base, signedAttributes: attributes(), signature: new Uint8Array(0) })).toThrow(/Assinatura vazia/);
    expect(() => assembleSignedData({ ...base, signedAttributes: attributes(), chain: [Uint8Array.of(5, 0)] })).toThrow(/Certificado X\.509 inválido/);
  });
});

describe('parseSignedData on malformed input', () => {
  const valid = assembleSignedData({ signedAttributes: attributes(), signature, certificateDer, hash: 'sha256' });

  it.each([
    ['garbage', Uint8Array.of(1, 2, 3)],
    ['a truncated file', valid.subarray(0, valid.length - 10)],
    ['another content type', encode(sequence(integer(1)))],
    ['a BER indefinite length', fromHex('308006092A864886F70D0107020000')],
  ])('throws a clear error on %s', (_, der) => {
    expect(() => parseSignedData(der)).toThrow(/^Assinatura CMS inválida: /);
  });

  it('throws when ContentInfo is not SignedData', () => {
    const data = fromHex('300B06092A864886F70D010701');
    expect(() => parseSignedData(data)).toThrow(/não é SignedData/);
  });
});
