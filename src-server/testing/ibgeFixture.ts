// LOCAL FIXTURE, not IBGE: a small HTTP server on the loopback interface answering the two paths of
// IBGE's localidades API (v1) that the client uses, with the same JSON shapes, from
// ibgeLocalities.json (all 27 states and their 5,570 municipalities with real names and IBGE codes;
// source and licence in README.ibgeLocalities.md). GET …/estados answers [{id, sigla, nome, regiao}],
// GET …/estados/{UF}/municipios answers [{id, nome}] ([] for a UF it does not know, as IBGE does).
// Municipalities carry only id and nome: the microrregiao tree IBGE adds is not in the data and the
// client does not read it. Used by the tests, `npm start` and the e2e reference server, so none of
// them depends on the internet. Knobs simulate a slow or failing upstream.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listenLocally } from './localServer';

/** [IBGE code, UF, name] per state; per UF, [IBGE code, name] per municipality. */
export type IbgeLocalities = { estados: [number, string, string][]; municipios: Record<string, [number, string][]> };

export const IBGE_FIXTURE_FILE = join(import.meta.dirname, 'ibgeLocalities.json');

export function fixtureLocalities(): IbgeLocalities {
  return JSON.parse(readFileSync(IBGE_FIXTURE_FILE, 'utf8')) as IbgeLocalities;
}

/** The region is the first digit of a state's IBGE code. */
const REGIONS: Record<string, { id: number; sigla: string; nome: string }> = {
  '1': { id: 1, sigla: 'N', nome: 'Norte' },
  '2': { id: 2, sigla: 'NE', nome: 'Nordeste' },
  '3': { id: 3, sigla: 'SE', nome: 'Sudeste' },
  '4': { id: 4, sigla: 'S', nome: 'Sul' },
  '5': { id: 5, sigla: 'CO', nome: 'Centro-Oeste' },
};

export type IbgeFixtureOptions = {
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Answer every call with this HTTP status (an upstream in trouble). */
  failWith?: number;
  port?: number;
};

export type IbgeFixture = {
  url: string;
  requests: string[];
  /** Changes the failure knob of a running fixture (the service going down and coming back). */
  failWith(status: number | undefined): void;
  stop(): Promise<void>;
};

export async function startIbgeFixture(options: IbgeFixtureOptions = {}): Promise<IbgeFixture> {
  const data = fixtureLocalities();
  const states = data.estados.map(([id, sigla, nome]) => ({ id, sigla, nome, regiao: REGIONS[String(id)[0] ?? ''] }));
  const requests: string[] = [];
  let failWith = options.failWith;
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const answer = () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      if (failWith !== undefined) return send(failWith, { message: 'fixture failure' });
      const path = new URL(request.url ?? '/', 'http://fixture').pathname.replace(/\/+$/, '');
      if (request.method !== 'GET') return send(405, { message: 'method not allowed' });
      if (path === '/api/v1/localidades/estados') return send(200, states);
      const match = /^\/api\/v1\/localidades\/estados\/([^/]+)\/municipios$/.exec(path);
      if (match === null) return send(404, { message: 'not found' });
      const uf = decodeURIComponent(match[1] ?? '').toUpperCase();
      return send(200, (data.municipios[uf] ?? []).map(([id, nome]) => ({ id, nome })));
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  const listening = await listenLocally(server, options.port);
  return {
    url: listening.url,
    requests,
    failWith: (status) => void (failWith = status),
    stop: listening.stop,
  };
}
