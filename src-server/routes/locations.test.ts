// GET /api/locations/states and /api/locations/states/:uf/cities through the real IBGE client,
// against the local fixture: public, sorted pt-BR names with IBGE codes, 404 for an unknown UF,
// 503 with a pt-BR message when the service is down.
import { afterEach, describe, expect, it } from 'vitest';
import { locationCitiesSchema, locationStatesSchema } from '../../src-shared/api/locations';
import { messages } from '../../src-shared/messages';
import { json, testServer, type TestServer } from '../testing/harness';
import { startIbgeFixture, type IbgeFixture } from '../testing/ibgeFixture';
import { closedPort } from '../testing/localServer';

const m = messages.locations;
let server: TestServer | undefined;
let fixture: IbgeFixture | undefined;
afterEach(async () => {
  await server?.stop();
  await fixture?.stop();
  server = undefined;
  fixture = undefined;
});

function withUpstream(url: string | null, rateLimits: Parameters<typeof testServer>[0] = {}) {
  server = testServer({ ibgeUrl: url, ...rateLimits });
  return (path: string) => server!.app.inject({ method: 'GET', url: `/api/locations/${path}` });
}

const closedPortUrl = async (): Promise<string> => `http://127.0.0.1:${await closedPort()}`;

describe('GET /api/locations/states', () => {
  it('answers the 27 states with IBGE codes, sorted by name, without a login', async () => {
    fixture = await startIbgeFixture();
    const response = await withUpstream(fixture.url)('states');
    expect(response.statusCode).toBe(200);
    const states = locationStatesSchema.parse(json(response));
    expect(states).toHaveLength(27);
    expect(states[0]).toEqual({ code: 12, uf: 'AC', name: 'Acre' });
    expect(states.find((state) => state.uf === 'SP')).toEqual({ code: 35, uf: 'SP', name: 'São Paulo' });
    expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('answers 503 with a pt-BR message when the service is down, failing or not configured', async () => {
    const down = await withUpstream(await closedPortUrl())('states');
    expect(down.statusCode).toBe(503);
    expect(json(down)).toEqual({ message: m.upstreamDown });
    await server!.stop();

    fixture = await startIbgeFixture({ failWith: 500 });
    expect((await withUpstream(fixture.url)('states')).statusCode).toBe(503);
    await server!.stop();

    const off = await withUpstream(null)('states');
    expect(off.statusCode).toBe(503);
    expect(json(off)).toEqual({ message: m.notConfigured });
  });

  it('is limited per IP address like the other public calls', async () => {
    fixture = await startIbgeFixture();
    const get = withUpstream(fixture.url, { rateLimits: { locations: { max: 2, windowSeconds: 60 } } });
    expect((await get('states')).statusCode).toBe(200);
    expect((await get('states')).statusCode).toBe(200);
    const third = await get('states');
    expect(third.statusCode).toBe(429);
    expect(json(third)).toEqual({ message: messages.server.tooManyRequests });
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/locations/states/:uf/cities', () => {
  it('answers a state’s municipalities with IBGE codes, sorted by name, for "sp" as for "SP"', async () => {
    fixture = await startIbgeFixture();
    const get = withUpstream(fixture.url);
    const response = await get('states/sp/cities');
    expect(response.statusCode).toBe(200);
    const cities = locationCitiesSchema.parse(json(response));
    expect(cities).toHaveLength(645);
    expect(cities[0]).toEqual({ code: 3500105, name: 'Adamantina' });
    expect(cities).toContainEqual({ code: 3550308, name: 'São Paulo' });
    expect(json(await get('states/DF/cities'))).toEqual([{ code: 5300108, name: 'Brasília' }]);
  });

  it('answers 404 "Estado não encontrado" for a UF IBGE does not list, and 422 for anything but 2 letters', async () => {
    fixture = await startIbgeFixture();
    const get = withUpstream(fixture.url);
    const unknown = await get('states/ZZ/cities');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: m.stateNotFound });
    for (const uf of ['SPX', 'S1', '%20']) {
      const response = await get(`states/${uf}/cities`);
      expect(response.statusCode, uf).toBe(422);
      expect(json(response), uf).toMatchObject({ errors: { uf: [m.ufInvalid] } });
    }
    expect(fixture.requests).toEqual(['/api/v1/localidades/estados']);
  });

  it('answers 503 with a pt-BR message when the service goes down', async () => {
    fixture = await startIbgeFixture({ failWith: 502 });
    const response = await withUpstream(fixture.url)('states/SP/cities');
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ message: m.upstreamDown });
  });
});
