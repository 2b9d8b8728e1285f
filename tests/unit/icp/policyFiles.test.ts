// The policy constants the project carries (src-shared/icp/policies.ts) against the policy files
// ITI publishes, kept in the repository (resources/icp-brasil/policies) so this always runs.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Tag, expectUniversal, readDerWhole, readOctetString, readOid, readTime, toHex } from '../../../src-shared/icp/der';
import { AlgorithmOid } from '../../../src-shared/icp/oids';
import { SIGNATURE_POLICIES } from '../../../src-shared/icp/policies';

const repoRoot = resolve(import.meta.dirname, '../../..');
const policiesDir = join(repoRoot, 'resources', 'icp-brasil', 'policies');

/**
 * SignaturePolicy ::= SEQUENCE { signPolicyHashAlg, signPolicyInfo SEQUENCE { signPolicyIdentifier,
 * dateOfIssue, policyIssuerName, fieldOfApplication, signatureValidationPolicy SEQUENCE {
 * signingPeriod { notBefore, notAfter }, … } }, signPolicyHash OCTET STRING } (RFC 3125 / DOC-ICP-15.03).
 */
function readPolicyFile(path: string) {
  const top = expectUniversal(readDerWhole(readFileSync(path)), Tag.sequence, 'SignaturePolicy');
  const [hashAlgorithm, info] = top.children;
  const last = top.children.at(-1)!;
  const validation = expectUniversal(info!.children[4], Tag.sequence, 'signatureValidationPolicy');
  const [notBefore, notAfter] = expectUniversal(validation.children[0], Tag.sequence, 'signingPeriod').children;
  return {
    hashAlgorithm: readOid(hashAlgorithm!.children[0]!),
    oid: readOid(info!.children[0]!),
    signPolicyHash: toHex(readOctetString(last)),
    validFrom: readTime(notBefore!).toISOString(),
    validUntil: readTime(notAfter!).toISOString(),
    text: readFileSync(path).toString('latin1'),
  };
}

describe("policy constants against ITI's files (resources/icp-brasil/policies)", () => {
  it.each(Object.values(SIGNATURE_POLICIES))('$id equals what its file holds', (policy) => {
    const fileName = policy.uri.split('/').at(-1)!;
    const file = readPolicyFile(join(policiesDir, fileName));
    expect(file.oid).toBe(policy.oid);
    expect(file.signPolicyHash).toBe(policy.signPolicyHash);
    expect(file.hashAlgorithm).toBe(AlgorithmOid[policy.hashAlgorithm]);
    expect(file.validFrom).toBe(policy.validFrom);
    expect(file.validUntil).toBe(policy.validUntil);
  });

  it('lists root v12 as a trust anchor of the current policies', () => {
    for (const policy of Object.values(SIGNATURE_POLICIES).filter((candidate) => !candidate.rootV5Only)) {
      expect(readPolicyFile(join(policiesDir, policy.uri.split('/').at(-1)!)).text).toContain('Raiz Brasileira v12');
    }
  });
});
