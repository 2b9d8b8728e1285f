// A client for IBGE's localidades service (API v1): GET {base}/api/v1/localidades/estados answers
// [{id, sigla, nome, regiao}], GET {base}/api/v1/localidades/estados/{UF}/municipios answers
// [{id, nome, microrregiao, …}]. The base URL is the server's --ibge-url (or GDOC_IBGE_URL); each
// call gives up after 5 s. States and municipalities change a few times a decade, so good answers
// are kept in memory for a day (failures are not kept: the next call asks again).
import { ptBrCollator, type LocationCity, type LocationState } from '../../src-shared/api/locations';

export const DEFAULT_IBGE_TIMEOUT_MS = 5000;
export const DEFAULT_IBGE_CACHE_MS = 24 * 60 * 60 * 1000;

export type IbgeResult<Value> = { kind: 'ok'; value: Value } | { kind: 'unavailable'; detail: string };

export type IbgeClient = {
  /** The 27 federative units, sorted by name. */
  states(): Promise<IbgeResult<LocationState[]>>;
  /** The municipalities of one UF, sorted by name; an empty list for a UF IBGE does not know. */
  cities(uf: string): Promise<IbgeResult<LocationCity[]>>;
};

export type IbgeClientOptions = { baseUrl: string; timeoutMs?: number; cacheMs?: number; now?: () => number; fetch?: typeof fetch };

const byName = <Item extends { name: string }>(a: Item, b: Item) => ptBrCollator.compare(a.name, b.name);

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function parseStates(body: unknown): LocationState[] | null {
  if (!Array.isArray(body)) return null;
  const states: LocationState[] = [];
  for (const item of body) {
    const row = record(item);
    const code = row?.id;
    const uf = row?.sigla;
    const name = row?.nome;
    if (!Number.isInteger(code) || typeof uf !== 'string' || !/^[A-Z]{2}$/.test(uf) || typeof name !== 'string' || name.trim() === '') return null;
    states.push({ code: code as number, uf, name: name.trim() });
  }
  return states.sort(byName);
}

function parseCities(body: unknown): LocationCity[] | null {
  if (!Array.isArray(body)) return null;
  const cities: LocationCity[] = [];
  for (const item of body) {
    const row = record(item);
    const code = row?.id;
    const name = row?.nome;
    if (!Number.isInteger(code) || typeof name !== 'string' || name.trim() === '') return null;
    cities.push({ code: code as number, name: name.trim() });
  }
  return cities.sort(byName);
}

export function createIbgeClient(options: IbgeClientOptions): IbgeClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v1/localidades`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_IBGE_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? DEFAULT_IBGE_CACHE_MS;
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetch;
  // One entry per path; a pending call is shared, so a burst of pickers asks IBGE once.
  const cache = new Map<string, { at: number; answer: Promise<IbgeResult<unknown>> }>();

  async function ask<Value>(path: string, parse: (body: unknown) => Value | null): Promise<IbgeResult<Value>> {
    let body: unknown;
    try {
      const response = await fetchImpl(`${base}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return { kind: 'unavailable', detail: `HTTP ${response.status}` };
      body = await response.json();
    } catch (error) {
      const name = (error as Error).name;
      return { kind: 'unavailable', detail: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `${name}: ${(error as Error).message}` };
    }
    const value = parse(body);
    return value === null ? { kind: 'unavailable', detail: `unexpected answer to ${path}` } : { kind: 'ok', value };
  }

  function cached<Value>(path: string, parse: (body: unknown) => Value | null): Promise<IbgeResult<Value>> {
    const hit = cache.get(path);
    if (hit !== undefined && now() - hit.at < cacheMs) return hit.answer as Promise<IbgeResult<Value>>;
    const answer = ask(path, parse);
    const entry = { at: now(), answer };
    cache.set(path, entry);
    void answer.then((result) => {
      if (result.kind !== 'ok' && cache.get(path) === entry) cache.delete(path);
    });
    return answer;
  }

  return {
    states: () => cached('/estados', parseStates),
    cities(uf) {
      if (!/^[A-Z]{2}$/.test(uf)) throw new Error(`cities needs a 2-letter UF, got ${JSON.stringify(uf)}`);
      return cached(`/estados/${uf}/municipios`, parseCities);
    },
  };
}
