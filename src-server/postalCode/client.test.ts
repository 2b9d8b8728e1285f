// The postal-code client against the local ViaCEP-compatible fixture, a slow one, a failing one
// and a closed port.
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/localServer';
import { startPostalCodeFixture, type PostalCodeFixture } from '../testing/postalCodeFixture';
import { createPostalCodeClient } from './client';

let fixture: PostalCodeFixture | undefined;
afterEach(async () => {
  await fixture?.stop();
  fixture = undefined;
});

describe('createPostalCodeClient', () => {
  it('maps a ViaCEP answer to zipLookup', async () => {
    fixture = await startPostalCodeFixture();
    const client = createPostalCodeClient({ baseUrl: `${fixture.url}/` });
    expect(await client.lookup('01001000')).toEqual({
      kind: 'found',
      address: { zip: '01001-000', uf: 'SP', city: 'São Paulo', neighborhood: 'Sé', street: 'Praça da Sé', complement: 'lado ímpar' },
    });
    expect(await client.lookup('70150900')).toMatchObject({ kind: 'found', address: { uf: 'DF', city: 'Brasília', street: 'Praça dos Três Poderes' } });
    expect(fixture.requests).toEqual(['/ws/01001000/json/', '/ws/70150900/json/']);
  });

  it('reads {erro: true} as not found', async () => {
    fixture = await startPostalCodeFixture();
    expect(await createPostalCodeClient({ baseUrl: fixture.url }).lookup('99999999')).toEqual({ kind: 'not-found' });
  });

  it('reports an upstream 5xx, a timeout and a closed port as unavailable', async () => {
    fixture = await startPostalCodeFixture({ failWith: 503 });
    expect(await createPostalCodeClient({ baseUrl: fixture.url }).lookup('01001000')).toEqual({ kind: 'unavailable', detail: 'HTTP 503' });
    await fixture.stop();
    fixture = await startPostalCodeFixture({ delayMs: 500 });
    expect(await createPostalCodeClient({ baseUrl: fixture.url, timeoutMs: 50 }).lookup('01001000')).toEqual({ kind: 'unavailable', detail: 'timeout after 50 ms' });
    const port = await closedPort();
    expect(await createPostalCodeClient({ baseUrl: `http://127.0.0.1:${port}` }).lookup('01001000')).toMatchObject({ kind: 'unavailable' });
  });

  it('treats an answer that is not an address as unavailable, and never sends a malformed CEP', async () => {
    const fake = (body: string) => createPostalCodeClient({ baseUrl: 'http://cep.test', fetch: async () => new Response(body, { status: 200 }) });
    expect(await fake('<html>').lookup('01001000')).toMatchObject({ kind: 'unavailable' });
    expect(await fake('[]').lookup('01001000')).toMatchObject({ kind: 'unavailable' });
    expect(await fake('{"cep":"01001-000"}').lookup('01001000')).toMatchObject({ kind: 'unavailable' });
    await expect(fake('{}').lookup('0100100')).rejects.toThrow();
  });
});
