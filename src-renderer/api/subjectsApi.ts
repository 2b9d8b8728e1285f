// Subjects (issue 18, companion §7 Subjects): the administration's paged list, the subject, its
// save and its status. The create form's own reads stay in documentsApi.
import { subjectDetailSchema, subjectPageSchema, type SubjectInput } from '../../src-shared/api/subjects';
import type { HttpClient } from './http';

type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createSubjectsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', 'document/subject', { schema: subjectPageSchema, query, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal) => http.request('GET', `document/subject/${id}`, { schema: subjectDetailSchema, ...withSignal(signal) }),
    create: (input: SubjectInput) => http.request('POST', 'document/subject', { schema: subjectDetailSchema, body: input }),
    update: (id: number, input: SubjectInput) => http.request('PUT', `document/subject/${id}`, { schema: subjectDetailSchema, body: input }),
    setStatus: (id: number, status: 'enabled' | 'disabled') => http.request('PATCH', `document/subject/${id}/status`, { schema: subjectDetailSchema, body: { status } }),
  };
}
