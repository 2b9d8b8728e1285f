// Broadcast lists (issue 18, companion §2 Lista de transmissão): the administration's calls under
// broadcast, behind broadcast-create/update/delete. The create form's picker is documentsApi.broadcasts.
import { z } from 'zod';
import { broadcastListPageSchema, broadcastListResultSchema, type BroadcastListInput } from '../../src-shared/api/broadcastLists';
import type { HttpClient } from './http';

type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createBroadcastListsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', 'broadcast/manage', { schema: broadcastListPageSchema, query, ...withSignal(signal) }),
    get: async (id: number, signal?: AbortSignal) => (await http.request('GET', `broadcast/${id}`, { schema: broadcastListResultSchema, ...withSignal(signal) })).data,
    create: async (input: BroadcastListInput) => (await http.request('POST', 'broadcast', { schema: broadcastListResultSchema, body: input })).data,
    update: async (id: number, input: BroadcastListInput) => (await http.request('PUT', `broadcast/${id}`, { schema: broadcastListResultSchema, body: input })).data,
    setStatus: async (id: number, status: 'enabled' | 'disabled') =>
      (await http.request('PATCH', `broadcast/${id}/status`, { schema: broadcastListResultSchema, body: { status } })).data,
    remove: async (id: number) => void (await http.request('DELETE', `broadcast/${id}`, { schema: z.unknown() })),
  };
}
