// The IBGE localidades client against the local fixture (all 27 states, all 5,570 municipalities),
// a slow one, a failing one and a closed port; its day-long cache.
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/localServer';
import { fixturePostalCodes } from '../testing/postalCodeFixture';
import { fixtureLocalities, startIbgeFixture, type IbgeFixture } from '../testing/ibgeFixture';
import { createIbgeClient } from './client';

let fixture: IbgeFixture | undefined;
afterEach(async () => {
  await fixture?.stop();
  fixture = undefined;
});

describe('the fixture data', () => {
  it('holds the 27 federative units and the 5,570 municipalities, each code under its state', () => {
    const data = fixtureLocalities();
    expect(data.estados).toHaveLength(27);
    expect(new Set(data.estados.map(([, uf]) => uf)).size).toBe(27);
    const all = Object.values(data.municipios).flat();
    expect(all).toHaveLength(5570);
    expect(new Set(all.map(([code]) => code)).size).toBe(5570);
    for (const [stateCode, uf] of data.estados) {
      const cities = data.municipios[uf] ?? [];
      expect(cities.length, uf).toBeGreaterThan(0);
      for (const [code] of cities) expect(String(code).slice(0, 2), `${uf} ${code}`).toBe(String(stateCode));
    }
    expect(data.municipios.DF).toEqual([[5300108, 'Brasília']]);
    expect(data.municipios.SP).toContainEqual([3550308, 'São Paulo']);
  });

  it('names every city of the postal-code fixture as IBGE does, so a CEP lookup selects it in the picker', () => {
    const data = fixtureLocalities();
    for (const record of Object.values(fixturePostalCodes())) {
      expect(data.municipios[record.uf]?.map(([, name]) => name), `${record.cep} ${record.localidade}`).toContain(record.localidade);
    }
  });
});

describe('createIbgeClient', () => {
  it('maps the states answer to {code, uf, name}, sorted by pt-BR name', async () => {
    fixture = await startIbgeFixture();
    const result = await createIbgeClient({ baseUrl: `${fixture.url}/` }).states();
    if (result.kind !== 'ok') throw new Error(result.detail);
    expect(result.value).toHaveLength(27);
    expect(result.value.slice(0, 4)).toEqual([
      { code: 12, uf: 'AC', name: 'Acre' },
      { code: 27, uf: 'AL', name: 'Alagoas' },
      { code: 16, uf: 'AP', name: 'Amapá' },
      { code: 13, uf: 'AM', name: 'Amazonas' },
    ]);
    expect(result.value.at(-1)).toEqual({ code: 17, uf: 'TO', name: 'Tocantins' });
    expect(fixture.requests).toEqual(['/api/v1/localidades/estados']);
  });

  it('maps a UF’s municipalities to {code, name}, sorted with accents read as their letters', async () => {
    fixture = await startIbgeFixture();
    const result = await createIbgeClient({ baseUrl: fixture.url }).cities('AC');
    expect(result).toEqual({
      kind: 'ok',
      value: [
        'Acrelândia', 'Assis Brasil', 'Brasiléia', 'Bujari', 'Capixaba', 'Cruzeiro do Sul', 'Epitaciolândia', 'Feijó', 'Jordão', 'Mâncio Lima',
        'Manoel Urbano', 'Marechal Thaumaturgo', 'Plácido de Castro', 'Porto Acre', 'Porto Walter', 'Rio Branco', 'Rodrigues Alves',
        'Santa Rosa do Purus', 'Sena Madureira', 'Senador Guiomard', 'Tarauacá', 'Xapuri',
      ].map((name) => ({ code: expect.any(Number) as number, name })),
    });
    const mg = await createIbgeClient({ baseUrl: fixture.url }).cities('MG');
    expect(mg.kind === 'ok' && mg.value.length).toBe(853);
    expect(fixture.requests).toEqual(['/api/v1/localidades/estados/AC/municipios', '/api/v1/localidades/estados/MG/municipios']);
  });

  it('asks IBGE once a day per list, and asks again after a failure', async () => {
    fixture = await startIbgeFixture();
    let now = 0;
    const client = createIbgeClient({ baseUrl: fixture.url, now: () => now });
    await Promise.all([client.states(), client.states()]);
    await client.states();
    await client.cities('SP');
    await client.cities('SP');
    expect(fixture.requests).toEqual(['/api/v1/localidades/estados', '/api/v1/localidades/estados/SP/municipios']);
    now += 24 * 60 * 60 * 1000;
    await client.states();
    expect(fixture.requests).toHaveLength(3);

    fixture.failWith(503);
    expect(await client.cities('RJ')).toEqual({ kind: 'unavailable', detail: 'HTTP 503' });
    fixture.failWith(undefined);
    expect(await client.cities('RJ')).toMatchObject({ kind: 'ok' });
    expect(fixture.requests.slice(3)).toEqual(['/api/v1/localidades/estados/RJ/municipios', '/api/v1/localidades/estados/RJ/municipios']);
  });

  it('reports an upstream 5xx, a timeout and a closed port as unavailable', async () => {
    fixture = await startIbgeFixture({ failWith: 500 });
    expect(await createIbgeClient({ baseUrl: fixture.url }).states()).toEqual({ kind: 'unavailable', detail: 'HTTP 500' });
    await fixture.stop();
    fixture = await startIbgeFixture({ delayMs: 500 });
    expect(await createIbgeClient({ baseUrl: fixture.url, timeoutMs: 50 }).cities('SP')).toEqual({ kind: 'unavailable', detail: 'timeout after 50 ms' });
    const port = await closedPort();
    expect(await createIbgeClient({ baseUrl: `http://127.0.0.1:${port}` }).states()).toMatchObject({ kind: 'unavailable' });
  });

  it('treats an answer that is not a list of localities as unavailable, and never sends a malformed UF', async () => {
    const fake = (body: string) => createIbgeClient({ baseUrl: 'http://ibge.test', fetch: async () => new Response(body, { status: 200 }) });
    expect(await fake('<html>').states()).toMatchObject({ kind: 'unavailable' });
    expect(await fake('{}').states()).toMatchObject({ kind: 'unavailable' });
    expect(await fake('[{"id":35,"sigla":"Sao Paulo","nome":"São Paulo"}]').states()).toMatchObject({ kind: 'unavailable' });
    expect(await fake('[{"id":"3550308","nome":"São Paulo"}]').cities('SP')).toMatchObject({ kind: 'unavailable' });
    expect(await fake('[]').cities('ZZ')).toEqual({ kind: 'ok', value: [] });
    expect(() => fake('[]').cities('sp')).toThrow();
    expect(() => fake('[]').cities('S/')).toThrow();
  });
});
