// The token libraries the user added: listed with a way to remove each, and a button that has
// main open the system's file chooser (the page never names a file: main checks the one chosen).
// After a change the tokens are read again, so the new library shows at once as loaded or not.
import { Alert, Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Settings } from '../../../src-shared/ipc/contract';
import type { IpcResult } from '../../../src-shared/ipc/result';
import { messages } from '../../../src-shared/messages';
import { bridge, unwrap } from '../../platform/bridge';

const t = messages.certificates;
const SETTINGS_QUERY_KEY = ['desktop-settings'] as const;

function useDesktopSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: async () => unwrap(await bridge.settings.get()), staleTime: 0 });
}

function LibraryRow({ path, disabled, onRemove }: { path: string; disabled: boolean; onRemove: () => void }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="user-library">
      <Code style={{ overflowWrap: 'anywhere' }}>{path}</Code>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t.removeLibraryLabel(path)}
        disabled={disabled}
        onClick={onRemove}
      >
        {t.removeLibrary}
      </Button>
    </Group>
  );
}

export function TokenLibraries({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const settings = useDesktopSettings();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const libraries = settings.data?.tokenLibraries ?? [];

  /** Runs one change in main; the list and the token scan follow what main kept. */
  const change = async (run: () => Promise<IpcResult<Settings | null>>) => {
    if (saving) return;
    setSaving(true);
    try {
      const result = await run();
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      setError(null);
      // null: the user closed the file chooser; nothing changed.
      if (result.value === null) return;
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, result.value);
      await onChanged().catch(() => undefined);
    } finally {
      setSaving(false);
    }
  };

  const add = () =>
    change(async () => {
      const result = await bridge.settings.addTokenLibrary();
      return result.ok ? { ok: true, value: result.value.added === null ? null : result.value.settings } : result;
    });
  const remove = (path: string) => change(() => bridge.settings.removeTokenLibrary({ path }));

  return (
    <Stack gap="sm" component="section" aria-labelledby="token-libraries-title">
      <Title order={2} size="h4" id="token-libraries-title">
        {t.librariesTitle}
      </Title>
      <Text size="sm">{t.librariesText}</Text>
      <List size="sm" spacing={2}>
        {t.libraryExamples.map((example) => (
          <List.Item key={example}>{example}</List.Item>
        ))}
      </List>
      {settings.isError && (
        <Alert color="red" role="alert">
          {settings.error.message}
        </Alert>
      )}
      {libraries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noUserLibraries}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {libraries.map((path) => (
            <LibraryRow key={path} path={path} disabled={saving} onRemove={() => void remove(path)} />
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="library-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="light" loading={saving} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()}>
          {t.addLibrary}
        </Button>
      </Group>
    </Stack>
  );
}
