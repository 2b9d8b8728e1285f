// /reports/<name> (issue 20): any report the server answers, drawn from its ReportResult alone — the
// filters kept in the URL, each table as a chart and a table, the notes, the exports and printing.
import '@mantine/charts/styles.css';
import './reportPrint.css';
import { Alert, Anchor, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '../../src-shared/messages';
import { isApiError } from '../api/ApiError';
import { reportsApi } from '../api/client';
import { ListPage } from '../components/Page';
import { ReportExportButtons } from './ReportExportButtons';
import { filterErrorsOf } from './filterErrors';
import { ReportFilterForm } from './ReportFilterForm';
import { filterOfSearch, searchOfFilter, type ReportFilterValues } from './reportFilter';
import { ReportTableView } from './ReportTableView';

const t = messages.reports.screen;
export function ReportScreen({ name, title }: { name: string; title: string }) {
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterOfSearch(search, new Date()), [search]);
  const query = useMemo(() => searchOfFilter(filter), [filter]);
  const report = useQuery({
    queryKey: ['report', name, query],
    queryFn: ({ signal }) => reportsApi.fetchReport(name, query, signal),
    placeholderData: keepPreviousData,
    // A refused filter or a missing permission does not change by asking again.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
  const filterErrors = filterErrorsOf(report.error);
  const apply = (next: ReportFilterValues) => setSearch(searchOfFilter(next));
  const result = report.isError ? undefined : report.data;
  return (
    <ListPage gap="lg">
      <Stack gap="xs">
        <Group className="report-no-print">
          {/* To the list itself, not back in history: a filter change is a history entry. */}
          <Anchor component={Link} to="/reports" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t.back}
            </Group>
          </Anchor>
        </Group>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{result?.title ?? title}</Title>
          <ReportExportButtons name={name} query={query} disabled={!result} />
        </Group>
      </Stack>
      {/* Keyed by the URL's filter, so Back or a new link starts the form from what is shown. */}
      <ReportFilterForm key={search.toString()} filter={filter} errors={filterErrors ?? {}} loading={report.isFetching} onApply={apply} />
      {report.isPending && (
        <Stack gap="md" role="status" aria-label={t.loading}>
          <Skeleton h={260} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      )}
      {report.isError && (
        <Alert color="red" role="alert" data-testid="report-error">
          <Group justify="space-between">
            <Text size="sm">{filterErrors ? t.filterError : t.loadError}</Text>
            {!filterErrors && (
              <Button size="xs" variant="default" onClick={() => void report.refetch()}>
                {t.retry}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {result && (
        <Stack gap="lg" data-testid="report-result">
          {result.tables.map((table, index) => (
            <ReportTableView key={`${index}-${table.title}`} table={table} index={index} />
          ))}
          {result.notes.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="report-notes">
              <Title order={2} size="h4" id="report-notes">
                {t.notes}
              </Title>
              <List size="sm" spacing="xs">
                {result.notes.map((note) => (
                  <List.Item key={note}>{note}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}
    </ListPage>
  );
}
