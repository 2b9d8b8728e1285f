// parseCertificate on certificates built field by field (see tests/unit/icp for OpenSSL-made ones).
import { describe, expect, it } from 'vitest';
import { DerElement, Tag, boolean, encode, fromHex, integer, octetString, oid, sequence, toHex } from './der';
import { bitLength, certificateParts, parseCertificate } from './certificate';
import { bitString, ecSpki, fakeCertificate, subjectAltName } from './fakeCertificate';
import { AlgorithmOid, ExtensionOid } from './oids';

describe('certificateParts', () => {
  it('hands out the raw pieces CMS copies byte for byte', () => {
    const der = fakeCertificate({ serial: Uint8Array.of(0x00, 0x9f, 0x01) });
    const parts = certificateParts(der);
    expect(parts.version).toBe(3);
    expect(parts.serialRaw).toEqual(Uint8Array.of(0x00, 0x9f, 0x01));
    expect(parts.issuerRaw[0]).toBe(0x30);
    expect(toHex(parts.issuerRaw)).toContain(toHex(new TextEncoder().encode('Raiz Brasileira v12')));
    expect(parts.subjectPublicKeyInfo[0]).toBe(0x30);
    expect(parts.signatureAlgorithmOid).toBe(AlgorithmOid.sha256WithRsa);
    expect(parts.signature).toEqual(new Uint8Array(256).fill(7));
    // The pieces are views into the input, not copies.
    expect(parts.tbsRaw.buffer).toBe(der.buffer);
    expect(certificateParts(der)).toBe(parts);
  });

  it('reads a v1 certificate (no version field, no extensions)', () => {
    const details = parseCertificate(fakeCertificate({ v1: true }));
    expect(certificateParts(fakeCertificate({ v1: true })).version).toBe(1);
    expect(details).toMatchObject({ keyUsage: [], extendedKeyUsage: [], isCa: false, emails: [], subjectKeyIdentifier: null, authorityKeyIdentifier: null });
  });

  it.each([
    ['not DER at all', Uint8Array.of(1, 2, 3)],
    ['an empty input', new Uint8Array(0)],
    ['a SEQUENCE that is not a certificate', encode(sequence(integer(1)))],
    ['a certificate cut short', fakeCertificate().subarray(0, 300)],
    ['trailing bytes', Uint8Array.of(...fakeCertificate(), 0)],
  ])('throws a clear error on %s', (_, der) => {
    expect(() => parseCertificate(der)).toThrow(/^Certificado X\.509 inválido: /);
  });
});

