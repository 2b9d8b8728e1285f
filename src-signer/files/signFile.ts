// Signing whole files through the signer process, for the token CLI and the benchmark (the app
// signs server documents by digest instead). The file never crosses into the signer process:
// only its digest does, so a 50 MB PDF costs one pass of SHA-256 plus the token's signature.
import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_CADES_POLICY, DEFAULT_PADES_POLICY } from '../../src-shared/icp/policies';
import { SignerFailure } from '../../src-shared/signer/errors';
import type { HashAlgorithm, SignaturePolicyId } from '../../src-shared/signer/protocol';
import type { SignerClient } from '../client/signerClient';
import { preparePdfSignature, type PadesSubFilter } from '../pdf';

export type FileSigningOptions = { client: SignerClient; sessionId: string; hash?: HashAlgorithm; policy?: SignaturePolicyId };

async function signDigest({ client, sessionId, hash = 'sha256' }: FileSigningOptions, policy: SignaturePolicyId, digest: Uint8Array): Promise<Uint8Array> {
  const outcome = await client.call('sign', {
    sessionId,
    runId: randomUUID(),
    policy,
    hash,
    items: [{ id: 'file', digest: Buffer.from(digest).toString('base64') }],
  });
  if (!outcome.ok) throw new SignerFailure(outcome.error);
  const report = outcome.value;
  if (report.failed) throw new SignerFailure(report.failed.error);
  const signed = report.signed[0];
  if (!signed) throw new Error('o assinador não devolveu a assinatura');
  return Buffer.from(signed.cms, 'base64');
}

/** A detached CAdES AD-RB signature (.p7s) of the bytes. */
export async function signCadesDetached(options: FileSigningOptions, content: Uint8Array): Promise<Uint8Array> {
  const digest = createHash(options.hash ?? 'sha256').update(content).digest();
  return signDigest(options, options.policy ?? DEFAULT_CADES_POLICY, digest);
}

/** A PAdES AD-RB signed PDF, as chunks to write in order (the original bytes are not copied). */
export async function signPdf(
  options: FileSigningOptions & { subFilter: PadesSubFilter; signingTime?: Date; reason?: string; signerName?: string },
  pdf: Uint8Array,
): Promise<Uint8Array[]> {
  const prepared = preparePdfSignature(pdf, {
    subFilter: options.subFilter,
    signingTime: options.signingTime ?? new Date(),
    ...(options.reason ? { reason: options.reason } : {}),
    ...(options.signerName ? { signerName: options.signerName } : {}),
  });
  const hasher = createHash(options.hash ?? 'sha256');
  for (const chunk of prepared.signedChunks) hasher.update(chunk);
  const cms = await signDigest(options, options.policy ?? DEFAULT_PADES_POLICY, hasher.digest());
  return prepared.embed(cms);
}
