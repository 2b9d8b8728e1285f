// The sector editor's read-only tabs: Contatos (the sector's telephone, ramal, internal e-mail and
// manager, and its users' telephones) and Relatório (its figures from GET /sector/{id}/summary).
import { Alert, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Sector } from '../../../src-shared/api/sectors';
import { messages } from '../../../src-shared/messages';
import { sectorsApi } from '../../api/client';
import { sectorUsersKey } from './SectorUsersTab';

const t = messages.sectors;
const loading = <Loader role="status" aria-label={messages.adminResource.loading} />;

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={500}>
        {label}:
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? t.contacts.none : value}</Text>
    </Group>
  );
}

export function SectorContactsTab({ sector }: { sector: Sector }) {
  const users = useQuery({ queryKey: sectorUsersKey(sector.id), queryFn: ({ signal }) => sectorsApi.users(sector.id, signal) });
  return (
    <Stack gap="md">
      <Card withBorder padding="md" maw={640} data-testid="sector-contact-card">
        <Title order={2} size="h5" mb="xs">
          {t.contacts.sector}
        </Title>
        <Line label={t.telephone} value={sector.telephone} />
        <Line label={t.ramal} value={sector.ramal} />
        <Line label={t.internalEmail} value={sector.internal_email} />
        <Line label={t.manager} value={sector.manager?.name} />
      </Card>
      <Title order={2} size="h5">
        {t.contacts.users}
      </Title>
      {users.isPending ? (
        loading
      ) : users.isError ? (
        <Alert color="red" role="alert">
          {t.usersLoadFailed}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={400}>
          <Table striped aria-label={t.contacts.users}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.users.name}</Table.Th>
                <Table.Th>{t.users.email}</Table.Th>
                <Table.Th>{t.contacts.cellphone}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.data.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email ?? ''}</Table.Td>
                  <Table.Td>{user.cellphone ?? t.contacts.none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function SectorReportTab({ sectorId }: { sectorId: number }) {
  const summary = useQuery({ queryKey: ['admin', 'sectors', 'summary', sectorId], queryFn: ({ signal }) => sectorsApi.summary(sectorId, signal) });
  if (summary.isPending) return loading;
  if (summary.isError) {
    return (
      <Alert color="red" role="alert">
        {t.report.loadFailed}
      </Alert>
    );
  }
  const figures = [
    { key: 'users', label: t.report.users, value: summary.data.users },
    { key: 'sub-sectors', label: t.report.subSectors, value: summary.data.sub_sectors },
    { key: 'open-items', label: t.report.openItems, value: summary.data.open_items },
    { key: 'documents', label: t.report.documentsThisMonth, value: summary.data.documents_this_month },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="sector-report">
      {figures.map((figure) => (
        <Card key={figure.key} withBorder padding="md">
          <Text size="sm" c="dark.6">
            {figure.label}
          </Text>
          <Text fz={28} fw={700} data-figure={figure.key}>
            {figure.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
