// Who a certificate names, for finding its user and showing its signature: the e-CPF holder, or
// for an e-CNPJ the company with its responsible person's CPF (DOC-ICP-04).
import type { CertificateDetails } from '../../src-shared/icp/types';

export type SignerIdentity = {
  name: string;
  /** The holder's CPF, or the responsible person's on an e-CNPJ. */
  cpf: string | null;
  cnpj: string | null;
};

export function signerIdentity(details: CertificateDetails): SignerIdentity {
  const icp = details.icp;
  const name = icp.holderName ?? details.subject.commonName ?? details.subject.text;
  return { name, cpf: icp.cpf, cnpj: icp.kind === 'e-CNPJ' ? icp.cnpj : null };
}

/** The number a user account is looked up by: an e-CNPJ's CNPJ, else the CPF. */
export const accountNumberOf = (identity: SignerIdentity): string | null => identity.cnpj ?? identity.cpf;

/**
 * A CPF as published under the LGPD (Portal da Transparência practice): ***.163.579-**. A CNPJ
 * identifies a company and is shown whole.
 */
export function maskSignerNumber(cpf: string | null, cnpj: string | null): string {
  if (cnpj !== null && /^\d{14}$/.test(cnpj)) return cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (cpf !== null && /^\d{11}$/.test(cpf)) return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
  return '';
}
