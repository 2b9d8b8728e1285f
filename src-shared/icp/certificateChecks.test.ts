import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { messages } from '../messages';
import { checkCertificateUsable } from './certificateChecks';
import { ecSpki, fakeCertificate } from './fakeCertificate';
import { parseCertificate } from './certificate';
import type { CertificateDetails } from './types';

const NOW = new Date('2026-03-10T12:00:00Z');
const usable = (overrides: Partial<CertificateDetails> = {}): CertificateDetails => ({
  ...parseCertificate(fakeCertificate({ notBefore: new Date('2025-01-01T00:00:00Z'), notAfter: new Date('2028-01-01T00:00:00Z') })),
  keyUsage: ['digitalSignature', 'nonRepudiation', 'keyEncipherment'],
  ...overrides,
});

describe('checkCertificateUsable', () => {
  it('accepts a valid RSA-2048 signing certificate', () => {
    expect(checkCertificateUsable(usable(), NOW)).toBeNull();
  });

  it('refuses a certificate not valid yet, with the date it starts', () => {
    const details = usable({ notBefore: '2026-04-01T03:00:00.000Z' });
    expect(checkCertificateUsable(details, NOW)).toMatchObject({
      code: 'certificate-not-yet-valid',
      message: messages.signer.certificateNotYetValid(formatDate('2026-04-01T03:00:00.000Z')),
    });
  });

  it('refuses an expired certificate, with the date it ended', () => {
    const details = usable({ notAfter: '2026-03-01T00:00:00.000Z' });
    expect(checkCertificateUsable(details, NOW)).toMatchObject({
      code: 'certificate-expired',
      message: messages.signer.certificateExpired(formatDate('2026-03-01T00:00:00.000Z')),
    });
  });

  it('is valid on both edges of the validity period', () => {
    const details = usable({ notBefore: NOW.toISOString(), notAfter: NOW.toISOString() });
    expect(checkCertificateUsable(details, NOW)).toBeNull();
  });

  it('checks dates before the key: an expired weak certificate is reported as expired', () => {
    const details = usable({ notAfter: '2026-03-01T00:00:00.000Z', publicKey: { algorithm: 'rsa', bits: 1024 } });
    expect(checkCertificateUsable(details, NOW)?.code).toBe('certificate-expired');
  });

  it('refuses keys that are not RSA', () => {
    const ec = parseCertificate(fakeCertificate({ spki: ecSpki('1.2.840.10045.3.1.7', 65) }));
    expect(checkCertificateUsable({ ...ec, notBefore: '2025-01-01T00:00:00Z', notAfter: '2028-01-01T00:00:00Z' }, NOW)).toMatchObject({
      code: 'unsupported-key',
      message: messages.signer.unsupportedKey,
    });
  });

  it('refuses RSA keys under 2048 bits, saying how many bits', () => {
    expect(checkCertificateUsable(usable({ publicKey: { algorithm: 'rsa', bits: 2047 } }), NOW)).toMatchObject({
      code: 'weak-key',
      message: messages.signer.weakKey(2047),
    });
    expect(checkCertificateUsable(usable({ publicKey: { algorithm: 'rsa', bits: 4096 } }), NOW)).toBeNull();
  });

  it('refuses a certificate whose key usage excludes signing, and allows one without key usage', () => {
    expect(checkCertificateUsable(usable({ keyUsage: ['keyEncipherment', 'dataEncipherment'] }), NOW)).toMatchObject({
      code: 'unsupported-key',
      message: messages.signer.keyUsageNotSigning,
    });
    expect(checkCertificateUsable(usable({ keyUsage: ['nonRepudiation'] }), NOW)).toBeNull();
    expect(checkCertificateUsable(usable({ keyUsage: ['digitalSignature'] }), NOW)).toBeNull();
    expect(checkCertificateUsable(usable({ keyUsage: [] }), NOW)).toBeNull();
  });
});
