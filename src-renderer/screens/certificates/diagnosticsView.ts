// The diagnostics screen's words for what the signer reports: token flags, key usages and the
// ICP-Brasil fields of a certificate, each as label and value (a missing value is null).
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatDate, formatDateTime } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import type { CertificateEntry, ModuleReport, TokenInfo } from '../../../src-shared/signer/protocol';
import { holderNameOf, issuerNameOf } from '../../signer/certificateView';

const t = messages.certificates;

export type TextFact = { label: string; value: string | null };

const FLAG_ORDER = ['loginRequired', 'protectedAuthenticationPath', 'pinCountLow', 'pinFinalTry', 'pinLocked', 'pinToBeChanged'] as const;

/** The flags a token raises, in words; "Pronto" when it raises none worth saying. */
export function tokenFlagWords(flags: TokenInfo['flags']): string[] {
  const words = FLAG_ORDER.filter((flag) => flags[flag]).map((flag) => t.tokenFlags[flag]);
  return words.length > 0 ? words : [t.tokenReady];
}

export function formatDocument(value: string | null): string | null {
  if (!value) return null;
  const raw = value.replace(/[.\-/\s]/g, '');
  if (/^\d{11}$/.test(raw)) return formatCpf(raw);
  if (/^[\dA-Za-z]{12}\d{2}$/.test(raw)) return formatCnpj(raw.toUpperCase(), { version: 2 });
  return value;
}

const dateOf = (value: string | null | undefined): string | null => (value ? formatDate(value) : null);

export function certificateFacts(entry: CertificateEntry): TextFact[] {
  const { details } = entry;
  const { icp } = details;
  const person = icp.kind === 'e-CNPJ' ? icp.responsible : icp.person;
  const rg = person?.rg ? (person.rgIssuer ? t.rgWithIssuer(person.rg, person.rgIssuer) : person.rg) : null;
  return [
    { label: t.holder, value: holderNameOf(entry) },
    { label: t.kind, value: t.kinds[icp.kind] },
    { label: t.cnpj, value: formatDocument(icp.cnpj) },
    { label: t.responsible, value: icp.responsibleName },
    { label: t.cpf, value: formatDocument(icp.cpf ?? person?.cpf ?? null) },
    { label: t.birthDate, value: dateOf(person?.birthDate) },
    { label: t.nis, value: person?.nis ?? null },
    { label: t.rg, value: rg },
    { label: t.email, value: details.emails.length > 0 ? details.emails.join(', ') : null },
    { label: t.issuer, value: issuerNameOf(entry) },
    { label: t.validity, value: t.validityRange(formatDateTime(details.notBefore), formatDateTime(details.notAfter)) },
    { label: t.keyUsage, value: details.keyUsage.length > 0 ? details.keyUsage.map((usage) => t.keyUsages[usage]).join(', ') : null },
    { label: t.publicKey, value: t.publicKeyBits(t.keyAlgorithms[details.publicKey.algorithm], details.publicKey.bits) },
    { label: t.serialNumber, value: details.serialNumber },
    { label: t.token, value: entry.ref.tokenLabel },
    { label: t.state, value: entry.problem?.message ?? t.ready },
  ];
}

const MODULE_RANK: Record<ModuleReport['status'], number> = { loaded: 0, failed: 1, missing: 2 };

/**
 * The libraries worth a card (loaded, failed, and the user's own even when missing), loaded
 * first; and the built-in ones simply not installed here, which are many and only listed.
 */
export function partitionModules(modules: readonly ModuleReport[]): { shown: ModuleReport[]; notInstalled: ModuleReport[] } {
  const notInstalled = modules.filter((module) => module.status === 'missing' && module.source === 'builtin');
  const shown = modules
    .filter((module) => !notInstalled.includes(module))
    .map((module, index) => ({ module, index }))
    .sort((a, b) => MODULE_RANK[a.module.status] - MODULE_RANK[b.module.status] || a.index - b.index)
    .map(({ module }) => module);
  return { shown, notInstalled };
}
