// The geocoding client against the local Nominatim-compatible fixture: an address found, one the
// service does not know, a service in trouble, a slow one and a closed port.
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/localServer';
import { startGeocodingFixture, type GeocodingFixture } from '../testing/geocodingFixture';
import { createGeocodingClient, GEOCODING_USER_AGENT, searchParamsOf } from './client';

let fixture: GeocodingFixture | undefined;
afterEach(async () => {
  await fixture?.stop();
  fixture = undefined;
});

const TIRADENTES = { street: 'Praça Tiradentes', number: '100', city: 'Vale Verde', uf: 'MG', zip: '37500-000' };

describe('createGeocodingClient', () => {
  it('finds an address with a structured search and answers its coordinates', async () => {
    fixture = await startGeocodingFixture();
    const client = createGeocodingClient({ baseUrl: `${fixture.url}/` });
    expect(await client.search(TIRADENTES)).toEqual({ kind: 'found', coordinates: { latitude: -22.4262, longitude: -45.4525 } });
    // Accents, case and the house number do not matter; the state may come as its name.
    expect(await client.search({ street: 'praca tiradentes', number: '', city: 'VALE VERDE', uf: 'Minas Gerais', zip: '' })).toMatchObject({ kind: 'found' });
    const [first] = fixture.requests;
    expect(first?.userAgent).toBe(GEOCODING_USER_AGENT);
    expect(Object.fromEntries(new URL(first?.url ?? '', 'http://x').searchParams)).toEqual({
      format: 'jsonv2',
      limit: '1',
      street: '100 Praça Tiradentes',
      city: 'Vale Verde',
      state: 'MG',
      country: 'Brasil',
      postalcode: '37500-000',
    });
  });

  it('reads an empty answer as not found', async () => {
    fixture = await startGeocodingFixture();
    const client = createGeocodingClient({ baseUrl: fixture.url });
    expect(await client.search({ ...TIRADENTES, street: 'Rua que não existe' })).toEqual({ kind: 'not-found' });
  });

  it('reports an upstream error, a timeout and a closed port as unavailable', async () => {
    fixture = await startGeocodingFixture({ failWith: 503 });
    expect(await createGeocodingClient({ baseUrl: fixture.url }).search(TIRADENTES)).toEqual({ kind: 'unavailable', detail: 'HTTP 503' });
    await fixture.stop();
    fixture = await startGeocodingFixture({ delayMs: 500 });
    expect(await createGeocodingClient({ baseUrl: fixture.url, timeoutMs: 50 }).search(TIRADENTES)).toEqual({ kind: 'unavailable', detail: 'timeout after 50 ms' });
    const port = await closedPort();
    expect(await createGeocodingClient({ baseUrl: `http://127.0.0.1:${port}` }).search(TIRADENTES)).toMatchObject({ kind: 'unavailable' });
  });

  it('treats an answer that is not a list of places with coordinates as unavailable', async () => {
    const fake = (body: string) => createGeocodingClient({ baseUrl: 'http://geo.test', fetch: async () => new Response(body, { status: 200 }) });
    expect(await fake('<html>').search(TIRADENTES)).toMatchObject({ kind: 'unavailable' });
    expect(await fake('{}').search(TIRADENTES)).toMatchObject({ kind: 'unavailable' });
    expect(await fake('[{"lat":"abc","lon":"1"}]').search(TIRADENTES)).toMatchObject({ kind: 'unavailable' });
    expect(await fake('[{"lat":"95","lon":"1"}]').search(TIRADENTES)).toMatchObject({ kind: 'unavailable' });
  });

  it('sends only the parts of the address it has', () => {
    expect(Object.fromEntries(searchParamsOf({ street: '', number: '', city: 'Vale Verde', uf: '', zip: '375' }))).toEqual({
      format: 'jsonv2',
      limit: '1',
      city: 'Vale Verde',
      country: 'Brasil',
    });
  });
});
