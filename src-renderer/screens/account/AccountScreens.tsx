// The screens the post-login redirect order leads to (§4): update contacts and update password (the
// profile a newly imported user completes is screens/profile/ProfileScreens.tsx). After saving, the user continues down that order.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { FullPageLoader } from '../../components/FullPageState';
import { FormPage } from '../../components/Page';
import { useMe } from '../../session/queries';
import { ContactForm } from './ContactForm';
import { PasswordForm } from './PasswordForm';

/** Where to go once a step is done, given the updated user: the area's redirect order. */
export type NextStep = (user: LoggedUser) => string;

function AccountPanel({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <FormPage>
      <Stack>
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {text && <Text c="dimmed">{text}</Text>}
        </div>
        {children}
      </Stack>
    </FormPage>
  );
}

export function UpdateContactScreen({ next }: { next: NextStep }) {
  const navigate = useNavigate();
  const me = useMe();
  if (!me.data) return <FullPageLoader />;
  return (
    <AccountPanel title={messages.updateContact.title} text={messages.updateContact.text}>
      <ContactForm user={me.data} onSaved={(user) => navigate(next(user), { replace: true })} />
    </AccountPanel>
  );
}

export function UpdatePasswordScreen({ next }: { next: NextStep }) {
  const navigate = useNavigate();
  return (
    <AccountPanel title={messages.updatePassword.title} text={messages.updatePassword.text}>
      <PasswordForm onSaved={(user) => navigate(next(user), { replace: true })} />
    </AccountPanel>
  );
}
