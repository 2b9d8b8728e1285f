// A client for a Nominatim-compatible geocoding service (structured search):
//   GET {base}/search?format=jsonv2&limit=1&street=…&city=…&state=…&country=Brasil&postalcode=…
// answering a JSON array of places with lat/lon as strings (an empty array: nothing found). The
// base URL is the server's --geocoding-url (or GDOC_GEOCODING_URL); each search gives up after 3 s
// and names this server in its User-Agent, as Nominatim's usage policy asks.
export const DEFAULT_GEOCODING_TIMEOUT_MS = 3000;
export const GEOCODING_USER_AGENT = 'GDoc-reference-server/1.0 (geocoding of document addresses)';

export type GeocodingQuery = { street: string; number: string; city: string; uf: string; zip: string };
export type Coordinates = { latitude: number; longitude: number };

export type GeocodingResult = { kind: 'found'; coordinates: Coordinates } | { kind: 'not-found' } | { kind: 'unavailable'; detail: string };

export type GeocodingClient = { search(query: GeocodingQuery): Promise<GeocodingResult> };

export type GeocodingClientOptions = { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch };

/** The search parameters of an address: only the parts it has (Nominatim reads "number street"). */
export function searchParamsOf(query: GeocodingQuery): URLSearchParams {
  const params = new URLSearchParams({ format: 'jsonv2', limit: '1' });
  const street = [query.number.trim(), query.street.trim()].filter((part) => part !== '').join(' ');
  const zip = query.zip.replace(/\D/g, '');
  if (street !== '') params.set('street', street);
  if (query.city.trim() !== '') params.set('city', query.city.trim());
  if (query.uf.trim() !== '') params.set('state', query.uf.trim());
  params.set('country', 'Brasil');
  if (zip.length === 8) params.set('postalcode', `${zip.slice(0, 5)}-${zip.slice(5)}`);
  return params;
}

const coordinate = (value: unknown, limit: number): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

export function createGeocodingClient(options: GeocodingClientOptions): GeocodingClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODING_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  return {
    async search(query) {
      let body: unknown;
      try {
        const response = await fetchImpl(`${base}/search?${searchParamsOf(query).toString()}`, {
          headers: { accept: 'application/json', 'user-agent': GEOCODING_USER_AGENT, 'accept-language': 'pt-BR' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { kind: 'unavailable', detail: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        const name = (error as Error).name;
        return { kind: 'unavailable', detail: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `${name}: ${(error as Error).message}` };
      }
      if (!Array.isArray(body)) return { kind: 'unavailable', detail: 'not a JSON array' };
      const first: unknown = body[0];
      if (first === undefined) return { kind: 'not-found' };
      const place = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
      const latitude = coordinate(place.lat, 90);
      const longitude = coordinate(place.lon, 180);
      if (latitude === null || longitude === null) return { kind: 'unavailable', detail: 'place without lat/lon' };
      return { kind: 'found', coordinates: { latitude, longitude } };
    },
  };
}
