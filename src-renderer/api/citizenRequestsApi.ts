// Minhas solicitações (issue 16): the citizen's own requests, one of them with its conversation,
// and the citizen's answer, typed by the shared contract (src-shared/api/citizenRequests.ts).
import { citizenAnswerResultSchema, citizenConversationSchema, citizenRequestPageSchema, type CitizenAnswer } from '../../src-shared/api/citizenRequests';
import { z } from 'zod';
import type { HttpClient } from './http';

const fileSchema = z.instanceof(Blob);

export function createCitizenRequestsApi(http: HttpClient) {
  return {
    list: (query: { search?: string; page?: number; per_page?: number }, signal?: AbortSignal) =>
      http.request('GET', 'citizen/requests', { schema: citizenRequestPageSchema, query, ...(signal ? { signal } : {}) }),
    conversation: (uuid: string, signal?: AbortSignal) =>
      http.request('GET', `citizen/requests/${encodeURIComponent(uuid)}/conversation`, { schema: citizenConversationSchema, ...(signal ? { signal } : {}) }),
    file: (uuid: string, id: number) => http.request('GET', `citizen/requests/${encodeURIComponent(uuid)}/files/${id}`, { schema: fileSchema, responseType: 'blob' }),
    answer: (uuid: string, body: CitizenAnswer) => http.request('POST', `citizen/requests/${encodeURIComponent(uuid)}/answer`, { schema: citizenAnswerResultSchema, body }),
  };
}

export type CitizenRequestsApi = ReturnType<typeof createCitizenRequestsApi>;
