// The inbox's folders with their counts (from the page answer); choosing one filters the list.
import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconFolder, IconFolders } from '@tabler/icons-react';
import type { InboxPage } from '../../../src-shared/api/inbox';
import { messages } from '../../../src-shared/messages';

const t = messages.workQueue.folders;

type Props = { folders: InboxPage['folders']; chosen: readonly number[]; onChoose: (folderId: number | null) => void };

export function FolderList({ folders, chosen, onChoose }: Props) {
  if (folders.length === 0) return null;
  return (
    <Paper withBorder p="xs" component="nav" aria-label={t.title} miw={200}>
      <Text size="sm" fw={700} px="xs" pb={4} c="dark.9">
        {t.title}
      </Text>
      <Stack gap={0}>
        <NavLink
          component="button"
          label={t.all}
          leftSection={<IconFolders size={16} aria-hidden />}
          active={chosen.length === 0}
          aria-current={chosen.length === 0 ? 'true' : undefined}
          onClick={() => onChoose(null)}
        />
        {folders.map((folder) => {
          const active = chosen.includes(folder.id);
          return (
            <NavLink
              key={folder.id}
              component="button"
              label={folder.name}
              rightSection={
                <Text span size="xs" c={active ? 'darkBlue.9' : 'dark.7'}>
                  {folder.count}
                </Text>
              }
              leftSection={<IconFolder size={16} aria-hidden />}
              active={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => onChoose(active ? null : folder.id)}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
