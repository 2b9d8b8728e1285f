import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { CenteredCard } from '../../layouts/BlankLayout';

export function ForbiddenScreen({ homePath }: { homePath: string }) {
  return (
    <CenteredCard width={520}>
      <Stack align="center" gap="md" ta="center">
        <IconLock size={48} aria-hidden color="var(--mantine-color-red-8)" />
        <Title order={1} size="h2">
          {messages.forbidden.title}
        </Title>
        <Text c="dimmed">{messages.forbidden.text}</Text>
        <Button component={Link} to={homePath}>
          {messages.forbidden.back}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
