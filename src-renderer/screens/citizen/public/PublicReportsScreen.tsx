// /citizen/reports (public, no login): the requests the organisation received in a period, by month
// (in progress and closed) and by subject, drawn with @mantine/charts and given as tables too (the
// tables are what a screen reader reads; the charts are hidden from it). Counts only.
import '@mantine/charts/styles.css';
import './publicFigures.css';
import { BarChart } from '@mantine/charts';
import { Alert, Box, Button, Group, Loader, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { PublicFigures } from '../../../../src-shared/api/services';
import { messages } from '../../../../src-shared/messages';
import { servicesApi } from '../../../api/client';
import { isApiError } from '../../../api/ApiError';
import { ListPage } from '../../../components/Page';
import { defaultPeriod, monthsBack } from './publicFigures';

const t = messages.citizenPublic.reports;
const SERIES = [
  { name: 'open', label: t.open, color: 'var(--figures-open)' },
  { name: 'closed', label: t.closed, color: 'var(--figures-closed)' },
];
const number = (n: number) => n.toLocaleString('pt-BR');

function FiguresTable({ caption, head, rows }: { caption: string; head: string; rows: { key: string; label: string; open: number; closed: number; total: number }[] }) {
  return (
    <Table striped withTableBorder captionSide="top" fz="sm" horizontalSpacing="xs" layout="fixed" style={{ overflowWrap: 'anywhere' }}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="34%">
            {head}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t.open}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t.closed}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t.totalColumn}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right">{number(row.open)}</Table.Td>
            <Table.Td ta="right">{number(row.closed)}</Table.Td>
            <Table.Td ta="right">{number(row.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Figures({ figures }: { figures: PublicFigures }) {
  const months = figures.by_month.map((month) => ({ key: month.month, label: t.monthLabel(month.month), open: month.open, closed: month.closed, total: month.total }));
  const subjects = figures.by_subject.map((subject) => ({ key: subject.subject ?? '', label: subject.subject ?? t.noSubject, open: subject.open, closed: subject.closed, total: subject.total }));
  return (
    <Stack gap="lg">
      <Text fw={700} size="lg" role="status" data-testid="figures-total">
        {t.total(figures.total)}
      </Text>
      <Paper component="section" aria-labelledby="figures-by-month" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3" id="figures-by-month">
            {t.byMonth}
          </Title>
          <Box aria-hidden>
            <BarChart h={260} data={months} dataKey="label" type="stacked" series={SERIES} withLegend barChartProps={{ accessibilityLayer: false }} />
          </Box>
          <FiguresTable caption={t.byMonthTable} head={t.month} rows={months} />
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="figures-by-subject" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3" id="figures-by-subject">
            {t.bySubject}
          </Title>
          {subjects.length === 0 ? (
            <Text>{t.empty}</Text>
          ) : (
            <>
              <Box aria-hidden>
                <BarChart
                  h={Math.max(160, subjects.length * 36)}
                  data={subjects.slice(0, 15)}
                  dataKey="label"
                  type="stacked"
                  orientation="vertical"
                  yAxisProps={{ width: 160 }}
                  series={SERIES}
                  barChartProps={{ accessibilityLayer: false }}
                />
              </Box>
              <FiguresTable caption={t.bySubjectTable} head={t.subject} rows={subjects} />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

export function PublicReportsScreen() {
  const today = useMemo(() => new Date(), []);
  const choices = useMemo(() => monthsBack(today).map((month) => ({ value: month, label: t.monthLabel(month) })), [today]);
  const [period, setPeriod] = useState(() => defaultPeriod(today));
  const [draft, setDraft] = useState(period);
  const figures = useQuery({
    queryKey: ['citizen-figures', period],
    queryFn: ({ signal }) => servicesApi.figures(period, signal),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPeriod(draft);
  };
  const fieldError = isApiError(figures.error) ? (figures.error.body?.errors?.from?.[0] ?? null) : null;
  return (
    <ListPage gap="lg">
      <div>
        <Title order={1}>{t.title}</Title>
        <Text>{t.intro}</Text>
      </div>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <NativeSelect label={t.from} data={choices} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} data-testid="figures-from" />
          <NativeSelect label={t.to} data={choices} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} data-testid="figures-to" />
          <Button type="submit" loading={figures.isFetching}>
            {t.apply}
          </Button>
        </Group>
      </form>
      {figures.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t.loading}</Text>
        </Group>
      )}
      {figures.isError && (
        <Alert color="red" role="alert">
          {fieldError ?? messages.app.loadError}
        </Alert>
      )}
      {figures.data && !figures.isError && <Figures figures={figures.data.data} />}
    </ListPage>
  );
}
