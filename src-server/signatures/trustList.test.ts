// The trust list: roots anchor, intermediates (from the bundle or the signer) complete chains, and
// every link must be issued and signed by the next and valid at the instant checked.
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../config/cli';
import { readTrustAnchors } from '../config/trustAnchors';
import { createPki, type TestPkiHandle } from '../testing/icpSigning';
import { buildTrustedChain, trustListFromPem, TrustListError } from './trustList';

let pki: TestPkiHandle;
let other: TestPkiHandle;
beforeAll(() => {
  pki = createPki();
  other = createPki();
});
afterAll(() => {
  pki.remove();
  other.remove();
});

const x509 = (der: Uint8Array) => new X509Certificate(der);
const pem = (path: string) => readFileSync(path, 'utf8');
const now = () => Date.now();

describe('trustListFromPem', () => {
  it('takes self-signed CAs as roots and other CAs as intermediates, leaving end-entity certificates out', () => {
    const bundle = pem(pki.pki.chainPemPath) + pem(pki.pki.certs.ecpf.certPath);
    const trust = trustListFromPem(`Comentário antes\n${bundle}\ne depois`);
    expect(trust.roots.map((root) => root.raw.equals(pki.pki.rootCertDer))).toEqual([true]);
    expect(trust.intermediates.map((ca) => ca.raw.equals(pki.pki.caCertDer))).toEqual([true]);
  });

  it('refuses a PEM block that is not a certificate', () => {
    expect(() => trustListFromPem('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n')).toThrow(TrustListError);
  });
});

describe('readTrustAnchors (--trust-anchors)', () => {
  it('reads a bundle and refuses one without a root, or a missing file, with pt-BR messages', () => {
    expect(readTrustAnchors(pki.pki.chainPemPath).roots).toHaveLength(1);
    expect(() => readTrustAnchors(pki.pki.caCertPath)).toThrow(CliError);
    expect(() => readTrustAnchors(pki.pki.caCertPath)).toThrow(`O arquivo ${pki.pki.caCertPath} não contém nenhum certificado de AC raiz`);
    expect(() => readTrustAnchors('/nao/existe.pem')).toThrow('Não foi possível ler a lista de certificados confiáveis /nao/existe.pem.');
  });
});

describe('buildTrustedChain', () => {
  it('chains a leaf through the AC of the bundle up to its root', () => {
    const chain = buildTrustedChain(pki.trustList, x509(pki.pki.certs.ecpf.certDer), [], now());
    expect(chain?.map((certificate) => certificate.subject.split('\n').at(-1))).toEqual([
      'CN=MARIANA COSTA RIBEIRO:28416357919',
      'CN=AC GDoc Testes v1',
      'CN=Autoridade Certificadora Raiz de Testes GDoc',
    ]);
  });

  it('uses an AC the signer sent when the bundle has only the root', () => {
    const rootOnly = trustListFromPem(pem(pki.pki.rootCertPath));
    const leaf = x509(pki.pki.certs.ecpf.certDer);
    expect(buildTrustedChain(rootOnly, leaf, [], now())).toBeNull();
    expect(buildTrustedChain(rootOnly, leaf, [x509(pki.pki.caCertDer)], now())).toHaveLength(3);
  });

  it('does not let a foreign AC or root, even sent by the signer, reach the trusted root', () => {
    // Both test PKIs use the same names with other keys: the signatures decide, not the names.
    const foreign = x509(other.pki.certs.ecpf.certDer);
    expect(buildTrustedChain(pki.trustList, foreign, [x509(other.pki.caCertDer), x509(other.pki.rootCertDer)], now())).toBeNull();
    expect(buildTrustedChain(other.trustList, x509(pki.pki.certs.ecpf.certDer), [], now())).toBeNull();
  });

  it('refuses a chain whose leaf is not valid at the instant checked', () => {
    const leaf = x509(pki.pki.certs.ecpf.certDer);
    expect(buildTrustedChain(pki.trustList, leaf, [], Date.parse(leaf.validTo) + 1000)).toBeNull();
    expect(buildTrustedChain(pki.trustList, x509(pki.pki.certs.expired.certDer), [], now())).toBeNull();
  });
});
