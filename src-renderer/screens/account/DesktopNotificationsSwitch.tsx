// The profile's "Mostrar notificações na área de trabalho": saved at once through PUT user/me
// (user_preferences.desktop_notifications). The switch shows what the server holds, so a failed
// save flips it back by itself.
import { Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { desktopNotificationsEnabled } from '../../notifications/osNotifications';
import { useUpdateMe } from './useUpdateMe';

const t = messages.notifications;

export function DesktopNotificationsSwitch({ user }: { user: LoggedUser }) {
  const saved = desktopNotificationsEnabled(user);
  const [wanted, setWanted] = useState(saved);
  const form = useForm({ mode: 'uncontrolled', initialValues: { user_preferences: { desktop_notifications: saved } } });
  const { saving, submit } = useUpdateMe(form, { success: t.preferenceSaved, failure: t.preferenceFailed, onSaved: () => {} });

  return (
    <Switch
      label={t.desktopToggle}
      description={t.desktopToggleHint}
      checked={saving ? wanted : saved}
      disabled={saving}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setWanted(checked);
        form.setValues({ user_preferences: { desktop_notifications: checked } });
        submit();
      }}
      data-testid="desktop-notifications-switch"
    />
  );
}
