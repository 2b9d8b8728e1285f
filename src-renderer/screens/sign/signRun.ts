// The signing run (spec §4 Signing): the selection signed in parallel batches of 10; after each
// batch the signed ones leave the selection; the first failed batch stops the run, the failure
// said in the server's words (§8). GDOC signs each document with the password; ICP goes through
// the certificate bridge (signDocumentsOnServer), which reports the same events, for documents and
// attachments alike.
import type { SigningDocument } from '../../../src-shared/api/signingSession';
import { runInBatches, type BatchEvent, type BatchReport } from '../../../src-shared/signer/batch';
import { SignerFailure, signerError } from '../../../src-shared/signer/errors';
import { signDocumentsOnServer, type ServerSigningApi, type SignDigests } from '../../../src-shared/signer/serverSigning';
import { describeSigningError } from './signRules';

export type RunCallbacks = {
  /** Per document (by localId): loading, then signed or error with the message to show. */
  onDocument: (localId: string, state: 'loading' | 'signed' | 'error', error: string | null) => void;
  /** After a batch that fully succeeded, with its localIds. */
  onBatchDone: (localIds: string[]) => void;
  isCancelled?: () => boolean;
};

export type RunOutcome = { signed: string[]; failed: { localId: string; message: string } | null; notDone: string[] };

// Both runs name each item by its localId, so reports and events map straight to the screen.
export function reportToOutcome<R>(report: BatchReport<R>): RunOutcome {
  return {
    signed: report.done.map((entry) => entry.id),
    failed: report.failed ? { localId: report.failed.id, message: report.failed.error.message } : null,
    notDone: report.notDone,
  };
}

export function forwardEvent(callbacks: RunCallbacks) {
  return (event: BatchEvent) => callbacks.onDocument(event.itemId, event.status, event.status === 'error' ? (event.error?.message ?? null) : null);
}

export type GdocSign = (document: SigningDocument) => Promise<unknown>;

/** Signs the documents with the password signature, batch by batch. */
export async function runGdocSigning(documents: readonly SigningDocument[], sign: GdocSign, callbacks: RunCallbacks): Promise<RunOutcome> {
  const byLocal = new Map(documents.map((document) => [document.localId, document]));
  const report = await runInBatches(
    documents.map((document) => ({ id: document.localId })),
    async ({ id }) => {
      try {
        return await sign(byLocal.get(id)!);
      } catch (error) {
        throw new SignerFailure(signerError('sign-failed', { message: describeSigningError(error) }));
      }
    },
    { onEvent: forwardEvent(callbacks), onBatchDone: callbacks.onBatchDone, ...(callbacks.isCancelled ? { isCancelled: callbacks.isCancelled } : {}) },
  );
  return reportToOutcome(report);
}

export type IcpRunDeps = {
  api: ServerSigningApi;
  sign: SignDigests;
  session: { sessionId: string; certificateDer: string };
  runId: string;
};

/** Signs the documents and attachments on the token, batch by batch. */
export async function runIcpSigning(documents: readonly SigningDocument[], deps: IcpRunDeps, callbacks: RunCallbacks): Promise<RunOutcome> {
  const report = await signDocumentsOnServer({
    targets: documents.map((document) => ({ key: document.localId, id: document.id, type: document.type === 'doc' ? 'document' : document.type })),
    certificateDer: deps.session.certificateDer,
    sessionId: deps.session.sessionId,
    runId: deps.runId,
    api: deps.api,
    sign: deps.sign,
    describeHttpError: (error) => signerError('sign-failed', { message: describeSigningError(error) }),
    onEvent: forwardEvent(callbacks),
    onBatchDone: callbacks.onBatchDone,
    ...(callbacks.isCancelled ? { isCancelled: callbacks.isCancelled } : {}),
  });
  return reportToOutcome(report);
}
