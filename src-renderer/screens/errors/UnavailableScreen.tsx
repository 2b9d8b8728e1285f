import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { messages } from '../../../src-shared/messages';

/** A route the spec names whose screen is not built yet: said plainly, nothing pretended. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconTools size={40} aria-hidden color="var(--mantine-color-lightGrey-7)" />
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text fw={600}>{messages.unavailable.title}</Text>
        <Text c="dimmed">{messages.unavailable.text}</Text>
      </Stack>
    </Paper>
  );
}
