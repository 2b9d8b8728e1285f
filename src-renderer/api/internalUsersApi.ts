// Internal users (issue 17, companion §7 Internal users): the administration's list and editor
// calls, the roles one may give, the status toggle, taking the internal access, and the telephone directory (GET /user
// with `telephones`, open to every staff member).
import {
  grantableRolesSchema,
  internalUserCreatedSchema,
  internalUserPageSchema,
  internalUserSchema,
  telephonePageSchema,
  type InternalUserSaveRequest,
} from '../../src-shared/api/internalUsers';
import { z } from 'zod';
import type { HttpClient } from './http';

type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createInternalUsersApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', 'user', { schema: internalUserPageSchema, query, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal) => http.request('GET', `user/${id}`, { schema: internalUserSchema, ...withSignal(signal) }),
    /** The answer's `warning`: the user was created but the first-access e-mail did not go out. */
    create: (input: InternalUserSaveRequest) => http.request('POST', 'user', { schema: internalUserCreatedSchema, body: input }),
    update: (id: number, input: InternalUserSaveRequest) => http.request('PUT', `user/${id}`, { schema: internalUserSchema, body: input }),
    setStatus: (id: number, status: 'enabled' | 'disabled') => http.request('PATCH', `user/${id}/status`, { schema: internalUserSchema, body: { status } }),
    disableInternalAccess: (id: number) =>
      http.request('PATCH', `user/${id}/disable-internal-access`, { schema: z.object({ id: z.number().int(), has_internal_access: z.literal(false) }), body: {} }),
    /** The roles the logged user may give (the editor's Função picker, without manage-roles). */
    grantableRoles: (signal?: AbortSignal) => http.request('GET', 'user/roles', { schema: grantableRolesSchema, ...withSignal(signal) }),
    /** The directory of enabled colleagues: the search reads the name, e-mail and sector; `sector` is one sector's. */
    telephones: (query: ListParams, signal?: AbortSignal) =>
      http.request('GET', 'user', { schema: telephonePageSchema, query: { telephones: 1, ...query }, ...withSignal(signal) }),
  };
}
