// GET /api/zip-code/:zip through the real client, against the local fixture (spec §5: 8 digits,
// "CEP não encontrado").
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { zipLookupSchema } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { startPostalCodeFixture, type PostalCodeFixture } from '../testing/postalCodeFixture';

const m = messages.medias;
let server: TestServer | undefined;
let fixture: PostalCodeFixture | undefined;
afterEach(async () => {
  await server?.stop();
  await fixture?.stop();
  server = undefined;
  fixture = undefined;
});

async function withUpstream(url: string | null) {
  server = testServer({ postalCodeUrl: url });
  const token = await tokenFor(server.app, 'servidor@demo.gov.br');
  return (zip: string, auth = token) => server!.app.inject({ method: 'GET', url: `/api/zip-code/${zip}`, headers: bearer(auth) });
}

describe('GET /api/zip-code/:zip', () => {
  it('answers the address of a known CEP, with or without the dash', async () => {
    fixture = await startPostalCodeFixture();
    const lookup = await withUpstream(fixture.url);
    const response = await lookup('01001-000');
    expect(response.statusCode).toBe(200);
    expect(zipLookupSchema.parse(json(response))).toEqual({
      zip: '01001-000',
      uf: 'SP',
      city: 'São Paulo',
      neighborhood: 'Sé',
      street: 'Praça da Sé',
      complement: 'lado ímpar',
    });
    expect(json(await lookup('70150900'))).toMatchObject({ uf: 'DF', city: 'Brasília' });
  });

  it('answers 404 "CEP não encontrado" for a CEP the service does not know', async () => {
    fixture = await startPostalCodeFixture();
    const response = await (await withUpstream(fixture.url))('99999999');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: m.zipNotFound });
  });

  it('refuses anything but 8 digits with 422, without asking the service', async () => {
    fixture = await startPostalCodeFixture();
    const lookup = await withUpstream(fixture.url);
    for (const zip of ['0100100', '010010000', 'abcdefgh', '01001-00a']) {
      const response = await lookup(zip);
      expect(response.statusCode, zip).toBe(422);
      expect(json(response)).toMatchObject({ errors: { zip: [m.zipInvalid] } });
    }
    expect(fixture.requests).toEqual([]);
  });

  it('answers 502 with a pt-BR message when the service is down or failing', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await (await withUpstream(`http://127.0.0.1:${port}`))('01001000');
    expect(down.statusCode).toBe(502);
    expect(json(down)).toEqual({ message: m.zipUpstreamDown });
    await server!.stop();

    fixture = await startPostalCodeFixture({ failWith: 500 });
    const failing = await (await withUpstream(fixture.url))('01001000');
    expect(failing.statusCode).toBe(502);
  });

  it('answers 503 when no service is configured, and is public (the signup comes before any login)', async () => {
    const lookup = await withUpstream(null);
    expect((await lookup('01001000')).statusCode).toBe(503);
    expect((await server!.app.inject({ method: 'GET', url: '/api/zip-code/01001000' })).statusCode).toBe(503);
    const citizen = await tokenFor(server!.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await lookup('01001000', citizen)).statusCode).toBe(503);
  });
});
