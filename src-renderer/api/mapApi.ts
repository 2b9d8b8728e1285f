// The work queue map's calls (issue 19 §5): its settings, the filtered list's markers (the list's
// own query parameters) and the tiles, fetched with the session's token through the server's proxy
// (src-server/map/tiles.ts says why tiles never come from the source directly).
import { z } from 'zod';
import { mapConfigSchema, mapMarkersSchema } from '../../src-shared/api/map';
import { toQueryParams, type InboxQuery } from './inboxApi';
import type { HttpClient } from './http';

const blobSchema = z.instanceof(Blob);

export function createMapApi(http: HttpClient) {
  return {
    config: () => http.request('GET', 'map/config', { schema: mapConfigSchema }),
    markers: (query: InboxQuery) => http.request('GET', 'inbox/query/tasks/sector/map', { schema: mapMarkersSchema, query: toQueryParams(query) }),
    /** One tile of the template map/config answered ({z}/{x}/{y} filled in). */
    tile: (template: string, z: number, x: number, y: number) =>
      http.request('GET', template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)), { schema: blobSchema, responseType: 'blob' }),
  };
}
export type MapApi = ReturnType<typeof createMapApi>;
