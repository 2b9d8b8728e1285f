// Whether a certificate can sign at all, told to the user before a PIN is asked for. The order is
// the order a person fixes things: dates first (nothing else matters for a certificate that is not
// valid now), then the key the token holds.
import { formatDate } from '../format';
import { messages } from '../messages';
import { signerError, type SignerError } from '../signer/errors';
import type { CertificateDetails } from './types';

/** DOC-ICP-04: RSA keys of end-entity certificates have at least 2048 bits. */
export const MIN_RSA_BITS = 2048;

export function checkCertificateUsable(details: CertificateDetails, now: Date): SignerError | null {
  const time = now.getTime();
  if (time < Date.parse(details.notBefore)) {
    return signerError('certificate-not-yet-valid', {
      message: messages.signer.certificateNotYetValid(formatDate(details.notBefore)),
      detail: `notBefore ${details.notBefore}`,
    });
  }
  if (time > Date.parse(details.notAfter)) {
    return signerError('certificate-expired', {
      message: messages.signer.certificateExpired(formatDate(details.notAfter)),
      detail: `notAfter ${details.notAfter}`,
    });
  }
  // The signer builds RSA PKCS#1 v1.5 signatures only (sha256/sha512WithRSAEncryption).
  if (details.publicKey.algorithm !== 'rsa' || details.publicKey.bits === null) {
    return signerError('unsupported-key', { detail: `chave ${details.publicKey.algorithm}` });
  }
  if (details.publicKey.bits < MIN_RSA_BITS) {
    return signerError('weak-key', { message: messages.signer.weakKey(details.publicKey.bits), detail: `RSA ${details.publicKey.bits} bits` });
  }
  // An absent keyUsage extension allows every use (RFC 5280 4.2.1.3).
  const usage = details.keyUsage;
  if (usage.length > 0 && !usage.includes('digitalSignature') && !usage.includes('nonRepudiation')) {
    return signerError('unsupported-key', { message: messages.signer.keyUsageNotSigning, detail: `keyUsage ${usage.join(', ')}` });
  }
  return null;
}
