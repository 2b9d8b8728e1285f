// External contacts (issue 17, companion §7 External contacts): the administration's calls under
// citizen/contact, behind the permissions of the subgroup Contatos externos.
import { externalContactPageSchema, externalContactSchema, type ExternalContactSaveRequest } from '../../src-shared/api/externalContacts';
import type { HttpClient } from './http';

const BASE = 'citizen/contact';
type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createExternalContactsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', BASE, { schema: externalContactPageSchema, query, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal) => http.request('GET', `${BASE}/${id}`, { schema: externalContactSchema, ...withSignal(signal) }),
    create: (input: ExternalContactSaveRequest) => http.request('POST', `${BASE}/register`, { schema: externalContactSchema, body: input }),
    update: (id: number, input: ExternalContactSaveRequest) => http.request('PUT', `${BASE}/update/${id}`, { schema: externalContactSchema, body: input }),
    setStatus: (id: number, status: 'enabled' | 'disabled') => http.request('PATCH', `${BASE}/${id}/status`, { schema: externalContactSchema, body: { status } }),
    enableInternalAccess: (id: number) => http.request('PATCH', `${BASE}/${id}/enable-internal-access`, { schema: externalContactSchema }),
  };
}
