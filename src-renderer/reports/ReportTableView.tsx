// One table of a report: its chart (ReportChartView; hidden from screen readers) and the
// table itself with its totals row, which is what a screen reader and the printout read.
import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReportTable } from '../../src-shared/api/reports';
import { messages } from '../../src-shared/messages';
import { chartOf } from './chartOf';
import { ReportChartView } from './ReportChartView';
import { formatValue } from './formatValue';

const t = messages.reports.screen;
const isNumeric = (kind: string) => kind === 'count' || kind === 'bytes' || kind === 'seconds' || kind === 'percent' || kind === 'money';

export function ReportTableView({ table, index }: { table: ReportTable; index: number }) {
  const chart = chartOf(table);
  const titleId = `report-table-${index}`;
  // The totals row names itself in its first cell when the server left it empty.
  const firstKey = table.columns[0]?.key ?? '';
  const totals = table.totals && { ...table.totals, [firstKey]: table.totals[firstKey] ?? t.total };
  const textCategory = chart !== null && table.columns.find((column) => column.kind === 'text' || column.kind === 'day' || column.kind === 'month')?.kind === 'text';
  const cell = (row: Record<string, string | number | null>, columnIndex: number, total: boolean) => {
    const column = table.columns[columnIndex]!;
    const text = formatValue(column.kind, row[column.key]);
    const align = isNumeric(column.kind) ? 'right' : undefined;
    return columnIndex === 0 ? (
      <Table.Th key={column.key} scope="row" fw={total ? 700 : 400} ta={align}>
        {text}
      </Table.Th>
    ) : (
      <Table.Td key={column.key} ta={align} fw={total ? 700 : undefined}>
        {text}
      </Table.Td>
    );
  };
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className="report-section" data-testid="report-table">
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {table.title}
        </Title>
        {table.rows.length === 0 ? (
          <Text data-testid="report-table-empty">{t.emptyTable}</Text>
        ) : (
          <>
            {chart && <ReportChartView chart={chart} textCategory={textCategory} />}
            <Box style={{ overflowX: 'auto' }}>
              <Table striped withTableBorder captionSide="top" fz="sm" horizontalSpacing="xs" data-testid="report-data-table">
                <Table.Caption>{t.tableOf(table.title)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((column) => (
                      <Table.Th key={column.key} scope="col" ta={isNumeric(column.kind) ? 'right' : undefined}>
                        {column.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row, rowIndex) => (
                    <Table.Tr key={rowIndex} data-testid="report-row">
                      {table.columns.map((_, columnIndex) => cell(row, columnIndex, false))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                {totals && (
                  <Table.Tfoot>
                    <Table.Tr data-testid="report-totals">
                      {table.columns.map((_, columnIndex) => cell(totals, columnIndex, true))}
                    </Table.Tr>
                  </Table.Tfoot>
                )}
              </Table>
            </Box>
          </>
        )}
      </Stack>
    </Paper>
  );
}
