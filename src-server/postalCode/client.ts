// A client for a ViaCEP-compatible postal-code service: GET {base}/ws/{cep}/json/ answering
// {cep, logradouro, complemento, bairro, localidade, uf} or {erro: true}. The base URL is the
// server's --postal-code-url (or GDOC_POSTAL_CODE_URL); each lookup gives up after 3 s.
import type { ZipLookup } from '../../src-shared/api/documents';

export const DEFAULT_POSTAL_CODE_TIMEOUT_MS = 3000;

export type PostalCodeResult = { kind: 'found'; address: ZipLookup } | { kind: 'not-found' } | { kind: 'unavailable'; detail: string };

export type PostalCodeClient = { lookup(cep: string): Promise<PostalCodeResult> };

export type PostalCodeClientOptions = { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function createPostalCodeClient(options: PostalCodeClientOptions): PostalCodeClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_POSTAL_CODE_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  return {
    async lookup(cep) {
      if (!/^\d{8}$/.test(cep)) throw new Error(`lookup needs 8 digits, got ${JSON.stringify(cep)}`);
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(`${base}/ws/${cep}/json/`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
        // ViaCEP answers 400 to a malformed CEP; ours are always 8 digits, so that is not found too.
        if (response.status === 400 || response.status === 404) return { kind: 'not-found' };
        if (!response.ok) return { kind: 'unavailable', detail: `HTTP ${response.status}` };
        body = await response.json();
      } catch (error) {
        const name = (error as Error).name;
        return { kind: 'unavailable', detail: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `${name}: ${(error as Error).message}` };
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'unavailable', detail: 'not a JSON object' };
      const record = body as Record<string, unknown>;
      if (record.erro === true || record.erro === 'true') return { kind: 'not-found' };
      const uf = text(record.uf);
      const city = text(record.localidade);
      if (!/^[A-Z]{2}$/.test(uf) || city === '') return { kind: 'unavailable', detail: 'answer without uf/localidade' };
      return {
        kind: 'found',
        address: {
          zip: text(record.cep) || `${cep.slice(0, 5)}-${cep.slice(5)}`,
          uf,
          city,
          neighborhood: text(record.bairro),
          street: text(record.logradouro),
          complement: text(record.complemento),
        },
      };
    },
  };
}
