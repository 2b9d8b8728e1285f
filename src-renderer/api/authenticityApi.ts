// The citizen portal's authenticity page: public calls, no session needed.
import { authenticityPaths, authenticityResultSchema } from '../../src-shared/api/authenticity';
import type { HttpClient } from './http';

/** The client adds the /api/ prefix itself. */
const underApi = (path: string) => path.replace(/^\/api\//, '');

export function createAuthenticityApi(http: HttpClient) {
  return {
    /** What the (already normalised) code proves; 404 when no printed document carries it. */
    check: (code: string, signal?: AbortSignal) =>
      http.request('GET', underApi(authenticityPaths.result(code)), { schema: authenticityResultSchema, ...(signal ? { signal } : {}) }),
    /** Where the browser downloads the PDF and each .p7s (public links: the code is the key). */
    pdfUrl: (code: string) => http.url(underApi(authenticityPaths.pdf(code))),
    p7sUrl: (code: string, signatureId: number) => http.url(underApi(authenticityPaths.p7s(code, signatureId))),
  };
}

export type AuthenticityApi = ReturnType<typeof createAuthenticityApi>;
