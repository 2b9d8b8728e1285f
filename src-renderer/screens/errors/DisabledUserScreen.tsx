import { Button } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { MessagePage } from './MessagePage';

/** Where a 403 disabled-user lands, after the token was cleared (§4). */
export function DisabledUserScreen({ loginPath }: { loginPath: string }) {
  const s = messages.session;
  return (
    <MessagePage icon={<IconUserOff size={48} aria-hidden color="var(--mantine-color-red-8)" />} title={s.disabledUserTitle} text={s.disabledUserText}>
      <Button component={Link} to={loginPath}>
        {s.disabledUserAction}
      </Button>
    </MessagePage>
  );
}
