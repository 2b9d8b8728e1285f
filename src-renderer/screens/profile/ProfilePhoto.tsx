// The profile photo (companion §3, §4): the thumbnail fetched with the session's token (the photo
// route is not public, components/usePhotoUrl.ts); sending a JPEG, PNG or WebP replaces it and "Remover foto" clears it. A
// failure says "Erro ao salvar imagem" / "Erro ao remover foto do perfil", with the server's reason
// under the photo when it gave one.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Profile } from '../../../src-shared/api/profile';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { profileApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { usePhotoUrl } from '../../components/usePhotoUrl';

const m = messages.profileEditor.photo;
const ACCEPT = 'image/jpeg,image/png,image/webp';

const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
};

const reasonOf = (error: unknown) => (isApiError(error) && error.status !== 0 ? (error.body?.message ?? null) : null);

type Props = { profile: Profile; onChange: () => Promise<unknown> };

export function ProfilePhoto({ profile, onChange }: Props) {
  const src = usePhotoUrl(profile.photo_link);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind);
    setReason(null);
    try {
      await action();
      await onChange();
      toast.success(kind === 'upload' ? m.saved : m.removed);
    } catch (error) {
      toast.error(kind === 'upload' ? m.saveError : m.removeError);
      setReason(reasonOf(error) ?? (kind === 'upload' ? m.saveError : m.removeError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="lg" wrap="wrap" align="center">
      <Avatar src={src} alt={m.alt(profile.name)} size={96} radius={96} color="darkBlue" data-testid="profile-photo">
        {initialsOf(profile.name)}
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton accept={ACCEPT} onChange={(file) => file && void run('upload', () => profileApi.uploadPhoto(file))}>
            {(props) => (
              <Button {...props} variant="light" loading={busy === 'upload'} disabled={busy !== null}>
                {profile.photo_link ? m.replace : m.choose}
              </Button>
            )}
          </FileButton>
          {profile.photo_link && (
            <Button variant="subtle" color="red" onClick={() => void run('remove', profileApi.removePhoto)} loading={busy === 'remove'} disabled={busy !== null}>
              {m.remove}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {m.hint}
        </Text>
        {reason && (
          <Text size="sm" c="red.8" role="alert">
            {reason}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
