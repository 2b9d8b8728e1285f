// /dashboard (issue 20, report-access): the user's numbers and the connected sector's, as the work
// queue counts them (GET /api/dashboard), each a link to the queue filtered the same way, and the
// last 30 days of each as a small chart with its table.
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DashboardPanel as Panel } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import { reportsApi } from '../api/client';
import { ListPage } from '../components/Page';
import { DashboardSeries } from './DashboardSeries';
import { figureHref, figuresOf, figureText } from './dashboardFigures';

const t = messages.reports.dashboard;

function DashboardPanel({ id, title, panel }: { id: string; title: string; panel: Panel }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid={`dashboard-${id}`}>
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {figuresOf(panel).map(({ key, figure }) => {
            const value = figureText(key, figure);
            const label = t.figures[key] ?? key;
            return (
              <Anchor
                key={key}
                component={Link}
                to={figureHref(figure)}
                underline="never"
                data-testid={`dashboard-${id}-${key}`}
              >
                <Paper withBorder radius="sm" p="sm" h="100%">
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={700} size="xl">
                    {value}
                  </Text>
                  {/* The link's name starts with what it shows (WCAG 2.5.3), then says where it goes. */}
                  <VisuallyHidden>{t.openQueue}</VisuallyHidden>
                </Paper>
              </Anchor>
            );
          })}
        </SimpleGrid>
        <DashboardSeries series={panel.series} id={`dashboard-${id}`} />
      </Stack>
    </Paper>
  );
}

function Loading() {
  return (
    <Stack gap="md" role="status" aria-label={t.loading}>
      <Skeleton h={220} radius="md" />
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}

export function DashboardScreen() {
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => reportsApi.fetchDashboard(signal) });
  return (
    <ListPage gap="lg">
      <div>
        <Title order={1}>{t.title}</Title>
        <Text>{t.intro}</Text>
      </div>
      {dashboard.isPending && <Loading />}
      {dashboard.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t.loadError}</Text>
            <Button size="xs" variant="default" onClick={() => void dashboard.refetch()}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {dashboard.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <DashboardPanel id="mine" title={t.mine} panel={dashboard.data.mine} />
          {dashboard.data.sector && dashboard.data.connected_sector ? (
            <DashboardPanel id="sector" title={t.sector(dashboard.data.connected_sector.name)} panel={dashboard.data.sector} />
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text>{t.noSector}</Text>
            </Paper>
          )}
        </SimpleGrid>
      )}
    </ListPage>
  );
}
