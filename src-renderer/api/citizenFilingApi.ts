// Filing a request in the citizen portal (issue 16), typed by the shared contract
// (src-shared/api/citizenFiling.ts). File uploads go through mediasApi, which reports progress.
import { z } from 'zod';
import {
  citizenDraftSchema,
  citizenSubjectListSchema,
  filedRequestSchema,
} from '../../src-shared/api/citizenFiling';
import { IDEMPOTENCY_HEADER, type DocumentBody } from '../../src-shared/api/documents';
import type { HttpClient } from './http';

const draft = (uuid: string, rest = '') => `citizen/filing/drafts/${encodeURIComponent(uuid)}${rest}`;

export function createCitizenFilingApi(http: HttpClient) {
  return {
    subjects: (signal?: AbortSignal) => http.request('GET', 'citizen/filing/subjects', { schema: citizenSubjectListSchema, ...(signal ? { signal } : {}) }),
    draft: (uuid: string, signal?: AbortSignal) => http.request('GET', draft(uuid), { schema: citizenDraftSchema, ...(signal ? { signal } : {}) }),
    create: (body: DocumentBody, idempotencyKey: string) =>
      http.request('POST', 'citizen/filing/drafts', { schema: citizenDraftSchema, body: { body }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    update: (uuid: string, baseVersion: number, body: DocumentBody) =>
      http.request('PUT', draft(uuid), { schema: citizenDraftSchema, body: { base_version: baseVersion, body } }),
    removeFile: async (uuid: string, id: number) => {
      await http.request('DELETE', draft(uuid, `/files/${id}`), { schema: z.unknown() });
    },
    publish: (uuid: string, idempotencyKey: string) =>
      http.request('POST', draft(uuid, '/publish'), { schema: filedRequestSchema, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    receipt: (uuid: string) => http.request('GET', `citizen/requests/${encodeURIComponent(uuid)}/receipt`, { schema: z.instanceof(Blob), responseType: 'blob' }),
  };
}

export type CitizenFilingApi = ReturnType<typeof createCitizenFilingApi>;
