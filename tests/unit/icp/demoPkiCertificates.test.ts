// parseCertificate on certificates OpenSSL made (scripts/demo/demoPki.ts): our ASN.1 code
// checked against an encoder we did not write, for every ICP-Brasil field the app shows.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateParts, parseCertificate } from '../../../src-shared/icp/certificate';
import { checkCertificateUsable } from '../../../src-shared/icp/certificateChecks';
import { readDerWhole, toHex } from '../../../src-shared/icp/der';
import { createDemoPki, type DemoPki } from '../../../scripts/demo/demoPki';

let dir: string;
let pki: DemoPki;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-icp-pki-'));
  pki = createDemoPki(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MARIANA = { birthDate: '1982-03-14', cpf: '28416357919', nis: '12074589631', rg: 'MG12345678', rgIssuer: 'SSPMG' };
const ISSUER_TEXT = 'C=BR, O=ICP-Brasil TESTE, OU=GDoc Testes, CN=AC GDoc Testes v1';

describe('parseCertificate on the OpenSSL test PKI', () => {
  it('reads every field of the e-CPF (OCTET STRING values, PrintableString CEI)', () => {
    const details = parseCertificate(pki.certs.ecpf.certDer);
    const node = new X509Certificate(pki.certs.ecpf.certDer);
    expect(details).toEqual({
      serialNumber: node.serialNumber.toUpperCase(),
      subject: {
        commonName: 'MARIANA COSTA RIBEIRO:28416357919',
        organization: 'ICP-Brasil TESTE',
        organizationalUnits: ['GDoc Testes', 'Certificado PF A3'],
        country: 'BR',
        text: 'C=BR, O=ICP-Brasil TESTE, OU=GDoc Testes, OU=Certificado PF A3, CN=MARIANA COSTA RIBEIRO:28416357919',
      },
      issuer: { commonName: 'AC GDoc Testes v1', organization: 'ICP-Brasil TESTE', organizationalUnits: ['GDoc Testes'], country: 'BR', text: ISSUER_TEXT },
      notBefore: new Date(node.validFrom).toISOString(),
      notAfter: new Date(node.validTo).toISOString(),
      keyUsage: ['digitalSignature', 'nonRepudiation', 'keyEncipherment'],
      extendedKeyUsage: ['1.3.6.1.5.5.7.3.2', '1.3.6.1.5.5.7.3.4'],
      publicKey: { algorithm: 'rsa', bits: 2048 },
      signatureAlgorithm: '1.2.840.113549.1.1.11',
      subjectKeyIdentifier: expect.stringMatching(/^[0-9A-F]{40}$/),
      authorityKeyIdentifier: parseCertificate(pki.caCertDer).subjectKeyIdentifier,
      isCa: false,
      emails: ['teste@demo.gov.br'],
      icp: {
        kind: 'e-CPF',
        holderName: 'MARIANA COSTA RIBEIRO',
        person: MARIANA,
        voterTitle: { number: '012345678912', zone: '045', section: '0123', cityAndUf: 'VALE VERDE MG' },
        cei: null,
        cnpj: null,
        responsibleName: null,
        responsible: null,
        cpf: '28416357919',
      },
    });
  });

  it('agrees with Node and OpenSSL on the serial, the dates and the key identifier', () => {
    for (const certificate of Object.values(pki.certs)) {
      const details = parseCertificate(certificate.certDer);
      const node = new X509Certificate(certificate.certDer);
      expect(details.serialNumber).toBe(node.serialNumber.toUpperCase().replace(/^(00)+(?=.)/, ''));
      expect(Date.parse(details.notBefore)).toBe(Date.parse(node.validFrom));
      expect(Date.parse(details.notAfter)).toBe(Date.parse(node.validTo));
      expect(details.subjectKeyIdentifier).toBe(subjectKeyIdentifier(certificate.certPath));
    }
  });

  it('reads an e-CPF whose person data is a PrintableString and whose CEI is a zero-filled OCTET STRING', () => {
    expect(parseCertificate(pki.certs.ecpfCitizen.certDer).icp).toEqual({
      kind: 'e-CPF',
      holderName: 'CARLOS EDUARDO NOGUEIRA',
      person: { birthDate: '1975-01-30', cpf: '51937468291', nis: null, rg: null, rgIssuer: null },
      voterTitle: null,
      cei: null,
      cnpj: null,
      responsibleName: null,
      responsible: null,
      cpf: '51937468291',
    });
  });

  it('reads an e-CPF without NIS: the RG keeps its digits, the zero padding goes', () => {
    expect(parseCertificate(pki.certs.ecpfUnknown.certDer).icp.person).toEqual({
      birthDate: '1980-01-01',
      cpf: '11144477735',
      nis: null,
      rg: '4455667',
      rgIssuer: 'SSPSP',
    });
  });

  it('reads the e-CNPJ: company CNPJ, responsible person and their CPF', () => {
    const details = parseCertificate(pki.certs.ecnpj.certDer);
    expect(details.subject.organizationalUnits).toEqual(['GDoc Testes', 'Certificado PJ A3']);
    expect(details.icp).toEqual({
      kind: 'e-CNPJ',
      holderName: 'PREFEITURA MUNICIPAL DE VALE VERDE',
      person: null,
      voterTitle: null,
      cei: null,
      cnpj: '18374652000151',
      responsibleName: 'MARIANA COSTA RIBEIRO',
      responsible: MARIANA,
      cpf: '28416357919',
    });
  });

  it('detects the 1024-bit key and the validity of the expired and future certificates', () => {
    expect(parseCertificate(pki.certs.weakKey.certDer).publicKey).toEqual({ algorithm: 'rsa', bits: 1024 });
    expect(parseCertificate(pki.certs.expired.certDer)).toMatchObject({ notBefore: '2020-01-01T00:00:00.000Z', notAfter: '2023-01-01T00:00:00.000Z' });
    expect(parseCertificate(pki.certs.notYetValid.certDer)).toMatchObject({ notBefore: '2040-01-01T00:00:00.000Z', notAfter: '2045-01-01T00:00:00.000Z' });
  });

  it('tells which test certificates can sign now', () => {
    const now = new Date();
    const problem = (name: keyof DemoPki['certs']) => checkCertificateUsable(parseCertificate(pki.certs[name].certDer), now)?.code ?? null;
    expect(problem('ecpf')).toBeNull();
    expect(problem('ecnpj')).toBeNull();
    expect(problem('expired')).toBe('certificate-expired');
    expect(problem('notYetValid')).toBe('certificate-not-yet-valid');
    expect(problem('weakKey')).toBe('weak-key');
  });

  it('reads the CA certificates: basicConstraints, key usage, self-signed root', () => {
    const root = parseCertificate(pki.rootCertDer);
    const ca = parseCertificate(pki.caCertDer);
    expect(root).toMatchObject({ isCa: true, keyUsage: ['keyCertSign', 'cRLSign'], authorityKeyIdentifier: null, emails: [] });
    expect(root.issuer.text).toBe(root.subject.text);
    expect(ca).toMatchObject({ isCa: true, authorityKeyIdentifier: root.subjectKeyIdentifier, serialNumber: '02' });
    expect(ca.subject.text).toBe(ISSUER_TEXT);
  });

  it('gives certificateParts that match the DER OpenSSL wrote', () => {
    const parts = certificateParts(pki.certs.ecpf.certDer);
    const node = new X509Certificate(pki.certs.ecpf.certDer);
    expect(toHex(parts.serialRaw).replace(/^00/, '')).toBe(node.serialNumber.toUpperCase());
    expect(Buffer.from(parts.subjectPublicKeyInfo)).toEqual(node.publicKey.export({ type: 'spki', format: 'der' }));
    expect(readDerWhole(parts.issuerRaw).children).toHaveLength(4);
    expect(parts.signature).toHaveLength(256);
  });
});

/** Node's X509Certificate has no key identifiers: ask OpenSSL. */
function subjectKeyIdentifier(certPath: string): string {
  const text = execFileSync('openssl', ['x509', '-noout', '-ext', 'subjectKeyIdentifier', '-in', certPath], { encoding: 'utf8' });
  return text.split('\n')[1]!.trim().replace(/:/g, '');
}
