// The citizen layout (companion §2): header with the organisation's logo and name, Home,
// Minhas solicitações, the profile menu or Entrar; a side drawer; a footer with the address and
// the privacy and terms links; content at most 1200 px wide.
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link, Outlet, useNavigate } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { CITIZEN_AREA } from '../../app/area';
import { OrganizationBrand } from '../../components/OrganizationBrand';
import { logout } from '../../session/sessionController';
import { useMe, useOrganization } from '../../session/queries';
import { useSession } from '../../session/sessionStore';
import { useCitizenFirstVisit } from '../../screens/profile/useProfile';
import { SkipLink } from '../BlankLayout';

const c = messages.citizen;
export const CITIZEN_MAX_WIDTH = 1200;

export function CitizenLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  useCitizenFirstVisit();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="lightGrey.0">
      <SkipLink />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-lightGrey-2)' }}>
        <Container size={CITIZEN_MAX_WIDTH} py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={drawerOpened} onClick={drawer.toggle} size="sm" aria-label={c.openMenu} />
              <UnstyledButton component={Link} to="/citizen">
                <OrganizationBrand size="sm" />
              </UnstyledButton>
            </Group>
            <CitizenActions />
          </Group>
        </Container>
      </Box>
      <CitizenDrawer opened={drawerOpened} onClose={drawer.close} />
      <Box component="main" id="conteudo" style={{ flex: 1 }}>
        <Container size={CITIZEN_MAX_WIDTH} py="lg">
          <Outlet />
        </Container>
      </Box>
      <CitizenFooter />
    </Box>
  );
}

function CitizenActions() {
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const me = useMe();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/citizen" variant="subtle" visibleFrom="sm">
        {c.home}
      </Button>
      <Button component={Link} to="/citizen/inbox?tab=opened_by_me" variant="subtle" visibleFrom="sm">
        {c.myRequests}
      </Button>
      {token ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" leftSection={<IconUserCircle size={18} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} data-testid="citizen-profile-menu">
              <Text span size="sm" maw={160} truncate>
                {me.data?.person.name.split(' ')[0] ?? c.myProfile}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/citizen/profile">
              {c.myProfile}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => void logout(CITIZEN_AREA, (to, options) => navigate(to, options))}>
              {c.logout}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button component={Link} to="/citizen/v2/login">
          {c.login}
        </Button>
      )}
    </Group>
  );
}

function CitizenDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const link = (to: string, label: string) => <NavLink component={Link} to={to} label={label} onClick={onClose} />;
  return (
    <Drawer opened={opened} onClose={onClose} title={c.navigation} size="xs">
      <nav aria-label={c.navigation}>
        {link('/citizen', c.home)}
        {link('/citizen/inbox?tab=opened_by_me', c.myRequests)}
        <NavLink component="button" label={c.services} defaultOpened childrenOffset="md">
          {link('/citizen/service-letter', c.serviceLetter)}
        </NavLink>
        {link('/citizen/authenticity', c.authenticity)}
        <NavLink component="button" label={c.transparency} defaultOpened childrenOffset="md">
          {link('/citizen/lai', c.lai)}
        </NavLink>
      </nav>
    </Drawer>
  );
}

function CitizenFooter() {
  const organization = useOrganization().data;
  const address = organization?.address;
  return (
    <Box component="footer" bg="darkBlue.9" c="white" py="lg">
      <Container size={CITIZEN_MAX_WIDTH}>
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={2}>
            <Text fw={700}>{organization?.name}</Text>
            {address && (
              <Text size="sm">
                {`${address.street}, ${address.number} — ${address.neighborhood}, ${address.city.name} - ${address.state.name}, CEP ${address.zip}`}
              </Text>
            )}
            {organization?.telephones[0] && (
              <Text size="sm">
                {c.phone}: {organization.telephones[0].number}
              </Text>
            )}
          </Stack>
          <Group gap="md">
            <Anchor component={Link} to="/citizen/privacy-police" c="white" size="sm" underline="always">
              {c.privacy}
            </Anchor>
            <Anchor component={Link} to="/citizen/terms" c="white" size="sm" underline="always">
              {c.terms}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
