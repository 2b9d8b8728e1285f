// The token libraries the user added: listed with a way to remove each, and a field to add one
// (an absolute path to the driver's PKCS#11 .dll, .so or .dylib). After a change the tokens are
// read again, so the new library shows at once as loaded or not found.
import { Alert, Button, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Settings } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { bridge, unwrap } from '../../platform/bridge';
import { addLibraryPath, libraryUpdateMessage, removeLibraryPath } from './libraryPaths';

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
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const libraries = settings.data?.tokenLibraries ?? [];

  const save = async (next: string[]): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await bridge.settings.update({ tokenLibraries: next });
      if (!result.ok) {
        setError(libraryUpdateMessage(result.error));
        return false;
      }
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, result.value);
      setError(null);
      await onChanged().catch(() => undefined);
      return true;
    } finally {
      setSaving(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const addition = addLibraryPath(libraries, input);
    if (!addition.ok) {
      setError(addition.message);
      return;
    }
    if (await save(addition.next)) setInput('');
  };

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
            <LibraryRow key={path} path={path} disabled={saving} onRemove={() => void save(removeLibraryPath(libraries, path))} />
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t.libraryPath}
            placeholder={t.libraryPathPlaceholder}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            error={error}
            spellCheck={false}
            autoComplete="off"
            style={{ flex: '1 1 320px' }}
          />
          <Button type="submit" mt={25} loading={saving} leftSection={<IconPlus size={16} aria-hidden />}>
            {t.addLibrary}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
