// The citizen layout (companion §2): header with the organisation's logo and name, Home,
// Minhas solicitações, the profile menu or Entrar; a side drawer; a footer with the address and
// the privacy and terms links; content at most 1200 px wide. Above it all, eMAG's accessibility
// bar (skip links, Alt+1…Alt+4, high contrast, text size); its landmarks are #main-content,
// #menu (the header's navigation), #search (the services search) and #footer.
import { ActionIcon, Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, NavLink, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { CITIZEN_AREA } from '../../app/area';
import { OrganizationBrand } from '../../components/OrganizationBrand';
import { logout } from '../../session/sessionController';
import { useMe, useOrganization } from '../../session/queries';
import { useSession } from '../../session/sessionStore';
import { useCitizenFirstVisit } from '../../screens/profile/useProfile';
import { AccessibilityBar } from './AccessibilityBar';
import { prefetchCitizenLink } from '../../routing/citizenScreens';
import { SERVICE_LETTER_PATH } from '../../screens/citizen/public/publicPaths';

const c = messages.citizen;
const a = messages.citizenPublic;
export const CITIZEN_MAX_WIDTH = 1200;

export function CitizenLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  useCitizenFirstVisit();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="lightGrey.0">
      <AccessibilityBar />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-lightGrey-2)' }}>
        <Container size={CITIZEN_MAX_WIDTH} py="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap" component="nav" id="menu" tabIndex={-1} aria-label={a.mainMenu}>
              <Burger opened={drawerOpened} onClick={drawer.toggle} size="sm" aria-label={c.openMenu} aria-expanded={drawerOpened} />
              <UnstyledButton component={Link} to="/citizen">
                <OrganizationBrand size="sm" />
              </UnstyledButton>
            </Group>
            <Group gap="sm" wrap="wrap" justify="flex-end">
              <ServiceSearch />
              <CitizenActions />
            </Group>
          </Group>
        </Container>
      </Box>
      <CitizenDrawer opened={drawerOpened} onClose={drawer.close} />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Container size={CITIZEN_MAX_WIDTH} py="lg">
          <Outlet />
        </Container>
      </Box>
      <CitizenFooter />
    </Box>
  );
}

/** The portal's search (#search, Alt+3): it looks for services in the Carta de Serviços. */
function ServiceSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(search === '' ? SERVICE_LETTER_PATH : `${SERVICE_LETTER_PATH}?${new URLSearchParams({ search }).toString()}`);
  };
  return (
    <form role="search" id="search" onSubmit={submit} aria-label={a.searchLabel}>
      <TextInput
        aria-label={a.searchLabel}
        placeholder={a.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        size="sm"
        w={{ base: 200, sm: 240 }}
        rightSectionWidth={36}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label={a.searchButton}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}

function CitizenActions() {
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const me = useMe();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/citizen" {...prefetchCitizenLink("/citizen")} variant="subtle" visibleFrom="sm">
        {c.home}
      </Button>
      <Button component={Link} to="/citizen/inbox?tab=opened_by_me" {...prefetchCitizenLink("/citizen/inbox?tab=opened_by_me")} variant="subtle" visibleFrom="sm">
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
            <Menu.Item component={Link} to="/citizen/profile" {...prefetchCitizenLink("/citizen/profile")}>
              {c.myProfile}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => void logout(CITIZEN_AREA, (to, options) => navigate(to, options))}>
              {c.logout}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Button component={Link} to="/citizen/v2/login" {...prefetchCitizenLink("/citizen/v2/login")}>
          {c.login}
        </Button>
      )}
    </Group>
  );
}

function CitizenDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const link = (to: string, label: string) => <NavLink component={Link} to={to} {...prefetchCitizenLink(to)} label={label} onClick={onClose} />;
  return (
    <Drawer opened={opened} onClose={onClose} title={c.navigation} size="xs">
      <nav aria-label={c.navigation}>
        {link('/citizen', c.home)}
        {link('/citizen/inbox?tab=opened_by_me', c.myRequests)}
        <NavLink component="button" label={c.services} defaultOpened childrenOffset="md">
          {link(SERVICE_LETTER_PATH, c.serviceLetter)}
        </NavLink>
        {link('/citizen/authenticity', c.authenticity)}
        <NavLink component="button" label={c.transparency} defaultOpened childrenOffset="md">
          {link('/citizen/lai', c.lai)}
          {link('/citizen/reports', a.reports.title)}
        </NavLink>
        {link('/citizen/accessibility', a.accessibility)}
      </nav>
    </Drawer>
  );
}

function CitizenFooter() {
  const organization = useOrganization().data;
  const address = organization?.address;
  return (
    <Box component="footer" id="footer" tabIndex={-1} aria-label={a.footer} bg="darkBlue.9" c="white" py="lg">
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
            <Anchor component={Link} to="/citizen/accessibility" c="white" size="sm" underline="always">
              {a.accessibility}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
