import { Button, Stack, Text, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { CenteredCard } from '../../layouts/BlankLayout';

/** Where a 403 disabled-user lands, after the token was cleared (§4). */
export function DisabledUserScreen({ loginPath }: { loginPath: string }) {
  return (
    <CenteredCard width={520}>
      <Stack align="center" gap="md" ta="center">
        <IconUserOff size={48} aria-hidden color="var(--mantine-color-red-8)" />
        <Title order={1} size="h2">
          {messages.session.disabledUserTitle}
        </Title>
        <Text c="dimmed">{messages.session.disabledUserText}</Text>
        <Button component={Link} to={loginPath}>
          {messages.session.disabledUserAction}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
