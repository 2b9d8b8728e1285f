// Signature requests (issue 19): asking colleagues to sign the document, attachments of it or a
// block of documents; a document's requests; the caller's own (Minhas solicitações); canceling;
// and the signer's decline with a reason (the plain path of any request).
import { z } from 'zod';
import {
  cancelSignatureRequestResponseSchema,
  createSignatureRequestResponseSchema,
  signatureRequestListSchema,
  signatureRequestSchema,
  type CreateSignatureRequest,
} from '../../src-shared/api/signatureRequests';
import { pageSchema } from '../../src-shared/api/page';
import type { HttpClient } from './http';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
export const signatureRequestPageSchema = pageSchema(signatureRequestSchema);

export function createSignatureRequestsApi(http: HttpClient) {
  return {
    create: (input: CreateSignatureRequest) => http.request('POST', 'signature/request', { schema: createSignatureRequestResponseSchema, body: input }),
    ofEmail: (inboxEmailUuid: string, signal?: AbortSignal) =>
      http.request('GET', 'signature/request', { schema: signatureRequestListSchema, query: { inbox_email_uuid: inboxEmailUuid }, ...withSignal(signal) }),
    mine: (query: { status?: string | undefined; page?: number }, signal?: AbortSignal) =>
      http.request('GET', 'signature/request/mine', { schema: signatureRequestPageSchema, query: { ...query, per_page: 30 }, ...withSignal(signal) }),
    cancel: (uuid: string, scope: 'signer' | 'block' = 'signer') =>
      http.request('POST', `signature/request/${encodeURIComponent(uuid)}/cancel`, { schema: cancelSignatureRequestResponseSchema, body: { scope } }),
    decline: (uuid: string, reason: string) =>
      http.request('POST', `signature/request/${encodeURIComponent(uuid)}/decline`, { schema: z.object({ message: z.string() }), body: { reason } }),
  };
}
