// Inbox tags (issue 18, companion §7 Tags): GET/POST inbox/tag, GET/PUT/DELETE inbox/tag/{id}.
import { z } from 'zod';
import { adminTagPageSchema, adminTagResultSchema, type TagSaveRequest } from '../../src-shared/api/tags';
import type { HttpClient } from './http';

const BASE = 'inbox/tag';
type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createTagsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', BASE, { schema: adminTagPageSchema, query, ...withSignal(signal) }),
    get: async (id: number, signal?: AbortSignal) => (await http.request('GET', `${BASE}/${id}`, { schema: adminTagResultSchema, ...withSignal(signal) })).data,
    create: async (input: TagSaveRequest) => (await http.request('POST', BASE, { schema: adminTagResultSchema, body: input })).data,
    update: async (id: number, input: TagSaveRequest) => (await http.request('PUT', `${BASE}/${id}`, { schema: adminTagResultSchema, body: input })).data,
    remove: async (id: number) => void (await http.request('DELETE', `${BASE}/${id}`, { schema: z.unknown() })),
  };
}
