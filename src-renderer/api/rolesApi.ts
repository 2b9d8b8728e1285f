// Roles (issue 17, companion §7 Roles): the role CRUD behind manage-roles.
import { z } from 'zod';
import { rolePageSchema, roleResultSchema, type RoleInput } from '../../src-shared/api/roles';
import type { HttpClient } from './http';

type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createRolesApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', 'role', { schema: rolePageSchema, query, ...withSignal(signal) }),
    get: async (id: number, signal?: AbortSignal) => (await http.request('GET', `role/${id}`, { schema: roleResultSchema, ...withSignal(signal) })).data,
    create: async (input: RoleInput) => (await http.request('POST', 'role', { schema: roleResultSchema, body: input })).data,
    update: async (id: number, input: RoleInput) => (await http.request('PUT', `role/${id}`, { schema: roleResultSchema, body: input })).data,
    remove: async (id: number) => void (await http.request('DELETE', `role/${id}`, { schema: z.unknown() })),
  };
}
