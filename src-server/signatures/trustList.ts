// The Certification Authorities this server trusts (--trust-anchors): self-signed roots are the
// anchors; the other CA certificates in the bundle are intermediates that may complete a chain,
// as may those a CMS carries. Chains are checked with node:crypto's X509Certificate: issuer name,
// the issuer's signature, CA basic constraint and validity at the given instant. Revocation
// (CRL/OCSP) is not checked.
import { X509Certificate } from 'node:crypto';

export type TrustList = {
  readonly roots: readonly X509Certificate[];
  readonly intermediates: readonly X509Certificate[];
};

export class TrustListError extends Error {}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+?)-----END CERTIFICATE-----/g;
/** No real chain is this long; the bound keeps a hostile set of certificates from looping. */
const MAX_CHAIN_LENGTH = 8;

export const isSelfSigned = (certificate: X509Certificate): boolean =>
  certificate.checkIssued(certificate) && certificate.verify(certificate.publicKey);

/** Every CA certificate of a PEM bundle; throws TrustListError when a block is not a certificate. */
export function trustListFromPem(pem: string): TrustList {
  const roots: X509Certificate[] = [];
  const intermediates: X509Certificate[] = [];
  for (const match of pem.matchAll(PEM_BLOCK)) {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64'));
    } catch (error) {
      throw new TrustListError((error as Error).message);
    }
    if (!certificate.ca) continue;
    (isSelfSigned(certificate) ? roots : intermediates).push(certificate);
  }
  return { roots, intermediates };
}

export function validAt(certificate: X509Certificate, at: number): boolean {
  const from = Date.parse(certificate.validFrom);
  const to = Date.parse(certificate.validTo);
  return Number.isFinite(from) && Number.isFinite(to) && at >= from && at <= to;
}

/**
 * The chain from `leaf` up to a root of the list, each certificate issued and signed by the next
 * and valid at `at`, or null when there is none. `extra` are intermediates the signer sent.
 */
export function buildTrustedChain(
  trust: TrustList,
  leaf: X509Certificate,
  extra: readonly X509Certificate[],
  at: number,
): X509Certificate[] | null {
  const candidates = [...trust.roots, ...trust.intermediates, ...extra.filter((certificate) => certificate.ca)];
  const isRoot = (certificate: X509Certificate) => trust.roots.some((root) => root.raw.equals(certificate.raw));
  const walk = (current: X509Certificate, seen: ReadonlySet<string>): X509Certificate[] | null => {
    if (!validAt(current, at)) return null;
    if (isRoot(current)) return [current];
    if (seen.size >= MAX_CHAIN_LENGTH) return null;
    for (const issuer of candidates) {
      if (seen.has(issuer.fingerprint256) || !current.checkIssued(issuer) || !current.verify(issuer.publicKey)) continue;
      const rest = walk(issuer, new Set([...seen, issuer.fingerprint256]));
      if (rest) return [current, ...rest];
    }
    return null;
  };
  return walk(leaf, new Set([leaf.fingerprint256]));
}
