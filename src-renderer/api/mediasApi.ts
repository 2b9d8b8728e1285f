// The attachment calls of §7 (Document creation: medias, reject, upload link). JSON calls go
// through the shared HTTP client (token, inbox headers, 401/403 rules in one place). The upload
// is an XMLHttpRequest because fetch reports no upload progress; it sends the same bearer token
// and inbox headers the client sends, and a 401 on it is handed to the same session-ending rule.
import { z } from 'zod';
import {
  documentSettingsSchema,
  mediaSchema,
  mediaUploadResultSchema,
  uploadLinkSchema,
  type DocumentSettings,
  type Media,
} from '../../src-shared/api/documents';
import { apiErrorBodySchema } from '../../src-shared/api/errors';
import { dispatchResponseSchema, type DispatchBody, type DispatchResponse } from '../../src-shared/api/inboxDispatch';
import { reportServerReached } from '../offline/serverStatus';
import { inboxHeadersOf, sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import * as client from './client';
import type { HttpClient } from './http';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /** The medias group the file joins (multipart field mediaGroup). */
  mediaGroup: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export type MediasApi = {
  settings(signal?: AbortSignal): Promise<DocumentSettings>;
  list(inboxEmailUuid: string, signal?: AbortSignal): Promise<Media[]>;
  upload(inboxEmailUuid: string, files: readonly File[], options: UploadOptions): Promise<Media[]>;
  dispatchWithFiles(inboxEmailUuid: string, body: DispatchBody, files: readonly File[], options?: Omit<UploadOptions, 'mediaGroup'>): Promise<DispatchResponse>;
  /** A file for the citizen's own draft in the portal (citizen/filing/drafts/:uuid/files). */
  uploadToCitizenDraft(draftUuid: string, files: readonly File[], options?: Omit<UploadOptions, 'mediaGroup'>): Promise<Media[]>;
  remove(inboxEmailUuid: string, mediaId: number): Promise<void>;
  reject(inboxEmailUuid: string, mediaId: number, rejectedMessage: string): Promise<Media>;
  /** A short-lived signed URL, usable without a token (img, pdf.js, downloads); always absolute. */
  link(remoteFileKey: string, signal?: AbortSignal): Promise<string>;
};

export type MediasApiDeps = {
  http: () => HttpClient;
  token: () => string | null;
  inboxHeaders: () => Record<string, string>;
  /** Called on a 401 of the upload, so the session ends by the client's own rule. */
  onUnauthorized: () => void;
  onReachability?: (reached: boolean) => void;
  createXhr?: () => XMLHttpRequest;
};

const emptySchema = z.unknown();
const path = (uuid: string, rest = '') => `inbox/email/${encodeURIComponent(uuid)}/medias${rest}`;

export function createMediasApi(deps: MediasApiDeps): MediasApi {
  const createXhr = deps.createXhr ?? (() => new XMLHttpRequest());

  /** A multipart POST with progress; the answer parsed by `schema` (an unexpected one is an ApiError). */
  function sendForm<T>(url: string, form: FormData, schema: z.ZodType<T>, options: Omit<UploadOptions, 'mediaGroup'>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(new DOMException('Envio cancelado', 'AbortError'));
        return;
      }
      const xhr = createXhr();
      const token = deps.token();
      xhr.open('POST', deps.http().url(url));
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(deps.inboxHeaders())) xhr.setRequestHeader(name, value);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.responseType = 'text';

      const onAbort = () => xhr.abort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      const cleanUp = () => options.signal?.removeEventListener('abort', onAbort);

      xhr.upload.onprogress = (event) => {
        options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      };
      xhr.onabort = () => {
        cleanUp();
        reject(new DOMException('Envio cancelado', 'AbortError'));
      };
      xhr.onerror = () => {
        cleanUp();
        deps.onReachability?.(false);
        reject(new ApiError(0, null));
      };
      xhr.onload = () => {
        cleanUp();
        deps.onReachability?.(true);
        let payload: unknown;
        try {
          payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          payload = null;
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          const body = apiErrorBodySchema.safeParse(payload);
          const error = new ApiError(xhr.status, body.success ? body.data : null, payload);
          if (xhr.status === 401 && token) deps.onUnauthorized();
          reject(error);
          return;
        }
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          console.error(`Resposta inesperada de POST ${url}`, parsed.error.issues);
          reject(new ApiError(xhr.status, null));
          return;
        }
        resolve(parsed.data);
      };
      xhr.send(form);
    });
  }

  async function upload(inboxEmailUuid: string, files: readonly File[], options: UploadOptions): Promise<Media[]> {
    const form = new FormData();
    for (const file of files) form.append('files[]', file, file.name);
    form.append('mediaGroup', options.mediaGroup);
    return (await sendForm(path(inboxEmailUuid), form, mediaUploadResultSchema, options)).files;
  }

  /** A despacho or nota with its files, in one request: recorded whole or not at all (issue 15 §3). */
  function dispatchWithFiles(inboxEmailUuid: string, body: DispatchBody, files: readonly File[], options: Omit<UploadOptions, 'mediaGroup'> = {}): Promise<DispatchResponse> {
    const form = new FormData();
    form.append('type', body.type);
    form.append('content', body.content);
    form.append('to_sector_id', body.to_sector_id === null || body.to_sector_id === undefined ? '' : String(body.to_sector_id));
    for (const file of files) form.append('files[]', file, file.name);
    return sendForm(`inbox/email/${encodeURIComponent(inboxEmailUuid)}/dispatch`, form, dispatchResponseSchema, options);
  }

  return {
    settings: (signal) => deps.http().request('GET', 'document/settings', { schema: documentSettingsSchema, signal }),
    list: async (uuid, signal) => (await deps.http().request('GET', path(uuid), { schema: mediaUploadResultSchema, signal })).files,
    upload,
    dispatchWithFiles,
    uploadToCitizenDraft: async (draftUuid, files, options = {}) => {
      const form = new FormData();
      for (const file of files) form.append('files[]', file, file.name);
      return (await sendForm(`citizen/filing/drafts/${encodeURIComponent(draftUuid)}/files`, form, mediaUploadResultSchema, options)).files;
    },
    remove: async (uuid, mediaId) => {
      await deps.http().request('DELETE', path(uuid, `/${mediaId}`), { schema: emptySchema });
    },
    reject: (uuid, mediaId, rejectedMessage) =>
      deps.http().request('POST', `inbox/email/${encodeURIComponent(uuid)}/attachment/${mediaId}/reject`, {
        schema: mediaSchema,
        body: { rejected_message: rejectedMessage.trim() },
      }),
    link: async (remoteFileKey, signal) => {
      const client = deps.http();
      const { link } = await client.request('GET', 'upload/link', { schema: uploadLinkSchema, query: { key: remoteFileKey }, signal });
      // A relative link is the API server's own.
      return new URL(link, client.url('')).toString();
    },
  };
}

// Bound to the session like the other APIs. The client's exports are read when a call is made,
// not when this module loads.
export const mediasApi: MediasApi = createMediasApi({
  http: () => client.http,
  token: () => sessionStore.getState().token,
  inboxHeaders: () => inboxHeadersOf(sessionStore.getState()),
  // The client keeps its session-ending handlers to itself; a cheap authenticated call through
  // it lets its own 401 rule end the session exactly as for any other call.
  onUnauthorized: () => {
    void client.http.request('GET', 'document/settings', { schema: emptySchema }).catch(() => undefined);
  },
  onReachability: reportServerReached,
});
