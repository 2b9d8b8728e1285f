// The administration's services (issue 18, companion §7 Services): GET service (paged, search,
// status, sector_id), GET service/{id}, POST service, PUT service/{id}, PATCH service/{id}/status.
import { servicePageSchema, serviceResultSchema, type ServiceSaveRequest } from '../../src-shared/api/services';
import type { HttpClient } from './http';

const BASE = 'service';
type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createAdminServicesApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', BASE, { schema: servicePageSchema, query, ...withSignal(signal) }),
    get: async (id: number, signal?: AbortSignal) => (await http.request('GET', `${BASE}/${id}`, { schema: serviceResultSchema, ...withSignal(signal) })).data,
    create: async (input: ServiceSaveRequest) => (await http.request('POST', BASE, { schema: serviceResultSchema, body: input })).data,
    update: async (id: number, input: ServiceSaveRequest) => (await http.request('PUT', `${BASE}/${id}`, { schema: serviceResultSchema, body: input })).data,
    setStatus: async (id: number, status: 'enabled' | 'disabled') =>
      (await http.request('PATCH', `${BASE}/${id}/status`, { schema: serviceResultSchema, body: { status } })).data,
  };
}
