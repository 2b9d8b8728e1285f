// The profile calls of §7 (user/profile, person/image, contact/first-login, citizen/contact/uuid),
// typed by the shared schemas.
import { z } from 'zod';
import {
  contactUuidResponseSchema,
  firstLoginResponseSchema,
  photoUploadResponseSchema,
  PROFILE_PHOTO_FIELD,
  profileSchema,
  type UpdateProfileRequest,
} from '../../src-shared/api/profile';
import type { HttpClient } from './http';

export function createProfileApi(http: HttpClient) {
  return {
    get: () => http.request('GET', 'user/profile', { schema: profileSchema }),
    update: (request: UpdateProfileRequest) => http.request('PUT', 'user/profile', { schema: profileSchema, body: request }),
    uploadPhoto: (file: File) => {
      const form = new FormData();
      form.append(PROFILE_PHOTO_FIELD, file, file.name);
      return http.request('POST', 'person/image', { schema: photoUploadResponseSchema, body: form });
    },
    removePhoto: () => http.request('DELETE', 'person/image', { schema: z.unknown() }),
    /** A photo's bytes by its API path (person/image/{key}), with the bearer token. */
    photo: (path: string, signal?: AbortSignal) => http.request('GET', path, { schema: z.instanceof(Blob), responseType: 'blob', signal }),
    firstLogin: (hasBeenLogged: boolean) => http.request('PATCH', 'contact/first-login', { schema: firstLoginResponseSchema, body: { hasBeenLogged } }),
    /** The spec tolerates a 401 here: it never ends the session. */
    contactUuid: () => http.request('GET', 'citizen/contact/uuid', { schema: contactUuidResponseSchema, tolerateUnauthorized: true }),
  };
}

export type ProfileApi = ReturnType<typeof createProfileApi>;
