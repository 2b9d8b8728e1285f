// On the desktop, IT staff point the app at their organisation's server from the login screen;
// main confirms the change with the user and drops the old server's session.
// The web build has no such setting (the bridge reports it unavailable), so nothing is shown.
import { Anchor, Button, Collapse, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { bridge } from '../../platform/bridge';
import { useAppInfo } from '../../platform/useAppInfo';
import { useSession } from '../../session/sessionStore';

const t = messages.serverSettings;

export function ServerSettings() {
  const info = useAppInfo();
  const serverUrl = useSession((state) => state.serverUrl);
  const [opened, { toggle }] = useDisclosure(false);
  const [value, setValue] = useState(serverUrl);
  const [error, setError] = useState<string | null>(null);

  if (info.data?.platform !== 'desktop') return null;

  const save = async () => {
    // main asks the user to confirm in a native message box; a no changes nothing.
    const result = await bridge.settings.update({ serverUrl: value });
    if (!result.ok) {
      setError(result.error.code === 'cancelled' ? null : result.error.code === 'invalid-argument' ? messages.ipc.invalidServerUrl : result.error.message);
      return;
    }
    // The page's CSP names the API origin it loaded with; a new server needs a fresh load.
    window.location.reload();
  };

  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={toggle} aria-expanded={opened}>
        {t.toggle}
      </Anchor>
      <Collapse expanded={opened}>
        <Stack gap="xs" pt="xs">
          <TextInput
            label={t.label}
            description={t.description}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error}
            inputMode="url"
          />
          <Group justify="flex-end">
            <Button variant="light" size="xs" onClick={save}>
              {messages.app.save}
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Stack>
  );
}
