// LOCAL FIXTURE, not a postal-code service: a small ViaCEP-compatible HTTP server on the loopback
// interface answering GET /ws/{cep}/json/ from postalCodes.json (real CEPs, checked against what
// ViaCEP answers; only those we are sure of), {"erro": true} for any other 8 digits and 400 for a
// malformed CEP, as ViaCEP does. Used by the tests, `npm start` and the e2e reference server, so
// none of them depends on the internet. Knobs simulate a slow or failing upstream.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listenLocally } from './localServer';

export type PostalCodeRecord = { cep: string; logradouro: string; complemento: string; bairro: string; localidade: string; uf: string };

export const POSTAL_CODE_FIXTURE_FILE = join(import.meta.dirname, 'postalCodes.json');

export function fixturePostalCodes(): Record<string, PostalCodeRecord> {
  return JSON.parse(readFileSync(POSTAL_CODE_FIXTURE_FILE, 'utf8')) as Record<string, PostalCodeRecord>;
}

export type PostalCodeFixtureOptions = {
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Answer every lookup with this HTTP status (an upstream in trouble). */
  failWith?: number;
  port?: number;
};

export type PostalCodeFixture = { url: string; requests: string[]; stop(): Promise<void> };

export async function startPostalCodeFixture(options: PostalCodeFixtureOptions = {}): Promise<PostalCodeFixture> {
  const records = fixturePostalCodes();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const answer = () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (options.failWith !== undefined) return send(options.failWith, { message: 'fixture failure' });
      const match = /^\/ws\/([^/]+)\/json\/?$/.exec(request.url ?? '');
      if (request.method !== 'GET' || match === null) return send(404, { message: 'not found' });
      const cep = match[1] ?? '';
      if (!/^\d{8}$/.test(cep)) return send(400, { message: 'CEP inválido' });
      const record = records[cep];
      return record === undefined ? send(200, { erro: true }) : send(200, record);
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  const listening = await listenLocally(server, options.port);
  return {
    url: listening.url,
    requests,
    stop: listening.stop,
  };
}
