// The profile screens: the citizen's /citizen/profile and the staff's /profile share the editor;
// the staff screen also lists the user's sectors, the desktop notifications switch and, on a first
// access, the new password.
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { FullPageError, FullPageLoader } from '../../components/FullPageState';
import { FormPage } from '../../components/Page';
import { useMe } from '../../session/queries';
import type { NextStep } from '../account/AccountScreens';
import { DesktopNotificationsSwitch } from '../account/DesktopNotificationsSwitch';
import { PasswordForm } from '../account/PasswordForm';
import { ProfileEditor } from './ProfileEditor';
import { useContactUuid, useProfile } from './useProfile';

const p = messages.profileEditor;

export function CitizenProfileScreen() {
  const profile = useProfile();
  const contact = useContactUuid(profile.data !== undefined && !profile.data.is_staff);
  if (profile.isError) return <FullPageError message={p.loadError} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <FullPageLoader />;
  return (
    <FormPage>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {messages.citizen.myProfile}
          </Title>
          {contact.data && (
            <Text size="sm" c="dimmed">
              {p.contactCode(contact.data.uuid)}
            </Text>
          )}
        </div>
        <ProfileEditor profile={profile.data} />
      </Stack>
    </FormPage>
  );
}

export function StaffProfileScreen({ next }: { next: NextStep }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe();
  const profile = useProfile();
  if (profile.isError) return <FullPageError message={p.loadError} onRetry={() => void profile.refetch()} />;
  if (!me.data || !profile.data) return <FullPageLoader />;
  const user = me.data;
  const firstAccess = params.get('new') === 'true' || user.reset_password_on_login;
  const legacy = messages.profile;
  return (
    <FormPage>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {legacy.title}
        </Title>
        {firstAccess && (
          <Stack>
            <Alert color="darkBlue" title={legacy.newUserNotice}>
              {messages.updatePassword.newUserText}
            </Alert>
            <PasswordForm onSaved={(saved) => navigate(next(saved), { replace: true })} />
          </Stack>
        )}
        <Stack gap={6} component="section" aria-label={legacy.sectors}>
          <Text fw={600} size="sm">
            {legacy.sectors}
          </Text>
          <Group gap={6}>
            {user.sectors.map((sector) => (
              <Badge key={sector.id} variant={sector.pivot.isPrimarySector ? 'filled' : 'light'}>
                {sector.name}
                {sector.pivot.isPrimarySector ? ` · ${legacy.primarySector}` : ''}
              </Badge>
            ))}
          </Group>
        </Stack>
        <ProfileEditor profile={profile.data} />
        <DesktopNotificationsSwitch user={user} />
      </Stack>
    </FormPage>
  );
}
