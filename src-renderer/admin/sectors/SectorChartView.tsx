// The sectors' organisation chart (a view of the sectors list): the tree from GET /sector/chart with
// its own search and status, every branch open at first, each sector opening its editor.
import { Alert, Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SectorChartNode, SectorStatus } from '../../../src-shared/api/sectors';
import { messages } from '../../../src-shared/messages';
import { sectorsApi } from '../../api/client';
import { editPath } from '../resource/defineResource';
import { ResourceTree } from '../resource/ResourceTree';
import { branchIds } from '../resource/tree';

const t = messages.sectors;
const r = messages.adminResource;
export const SECTORS_PATH = '/administration/settings/sector';

export function SectorChartView() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<SectorStatus | 'all'>('enabled');
  const chart = useQuery({
    queryKey: ['admin', 'sectors', 'chart', settled, status],
    queryFn: ({ signal }) => sectorsApi.chart({ search: settled === '' ? undefined : settled, status: status === 'all' ? undefined : status }, signal),
    placeholderData: keepPreviousData,
  });
  // Every branch open until the user closes one; a new answer opens its branches again.
  const [closed, setClosed] = useState<{ data: unknown; ids: ReadonlySet<number> }>({ data: null, ids: new Set() });
  const nodes = chart.data?.data ?? [];
  const all = branchIds(nodes);
  const shut = closed.data === chart.data ? closed.ids : new Set<number>();
  const expanded = new Set([...all].filter((id) => !shut.has(id)));
  const setExpanded = (next: ReadonlySet<number>) => setClosed({ data: chart.data, ids: new Set([...all].filter((id) => !next.has(id))) });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={r.search} placeholder={r.searchPlaceholder} value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={280} maw="100%" />
        <SegmentedControl
          aria-label={r.status}
          value={status}
          onChange={(next) => setStatus(next as SectorStatus | 'all')}
          data={[
            { value: 'enabled', label: r.statusEnabled },
            { value: 'disabled', label: r.statusDisabled },
            { value: 'all', label: r.statusAll },
          ]}
        />
        <Button variant="default" size="sm" onClick={() => setExpanded(all)}>
          {t.chart.expandAll}
        </Button>
        <Button variant="default" size="sm" onClick={() => setExpanded(new Set())}>
          {t.chart.collapseAll}
        </Button>
      </Group>
      {chart.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={r.loading} />
        </Center>
      ) : chart.isError ? (
        // §8: the chart's load error.
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t.chartLoadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void chart.refetch()}>
              {r.retry}
            </Button>
          </Stack>
        </Alert>
      ) : nodes.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t.chart.empty}
        </Text>
      ) : (
        <ResourceTree<SectorChartNode>
          nodes={nodes}
          label={t.chart.tree}
          expanded={expanded}
          onExpandedChange={setExpanded}
          nameOf={(node) => `${node.name} (${node.symbol})`}
          expandLabel={t.chart.expand}
          collapseLabel={t.chart.collapse}
          onOpen={(node) => void navigate(editPath({ path: SECTORS_PATH }, node.id))}
          testId="sectors-chart"
          render={(node) => (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500} style={{ cursor: 'pointer' }} onClick={() => void navigate(editPath({ path: SECTORS_PATH }, node.id))}>
                {node.name}
              </Text>
              <Badge variant="light" size="sm">
                {node.symbol}
              </Badge>
              {node.type === 'work-group' && (
                <Badge variant="default" size="sm">
                  {t.types['work-group']}
                </Badge>
              )}
              {node.status === 'disabled' && (
                <Badge variant="default" size="sm">
                  {r.disabled}
                </Badge>
              )}
              {node.manager !== null && (
                <Text size="xs" c="dark.6">
                  {t.manager}: {node.manager.name}
                </Text>
              )}
            </Group>
          )}
        />
      )}
    </Stack>
  );
}
