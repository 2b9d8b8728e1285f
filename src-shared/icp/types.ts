// What the client knows about a certificate, as plain JSON (it crosses the signer process, IPC and
// the server): X.509 basics and the ICP-Brasil fields from the subjectAltName otherNames
// (DOC-ICP-04). Numbers the certificate zero-fills (a missing NIS, CEI or RG) are null here.

export type DistinguishedName = {
  commonName: string | null;
  organization: string | null;
  organizationalUnits: string[];
  country: string | null;
  /** Every attribute, most significant first, as "C=BR, O=ICP-Brasil, CN=…". */
  text: string;
};

export type KeyUsageName =
  | 'digitalSignature'
  | 'nonRepudiation'
  | 'keyEncipherment'
  | 'dataEncipherment'
  | 'keyAgreement'
  | 'keyCertSign'
  | 'cRLSign'
  | 'encipherOnly'
  | 'decipherOnly';

export type PersonData = {
  /** ISO date (yyyy-mm-dd) from ddmmaaaa, or null when zero-filled. */
  birthDate: string | null;
  cpf: string | null;
  nis: string | null;
  rg: string | null;
  /** Issuing body and UF, e.g. "SSPMG". */
  rgIssuer: string | null;
};

export type VoterTitle = { number: string; zone: string | null; section: string | null; cityAndUf: string | null };

export type IcpBrasilFields = {
  kind: 'e-CPF' | 'e-CNPJ' | 'other';
  /** From the subject CN before ":" (e-CPF: the holder; e-CNPJ: the company). */
  holderName: string | null;
  /** 2.16.76.1.3.1 on an e-CPF. */
  person: PersonData | null;
  /** 2.16.76.1.3.5. */
  voterTitle: VoterTitle | null;
  /** 2.16.76.1.3.6 (e-CPF) or 2.16.76.1.3.7 (e-CNPJ). */
  cei: string | null;
  /** 2.16.76.1.3.3. */
  cnpj: string | null;
  /** 2.16.76.1.3.2. */
  responsibleName: string | null;
  /** 2.16.76.1.3.4. */
  responsible: PersonData | null;
  /** The CPF that identifies the signer: e-CPF holder, or the e-CNPJ's responsible person. */
  cpf: string | null;
};

export type PublicKeyInfo = {
  algorithm: 'rsa' | 'ec' | 'ed25519' | 'ed448' | 'other';
  /** RSA modulus bits or EC field size; null when unknown. */
  bits: number | null;
};

export type CertificateDetails = {
  /** Hex, upper case, without leading zero bytes. */
  serialNumber: string;
  subject: DistinguishedName;
  issuer: DistinguishedName;
  /** ISO 8601 instants. */
  notBefore: string;
  notAfter: string;
  keyUsage: KeyUsageName[];
  /** OIDs. */
  extendedKeyUsage: string[];
  publicKey: PublicKeyInfo;
  /** OID of the issuer's signature algorithm. */
  signatureAlgorithm: string;
  /** Hex, upper case. */
  subjectKeyIdentifier: string | null;
  authorityKeyIdentifier: string | null;
  isCa: boolean;
  emails: string[];
  icp: IcpBrasilFields;
};
