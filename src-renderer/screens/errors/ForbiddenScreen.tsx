import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { MessagePage } from './MessagePage';

export function ForbiddenScreen({ homePath }: { homePath: string }) {
  return (
    <MessagePage icon={<IconLock size={48} aria-hidden color="var(--mantine-color-red-8)" />} title={messages.forbidden.title} text={messages.forbidden.text}>
      <Button component={Link} to={homePath}>
        {messages.forbidden.back}
      </Button>
    </MessagePage>
  );
}
