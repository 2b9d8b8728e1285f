// One token login, the work done with it, and the session closed whatever happened. Screens that
// sign (the certificate login, the signature screen) go through here, so the rule "exactly one
// C_Login per user action, never retried on our own" lives in one place.
import type { Bridge } from '../../src-shared/ipc/contract';
import { signerError } from '../../src-shared/signer/errors';
import type {
  CertificateRef,
  HashAlgorithm,
  OpenSessionResult,
  SignaturePolicyId,
  SignItem,
  SignReport,
} from '../../src-shared/signer/protocol';
import { signerFailure, unwrapSigner } from './signerCall';

export type SignerApi = Bridge['signer'];
export type UnlockRequest = { certificate: CertificateRef; pin: string | null };

export const DEFAULT_POLICY: SignaturePolicyId = 'CAdES-AD_RB-2.4';
export const DEFAULT_HASH: HashAlgorithm = 'sha256';

export async function withCertificateSession<T>(
  signer: SignerApi,
  request: UnlockRequest,
  work: (session: OpenSessionResult) => Promise<T>,
): Promise<T> {
  const session = unwrapSigner(await signer.openSession({ certificate: request.certificate, pin: request.pin }));
  try {
    return await work(session);
  } finally {
    const closed = await signer.closeSession({ sessionId: session.sessionId }).catch((error: unknown) => ({ ok: false, error }) as const);
    if (!closed.ok) console.warn('Falha ao encerrar a sessão do token', closed.error);
  }
}

/** A run id the progress events and a cancel refer to. */
export function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SignOptions = { runId?: string; policy?: SignaturePolicyId; hash?: HashAlgorithm };

export async function signItems(signer: SignerApi, sessionId: string, items: SignItem[], options: SignOptions = {}): Promise<SignReport> {
  return unwrapSigner(
    await signer.sign({
      sessionId,
      runId: options.runId ?? newRunId(),
      policy: options.policy ?? DEFAULT_POLICY,
      hash: options.hash ?? DEFAULT_HASH,
      items,
    }),
  );
}

export function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Signs one content with the signature attached (a login nonce) and gives the CMS, base64 DER. */
export async function signAttached(signer: SignerApi, sessionId: string, id: string, content: string, options: SignOptions = {}): Promise<string> {
  const report = await signItems(signer, sessionId, [{ id, content: utf8ToBase64(content), attach: true }], options);
  if (report.failed) throw signerFailure(report.failed.error);
  const signed = report.signed.find((item) => item.id === id);
  if (!signed) throw signerFailure(signerError(report.cancelled ? 'cancelled' : 'sign-failed'));
  return signed.cms;
}
