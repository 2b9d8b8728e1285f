// Which policy a chain may declare. The constants themselves are compared with ITI's policy files
// in tests/unit/icp/policyFiles.test.ts.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { signaturePolicyIds } from '../signer/protocol';
import { parseCertificate } from './certificate';
import { fakeCertificate, type FakeNameEntry } from './fakeCertificate';
import { DEFAULT_CADES_POLICY, DEFAULT_PADES_POLICY, SIGNATURE_POLICIES, checkPolicyAllowed, rootGeneration } from './policies';
import type { CertificateDetails } from './types';

const cn = (name: string): FakeNameEntry[] => [['2.5.4.6', 'BR', 'printable'], ['2.5.4.10', 'ICP-Brasil'], ['2.5.4.3', name]];
const certificate = (subject: string, issuer: string): CertificateDetails => parseCertificate(fakeCertificate({ subject: cn(subject), issuer: cn(issuer) }));

const ROOT_V5 = 'Autoridade Certificadora Raiz Brasileira v5';
const ROOT_V12 = 'Autoridade Certificadora Raiz Brasileira v12';
const chainTo = (root: string) => [certificate('FULANO:11144477735', 'AC FINAL'), certificate('AC FINAL', 'AC INTERMEDIARIA'), certificate('AC INTERMEDIARIA', root)];
const NOW = new Date('2026-03-10T12:00:00Z');

describe('policy constants', () => {
  it('define every policy id of the protocol, with the newest as defaults', () => {
    expect(Object.keys(SIGNATURE_POLICIES).sort()).toEqual([...signaturePolicyIds].sort());
    for (const id of signaturePolicyIds) expect(SIGNATURE_POLICIES[id].id).toBe(id);
    expect(DEFAULT_CADES_POLICY).toBe('CAdES-AD_RB-2.4');
    expect(DEFAULT_PADES_POLICY).toBe('PAdES-AD_RB-1.3');
    expect(Object.values(SIGNATURE_POLICIES).filter((policy) => policy.rootV5Only).map((policy) => policy.id).sort()).toEqual(['CAdES-AD_RB-2.3', 'PAdES-AD_RB-1.1']);
  });
});

describe('rootGeneration', () => {
  it('reads the generation from the top-most issuer', () => {
    expect(rootGeneration(chainTo(ROOT_V5))).toBe(5);
    expect(rootGeneration(chainTo(ROOT_V12))).toBe(12);
    expect(rootGeneration(chainTo('Autoridade Certificadora Raiz Brasileira v10'))).toBe(10);
  });

  it('finds the top whatever the order, including a self-signed root', () => {
    const chain = [...chainTo(ROOT_V5), certificate(ROOT_V5, ROOT_V5)].reverse();
    expect(rootGeneration(chain)).toBe(5);
  });

  it('is null for a chain that does not reach a named ICP-Brasil root', () => {
    expect(rootGeneration([])).toBeNull();
    expect(rootGeneration([certificate('FULANO', 'AC FINAL')])).toBeNull();
    expect(rootGeneration(chainTo('Raiz de Testes GDoc'))).toBeNull();
  });
});

describe('checkPolicyAllowed', () => {
  it('allows the current policies under any root, known or not', () => {
    for (const id of ['CAdES-AD_RB-2.4', 'PAdES-AD_RB-1.3', 'PAdES-AD_RB-1.2'] as const) {
      expect(checkPolicyAllowed(id, chainTo(ROOT_V12), NOW)).toBeNull();
      expect(checkPolicyAllowed(id, chainTo(ROOT_V5), NOW)).toBeNull();
      expect(checkPolicyAllowed(id, [], NOW)).toBeNull();
    }
  });

  it('refuses CAdES 2.3 and PAdES 1.1 under root v12', () => {
    for (const id of ['CAdES-AD_RB-2.3', 'PAdES-AD_RB-1.1'] as const) {
      expect(checkPolicyAllowed(id, chainTo(ROOT_V12), NOW)).toMatchObject({ code: 'policy-not-allowed', message: messages.signer.policyNotAllowed });
    }
  });

  it('refuses them when the root is unknown, as new certificates are issued under v12', () => {
    expect(checkPolicyAllowed('CAdES-AD_RB-2.3', [], NOW)?.code).toBe('policy-not-allowed');
    expect(checkPolicyAllowed('PAdES-AD_RB-1.1', chainTo('Raiz de Testes GDoc'), NOW)?.detail).toMatch(/desconhecida/);
  });

  it('allows them for a chain proven to end at root v5', () => {
    expect(checkPolicyAllowed('CAdES-AD_RB-2.3', chainTo(ROOT_V5), NOW)).toBeNull();
    expect(checkPolicyAllowed('PAdES-AD_RB-1.1', chainTo(ROOT_V5), NOW)).toBeNull();
  });

  it('refuses a policy outside its validity window', () => {
    expect(checkPolicyAllowed('CAdES-AD_RB-2.4', chainTo(ROOT_V12), new Date('2025-06-11T23:59:59Z'))).toMatchObject({
      code: 'policy-not-allowed',
      message: messages.signer.policyOutsideValidity('CAdES AD-RB v2.4', '12/06/2025', '22/10/2037'),
    });
    expect(checkPolicyAllowed('CAdES-AD_RB-2.4', chainTo(ROOT_V12), new Date('2025-06-12T00:00:00Z'))).toBeNull();
    expect(checkPolicyAllowed('CAdES-AD_RB-2.3', chainTo(ROOT_V5), new Date('2029-03-03T00:00:00Z'))?.code).toBe('policy-not-allowed');
    expect(checkPolicyAllowed('PAdES-AD_RB-1.3', chainTo(ROOT_V12), new Date('2037-10-23T00:00:00Z'))?.code).toBe('policy-not-allowed');
  });
});
