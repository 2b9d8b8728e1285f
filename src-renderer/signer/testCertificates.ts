// Inventory pieces for the renderer's unit tests, built on the shared schemas so they stay valid.
import {
  certificateEntrySchema,
  tokenInfoSchema,
  type CertificateEntry,
  type Inventory,
  type TokenInfo,
} from '../../src-shared/signer/protocol';
import type { SignerError } from '../../src-shared/signer/errors';

export const MODULE_PATH = '/usr/lib/softhsm/libsofthsm2.so';

export function aToken(flags: Partial<TokenInfo['flags']> = {}, overrides: Partial<TokenInfo> = {}): TokenInfo {
  return tokenInfoSchema.parse({
    label: 'GDOC TESTE',
    manufacturer: 'SoftHSM project',
    model: 'SoftHSM v2',
    serial: 'a1b2c3d4',
    flags: {
      loginRequired: true,
      protectedAuthenticationPath: false,
      pinCountLow: false,
      pinFinalTry: false,
      pinLocked: false,
      pinToBeChanged: false,
      ...flags,
    },
    minPinLength: 4,
    maxPinLength: 255,
    ...overrides,
  });
}

type CertificateOptions = {
  certId?: string;
  holderName?: string;
  cpf?: string | null;
  cnpj?: string | null;
  kind?: 'e-CPF' | 'e-CNPJ' | 'other';
  notAfter?: string;
  problem?: SignerError | null;
  tokenLabel?: string;
};

export function aCertificate(options: CertificateOptions = {}): CertificateEntry {
  const holderName = options.holderName ?? 'MARIANA COSTA RIBEIRO';
  const cpf = options.cpf === undefined ? '28416357919' : options.cpf;
  const kind = options.kind ?? 'e-CPF';
  const person = { birthDate: '1982-03-14', cpf, nis: '12074589631', rg: 'MG12345678', rgIssuer: 'SSPMG' };
  return certificateEntrySchema.parse({
    ref: { modulePath: MODULE_PATH, tokenSerial: 'a1b2c3d4', tokenLabel: options.tokenLabel ?? 'GDOC TESTE', certId: options.certId ?? '01' },
    label: holderName,
    der: 'MAA=',
    details: {
      serialNumber: '1000',
      subject: { commonName: `${holderName}:${cpf ?? ''}`, organization: 'ICP-Brasil TESTE', organizationalUnits: [], country: 'BR', text: '' },
      issuer: { commonName: 'AC GDoc Testes v1', organization: 'ICP-Brasil TESTE', organizationalUnits: [], country: 'BR', text: 'C=BR, CN=AC GDoc Testes v1' },
      notBefore: '2025-01-10T12:00:00.000Z',
      notAfter: options.notAfter ?? '2028-01-10T12:00:00.000Z',
      keyUsage: ['digitalSignature', 'nonRepudiation', 'keyEncipherment'],
      extendedKeyUsage: [],
      publicKey: { algorithm: 'rsa', bits: 2048 },
      signatureAlgorithm: '1.2.840.113549.1.1.11',
      subjectKeyIdentifier: null,
      authorityKeyIdentifier: null,
      isCa: false,
      emails: ['teste@demo.gov.br'],
      icp: {
        kind,
        holderName,
        person: kind === 'e-CNPJ' ? null : person,
        voterTitle: null,
        cei: null,
        cnpj: options.cnpj ?? null,
        responsibleName: kind === 'e-CNPJ' ? 'MARIANA COSTA RIBEIRO' : null,
        responsible: kind === 'e-CNPJ' ? person : null,
        cpf,
      },
    },
    keyStatus: 'ok',
    problem: options.problem ?? null,
  });
}

export function anInventory(certificates: CertificateEntry[], token: TokenInfo = aToken()): Inventory {
  return {
    modules: [
      {
        path: MODULE_PATH,
        vendor: null,
        source: 'user',
        status: 'loaded',
        problem: null,
        info: { manufacturer: 'SoftHSM', description: 'Implementation of PKCS11', libraryVersion: '2.6', cryptokiVersion: '2.40' },
        slots: [{ slotId: '1', description: 'SoftHSM slot', tokenPresent: true, token, certificates, problem: null }],
      },
    ],
    certificates,
    scannedAt: '2026-05-04T12:00:00.000Z',
  };
}
