// /reports (report-access): the reports this user may open, by the permission each needs, and the
// dashboard.
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../src-shared/messages';
import { ListPage } from '../components/Page';
import { mayOpenPath } from '../routing/access';
import { useEffectivePermissions } from '../session/queries';
import { REPORT_CATALOGUE } from './reportCatalogue';

const t = messages.reports.screen;

export function ReportsHubScreen() {
  // The guard let the user in, so the permissions are known here.
  const permissions = useEffectivePermissions() ?? new Set<string>();
  const entries = [
    { path: '/dashboard', title: messages.reports.dashboard.title, description: messages.reports.dashboard.intro },
    ...REPORT_CATALOGUE.map((report) => ({ path: report.path, title: report.title, description: t.descriptions[report.name] ?? '' })),
  ].filter((entry) => mayOpenPath(entry.path, permissions));
  return (
    <ListPage gap="lg">
      <div>
        <Title order={1}>{t.hubTitle}</Title>
        <Text>{t.hubIntro}</Text>
      </div>
      {entries.length === 0 ? (
        <Text>{t.hubEmpty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <li key={entry.path}>
              <Paper withBorder radius="md" p="md" h="100%">
                <Stack gap={4}>
                  <Anchor component={Link} to={entry.path} fw={700} data-testid="report-link">
                    {entry.title}
                  </Anchor>
                  <Text size="sm">{entry.description}</Text>
                </Stack>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      )}
    </ListPage>
  );
}
