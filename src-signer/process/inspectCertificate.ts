// How the signer process judges a certificate found on a token: the ICP-Brasil parser and the
// rules that must refuse it before any PIN is asked (expired, not yet valid, weak or unsupported key).
import { parseCertificate } from '../../src-shared/icp/certificate';
import { checkCertificateUsable } from '../../src-shared/icp/certificateChecks';
import type { CertificateInspector } from '../pkcs11/inventory';

export const inspectCertificate: CertificateInspector = (der, now) => {
  const details = parseCertificate(der);
  return { details, problem: checkCertificateUsable(details, now) };
};
