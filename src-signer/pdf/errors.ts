import { SignerFailure, signerError } from '../../src-shared/signer/errors';

/** A PDF we cannot read or sign: the user sees messages.signer.invalidPdf, logs get `detail`. */
export function invalidPdf(detail: string): SignerFailure {
  return new SignerFailure(signerError('invalid-pdf', { detail: `PDF: ${detail}` }));
}
