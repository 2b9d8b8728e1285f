// LOCAL FIXTURE (part of govBrFixture.ts), not gov.br's PKI: a root and an issuing CA named TESTE,
// and one certificate per fixture account, made with the OpenSSL command line as
// scripts/demo/demoPki.ts makes the ICP test PKI. Each leaf carries the account's CPF the
// way this server reads a CPF from a certificate (src-shared/icp: subject CN "NAME:CPF" and the
// ICP-Brasil otherName 2.16.76.1.3.1), which is how we understand gov.br certificates to carry it.
// Also here: the detached PKCS#7 over a SHA-256 that assinarPKCS7 answers.
import { createPrivateKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { assembleSignedData } from '../../src-shared/icp/cades';
import { encode, octetString, oid, sequence, setOf, utcOrGeneralizedTime } from '../../src-shared/icp/der';
import { CmsOid } from '../../src-shared/icp/oids';

const run = promisify(execFile);
const openssl = async (args: string[], cwd: string) => {
  await run('openssl', args, { cwd });
};

const ROOT_SUBJECT = '/C=BR/O=Gov.br TESTE/OU=GDoc Testes/CN=AC Raiz gov.br de Testes GDoc';
const CA_SUBJECT = '/C=BR/O=Gov.br TESTE/OU=GDoc Testes/CN=AC Final gov.br de Testes GDoc v1';

const CA_CONFIG = `
[root_ext]
basicConstraints = critical,CA:true
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
[ca_ext]
basicConstraints = critical,CA:true,pathlen:0
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

/** DOC-ICP-04 layout of 2.16.76.1.3.1: birth date, CPF, NIS, RG and its issuer; unknown parts zero-filled. */
const personData = (cpf: string) => `00000000${cpf}${'0'.repeat(11)}${'0'.repeat(15)}`;

const leafConfig = (cpf: string) => `
[leaf_ext]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature,nonRepudiation
extendedKeyUsage = emailProtection
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
subjectAltName = @san
[san]
otherName.1 = 2.16.76.1.3.1;PRINTABLESTRING:${personData(cpf)}
`;

export type FixtureSigner = { certificateDer: Buffer; certificatePem: string; key: KeyObject };

export type GovBrFixturePki = {
  /** Root then issuing CA, PEM: what --govbr-trust-anchors takes. */
  chainPemPath: string;
  caDer: Buffer;
  /** The account's certificate and key, made on first use and kept in the folder. */
  signerFor(account: { cpf: string; name: string }): Promise<FixtureSigner>;
};

const pemToDer = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');

/** The PKI in `dir`, created when the folder does not hold one yet (two RSA keys, about a second). */
export async function openGovBrFixturePki(dir: string): Promise<GovBrFixturePki> {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'chain.pem'))) {
    writeFileSync(join(dir, 'ca.cnf'), CA_CONFIG);
    await openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'root.key.pem'], dir);
    await openssl(['req', '-new', '-x509', '-key', 'root.key.pem', '-subj', ROOT_SUBJECT, '-days', '3650', '-sha256',
      '-config', 'ca.cnf', '-extensions', 'root_ext', '-out', 'root.pem'], dir);
    await openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'ca.key.pem'], dir);
    await openssl(['req', '-new', '-key', 'ca.key.pem', '-subj', CA_SUBJECT, '-out', 'ca.csr'], dir);
    await openssl(['x509', '-req', '-in', 'ca.csr', '-CA', 'root.pem', '-CAkey', 'root.key.pem', '-set_serial', '2',
      '-days', '3000', '-sha256', '-extfile', 'ca.cnf', '-extensions', 'ca_ext', '-out', 'ca.pem'], dir);
    writeFileSync(join(dir, 'chain.pem'), readFileSync(join(dir, 'root.pem'), 'utf8') + readFileSync(join(dir, 'ca.pem'), 'utf8'));
  }
  const caDer = pemToDer(readFileSync(join(dir, 'ca.pem'), 'utf8'));
  const signers = new Map<string, Promise<FixtureSigner>>();

  const makeSigner = async (cpf: string, name: string): Promise<FixtureSigner> => {
    const base = `leaf-${cpf}`;
    if (!existsSync(join(dir, `${base}.pem`))) {
      await openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', `${base}.key.pem`], dir);
      const subject = `/C=BR/O=Gov.br TESTE/OU=Assinatura Eletronica TESTE/CN=${name.toUpperCase().replace(/[/=+,]/g, ' ')}:${cpf}`;
      await openssl(['req', '-new', '-utf8', '-key', `${base}.key.pem`, '-subj', subject, '-out', `${base}.csr`], dir);
      writeFileSync(join(dir, `${base}.cnf`), leafConfig(cpf));
      await openssl(['x509', '-req', '-in', `${base}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key.pem', '-set_serial',
        `0x${randomBytes(12).toString('hex')}`, '-days', '365', '-sha256', '-extfile', `${base}.cnf`, '-extensions', 'leaf_ext',
        '-out', `${base}.pem`], dir);
    }
    const certificatePem = readFileSync(join(dir, `${base}.pem`), 'utf8');
    return { certificatePem, certificateDer: pemToDer(certificatePem), key: createPrivateKey(readFileSync(join(dir, `${base}.key.pem`))) };
  };

  return {
    chainPemPath: join(dir, 'chain.pem'),
    caDer,
    signerFor({ cpf, name }) {
      if (!/^\d{11}$/.test(cpf)) throw new Error(`CPF da conta de teste inválido: ${cpf}`);
      let signer = signers.get(cpf);
      if (signer === undefined) {
        signer = makeSigner(cpf, name);
        signers.set(cpf, signer);
        // A failed creation is tried again next time rather than remembered.
        signer.catch(() => signers.delete(cpf));
      }
      return signer;
    },
  };
}

/**
 * A detached CMS SignedData over the content whose SHA-256 is `sha256`: signed attributes
 * contentType (id-data), signingTime and messageDigest, SHA-256 with RSA, the signer's certificate
 * then the issuing CA. Simplification: whatever else gov.br's own PKCS#7 carries (other signed
 * attributes, the root) is not reproduced; the server checks only what is here.
 */
export function fixturePkcs7(signer: FixtureSigner, caDer: Uint8Array, sha256: Uint8Array, at = new Date()): Buffer {
  const signedAttributes = encode(
    setOf([
      sequence(oid(CmsOid.contentType), setOf([oid(CmsOid.data)])),
      sequence(oid(CmsOid.signingTime), setOf([utcOrGeneralizedTime(at)])),
      sequence(oid(CmsOid.messageDigest), setOf([octetString(sha256)])),
    ]),
  );
  const signature = sign('sha256', signedAttributes, signer.key);
  return Buffer.from(assembleSignedData({ signedAttributes, signature, certificateDer: signer.certificateDer, chain: [caDer], hash: 'sha256' }));
}
