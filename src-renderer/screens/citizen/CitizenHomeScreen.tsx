// /citizen: the portal's home. What a citizen can do lands here as later issues build it.
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconFileText, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../src-shared/messages';
import { useMe } from '../../session/queries';

const c = messages.citizen;
const shortcuts = [
  { to: '/citizen/inbox?tab=opened_by_me', label: c.myRequests, icon: IconListCheck },
  { to: '/citizen/authenticity', label: c.authenticity, icon: IconCertificate },
  { to: '/citizen/service-letter', label: c.serviceLetter, icon: IconFileText },
];

export function CitizenHomeScreen() {
  const me = useMe();
  const firstName = me.data?.person.name.split(' ')[0];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{firstName ? c.welcome(firstName) : c.welcomeGuest}</Title>
        <Text c="dimmed">{me.data ? c.homeText : c.homeLoggedOut}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shortcuts.map(({ to, label, icon: Icon }) => (
          <Card key={to} component={Link} to={to} withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <ThemeIcon size="lg" variant="light" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={600}>{label}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
