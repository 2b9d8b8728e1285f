// What a person needs to tell their certificates apart, from the signer's inventory: holder,
// masked CPF/CNPJ, issuer, validity and token; and where a certificate's token is described.
import { formatDate, maskDocumentNumber } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';
import type { CertificateEntry, CertificateRef, Inventory, TokenInfo } from '../../src-shared/signer/protocol';

const t = messages.certificates;

export type CertificateSummary = {
  key: string;
  name: string;
  /** The masked CPF or CNPJ with its name, or null when the certificate carries neither. */
  document: string | null;
  issuer: string;
  validUntil: string;
  token: string;
  usable: boolean;
  problem: string | null;
};

/** A stable key for a certificate: the same certificate on the same token gives the same key. */
export const certificateKey = (ref: CertificateRef): string =>
  JSON.stringify([ref.modulePath, ref.tokenSerial, ref.tokenLabel, ref.certId]);

export function holderNameOf(entry: CertificateEntry): string {
  return entry.details.icp.holderName ?? entry.details.subject.commonName ?? entry.label;
}

export function documentOf(entry: CertificateEntry): string | null {
  const { icp } = entry.details;
  if (icp.kind === 'e-CNPJ' && icp.cnpj) return t.documentCnpj(maskDocumentNumber(icp.cnpj));
  if (icp.cpf) return t.documentCpf(maskDocumentNumber(icp.cpf));
  if (icp.cnpj) return t.documentCnpj(maskDocumentNumber(icp.cnpj));
  return null;
}

export const issuerNameOf = (entry: CertificateEntry): string => entry.details.issuer.commonName ?? entry.details.issuer.text;

export function summarizeCertificate(entry: CertificateEntry): CertificateSummary {
  return {
    key: certificateKey(entry.ref),
    name: holderNameOf(entry),
    document: documentOf(entry),
    issuer: issuerNameOf(entry),
    validUntil: t.validUntil(formatDate(entry.details.notAfter)),
    token: entry.ref.tokenLabel,
    usable: entry.problem === null,
    problem: entry.problem?.message ?? null,
  };
}

/** Usable certificates first, each group in the signer's order (tokens, then objects). */
export function pickerOrder(certificates: readonly CertificateEntry[]): CertificateEntry[] {
  return [...certificates.filter((entry) => entry.problem === null), ...certificates.filter((entry) => entry.problem !== null)];
}

export function findCertificate(inventory: Inventory | undefined, key: string | null): CertificateEntry | undefined {
  if (!inventory || key === null) return undefined;
  return inventory.certificates.find((entry) => certificateKey(entry.ref) === key);
}

/** The token holding a certificate, by module and serial (slot ids change between ports). */
export function tokenOf(inventory: Inventory | undefined, ref: CertificateRef): TokenInfo | null {
  for (const module of inventory?.modules ?? []) {
    if (module.path !== ref.modulePath) continue;
    for (const slot of module.slots) {
      if (slot.token && slot.token.serial === ref.tokenSerial && slot.token.label === ref.tokenLabel) return slot.token;
    }
  }
  return null;
}
