// Document models (issue 18, companion §7 Blueprints): the administration's calls under
// document/blueprint. The create form's picker and loader are documentsApi.blueprints/blueprint.
import { z } from 'zod';
import { blueprintItemSchema, blueprintPageSchema, type BlueprintInput } from '../../src-shared/api/blueprints';
import type { HttpClient } from './http';

type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createBlueprintsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', 'document/blueprint/manage', { schema: blueprintPageSchema, query, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal) => http.request('GET', `document/blueprint/${id}`, { schema: blueprintItemSchema, ...withSignal(signal) }),
    create: (input: BlueprintInput) => http.request('POST', 'document/blueprint/', { schema: blueprintItemSchema, body: input }),
    update: (id: number, input: BlueprintInput) => http.request('PUT', `document/blueprint/${id}`, { schema: blueprintItemSchema, body: input }),
    remove: async (id: number) => void (await http.request('DELETE', `document/blueprint/${id}`, { schema: z.unknown() })),
  };
}
