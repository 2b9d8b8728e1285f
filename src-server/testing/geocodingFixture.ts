// LOCAL FIXTURE, not a geocoding service: a small Nominatim-compatible HTTP server on the loopback
// interface answering GET /search?format=jsonv2&street=…&city=…&state=…&country=…&postalcode=…
// for the streets of the demo municipality (db/seed/demoPlaces.ts, where the demo inbox's requests
// are) and the two addresses of the postal-code fixture (Praça da Sé, Praça dos Três Poderes), so a
// CEP looked up in `npm start` geocodes too.
// Anything else answers [] as Nominatim does when it finds nothing. Used by the tests, `npm start`
// and the e2e reference server, so none of them depends on the internet. Knobs simulate a slow or
// failing upstream.
import { createServer, type Server } from 'node:http';
import { DEMO_CITY, DEMO_CITY_CENTER, DEMO_STREETS } from '../db/seed/demoPlaces';
import { listenLocally } from './localServer';

export type GeocodingPlace = { street: string; city: string; uf: string; latitude: number; longitude: number };

export const GEOCODING_PLACES: readonly GeocodingPlace[] = [
  { street: '', city: DEMO_CITY.name, uf: DEMO_CITY.uf, ...DEMO_CITY_CENTER },
  ...DEMO_STREETS.map(({ street, latitude, longitude }) => ({ street, city: DEMO_CITY.name, uf: DEMO_CITY.uf, latitude, longitude })),
  { street: 'Praça da Sé', city: 'São Paulo', uf: 'SP', latitude: -23.5503, longitude: -46.634 },
  { street: 'Praça dos Três Poderes', city: 'Brasília', uf: 'DF', latitude: -15.8003, longitude: -47.8608 },
];

/** Case, accents and the house number do not matter to the match. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^\s*\d+[a-z]?\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The state may come as its code or its name; the fixture knows the codes of its places only. */
const STATE_NAMES: Record<string, string> = { 'minas gerais': 'mg', 'sao paulo': 'sp', 'distrito federal': 'df' };
const stateOf = (text: string) => STATE_NAMES[plain(text)] ?? plain(text);

export function findPlace(params: URLSearchParams): GeocodingPlace | undefined {
  const street = plain(params.get('street') ?? '');
  const city = plain(params.get('city') ?? '');
  const state = params.get('state');
  return GEOCODING_PLACES.find(
    (place) => plain(place.street) === street && plain(place.city) === city && (state === null || stateOf(state) === place.uf.toLowerCase()),
  );
}

export type GeocodingFixtureOptions = {
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Answer every search with this HTTP status (an upstream in trouble). */
  failWith?: number;
  port?: number;
};

export type GeocodingFixture = { url: string; requests: Array<{ url: string; userAgent: string }>; stop(): Promise<void> };

export async function startGeocodingFixture(options: GeocodingFixtureOptions = {}): Promise<GeocodingFixture> {
  const requests: GeocodingFixture['requests'] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    const answer = () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (options.failWith !== undefined) return send(options.failWith, { error: 'fixture failure' });
      const url = new URL(request.url ?? '/', 'http://fixture');
      if (request.method !== 'GET' || url.pathname !== '/search') return send(404, { error: 'not found' });
      if (url.searchParams.get('format') !== 'jsonv2') return send(400, { error: 'format must be jsonv2 in this fixture' });
      const place = findPlace(url.searchParams);
      if (place === undefined) return send(200, []);
      const name = [place.street, place.city, place.uf, 'Brasil'].filter((part) => part !== '').join(', ');
      return send(200, [
        {
          place_id: GEOCODING_PLACES.indexOf(place) + 1,
          licence: 'Local test fixture',
          lat: String(place.latitude),
          lon: String(place.longitude),
          category: place.street === '' ? 'boundary' : 'highway',
          type: place.street === '' ? 'administrative' : 'residential',
          place_rank: place.street === '' ? 16 : 26,
          importance: 0.5,
          addresstype: place.street === '' ? 'city' : 'road',
          name: place.street || place.city,
          display_name: name,
        },
      ]);
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  const listening = await listenLocally(server, options.port);
  return { url: listening.url, requests, stop: listening.stop };
}
