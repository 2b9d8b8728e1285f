// Document creation calls of spec §7, typed by the shared contract (src-shared/api/documents.ts):
// settings, subjects, contacts, broadcast lists, blueprints, the draft's create/read/update, its
// publish, the cover print and the postal-code lookup.
import { z } from 'zod';
import {
  blueprintListSchema,
  blueprintSchema,
  broadcastListSchema,
  contactListSchema,
  documentSettingsSchema,
  IDEMPOTENCY_HEADER,
  publishResultSchema,
  serverDocumentSchema,
  subjectListSchema,
  subjectSchema,
  zipLookupSchema,
  type DocumentBody,
} from '../../src-shared/api/documents';
import type { HttpClient } from './http';

const pdfSchema = z.instanceof(Blob);

export type ContactKind = 'person' | 'company' | 'sector';

export function createDocumentsApi(http: HttpClient) {
  const email = (uuid: string) => `inbox/email/${encodeURIComponent(uuid)}`;
  const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    settings: () => http.request('GET', 'document/settings', { schema: documentSettingsSchema }),
    subjects: (search?: string, signal?: AbortSignal) =>
      http.request('GET', 'document/subject', { schema: subjectListSchema, query: { search: search || undefined }, ...withSignal(signal) }),
    /** The enabled subjects this user may file under (the create form's choices). */
    creatableSubjects: (search?: string, signal?: AbortSignal) =>
      http.request('GET', 'document/subject', { schema: subjectListSchema, query: { search: search || undefined, creatable: '1' }, ...withSignal(signal) }),
    subject: (id: number) => http.request('GET', `document/subject/${id}`, { schema: subjectSchema }),
    contacts: (search?: string, kind?: ContactKind, signal?: AbortSignal) =>
      http.request('GET', 'contacts', { schema: contactListSchema, query: { search: search || undefined, kind }, ...withSignal(signal) }),
    broadcasts: (sectorId?: number) => http.request('GET', 'broadcast', { schema: broadcastListSchema, query: { sectorId } }),
    blueprints: (sectorId?: number, search?: string) =>
      http.request('GET', 'document/blueprint/', { schema: blueprintListSchema, query: { sectorId, search: search || undefined } }),
    blueprint: (id: number) => http.request('GET', `document/blueprint/${id}`, { schema: blueprintSchema }),
    /** Creates the server draft; the same key always gives the same draft (a repeated create is safe). */
    create: (body: DocumentBody, idempotencyKey: string) =>
      http.request('POST', 'inbox/email', { schema: serverDocumentSchema, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    document: (uuid: string) => http.request('GET', `${email(uuid)}/document`, { schema: serverDocumentSchema }),
    /** A draft reopened from Rascunhos: its version and form body (404 deleted, 422 no longer a draft). */
    draft: (uuid: string) => http.request('GET', `${email(uuid)}/draft`, { schema: serverDocumentSchema }),
    /** 409 (conflictSchema in ApiError.raw) when base_version is not the server's. */
    update: (uuid: string, update: { base_version: number; body: DocumentBody }) =>
      http.request('PUT', email(uuid), { schema: serverDocumentSchema, body: update }),
    /**
     * 422 with { message, errors: { field: [message] } } when the document cannot be published. A
     * reply draft is sent (and removed) instead: with a key, a retry is answered with what it sent.
     */
    publish: (uuid: string, idempotencyKey?: string) =>
      http.request('POST', `${email(uuid)}/publish`, { schema: publishResultSchema, ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}) }),
    /** The text as it would print, before it is published (no number, no code yet). */
    printPreview: (content: string, subjectId: number | null) =>
      http.request('POST', 'inbox/email/print-preview', { schema: pdfSchema, body: { content, subject_id: subjectId }, responseType: 'blob' }),
    printCover: (uuid: string) =>
      http.request('POST', `${email(uuid)}/print/cover`, { schema: pdfSchema, body: { items: [], has_cover: true }, responseType: 'blob' }),
    /** 404 when the CEP does not exist. */
    zipCode: (zip: string, signal?: AbortSignal) =>
      http.request('GET', `zip-code/${encodeURIComponent(zip)}`, { schema: zipLookupSchema, ...withSignal(signal) }),
  };
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
