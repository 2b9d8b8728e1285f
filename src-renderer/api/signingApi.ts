// The signing screen's calls (spec §7 Signatures, issue 6): the session of a batch, the GDOC
// (password) signature, the PDF previews as blob URLs, the ICP start/complete the certificate
// bridge needs, and the caller's signed documents.
import { z } from 'zod';
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
  type SigningBatchType,
  type SigningTargetType,
} from '../../src-shared/api/signingSession';
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
    /** The document's preview PDF. */
    previewDocument: (documentId: number, signal?: AbortSignal) => blob(`signature/preview/${documentId}`, undefined, signal),
    /** Several documents in one PDF. */
    previewBatch: (documentIds: readonly number[], signal?: AbortSignal) => blob('signature/preview', { ids: documentIds.join(',') }, signal),
    /** A signature request's document, with who asked. */
    previewRequest: (requestUuid: string, signal?: AbortSignal) => blob(`signature/request/preview/${encodeURIComponent(requestUuid)}`, undefined, signal),
    previewGed: (ids: readonly string[], options: { isUpload?: boolean; isRequest?: boolean } = {}, signal?: AbortSignal) =>
      blob('signature/ged/preview', { ids: ids.join(','), is_upload: options.isUpload, is_request: options.isRequest }, signal),
    /** An attachment as stored (its bytes are what its signatures cover). */
    attachmentFile: (attachmentId: number, signal?: AbortSignal) => blob(`signature/print-file/${attachmentId}`, { type: 'attachment' }, signal),
    icpStart: (documentId: number, certificateContent: string) =>
      http.request('GET', `signature/start/${documentId}`, {
        schema: signatureStartResponseSchema,
        query: { certificateContent, type: 'document', docId: documentId },
      }),
    icpComplete: (documentId: number, body: { type: 'document'; signature: string; signature_id: string }) =>
      http.request('POST', `signature/sign/icp/${documentId}/complete`, { schema: signatureCompleteResponseSchema, body }),
    signed: (page: number, perPage = SIGNED_PER_PAGE) =>
      http.request('GET', 'signature/signed', { schema: signedPageSchema, query: { page, per_page: perPage } }),
  };
}

export type SigningApi = ReturnType<typeof createSigningApi>;
