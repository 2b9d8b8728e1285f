// The one path from the renderer to the API: base URL from settings, the bearer token and the
// inbox headers, JSON in and out, responses checked with the shared zod schemas. A 401 ends the
// session and a 403 disabled-user sends the user away, for every call, in one place.
import type { z } from 'zod';
import { apiErrorBodySchema } from '../../src-shared/api/errors';
import { ApiError } from './ApiError';

export type HttpClientDeps = {
  baseUrl: () => string;
  token: () => string | null;
  inboxHeaders: () => Record<string, string>;
  onUnauthorized: () => void;
  onDisabledUser: () => void;
  /** Told after every call whether the server answered at all (the offline banner listens). */
  onReachability?: (reached: boolean) => void;
  fetch?: typeof fetch;
};

export type RequestOptions<Schema extends z.ZodType> = {
  schema: Schema;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Calls whose 401 is expected (the spec's citizen contact uuid) do not end the session. */
  tolerateUnauthorized?: boolean;
  signal?: AbortSignal;
  /** A token not yet kept in the session: the login checks it before starting the session. */
  token?: string;
  /** Extra headers of this call (a create's Idempotency-Key). */
  headers?: Record<string, string>;
  /** 'blob' for a file answer (a printed PDF): the schema then checks a Blob. Errors stay JSON. */
  responseType?: 'json' | 'blob';
};

export type HttpClient = {
  request<Schema extends z.ZodType>(method: string, path: string, options: RequestOptions<Schema>): Promise<z.output<Schema>>;
  url(path: string, query?: RequestOptions<z.ZodType>['query']): string;
};

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));

  const url: HttpClient['url'] = (path, query) => {
    const target = new URL(`${deps.baseUrl()}/api/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
    }
    return target.toString();
  };

  async function request<Schema extends z.ZodType>(
    method: string,
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<z.output<Schema>> {
    const token = options.token ?? deps.token();
    const headers: Record<string, string> = { Accept: 'application/json', ...deps.inboxHeaders(), ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (a photo upload) goes as multipart with the boundary fetch sets; the rest as JSON.
    const form = options.body instanceof FormData ? options.body : null;
    if (options.body !== undefined && form === null) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(url(path, options.query), {
        method,
        headers,
        body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      deps.onReachability?.(false);
      throw new ApiError(0, null);
    }
    deps.onReachability?.(true);

    const payload: unknown =
      options.responseType === 'blob' && response.ok ? await response.blob() : await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = apiErrorBodySchema.safeParse(payload);
      const error = new ApiError(response.status, parsed.success ? parsed.data : null, payload);
      // Only an answer about the session still held ends it: a call sent with a token since dropped
      // (the session already ended, or a new login replaced it) answers for a session that is gone.
      const sessionStillHeld = token === deps.token();
      if (response.status === 401 && token && !options.tolerateUnauthorized && sessionStillHeld) deps.onUnauthorized();
      if (error.isDisabledUser && sessionStillHeld) deps.onDisabledUser();
      throw error;
    }
    const parsed = options.schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`Resposta inesperada de ${method} ${path}`, parsed.error.issues);
      throw new ApiError(response.status, null);
    }
    return parsed.data;
  }

  return { request, url };
}
