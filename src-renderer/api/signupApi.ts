// Signup (POST user/register) and the organisation's public texts it shows, typed by the shared schemas.
import { organizationTextSchema, type OrganizationTextKind } from '../../src-shared/api/organization';
import { registerResponseSchema, type RegisterRequest } from '../../src-shared/api/signup';
import type { HttpClient } from './http';

export function createSignupApi(http: HttpClient) {
  return {
    register: (request: RegisterRequest) => http.request('POST', 'user/register', { schema: registerResponseSchema, body: request }),
    /** 404 while the organisation has not published the text. */
    organizationText: (kind: OrganizationTextKind, signal?: AbortSignal) =>
      http.request('GET', `organization/1/texts/${kind}`, { schema: organizationTextSchema, ...(signal ? { signal } : {}) }),
  };
}
