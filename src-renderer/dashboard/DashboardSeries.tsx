// The last 30 days of a panel (received vs answered) as a small chart, with its table alternative:
// the chart is hidden from screen readers and the table is always in the page for them (visually
// hidden until shown with the toggle, so a sighted keyboard user can read exact numbers too).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { DashboardPanel } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import { formatValue } from '../reports/formatValue';

const t = messages.reports.dashboard;

export function DashboardSeries({ series, id }: { series: DashboardPanel['series']; id: string }) {
  const [showTable, setShowTable] = useState(false);
  const data = series.map((day) => ({ day: formatValue('day', day.day).slice(0, 5), received: day.received, answered: day.answered }));
  const empty = series.every((day) => day.received === 0 && day.answered === 0);
  const table = (
    <Table striped withTableBorder captionSide="top" fz="sm" data-testid={`${id}-series-table`}>
      <Table.Caption>{t.series}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t.day}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t.received}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t.answered}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {series.map((day) => (
          <Table.Tr key={day.day}>
            <Table.Th scope="row" fw={400}>
              {formatValue('day', day.day)}
            </Table.Th>
            <Table.Td ta="right">{formatValue('count', day.received)}</Table.Td>
            <Table.Td ta="right">{formatValue('count', day.answered)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="xs">
      <Text fw={600}>{t.series}</Text>
      {empty ? (
        <Text c="dimmed">{t.seriesEmpty}</Text>
      ) : (
        <Box aria-hidden>
          <BarChart
            h={160}
            data={data}
            dataKey="day"
            withLegend
            tickLine="none"
            yAxisProps={{ allowDecimals: false }}
            series={[
              { name: 'received', label: t.received, color: 'blue.6' },
              { name: 'answered', label: t.answered, color: 'teal.6' },
            ]}
            barChartProps={{ accessibilityLayer: false }}
          />
        </Box>
      )}
      <Button variant="subtle" size="compact-sm" className="report-no-print" onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable} w="fit-content">
        {showTable ? t.hideTable : t.showTable}
      </Button>
      {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </Stack>
  );
}
