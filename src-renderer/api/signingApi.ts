// The signing screen's calls (spec §7 Signatures, issue 6): the session of a batch, the GDOC
// (password) signature, the PDF previews as blob URLs, the ICP start/complete the certificate
// bridge needs, the gov.br authorisation and signature, and the caller's signed documents.
import { z } from 'zod';
import { govBrAuthorizationStatusSchema, govBrAuthorizeResponseSchema } from '../../src-shared/api/govBr';
import { pageSchema } from '../../src-shared/api/page';
import {
  signatureCompleteResponseSchema,
  signatureStartResponseSchema,
} from '../../src-shared/api/signatures';
import {
  gdocSignResponseSchema,
  signedDocumentSchema,
  signingSessionSchema,
  type GdocSignRequest,
  type GovBrSignRequest,
  type SigningBatchType,
  type SigningTargetType,
} from '../../src-shared/api/signingSession';
import { signatureCountsSchema } from '../../src-shared/api/signatureCounts';
import type { ServerSigningTarget } from '../../src-shared/signer/serverSigning';
import type { HttpClient } from './http';

const blobSchema = z.instanceof(Blob);
export const signedPageSchema = pageSchema(signedDocumentSchema);
export const SIGNED_PER_PAGE = 15;

export function createSigningApi(http: HttpClient) {
  const blob = (path: string, query?: Record<string, string | number | boolean | undefined>, signal?: AbortSignal) =>
    http.request('GET', path, { schema: blobSchema, responseType: 'blob', ...(query ? { query } : {}), ...(signal ? { signal } : {}) });
  return {
    session: (batchType: SigningBatchType, ids: readonly string[], requestUuid?: string | null) =>
      http.request('GET', 'signature/session', {
        schema: signingSessionSchema,
        query: { batchType, ids: ids.length ? ids.join(',') : undefined, signature_request_uuid: requestUuid ?? undefined },
      }),
    signGdoc: (id: number, type: SigningTargetType, body: GdocSignRequest) =>
      http.request('POST', `signature/sign/${id}`, { schema: gdocSignResponseSchema, query: { type }, body }),
    /** Starts a gov.br authorisation: the page to open for the user, and the handle to poll. */
    govBrAuthorize: () => http.request('POST', 'signature/govbr/authorize', { schema: govBrAuthorizeResponseSchema }),
    govBrAuthorization: (state: string, signal?: AbortSignal) =>
      http.request('GET', `signature/govbr/authorization/${encodeURIComponent(state)}`, { schema: govBrAuthorizationStatusSchema, ...(signal ? { signal } : {}) }),
    /** The same call as signGdoc, proven by a completed gov.br authorisation instead of the password. */
    signGovBr: (id: number, type: SigningTargetType, body: GovBrSignRequest) =>
      http.request('POST', `signature/sign/${id}`, { schema: gdocSignResponseSchema, query: { type }, body }),
    /** The document's preview PDF. */
    previewDocument: (documentId: number, signal?: AbortSignal) => blob(`signature/preview/${documentId}`, undefined, signal),
    /** Several documents in one PDF. */
    previewBatch: (documentIds: readonly number[], signal?: AbortSignal) => blob('signature/preview', { ids: documentIds.join(',') }, signal),
    /** A signature request's document, with who asked. */
    previewRequest: (requestUuid: string, signal?: AbortSignal) => blob(`signature/request/preview/${encodeURIComponent(requestUuid)}`, undefined, signal),
    previewGed: (ids: readonly string[], options: { isUpload?: boolean; isRequest?: boolean } = {}, signal?: AbortSignal) =>
      blob('signature/ged/preview', { ids: ids.join(','), is_upload: options.isUpload, is_request: options.isRequest }, signal),
    /** A despacho's page, exactly what its signatures cover. */
    dispatchPage: (dispatchId: number, signal?: AbortSignal) => blob(`signature/print-file/${dispatchId}`, { type: 'dispatch' }, signal),
    /** An attachment as stored (its bytes are what its signatures cover). */
    attachmentFile: (attachmentId: number, signal?: AbortSignal) => blob(`signature/print-file/${attachmentId}`, { type: 'attachment' }, signal),
    icpStart: (target: ServerSigningTarget, certificateContent: string) =>
      http.request('GET', `signature/start/${target.id}`, {
        schema: signatureStartResponseSchema,
        query: { certificateContent, type: target.type, docId: target.id },
      }),
    icpComplete: (target: ServerSigningTarget, body: { type: ServerSigningTarget['type']; signature: string; signature_id: string }) =>
      http.request('POST', `signature/sign/icp/${target.id}/complete`, { schema: signatureCompleteResponseSchema, body }),
    /** How many documents the caller was asked to sign: still pending, and signed as asked (the menu's counts). */
    counts: (signal?: AbortSignal) => http.request('GET', 'signature/counts', { schema: signatureCountsSchema, ...(signal ? { signal } : {}) }),
    signed: (page: number, perPage = SIGNED_PER_PAGE) =>
      http.request('GET', 'signature/signed', { schema: signedPageSchema, query: { page, per_page: perPage } }),
  };
}

export type SigningApi = ReturnType<typeof createSigningApi>;
