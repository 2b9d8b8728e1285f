// States and municipalities (IBGE) for the address pickers: public calls, no login needed.
import { locationCitiesSchema, locationStatesSchema } from '../../src-shared/api/locations';
import type { HttpClient } from './http';

export function createLocationsApi(http: HttpClient) {
  return {
    states: (signal?: AbortSignal) => http.request('GET', 'locations/states', { schema: locationStatesSchema, ...(signal ? { signal } : {}) }),
    /** 404 for a UF IBGE does not list. */
    cities: (uf: string, signal?: AbortSignal) =>
      http.request('GET', `locations/states/${encodeURIComponent(uf)}/cities`, { schema: locationCitiesSchema, ...(signal ? { signal } : {}) }),
  };
}

export type LocationsApi = ReturnType<typeof createLocationsApi>;
