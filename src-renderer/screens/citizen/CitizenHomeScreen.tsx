// /citizen: the portal's home. It says what the portal does today and links only to that:
// following one's requests is here (Minhas solicitações), filing them arrives with the citizen portal's own issue.
import { Alert, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFilePlus, IconFileText, IconInfoCircle, IconKey, IconList, IconLogin2, IconMail, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { ListPage } from '../../components/Page';
import { useMe } from '../../session/queries';
import { useSession } from '../../session/sessionStore';
import { citizenHomeShortcuts, type CitizenShortcut } from './citizenHomeShortcuts';

const c = messages.citizen;
const icons: Record<CitizenShortcut['icon'], typeof IconLogin2> = {
  login: IconLogin2,
  file: IconFilePlus,
  requests: IconFileText,
  contact: IconMail,
  password: IconKey,
  services: IconList,
  lai: IconScale,
  reports: IconChartBar,
};

export function CitizenHomeScreen() {
  const loggedIn = useSession((state) => state.token !== null);
  const me = useMe();
  const firstName = me.data?.person.name.split(' ')[0];
  return (
    <ListPage gap="lg">
      <div>
        <Title order={1}>{firstName ? c.welcome(firstName) : c.welcomeGuest}</Title>
        <Text c="dimmed">{loggedIn ? c.homeText : c.homeLoggedOut}</Text>
      </div>
      <Stack gap="sm" component="section" aria-labelledby="citizen-available">
        <Title order={2} size="h4" id="citizen-available">
          {c.available}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {citizenHomeShortcuts(loggedIn).map(({ to, label, text, icon }) => {
            const Icon = icons[icon];
            return (
              <Card key={to} component={Link} to={to} withBorder radius="md" padding="lg" data-testid="citizen-shortcut">
                <Stack gap="sm">
                  <ThemeIcon size="lg" variant="light" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <Text fw={600}>{label}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Alert color="darkBlue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {c.notYet}
      </Alert>
    </ListPage>
  );
}