describe('parseCertificate', () => {
  it('reads names most significant first, with every OU', () => {
    const details = parseCertificate(
      fakeCertificate({
        subject: [
          ['2.5.4.6', 'BR', 'printable'],
          ['2.5.4.10', 'ICP-Brasil'],
          ['2.5.4.8', 'MG'],
          ['2.5.4.11', 'Secretaria da Receita Federal do Brasil - RFB'],
          ['2.5.4.11', 'RFB e-CPF A3'],
          ['2.5.4.11', 'presencial'],
          ['2.5.4.3', 'JOÃO DA SILVA:11144477735'],
        ],
      }),
    );
    expect(details.subject).toEqual({
      commonName: 'JOÃO DA SILVA:11144477735',
      organization: 'ICP-Brasil',
      organizationalUnits: ['Secretaria da Receita Federal do Brasil - RFB', 'RFB e-CPF A3', 'presencial'],
      country: 'BR',
      text: 'C=BR, O=ICP-Brasil, ST=MG, OU=Secretaria da Receita Federal do Brasil - RFB, OU=RFB e-CPF A3, OU=presencial, CN=JOÃO DA SILVA:11144477735',
    });
    expect(details.issuer.commonName).toBe('Autoridade Certificadora Raiz Brasileira v12');
    expect(details.icp.holderName).toBe('JOÃO DA SILVA');
    expect(details.icp.cpf).toBe('11144477735');
  });

  it('names unknown attributes by their OID', () => {
    const der = fakeCertificate({ subject: [['1.2.3.4', 'x']] });
    expect(parseCertificate(der).subject.text).toBe('1.2.3.4=x');
  });

  it('gives the serial in upper-case hex without the sign octet', () => {
    expect(parseCertificate(fakeCertificate({ serial: Uint8Array.of(0x00, 0x9f, 0x0a) })).serialNumber).toBe('9F0A');
    expect(parseCertificate(fakeCertificate({ serial: Uint8Array.of(0x10, 0x00) })).serialNumber).toBe('1000');
  });

  it('gives validity as ISO instants, from UTCTime and GeneralizedTime', () => {
    const details = parseCertificate(fakeCertificate({ notBefore: new Date('1999-12-31T23:00:00Z'), notAfter: new Date('2051-06-01T12:00:00Z') }));
    expect(details.notBefore).toBe('1999-12-31T23:00:00.000Z');
    expect(details.notAfter).toBe('2051-06-01T12:00:00.000Z');
  });

  it('counts the bits of the RSA modulus, not its bytes', () => {
    expect(parseCertificate(fakeCertificate({ rsaBits: 2048 })).publicKey).toEqual({ algorithm: 'rsa', bits: 2048 });
    expect(parseCertificate(fakeCertificate({ rsaBits: 2047 })).publicKey).toEqual({ algorithm: 'rsa', bits: 2047 });
    expect(parseCertificate(fakeCertificate({ rsaBits: 1024 })).publicKey).toEqual({ algorithm: 'rsa', bits: 1024 });
    expect(parseCertificate(fakeCertificate({ rsaBits: 4096 })).publicKey).toEqual({ algorithm: 'rsa', bits: 4096 });
    expect(bitLength(Uint8Array.of(0, 0, 1))).toBe(1);
    expect(bitLength(Uint8Array.of(0))).toBe(0);
  });

  it('gives the size of EC keys from the named curve, or from the point', () => {
    expect(parseCertificate(fakeCertificate({ spki: ecSpki('1.2.840.10045.3.1.7', 65) })).publicKey).toEqual({ algorithm: 'ec', bits: 256 });
    expect(parseCertificate(fakeCertificate({ spki: ecSpki('1.3.132.0.35', 133) })).publicKey).toEqual({ algorithm: 'ec', bits: 521 });
    expect(parseCertificate(fakeCertificate({ spki: ecSpki('1.3.36.3.3.2.8.1.1.11', 97) })).publicKey).toEqual({ algorithm: 'ec', bits: 384 });
    expect(parseCertificate(fakeCertificate({ spki: ecSpki('1.2.3.4', 97) })).publicKey).toEqual({ algorithm: 'ec', bits: 384 });
  });

  it('recognises Ed25519 and unknown key types', () => {
    const ed25519 = sequence(sequence(oid(AlgorithmOid.ed25519)), bitString(new Uint8Array(32)));
    expect(parseCertificate(fakeCertificate({ spki: ed25519 })).publicKey).toEqual({ algorithm: 'ed25519', bits: 256 });
    const dsa = sequence(sequence(oid('1.2.840.10040.4.1')), bitString(new Uint8Array(8)));
    expect(parseCertificate(fakeCertificate({ spki: dsa })).publicKey).toEqual({ algorithm: 'other', bits: null });
  });

  it('reads keyUsage bits, extendedKeyUsage, basicConstraints, SKI, AKI and SAN e-mails', () => {
    const details = parseCertificate(
      fakeCertificate({
        extensions: [
          // digitalSignature (0), nonRepudiation (1) and decipherOnly (8): two octets, 7 unused bits.
          { oid: ExtensionOid.keyUsage, critical: true, value: bitString(Uint8Array.of(0xc0, 0x80), 7) },
          { oid: ExtensionOid.extendedKeyUsage, value: sequence(oid('1.3.6.1.5.5.7.3.2'), oid('1.3.6.1.5.5.7.3.4')) },
          { oid: ExtensionOid.basicConstraints, critical: true, value: sequence(boolean(true), integer(0)) },
          { oid: ExtensionOid.subjectKeyIdentifier, value: octetString(fromHex('0a0b0c')) },
          { oid: ExtensionOid.authorityKeyIdentifier, value: sequence(new DerElement(0x80, fromHex('ddeeff'))) },
          subjectAltName([{ email: 'fulano@exemplo.gov.br' }, { email: 'outro@exemplo.gov.br' }]),
        ],
      }),
    );
    expect(details.keyUsage).toEqual(['digitalSignature', 'nonRepudiation', 'decipherOnly']);
    expect(details.extendedKeyUsage).toEqual(['1.3.6.1.5.5.7.3.2', '1.3.6.1.5.5.7.3.4']);
    expect(details.isCa).toBe(true);
    expect(details.subjectKeyIdentifier).toBe('0A0B0C');
    expect(details.authorityKeyIdentifier).toBe('DDEEFF');
    expect(details.emails).toEqual(['fulano@exemplo.gov.br', 'outro@exemplo.gov.br']);
  });

  it('treats an empty basicConstraints as not a CA and an AKI without keyIdentifier as null', () => {
    const details = parseCertificate(
      fakeCertificate({
        extensions: [
          { oid: ExtensionOid.basicConstraints, value: sequence() },
          { oid: ExtensionOid.authorityKeyIdentifier, value: sequence(new DerElement(0x82, Uint8Array.of(1))) },
        ],
      }),
    );
    expect(details.isCa).toBe(false);
    expect(details.authorityKeyIdentifier).toBeNull();
  });

  it('throws a clear error on a broken extension', () => {
    const der = fakeCertificate({ extensions: [{ oid: ExtensionOid.keyUsage, value: new DerElement(Tag.octetString, Uint8Array.of(1)) }] });
    expect(() => parseCertificate(der)).toThrow(/^Certificado X\.509 inválido: .*BIT STRING/);
  });
});
