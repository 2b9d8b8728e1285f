// The issuing chain of a token certificate, from the CA certificates the same token carries
// (A3 tokens usually hold their AC and root). It goes into the CMS and decides which policies are
// allowed (root v12 refuses older ones); an incomplete chain counts as v12.
import type { CertificateEntry } from '../../src-shared/signer/protocol';

const MAX_CHAIN = 8;

export function issuingChain(certificate: CertificateEntry, candidates: readonly CertificateEntry[]): CertificateEntry[] {
  const chain: CertificateEntry[] = [];
  let current = certificate;
  while (chain.length < MAX_CHAIN && current.details.issuer.text !== current.details.subject.text) {
    const issuer = candidates.find(
      (candidate) =>
        candidate.details.isCa &&
        candidate.details.subject.text === current.details.issuer.text &&
        !chain.includes(candidate) &&
        (current.details.authorityKeyIdentifier === null ||
          candidate.details.subjectKeyIdentifier === null ||
          candidate.details.subjectKeyIdentifier === current.details.authorityKeyIdentifier),
    );
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  return chain;
}
