// The server-driven ICP flow (§7 Signatures) for many documents and attachments after one PIN
// entry: for each, GET /signature/start/{id}?type (the server checks the certificate and returns
// the SHA-256 of the bytes it will verify against), a CAdES AD-RB signature of that digest on the
// token, then POST /signature/sign/icp/{id}/complete (the server verifies the CMS over its bytes
// before storing). The document never leaves the server. Batches of 10 with per-document events; the run stops at
// the first failure and says which documents were signed and which were not.
import { runInBatches, type BatchEvent, type BatchReport } from './batch';
import { SignerFailure, signerError, type SignerError } from './errors';
import type { SignatureStartResponse, SignatureCompleteResponse } from '../api/signatures';
import type { SignArgs, SignReport } from './protocol';

/** What is signed: a document or an attachment (its id), named in the batch's events by key. */
export type ServerSigningTarget = { key: string; id: number; type: 'document' | 'attachment' | 'dispatch' };

export type ServerSigningApi = {
  start(target: ServerSigningTarget, certificateContent: string): Promise<SignatureStartResponse>;
  complete(target: ServerSigningTarget, body: { type: ServerSigningTarget['type']; signature: string; signature_id: string }): Promise<SignatureCompleteResponse>;
};

/** The bridge's sign call (window.gdoc.signer.sign in the app); failures come back as SignerError. */
export type SignDigests = (args: SignArgs) => Promise<{ ok: true; value: SignReport } | { ok: false; error: SignerError }>;

export type ServerSigningOptions = {
  /** Keys must be unique: they name the items of the report and of the events. */
  targets: readonly ServerSigningTarget[];
  /** The session's certificate, DER in base64 (what openSession returned). */
  certificateDer: string;
  sessionId: string;
  runId: string;
  api: ServerSigningApi;
  sign: SignDigests;
  /** Turns an HTTP failure into what the user reads (the server's message, when it sent one). */
  describeHttpError: (error: unknown) => SignerError;
  isCancelled?: () => boolean;
  onEvent?: (event: BatchEvent) => void;
  onBatchDone?: (ids: string[]) => void;
};

export async function signDocumentsOnServer(options: ServerSigningOptions): Promise<BatchReport<SignatureCompleteResponse>> {
  const { api, sign, certificateDer, sessionId, runId, describeHttpError } = options;
  const http = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new SignerFailure(describeHttpError(error));
    }
  };

  const byKey = new Map(options.targets.map((target) => [target.key, target]));
  const signOne = async ({ id }: { id: string }): Promise<SignatureCompleteResponse> => {
    const target = byKey.get(id)!;
    const started = await http(() => api.start(target, certificateDer));
    const outcome = await sign({ sessionId, runId, policy: started.policy, hash: started.hash_algorithm, items: [{ id, digest: started.hash }] });
    if (!outcome.ok) throw new SignerFailure(outcome.error);
    const report = outcome.value;
    if (report.failed) throw new SignerFailure(report.failed.error);
    const signed = report.signed[0];
    if (!signed) throw new SignerFailure(signerError(report.cancelled ? 'cancelled' : 'sign-failed'));
    return http(() => api.complete(target, { type: target.type, signature: signed.cms, signature_id: started.signature_id }));
  };

  return runInBatches(
    options.targets.map((target) => ({ id: target.key })),
    signOne,
    {
      ...(options.isCancelled ? { isCancelled: options.isCancelled } : {}),
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
      ...(options.onBatchDone ? { onBatchDone: options.onBatchDone } : {}),
    },
  );
}
