// Sectors and work groups (issue 18, companion §7 Sectors): the list and chart behind sector-list,
// the editor's calls, the status switch, the sector's users and its figures.
import {
  sectorChartSchema,
  sectorPageSchema,
  sectorSchema,
  sectorSummarySchema,
  sectorUsersSchema,
  userSectorsListSchema,
  type SectorInput,
  type SectorStatus,
} from '../../src-shared/api/sectors';
import type { HttpClient } from './http';

type ListParams = Record<string, string | number | undefined>;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createSectorsApi(http: HttpClient) {
  return {
    list: (query: ListParams, signal?: AbortSignal) => http.request('GET', 'sector', { schema: sectorPageSchema, query, ...withSignal(signal) }),
    chart: (query: { search?: string | undefined; status?: SectorStatus | undefined }, signal?: AbortSignal) =>
      http.request('GET', 'sector/chart', { schema: sectorChartSchema, query, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal) => http.request('GET', `sector/${id}`, { schema: sectorSchema, ...withSignal(signal) }),
    create: (input: SectorInput) => http.request('POST', 'sector', { schema: sectorSchema, body: input }),
    update: (id: number, input: SectorInput) => http.request('PUT', `sector/${id}`, { schema: sectorSchema, body: input }),
    setStatus: (id: number, status: SectorStatus) => http.request('PATCH', `sector/${id}/status`, { schema: sectorSchema, body: { status } }),
    users: (id: number, signal?: AbortSignal) => http.request('GET', `sector/${id}/users`, { schema: sectorUsersSchema, ...withSignal(signal) }),
    addUser: (id: number, userId: number) => http.request('POST', `sector/${id}/users/${userId}`, { schema: sectorUsersSchema, body: {} }),
    removeUser: (id: number, userId: number) => http.request('DELETE', `sector/${id}/users/${userId}`, { schema: sectorUsersSchema }),
    summary: (id: number, signal?: AbortSignal) => http.request('GET', `sector/${id}/summary`, { schema: sectorSummarySchema, ...withSignal(signal) }),
    /** The sectors the logged user may connect to. */
    userSectors: (signal?: AbortSignal) => http.request('GET', 'inbox/user-sectors/list', { schema: userSectorsListSchema, ...withSignal(signal) }),
  };
}

