// The internal staff layout (§2): top bar with the menu, the connected sector and the profile
// menu; a drawer on small screens. Behind the staff gate (no token → /login?redirectTo=…),
// except for a public screen a visitor opens, which it draws in the blank layout.
import { Anchor, AppShell, Badge, Burger, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { LoggedUser } from '../../../src-shared/api/auth';
import { messages } from '../../../src-shared/messages';
import { CHAT_LAUNCHER_CLEARANCE } from '../../chat/launcherGeometry';
import { ChangeSectorDialog } from '../../components/ChangeSectorDialog';
import { OrganizationLogo } from '../../components/OrganizationBrand';
import { NotificationBell } from '../../notifications/NotificationBell';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { useAppInfo } from '../../platform/useAppInfo';
import { findStaffRoute } from '../../routing/access';
import { STAFF_HOME } from '../../routing/routeTable';
import { useOrganization } from '../../session/queries';
import { useSession } from '../../session/sessionStore';
import { BlankLayout, SkipLink } from '../BlankLayout';
import { MainMenu } from './MainMenu';
import { showsCounts, visibleProfileMenu, visibleStaffMenu } from './menuModel';
import { NavDrawer } from './NavDrawer';
import { useSignatureCounts } from './useSignatureCounts';
import { useSignatureStatusNotice } from '../../screens/sign/useSignatureStatusNotice';
import { ProfileMenu } from './ProfileMenu';
import { StaffGate } from './StaffGate';
import { FeatureBoundary } from '../../components/FeatureBoundary';
import { lazyScreen } from '../../routing/lazyScreen';

/** The chat and its realtime client (socket.io, laravel-echo) are a chunk of their own, loaded once the shell has drawn. */
const chatDock = lazyScreen(() => import('../../chat/ChatDock'), 'ChatDock');
const ChatDock = chatDock.Component;

export function StaffLayout() {
  const loggedIn = useSession((state) => state.token !== null);
  const { pathname } = useLocation();
  // A public screen also offered inside the app (the certificates screen): a visitor gets it
  // blank. One layout route for both keeps the shell (chat, realtime) mounted between screens.
  if (!loggedIn && findStaffRoute(pathname)?.layout === 'staff-when-logged') return <BlankLayout />;
  return <StaffGate>{(user, permissions) => <StaffShell permissions={permissions} user={user} />}</StaffGate>;
}

function StaffShell({ permissions, user }: { permissions: ReadonlySet<string>; user: LoggedUser }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [sectorOpened, sectorDialog] = useDisclosure(false);
  const inboxType = useSession((state) => state.inboxType);
  const connectedSector = useSession((state) => state.connectedSector);
  const organization = useOrganization();
  const signer = useAppInfo().data?.capabilities.signer === true;
  const entries = visibleStaffMenu(permissions, inboxType);
  const counts = useSignatureCounts(showsCounts(entries));
  const profileItems = visibleProfileMenu(permissions, organization.data, { signer });
  useSignatureStatusNotice();

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <SkipLink />
      <AppShell.Header bg="darkBlue.8" c="white" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={() => {
                if (!drawerOpened) counts.refresh();
                drawer.toggle();
              }}
              hiddenFrom="md"
              color="white"
              size="sm"
              aria-label={messages.menu.openDrawer}
            />
            <Anchor component={Link} to={STAFF_HOME} underline="never" c="white">
              <Group gap="xs" wrap="nowrap" component="span">
                <OrganizationLogo height={28} />
                <Text component="span" fw={800} size="lg" c="white">
                  {messages.app.name}
                </Text>
              </Group>
            </Anchor>
            <MainMenu entries={entries} counts={counts} />
          </Group>
          <Group gap="md" wrap="nowrap">
            {connectedSector && (
              <Tooltip label={messages.profileMenu.changeSector}>
                <UnstyledButton onClick={sectorDialog.open} visibleFrom="sm" aria-label={`${connectedSector.name} — ${messages.profileMenu.changeSector}`}>
                  <Badge variant="white" color="darkBlue" size="lg" radius="sm" maw={260} data-testid="connected-sector">
                    {connectedSector.name}
                  </Badge>
                </UnstyledButton>
              </Tooltip>
            )}
            <NotificationBell user={user} />
            <ProfileMenu user={user} items={profileItems} onChangeSector={sectorDialog.open} />
          </Group>
        </Group>
      </AppShell.Header>
      <NavDrawer entries={entries} counts={counts} opened={drawerOpened} onClose={drawer.close} />
      <AppShell.Main id="conteudo" bg="lightGrey.0" pb={CHAT_LAUNCHER_CLEARANCE}>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
      {sectorOpened && <ChangeSectorDialog opened={sectorOpened} onClose={sectorDialog.close} />}
      <FeatureBoundary name="chat">
        <Suspense fallback={null}>
          <ChatDock user={user} />
        </Suspense>
      </FeatureBoundary>
    </AppShell>
  );
}
