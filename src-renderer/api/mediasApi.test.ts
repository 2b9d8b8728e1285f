import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createHttpClient } from './http';
import { createMediasApi } from './mediasApi';

const media = {
  id: 7, name: 'a.pdf', groupName: 'Anexos', extensionType: 'pdf', type: 'application/pdf', size: 4, created_at: '2026-01-01T00:00:00.000Z',
  remote_file_key: 'k1', rejected_status: null, rejected_message: null, attachment_has_been_signed: false,
};

/** Just enough of XMLHttpRequest for the upload: records what was sent, lets the test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setUp(token: string | null = 'tok') {
  const onUnauthorized = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  const http = createHttpClient({
    baseUrl: () => 'https://gdoc.gov.br',
    token: () => token,
    inboxHeaders: () => ({ 'X-InboxType': 'sector', 'X-InboxSectorId': '3' }),
    onUnauthorized: vi.fn(),
    onDisabledUser: vi.fn(),
    fetch: fetchMock,
  });
  const api = createMediasApi({
    http: () => http,
    token: () => token,
    inboxHeaders: () => ({ 'X-InboxType': 'sector', 'X-InboxSectorId': '3' }),
    onUnauthorized,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { api, onUnauthorized, fetchMock };
}

const pdf = () => new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

describe('mediasApi.upload', () => {
  it('posts files[] and mediaGroup with the bearer token and inbox headers, reporting progress', async () => {
    const { api } = setUp();
    const progress = vi.fn();
    const done = api.upload('u-1', [pdf()], { mediaGroup: 'Anexos', onProgress: progress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'https://gdoc.gov.br/api/inbox/email/u-1/medias']);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-InboxType': 'sector', 'X-InboxSectorId': '3', Accept: 'application/json' });
    expect(xhr.body?.getAll('files[]').map((file) => (file as File).name)).toEqual(['a.pdf']);
    expect(xhr.body?.get('mediaGroup')).toBe('Anexos');
    xhr.upload.onprogress?.({ loaded: 2, total: 4, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 2, total: 4 });
    xhr.answer(201, { files: [media] });
    await expect(done).resolves.toEqual([media]);
  });

  it('rejects with the server reason on 413/422', async () => {
    const { api } = setUp();
    const done = api.upload('u-1', [pdf()], { mediaGroup: 'Anexos' });
    FakeXhr.last.answer(413, { message: 'O arquivo "a.pdf" excede o limite de 20 MB.' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).serverMessage).toBe('O arquivo "a.pdf" excede o limite de 20 MB.');
  });

  it('aborts when its signal does, and hands a 401 to the session rule', async () => {
    const { api, onUnauthorized } = setUp();
    const controller = new AbortController();
    const done = api.upload('u-1', [pdf()], { mediaGroup: 'Anexos', signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });

    const unauthorized = api.upload('u-1', [pdf()], { mediaGroup: 'Anexos' });
    FakeXhr.last.answer(401, { message: 'Não autenticado' });
    await expect(unauthorized).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as status 0', async () => {
    const { api } = setUp();
    const done = api.upload('u-1', [pdf()], { mediaGroup: 'Anexos' });
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0 });
  });
});

describe('mediasApi JSON calls', () => {
  it('lists, removes, rejects and resolves a relative link against the server', async () => {
    const { api, fetchMock } = setUp();
    const reply = (status: number, body: unknown) => Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status }));
    fetchMock.mockImplementationOnce(() => reply(200, { files: [media] }));
    await expect(api.list('u-1')).resolves.toEqual([media]);
    fetchMock.mockImplementationOnce(() => reply(204, null));
    await expect(api.remove('u-1', 7)).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('https://gdoc.gov.br/api/inbox/email/u-1/medias/7');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
    fetchMock.mockImplementationOnce(() => reply(200, { ...media, rejected_status: 'REJECTED', rejected_message: 'Ilegível' }));
    await expect(api.reject('u-1', 7, '  Ilegível ')).resolves.toMatchObject({ rejected_status: 'REJECTED' });
    expect(fetchMock.mock.calls[2]?.[0]).toBe('https://gdoc.gov.br/api/inbox/email/u-1/attachment/7/reject');
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({ rejected_message: 'Ilegível' });
    fetchMock.mockImplementationOnce(() => reply(200, { link: '/api/upload?key=k1&signature=s' }));
    await expect(api.link('k1')).resolves.toBe('https://gdoc.gov.br/api/upload?key=k1&signature=s');
    expect(fetchMock.mock.calls[3]?.[0]).toBe('https://gdoc.gov.br/api/upload/link?key=k1');
  });
});
