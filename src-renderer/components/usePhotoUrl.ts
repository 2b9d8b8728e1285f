// A person's photo for an <img>: people.photo_link is the API path of the thumbnail
// (person/image/{key}), served only with the bearer token (the owner, and staff photos to staff),
// so the bytes are fetched by the API client and shown through an object URL, revoked when the
// path changes or the component leaves. Anything else (no photo, an old absolute link) gives null
// and the avatar shows the initials.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { profileApi } from '../api/client';

const PHOTO_PATH = /^person\/image\/[A-Za-z0-9_-]{43}$/;

export const isPhotoPath = (value: string | null | undefined): value is string => typeof value === 'string' && PHOTO_PATH.test(value);

export function usePhotoUrl(path: string | null | undefined): string | null {
  const enabled = isPhotoPath(path);
  const photo = useQuery({
    queryKey: ['profile-photo', path],
    queryFn: ({ signal }) => profileApi.photo(path ?? '', signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (enabled && photo.data ? URL.createObjectURL(photo.data) : null), [enabled, photo.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
