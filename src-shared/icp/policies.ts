// ICP-Brasil signature policies (AD-RB, DOC-ICP-15.03) as constants: the project carries the OIDs,
// SignPolicyHash values and URLs, not ITI's policy files (a test compares them with the files).
import { messages } from '../messages';
import { signerError, type SignerError } from '../signer/errors';
import type { HashAlgorithm, SignaturePolicyId } from '../signer/protocol';
import type { CertificateDetails } from './types';

export type SignaturePolicy = {
  id: SignaturePolicyId;
  kind: 'CAdES' | 'PAdES';
  /** "2.4", "1.3"… */
  version: string;
  oid: string;
  /** The algorithm of SignPolicyHash (sigPolicyHash's AlgorithmIdentifier). */
  hashAlgorithm: HashAlgorithm;
  /** SignPolicyHash stored at the end of the policy file, hex upper case (not a hash of the file). */
  signPolicyHash: string;
  /** The spuri qualifier: where ITI publishes the policy file. */
  uri: string;
  /** The policy's signingPeriod, ISO instants. */
  validFrom: string;
  validUntil: string;
  /** Only for chains proven to end at ICP-Brasil root v5: ITI's validator refuses it under v12. */
  rootV5Only: boolean;
};

export const SIGNATURE_POLICIES: Readonly<Record<SignaturePolicyId, SignaturePolicy>> = {
  'CAdES-AD_RB-2.4': {
    id: 'CAdES-AD_RB-2.4',
    kind: 'CAdES',
    version: '2.4',
    oid: '2.16.76.1.7.1.1.2.4',
    hashAlgorithm: 'sha256',
    signPolicyHash: '1F3C904C44C392FEEF447E21FAA7A04E85D9C0153346320F557B7042AF5DCF13',
    uri: 'http://politicas.icpbrasil.gov.br/PA_AD_RB_v2_4.der',
    validFrom: '2025-06-12T00:00:00.000Z',
    validUntil: '2037-10-22T00:00:00.000Z',
    rootV5Only: false,
  },
  'CAdES-AD_RB-2.3': {
    id: 'CAdES-AD_RB-2.3',
    kind: 'CAdES',
    version: '2.3',
    oid: '2.16.76.1.7.1.1.2.3',
    hashAlgorithm: 'sha256',
    signPolicyHash: 'B16E88BBF77322A67995B79078778ED3D0EA7C88587B6F6D518B715E8F76A3D5',
    uri: 'http://politicas.icpbrasil.gov.br/PA_AD_RB_v2_3.der',
    validFrom: '2018-05-14T00:00:00.000Z',
    validUntil: '2029-03-02T00:00:00.000Z',
    rootV5Only: true,
  },
  'PAdES-AD_RB-1.3': {
    id: 'PAdES-AD_RB-1.3',
    kind: 'PAdES',
    version: '1.3',
    oid: '2.16.76.1.7.1.11.1.3',
    hashAlgorithm: 'sha256',
    signPolicyHash: '23E4BE4B9B362172E4EBB0E72B86A133ECE5AAD843D8651C6E38A0BA3F08FC60',
    uri: 'http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RB_v1_3.der',
    validFrom: '2025-07-23T00:00:00.000Z',
    validUntil: '2037-10-22T00:00:00.000Z',
    rootV5Only: false,
  },
  'PAdES-AD_RB-1.2': {
    id: 'PAdES-AD_RB-1.2',
    kind: 'PAdES',
    version: '1.2',
    oid: '2.16.76.1.7.1.11.1.2',
    hashAlgorithm: 'sha256',
    signPolicyHash: 'BF22358C963B52971F18C822D8529C5163FE55FA8EED1068D327ADC6BC082EE2',
    uri: 'http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RB_v1_2.der',
    validFrom: '2025-06-12T00:00:00.000Z',
    validUntil: '2037-10-22T00:00:00.000Z',
    rootV5Only: false,
  },
  'PAdES-AD_RB-1.1': {
    id: 'PAdES-AD_RB-1.1',
    kind: 'PAdES',
    version: '1.1',
    oid: '2.16.76.1.7.1.11.1.1',
    hashAlgorithm: 'sha256',
    signPolicyHash: '44FC5816EB2D705D8C8F022A7F93B3FB49EDFAE1A7B9149EF6FAB833E9BB63F8',
    uri: 'http://politicas.icpbrasil.gov.br/PA_PAdES_AD_RB_v1_1.der',
    validFrom: '2018-05-14T00:00:00.000Z',
    validUntil: '2029-03-02T00:00:00.000Z',
    rootV5Only: true,
  },
};

/** Certificates issued today chain to root v12, which only accepts these. */
export const DEFAULT_CADES_POLICY: SignaturePolicyId = 'CAdES-AD_RB-2.4';
export const DEFAULT_PADES_POLICY: SignaturePolicyId = 'PAdES-AD_RB-1.3';

export function signaturePolicy(id: SignaturePolicyId): SignaturePolicy {
  return SIGNATURE_POLICIES[id];
}

const ROOT_GENERATION = /Raiz Brasileira v(\d+)/i;

/**
 * The generation of the ICP-Brasil root a chain ends at (5, 10, 12…), from the CN of the top-most
 * certificate's issuer; null when the chain does not reach an ICP-Brasil root we can name.
 * The top is the self-signed certificate, else the one whose issuer is not in the list, else the
 * last one (chains are given from the signer up).
 */
export function rootGeneration(chain: readonly CertificateDetails[]): number | null {
  if (chain.length === 0) return null;
  const subjects = new Set(chain.map((certificate) => certificate.subject.text));
  const top =
    chain.find((certificate) => certificate.issuer.text === certificate.subject.text) ??
    chain.find((certificate) => !subjects.has(certificate.issuer.text)) ??
    chain[chain.length - 1]!;
  const match = ROOT_GENERATION.exec(top.issuer.commonName ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Whether a policy may be declared for a signature by this chain now: inside the policy's
 * validity, and, for the old policies (CAdES ≤ 2.3, PAdES ≤ 1.1), only for a chain proven to end at
 * root v5. An unknown root counts as v12, since new certificates are issued under v12.
 */
export function checkPolicyAllowed(policyId: SignaturePolicyId, chain: readonly CertificateDetails[], now: Date): SignerError | null {
  const policy = SIGNATURE_POLICIES[policyId];
  const time = now.getTime();
  if (time < Date.parse(policy.validFrom) || time > Date.parse(policy.validUntil)) {
    return signerError('policy-not-allowed', {
      message: messages.signer.policyOutsideValidity(policyLabel(policy), calendarDate(policy.validFrom), calendarDate(policy.validUntil)),
      detail: `${policy.id} válida de ${policy.validFrom} a ${policy.validUntil}; agora ${now.toISOString()}`,
    });
  }
  if (policy.rootV5Only) {
    const generation = rootGeneration(chain);
    if (generation !== 5) {
      return signerError('policy-not-allowed', {
        detail: `${policy.id} exige cadeia da raiz v5; raiz da cadeia: ${generation === null ? 'desconhecida (tratada como v12)' : `v${generation}`}`,
      });
    }
  }
  return null;
}

/** "CAdES AD-RB v2.4", as ITI names its policies. */
export function policyLabel(policy: SignaturePolicy): string {
  return `${policy.kind} AD-RB v${policy.version}`;
}

/** The policy's own calendar day (its dates are UTC midnights), DD/MM/YYYY whatever the time zone. */
function calendarDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
