// The screens the post-login redirect order leads to (§4): update contacts, update password and
// the profile a newly imported user completes. After saving, the user continues down that order.
import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { formatPhoneNumber, maskDocumentNumber } from '../../../src-shared/format';
import { messages } from '../../../src-shared/messages';
import { FullPageLoader } from '../../components/FullPageState';
import { FormPage } from '../../components/Page';
import { useMe } from '../../session/queries';
import { ContactForm } from './ContactForm';
import { DesktopNotificationsSwitch } from './DesktopNotificationsSwitch';
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

export function ProfileScreen({ next }: { next: NextStep }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe();
  if (!me.data) return <FullPageLoader />;
  const user = me.data;
  const firstAccess = params.get('new') === 'true' || user.reset_password_on_login;
  const p = messages.profile;
  const rows: Array<[string, ReactNode]> = [
    [p.name, user.person.name],
    [p.cpf, maskDocumentNumber(user.person.cpfCnpj)],
    [p.email, user.person.email ?? '—'],
    [p.cellphone, user.person.cellphone ? formatPhoneNumber(user.person.cellphone) : '—'],
    [
      p.sectors,
      <Group gap={6} key="sectors">
        {user.sectors.map((sector) => (
          <Badge key={sector.id} variant={sector.pivot.isPrimarySector ? 'filled' : 'light'}>
            {sector.name}
            {sector.pivot.isPrimarySector ? ` · ${p.primarySector}` : ''}
          </Badge>
        ))}
      </Group>,
    ],
  ];
  return (
    <AccountPanel title={p.title}>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DesktopNotificationsSwitch user={user} />
      {firstAccess && (
        <Stack>
          <Alert color="darkBlue" title={p.newUserNotice}>
            {messages.updatePassword.newUserText}
          </Alert>
          <PasswordForm onSaved={(saved) => navigate(next(saved), { replace: true })} />
        </Stack>
      )}
    </AccountPanel>
  );
}
