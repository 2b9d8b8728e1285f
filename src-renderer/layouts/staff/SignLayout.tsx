// The sign layout (§2 /sign): a header of its own with Voltar, the title Assinatura and a user
// menu holding only Sair — signing is a focused task, so the work menus are not offered here.
// Voltar goes back to where the user came from, or to the signed documents when /sign was opened
// directly (a link from another system, a notification in a new window).
import { AppShell, Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { SIGNED_LANDING } from '../../screens/sign/signRules';
import { SkipLink } from '../BlankLayout';
import { ProfileMenu } from './ProfileMenu';
import { StaffGate } from './StaffGate';

const ONLY_LOGOUT = [{ id: 'logout', label: messages.profileMenu.logout, kind: 'action' }] as const;

export function SignLayout() {
  const navigate = useNavigate();
  const back = () => void (window.history.length > 1 ? navigate(-1) : navigate(SIGNED_LANDING));
  return (
    <StaffGate>
      {(user) => (
        <AppShell header={{ height: 60 }} padding="md">
          <SkipLink />
          <AppShell.Header bg="darkBlue.8" c="white" withBorder={false}>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Button variant="subtle" color="white" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back}>
                  {messages.signing.screen.back}
                </Button>
                <Title order={1} size="h3" c="white">
                  {messages.signing.title}
                </Title>
              </Group>
              <ProfileMenu user={user} items={[...ONLY_LOGOUT]} onChangeSector={() => undefined} />
            </Group>
          </AppShell.Header>
          <AppShell.Main id="conteudo" bg="lightGrey.0">
            <OfflineBanner />
            <Outlet />
          </AppShell.Main>
        </AppShell>
      )}
    </StaffGate>
  );
}
