import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isApiError } from './ApiError';
import { createHttpClient, type HttpClientDeps } from './http';

type Call = { url: string; init: RequestInit };

function client(respond: (call: Call) => Response | Promise<Response>, overrides: Partial<HttpClientDeps> = {}) {
  const calls: Call[] = [];
  const deps = {
    baseUrl: () => 'http://127.0.0.1:3100',
    token: () => 'tok',
    inboxHeaders: () => ({ 'X-InboxType': 'sector', 'X-InboxSectorId': '3' }),
    onUnauthorized: vi.fn(),
    onDisabledUser: vi.fn(),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond({ url, init });
    }) as typeof fetch,
    ...overrides,
  };
  return { http: createHttpClient(deps), deps, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const schema = z.object({ ok: z.boolean() });

describe('the API client', () => {
  it('sends a FormData body as it is, letting fetch set the multipart type', async () => {
    const { http, calls } = client(() => json(200, { ok: true }));
    const form = new FormData();
    form.append('profile', new Blob(['x'], { type: 'image/png' }), 'foto.png');
    await http.request('POST', 'person/image', { schema, body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('calls /api with the bearer token, the inbox headers and a JSON body', async () => {
    const { http, calls } = client(() => json(200, { ok: true }));
    await expect(http.request('PUT', 'user/me', { schema, body: { a: 1 }, query: { page: 2, skip: undefined } })).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('http://127.0.0.1:3100/api/user/me?page=2');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-InboxType': 'sector', 'X-InboxSectorId': '3', 'Content-Type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('sends the token to the configured server only, whatever the path or the query say', async () => {
    const { http, calls } = client(() => json(200, { ok: true }));
    const paths = ['//evil.example/x', 'https://evil.example/x', '\\\\evil.example\\x', '@evil.example', '../../../../x', 'http:evil.example'];
    for (const path of paths) await http.request('GET', path, { schema, query: { next: 'https://evil.example/' } });
    for (const call of calls) {
      expect(new URL(call.url).origin, call.url).toBe('http://127.0.0.1:3100');
      expect(call.init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    }
    expect(new URL(http.url('//evil.example/upload')).origin).toBe('http://127.0.0.1:3100');
  });

  it('ends the session on a 401', async () => {
    const { http, deps } = client(() => json(401, { message: 'Não autenticado' }));
    await expect(http.request('GET', 'auth/me', { schema })).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 401 the call tolerates, or when no token was sent', async () => {
    const tolerant = client(() => json(401, { message: 'x' }));
    await expect(tolerant.http.request('GET', 'citizen/contact/uuid', { schema, tolerateUnauthorized: true })).rejects.toBeTruthy();
    expect(tolerant.deps.onUnauthorized).not.toHaveBeenCalled();
    const anonymous = client(() => json(401, { message: 'x' }), { token: () => null });
    await expect(anonymous.http.request('POST', 'auth/login', { schema })).rejects.toBeTruthy();
    expect(anonymous.deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a disabled user away on 403 disabled-user only', async () => {
    const disabled = client(() => json(403, { message: 'x', reason: 'disabled-user' }));
    await expect(disabled.http.request('GET', 'auth/me', { schema })).rejects.toMatchObject({ isDisabledUser: true });
    expect(disabled.deps.onDisabledUser).toHaveBeenCalledOnce();
    const forbidden = client(() => json(403, { message: 'x' }));
    await expect(forbidden.http.request('GET', 'auth/me', { schema })).rejects.toMatchObject({ status: 403 });
    expect(forbidden.deps.onDisabledUser).not.toHaveBeenCalled();
  });

  it('leaves alone a session that began after the call: a late 401 or disabled-user answers for a token since dropped', async () => {
    let sessionToken: string | null = 'old';
    let answer!: (response: Response) => void;
    const { http, deps } = client(() => new Promise<Response>((resolve) => (answer = resolve)), { token: () => sessionToken });
    const late401 = http.request('GET', 'inbox/query/tasks/sector', { schema });
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    sessionToken = 'new';
    answer(json(401, { message: 'Não autenticado' }));
    await expect(late401).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();

    sessionToken = 'old';
    const lateDisabled = http.request('GET', 'auth/me', { schema });
    sessionToken = null;
    answer(json(403, { message: 'x', reason: 'disabled-user' }));
    await expect(lateDisabled).rejects.toMatchObject({ isDisabledUser: true });
    expect(deps.onDisabledUser).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    const { http } = client(() => {
      throw new TypeError('fetch failed');
    });
    const error = await http.request('GET', 'auth/me', { schema }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
  });

  it('tells whether the server answered at all: any response is reached, no response is not', async () => {
    const onReachability = vi.fn();
    let answer: () => Response = () => json(500, { message: 'falhou' });
    const { http } = client(() => answer(), { onReachability });
    await expect(http.request('GET', 'x', { schema })).rejects.toMatchObject({ status: 500 });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(http.request('GET', 'x', { schema })).rejects.toMatchObject({ status: 0 });
    expect(onReachability.mock.calls).toEqual([[true], [false]]);
  });

  it('sends a call’s own headers (an Idempotency-Key) and reads a file answer as a Blob, its errors as JSON', async () => {
    let answer = () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const { http, calls } = client(() => answer());
    const pdf = await http.request('POST', 'x/print/cover', { schema: z.instanceof(Blob), responseType: 'blob', headers: { 'Idempotency-Key': 'k-1' } });
    expect(calls[0]?.init.headers).toMatchObject({ 'Idempotency-Key': 'k-1', Authorization: 'Bearer tok' });
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    answer = () => json(422, { message: 'Documento não publicado' });
    await expect(http.request('POST', 'x/print/cover', { schema: z.instanceof(Blob), responseType: 'blob' })).rejects.toMatchObject({
      status: 422,
      serverMessage: 'Documento não publicado',
    });
  });

  it('reads the first field error of a 422 as the server message', async () => {
    const { http } = client(() => json(422, { message: 'Os dados enviados são inválidos', errors: { email: ['E-mail existente ou inválido'] } }));
    await expect(http.request('PUT', 'user/me', { schema })).rejects.toMatchObject({ serverMessage: 'E-mail existente ou inválido' });
  });

  it('refuses a success response that does not match the schema', async () => {
    const { http } = client(() => json(200, { ok: 'sim' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(http.request('GET', 'x', { schema })).rejects.toMatchObject({ status: 200, body: null });
  });

  it('uses a token given for one call over the session’s', async () => {
    const { http, calls } = client(() => json(200, { ok: true }), { token: () => null });
    await http.request('GET', 'auth/me', { schema, token: 'fresh' });
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer fresh' });
  });
});
