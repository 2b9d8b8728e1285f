import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { BackLink } from '../../components/BackLink';
import { FormPage } from '../../components/Page';

export type AreaHome = { path: string; label: string };

/**
 * A route the spec names whose screen is not built yet: said plainly, nothing pretended, and the
 * ways out a user looks for — back where they came from, or the area's home.
 */
export function UnavailableScreen({ title, home }: { title: string; home: AreaHome }) {
  return (
    <FormPage>
      <Stack align="center" ta="center" gap="sm">
        <IconTools size={40} aria-hidden color="var(--mantine-color-lightGrey-7)" />
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text fw={600}>{messages.unavailable.title}</Text>
        <Text c="dimmed">{messages.unavailable.text}</Text>
        <Group justify="center" mt="sm">
          <BackLink fallback={home.path} look="button" />
          <Button component={Link} to={home.path} leftSection={<IconHome size={16} aria-hidden />}>
            {home.label}
          </Button>
        </Group>
      </Stack>
    </FormPage>
  );
}
