// POST /auth/login for certificate logins (staff ICP 1, citizen ICP_EXTERNAL_USER 2): the client
// signs the challenge from GET /pki-token with its token and sends the attached CMS. The account is
// the one whose CPF (e-CPF) or CNPJ (e-CNPJ) the verified certificate carries.
import type { CertificateLoginRequest, LoginResponse } from '../../src-shared/api/auth';
import {
  CERTIFICATE_INVALID_REASON,
  CERTIFICATE_USER_NOT_FOUND_REASON,
  type CertificateUserNotFoundBody,
} from '../../src-shared/api/signatures';
import { certificateParts } from '../../src-shared/icp/certificate';
import { toHex } from '../../src-shared/icp/der';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { accountNumberOf, signerIdentity } from '../signatures/signer';
import { CmsVerificationError, parseCms, sha256Hex, signerCertificateOf, verifySignedData } from '../signatures/verifyCms';
import { tooManyAttempts } from './passwordCheck';
import { consumePkiToken, pkiTokenFromContent } from './pkiTokens';
import { openSession } from './session';

const m = messages.server;

const certificateInvalid = (message: string) => new ApiError(401, { message, reason: CERTIFICATE_INVALID_REASON });

/** Failed certificate logins are counted per certificate (issuer and serial), like the password throttle. */
const throttleKeyOf = (certificateDer: Uint8Array) => {
  const parts = certificateParts(certificateDer);
  return `certificate:${sha256Hex(parts.issuerRaw)}:${toHex(parts.serialRaw)}`;
};

/** The signed challenge's CMS is checked first; what it proves is only read once it verified. */
function verifiedLoginCertificate(ctx: ServerContext, der: Uint8Array) {
  if (ctx.trustList === null) throw certificateInvalid(m.trustListMissing);
  let throttleKey: string | null = null;
  try {
    const cms = parseCms(der);
    throttleKey = throttleKeyOf(signerCertificateOf(cms));
    // Everything below is synchronous, so checking here and counting on failure cannot be raced.
    const retryAfter = ctx.loginThrottle.retryAfterSeconds(throttleKey);
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
    if (cms.eContent === null) throw new CmsVerificationError(m.cmsContentMissing);
    const challenge = pkiTokenFromContent(cms.eContent);
    // Used up by this attempt whatever happens next: a challenge is presented once.
    const consumed = challenge === null ? 'invalid' : consumePkiToken(ctx, challenge);
    if (consumed === 'busy') throw new ApiError(503, { message: m.certificateLoginBusy });
    if (consumed === 'invalid') throw new CmsVerificationError(m.certificateLoginTokenInvalid);
    const verified = verifySignedData(cms, { content: cms.eContent, trust: ctx.trustList, at: ctx.now() });
    return { verified, throttleKey };
  } catch (error) {
    if (!(error instanceof CmsVerificationError)) throw error;
    if (throttleKey !== null) ctx.loginThrottle.recordFailure(throttleKey);
    throw certificateInvalid(error.message);
  }
}

export function certificateLogin(ctx: ServerContext, request: CertificateLoginRequest): LoginResponse {
  const der = Buffer.from(request.data.token.replace(/\s+/g, ''), 'base64');
  const { verified, throttleKey } = verifiedLoginCertificate(ctx, der);
  const { details } = verified.certificate;
  const identity = signerIdentity(details);
  const number = accountNumberOf(identity);
  if (number === null) throw certificateInvalid(m.certificateWithoutCpf);

  const user = ctx.repos.users.findByCpfCnpj(number);
  if (user === undefined) {
    const body: CertificateUserNotFoundBody = {
      message: m.certificateUserNotFound,
      reason: CERTIFICATE_USER_NOT_FOUND_REASON,
      signup: {
        name: identity.name,
        cpf_cnpj: number,
        icp_hash: sha256Hex(verified.certificate.der),
        icp_issuer_display_name: details.issuer.commonName ?? details.issuer.text,
      },
    };
    throw new ApiError(401, body);
  }
  ctx.loginThrottle.reset(throttleKey);
  return openSession(ctx, user, request.type);
}
