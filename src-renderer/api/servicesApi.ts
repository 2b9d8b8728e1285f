// Carta de Serviços and the public figures (issue 16): public calls, no session needed.
import { publicFiguresResultSchema, serviceListSchema, serviceResultSchema } from '../../src-shared/api/services';
import type { HttpClient } from './http';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createServicesApi(http: HttpClient) {
  return {
    list: (search: string, signal?: AbortSignal) =>
      http.request('GET', 'citizen/services', { schema: serviceListSchema, query: search === '' ? {} : { search }, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal) => http.request('GET', `citizen/services/${id}`, { schema: serviceResultSchema, ...withSignal(signal) }),
    figures: (period: { from?: string; to?: string }, signal?: AbortSignal) =>
      http.request('GET', 'citizen/figures', { schema: publicFiguresResultSchema, query: period, ...withSignal(signal) }),
  };
}

export type ServicesApi = ReturnType<typeof createServicesApi>;
