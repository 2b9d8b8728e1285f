// Human-readable lines for `npm run token -- list`: what IT needs to check a token at a glance.
import type { CertificateEntry, Inventory, ModuleReport } from '../../src-shared/signer/protocol';
import { formatDate } from '../../src-shared/format';

const yesNo = (value: boolean) => (value ? 'sim' : 'não');

function certificateLines(entry: CertificateEntry): string[] {
  const { details } = entry;
  const icp = details.icp;
  const lines = [
    `      Certificado ${entry.ref.certId} — ${entry.label}`,
    `        Titular: ${details.subject.commonName ?? '—'} (${icp.kind})`,
    `        Emissor: ${details.issuer.commonName ?? details.issuer.text}`,
    `        Validade: ${formatDate(details.notBefore)} a ${formatDate(details.notAfter)}`,
    `        Chave: ${details.publicKey.algorithm.toUpperCase()} ${details.publicKey.bits ?? '?'} bits; uso: ${details.keyUsage.join(', ') || '—'}; chave privada: ${entry.keyStatus}`,
  ];
  if (icp.cpf) lines.push(`        CPF: ${icp.cpf}`);
  if (icp.cnpj) lines.push(`        CNPJ: ${icp.cnpj}`);
  if (icp.person?.birthDate) lines.push(`        Nascimento: ${formatDate(icp.person.birthDate)}`);
  if (icp.person?.nis) lines.push(`        NIS/PIS: ${icp.person.nis}`);
  if (icp.person?.rg) lines.push(`        RG: ${icp.person.rg} ${icp.person.rgIssuer ?? ''}`.trimEnd());
  if (icp.responsibleName) lines.push(`        Responsável: ${icp.responsibleName}${icp.responsible?.cpf ? ` (CPF ${icp.responsible.cpf})` : ''}`);
  if (entry.problem) lines.push(`        Não pode assinar: ${entry.problem.message}`);
  return lines;
}

function moduleLines(report: ModuleReport): string[] {
  const name = report.vendor ? `${report.vendor} — ${report.path}` : report.path;
  if (report.status !== 'loaded') return [`✗ ${name}: ${report.problem?.message ?? report.status}${report.problem?.detail ? ` (${report.problem.detail})` : ''}`];
  const lines = [`✓ ${name}${report.info ? ` — ${report.info.manufacturer.trim()} ${report.info.description.trim()} ${report.info.libraryVersion}` : ''}`];
  for (const slot of report.slots) {
    if (!slot.token) {
      lines.push(`    Slot ${slot.slotId}: ${slot.problem?.message ?? 'sem token'}`);
      continue;
    }
    const { token } = slot;
    lines.push(
      `    Slot ${slot.slotId}: token "${token.label}" (série ${token.serial}, ${token.manufacturer.trim()} ${token.model.trim()})`,
      `      PIN: ${token.minPinLength}–${token.maxPinLength} caracteres; leitor com teclado: ${yesNo(token.flags.protectedAuthenticationPath)}; poucas tentativas: ${yesNo(token.flags.pinCountLow)}; bloqueado: ${yesNo(token.flags.pinLocked)}`,
    );
    if (slot.problem) lines.push(`      ${slot.problem.message}`);
    for (const entry of slot.certificates) lines.push(...certificateLines(entry));
  }
  return lines;
}

export function formatInventory(inventory: Inventory, { onlyFound }: { onlyFound: boolean }): string[] {
  const modules = onlyFound ? inventory.modules.filter((report) => report.status !== 'missing') : inventory.modules;
  const lines = modules.flatMap(moduleLines);
  const missing = inventory.modules.length - modules.length;
  if (missing > 0) lines.push(`(${missing} bibliotecas conhecidas não estão instaladas neste computador; use --all para vê-las)`);
  return lines;
}
