// CAdES AD-RB end to end: our builder around a real RSA signature (node:crypto with a key of the
// test PKI), checked by OpenSSL's CMS verifier, which we did not write.
import { spawnSync } from 'node:child_process';
import { createHash, createSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleSignedData, buildSignedAttributes } from '../../../src-shared/icp/cades';
import { parseSignedData } from '../../../src-shared/icp/cms';
import { AlgorithmOid, CmsOid } from '../../../src-shared/icp/oids';
import { SIGNATURE_POLICIES } from '../../../src-shared/icp/policies';
import type { HashAlgorithm, SignaturePolicyId } from '../../../src-shared/signer/protocol';
import { createDemoPki, type DemoCertificate, type DemoPki } from '../../../scripts/demo/demoPki';

let dir: string;
let pki: DemoPki;
let fileCounter = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gdoc-icp-cades-'));
  pki = createDemoPki(join(dir, 'pki'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONTENT = Buffer.from('Ofício nº 123/2026 — Prefeitura Municipal de Vale Verde\n'.repeat(50), 'utf8');
const FOUR_ATTRIBUTES = [CmsOid.contentType, CmsOid.messageDigest, CmsOid.signaturePolicyIdentifier, CmsOid.signingCertificateV2].sort();

type SignOptions = { hash?: HashAlgorithm; policy?: SignaturePolicyId; attached?: boolean; chain?: boolean; signer?: DemoCertificate };

/** What the signer process does, with node:crypto standing in for the token. */
function sign(content: Buffer, options: SignOptions = {}): Uint8Array {
  const hash = options.hash ?? 'sha256';
  const signer = options.signer ?? pki.certs.ecpf;
  const signedAttributes = buildSignedAttributes({
    contentDigest: createHash(hash).update(content).digest(),
    hash,
    certificateDer: signer.certDer,
    certificateHash: createHash('sha256').update(signer.certDer).digest(),
    policy: options.policy ?? 'CAdES-AD_RB-2.4',
  });
  const signature = createSign(hash).update(signedAttributes).sign(readFileSync(signer.keyPath));
  return assembleSignedData({
    signedAttributes,
    signature,
    certificateDer: signer.certDer,
    chain: options.chain === false ? [] : [pki.caCertDer],
    hash,
    ...(options.attached ? { content } : {}),
  });
}

function write(bytes: Uint8Array, extension: string): string {
  const path = join(dir, `file${++fileCounter}.${extension}`);
  writeFileSync(path, bytes);
  return path;
}

function openssl(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `openssl cms -verify` of a detached signature (or attached, without content). */
function verify(p7s: Uint8Array, content: Buffer | null, extra: string[] = []) {
  const out = join(dir, `out${++fileCounter}.bin`);
  const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', write(p7s, 'p7s'), '-CAfile', pki.chainPemPath, '-purpose', 'any', '-out', out, ...extra];
  if (content) args.push('-content', write(content, 'bin'));
  return { ...openssl(args), out };
}

/** The signed attribute OIDs as OpenSSL prints them. */
function opensslSignedAttributeOids(p7s: Uint8Array): string[] {
  const { stdout, status } = openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', write(p7s, 'p7s')]);
  expect(status).toBe(0);
  const section = stdout.slice(stdout.indexOf('signedAttrs:'), stdout.indexOf('unsignedAttrs:'));
  return [...section.matchAll(/^\s*object: .*\(([\d.]+)\)\s*$/gm)].map((match) => match[1]!).sort();
}

describe('CAdES AD-RB detached, SHA-256', () => {
  let p7s: Uint8Array;
  beforeAll(() => {
    p7s = sign(CONTENT);
  });

  it('verifies with openssl cms -verify against the test chain', () => {
    const result = verify(p7s, CONTENT);
    expect(result.stderr).toContain('Verification successful');
    expect(result.status).toBe(0);
  });

  it('fails when one byte of the content changes', () => {
    const tampered = Buffer.from(CONTENT);
    tampered[100] = tampered[100]! ^ 0x01;
    const result = verify(p7s, tampered);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/digest failure|verification failure/i);
  });

  it('signs exactly the four AD-RB attributes (our reader and OpenSSL agree), without signing-time', () => {
    const oids = parseSignedData(p7s).signer.attributes.map((attribute) => attribute.oid).sort();
    expect(oids).toEqual(FOUR_ATTRIBUTES);
    expect(opensslSignedAttributeOids(p7s)).toEqual(FOUR_ATTRIBUTES);
    expect(oids).not.toContain(CmsOid.signingTime);
  });

  it('declares the policy constants and the signer certificate hash', () => {
    const signer = parseSignedData(p7s).signer;
    const policy = SIGNATURE_POLICIES['CAdES-AD_RB-2.4'];
    expect(signer.policy).toEqual({ oid: policy.oid, hashAlgorithm: AlgorithmOid.sha256, hash: policy.signPolicyHash, uri: policy.uri });
    expect(Buffer.from(signer.signingCertificateV2!.certHash)).toEqual(createHash('sha256').update(pki.certs.ecpf.certDer).digest());
    expect(signer.signingCertificateV2).toMatchObject({ hashAlgorithm: AlgorithmOid.sha256, hasIssuerSerial: true });
    expect(Buffer.from(signer.messageDigest!)).toEqual(createHash('sha256').update(CONTENT).digest());
    expect(signer.contentType).toBe(CmsOid.data);
  });

  it('carries the signer certificate first, then the chain', () => {
    const cms = parseSignedData(p7s);
    expect(cms.certificates.map((der) => Buffer.from(der))).toEqual([pki.certs.ecpf.certDer, pki.caCertDer]);
    expect(cms.eContent).toBeNull();
  });
});

describe('CAdES AD-RB variants', () => {
  it('verifies with SHA-512', () => {
    const p7s = sign(CONTENT, { hash: 'sha512' });
    expect(verify(p7s, CONTENT).status).toBe(0);
    const cms = parseSignedData(p7s);
    expect(cms.digestAlgorithms).toEqual([AlgorithmOid.sha512]);
    expect(cms.signer.signatureAlgorithm).toBe(AlgorithmOid.sha512WithRsa);
    expect(Buffer.from(cms.signer.messageDigest!)).toEqual(createHash('sha512').update(CONTENT).digest());
    expect(opensslSignedAttributeOids(p7s)).toEqual(FOUR_ATTRIBUTES);
  });

  it('verifies in attached mode without -content and gives the content back', () => {
    const p7s = sign(CONTENT, { attached: true });
    const result = verify(p7s, null);
    expect(result.status).toBe(0);
    expect(readFileSync(result.out)).toEqual(CONTENT);
    expect(Buffer.from(parseSignedData(p7s).eContent!)).toEqual(CONTENT);
  });

  it('verifies for an e-CNPJ with the PAdES policy, and without the chain inside', () => {
    const p7s = sign(CONTENT, { signer: pki.certs.ecnpj, policy: 'PAdES-AD_RB-1.3', chain: false });
    expect(verify(p7s, CONTENT).status).toBe(0);
    expect(parseSignedData(p7s).signer.policy?.oid).toBe(SIGNATURE_POLICIES['PAdES-AD_RB-1.3'].oid);
    expect(parseSignedData(p7s).certificates).toHaveLength(1);
  });

  it('verifies an empty content', () => {
    const empty = Buffer.alloc(0);
    expect(verify(sign(empty), empty).status).toBe(0);
  });
});
