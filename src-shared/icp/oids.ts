// The object identifiers this code reads or writes, named once so the parsers and builders read
// like the standards they follow (RFC 5280, RFC 5652, RFC 5035, RFC 5126, DOC-ICP-04, DOC-ICP-15.03).

/** ICP-Brasil subjectAltName otherNames (DOC-ICP-04). */
export const IcpOid = {
  /** e-CPF holder: birth date, CPF, NIS, RG, RG issuer and UF. */
  personData: '2.16.76.1.3.1',
  /** e-CNPJ: name of the responsible person. */
  responsibleName: '2.16.76.1.3.2',
  /** e-CNPJ: CNPJ. */
  cnpj: '2.16.76.1.3.3',
  /** e-CNPJ: responsible person, same layout as personData. */
  responsibleData: '2.16.76.1.3.4',
  /** e-CPF: voter title, zone, section, city and UF. */
  voterTitle: '2.16.76.1.3.5',
  /** e-CPF: CEI (INSS). */
  ceiPerson: '2.16.76.1.3.6',
  /** e-CNPJ: CEI (INSS). */
  ceiCompany: '2.16.76.1.3.7',
} as const;

/** CMS content types and attributes. */
export const CmsOid = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** id-aa-signingCertificateV2 (RFC 5035). */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** id-aa-ets-sigPolicyId (RFC 5126). */
  signaturePolicyIdentifier: '1.2.840.113549.1.9.16.2.15',
  /** id-spq-ets-uri: the policy's URL qualifier. */
  spqEtsUri: '1.2.840.113549.1.9.16.5.1',
} as const;

export const AlgorithmOid = {
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsassaPss: '1.2.840.113549.1.1.10',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  sha384WithRsa: '1.2.840.113549.1.1.12',
  sha512WithRsa: '1.2.840.113549.1.1.13',
  ecPublicKey: '1.2.840.10045.2.1',
  ed25519: '1.3.101.112',
  ed448: '1.3.101.113',
} as const;

/** Named elliptic curves and their sizes in bits. */
export const CURVE_BITS: Readonly<Record<string, number>> = {
  '1.2.840.10045.3.1.7': 256, // P-256
  '1.3.132.0.34': 384, // P-384
  '1.3.132.0.35': 521, // P-521
  '1.3.132.0.10': 256, // secp256k1
  '1.3.36.3.3.2.8.1.1.7': 256, // brainpoolP256r1
  '1.3.36.3.3.2.8.1.1.11': 384, // brainpoolP384r1
  '1.3.36.3.3.2.8.1.1.13': 512, // brainpoolP512r1
};

export const ExtensionOid = {
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  certificatePolicies: '2.5.29.32',
  authorityKeyIdentifier: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
} as const;

/** Short names of distinguished-name attributes, as OpenSSL and RFC 4514 print them. */
export const NAME_ATTRIBUTES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'street',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'title',
  '2.5.4.42': 'GN',
  '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
};

export const NameOid = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
} as const;
